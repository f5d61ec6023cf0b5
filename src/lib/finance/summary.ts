import { STRINGS } from '../strings.ts';
import { carFinanceStart, repaymentFrom } from './car-start.ts';
import { FINANCE_COPY } from './copy.ts';
import { formatMoney, formatNumber, formatPaymentWithSuffix, formatPercent, formatYears } from './format.ts';
import { carLender, isPresent, lenderTermYears, type FinanceCar, type FinanceLender } from './lenders.ts';
import { ENQUIRE_WEEKLY_THRESHOLD, formatRepayment, roundPayment } from './repayment.ts';
import type { FinanceSettings, Rounding } from './finance-settings.ts';

export interface SummaryRow {
  key: string;
  label: string;
  value: string;
}

function weeklyText(weekly: number, rounding: Rounding): string {
  const rounded = roundPayment(weekly, rounding);
  return rounded <= ENQUIRE_WEEKLY_THRESHOLD ? STRINGS.enquireForFinance : formatPaymentWithSuffix(rounded, 'week');
}

/**
 * Rows of the per-car lender summary, missing values left out. The 'zero-final-payment' variant
 * shows only deposit, term and a $0 final payment; the full one shows a balloon only above 0.
 */
export function lenderSummary(lender: FinanceLender, settings: Pick<FinanceSettings, 'rounding' | 'lenderSummary'>): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const add = (key: string, label: string, value: string | null) => {
    if (value !== null) rows.push({ key, label, value });
  };
  const money = (n: number | null | undefined) => (isPresent(n) ? formatMoney(n) : null);
  const rate = (n: number | null | undefined) => (isPresent(n) ? `${formatPercent(n)} p.a.` : null);
  const term = lenderTermYears(lender);

  if (settings.lenderSummary === 'zero-final-payment') {
    add('deposit', FINANCE_COPY.deposit, money(lender.deposit));
    add('term', FINANCE_COPY.term, term === null ? null : formatYears(term));
    add('finalPayment', FINANCE_COPY.finalPayment, formatMoney(0));
    return rows;
  }
  add('paymentWeek', FINANCE_COPY.weeklyPayment, isPresent(lender.paymentWeek) ? weeklyText(lender.paymentWeek, settings.rounding) : null);
  add(
    'paymentMonth',
    FINANCE_COPY.monthlyPayment,
    isPresent(lender.paymentMonth) ? formatPaymentWithSuffix(roundPayment(lender.paymentMonth, settings.rounding), 'month') : null,
  );
  add('deposit', FINANCE_COPY.deposit, money(lender.deposit));
  add('term', FINANCE_COPY.term, term === null ? null : formatYears(term));
  add('interestRate', FINANCE_COPY.interestRate, rate(lender.interestRate));
  add('comparisonRate', FINANCE_COPY.comparisonRate, rate(lender.comparisonRate));
  add('establishmentFees', FINANCE_COPY.establishmentFees, money(lender.establishmentFees));
  add('balloon', FINANCE_COPY.balloon, isPresent(lender.balloon) && lender.balloon > 0 ? formatMoney(lender.balloon) : null);
  return rows;
}

/** '$X per week at Y% p.a.' for the sticky header, or null when there is no weekly figure worth showing. */
export function financeSummaryLine(weekly: number | null | undefined, annualRate: number | null | undefined, rounding: Rounding = 'up'): string | null {
  if (!isPresent(weekly) || !isPresent(annualRate)) return null;
  const rounded = roundPayment(weekly, rounding);
  if (rounded <= ENQUIRE_WEEKLY_THRESHOLD) return null;
  return FINANCE_COPY.perWeekAt(formatMoney(rounded), formatPercent(annualRate));
}

/** '$2,000 deposit · 5 years · $0 final payment', the sticky-header variant; missing parts are left out. */
export function depositTermSummaryLine(lender: FinanceLender): string | null {
  const term = lenderTermYears(lender);
  const parts = [isPresent(lender.deposit) ? FINANCE_COPY.depositPart(formatMoney(lender.deposit)) : null, term === null ? null : formatYears(term)].filter(
    (part): part is string => part !== null,
  );
  if (parts.length === 0) return null;
  return [...parts, FINANCE_COPY.finalPaymentPart(formatMoney(0))].join(FINANCE_COPY.summarySeparator);
}

/** The sticky-header line from the car's lender data for the site's provider, in the site's variant. */
export function carFinanceSummaryLine(car: FinanceCar, settings: FinanceSettings): string | null {
  const lender = carLender(car, settings.provider);
  if (!lender) return null;
  return settings.lenderSummary === 'zero-final-payment'
    ? depositTermSummaryLine(lender)
    : financeSummaryLine(lender.paymentWeek, lender.interestRate, settings.rounding);
}

/**
 * The sidebar's estimate: the car's repayment start (`carFinanceStart`: the lender's weekly quote,
 * else the calculator's defaults on the car's price over the sidebar term), the figure the car
 * page's calculator opens on too. Null for a car without a price.
 */
export function sidebarEstimate(car: FinanceCar, settings: FinanceSettings): SummaryRow | null {
  const start = carFinanceStart(car, settings);
  if (start === null) return null;
  return { key: 'estimate', label: FINANCE_COPY.estimatedRepayments, value: formatRepayment(repaymentFrom(start, start.input, settings)) };
}

export interface ComparisonExample {
  termYears?: number;
  amount?: number;
  interestRate?: number | null;
  /** One rate, or a [lowest, highest] range such as 8.38 % to 19.42 %. */
  comparisonRate?: number | readonly [number, number] | null;
}

/** The comparison-rate warning, on the spec's 5-year secured $30,000 loan unless told otherwise. */
export function comparisonRateExample(example: ComparisonExample = {}): string {
  const termYears = example.termYears ?? 5;
  const amount = example.amount ?? 30_000;
  const { interestRate, comparisonRate } = example;
  const rates: string[] = [];
  if (isPresent(interestRate)) rates.push(`Interest rate ${formatPercent(interestRate)} p.a.`);
  if (Array.isArray(comparisonRate)) {
    rates.push(`Comparison rate from ${formatPercent(comparisonRate[0])} p.a. to ${formatPercent(comparisonRate[1])} p.a.*`);
  } else if (typeof comparisonRate === 'number' && Number.isFinite(comparisonRate)) {
    rates.push(`Comparison rate ${formatPercent(comparisonRate)} p.a.*`);
  }
  const basis =
    `*Comparison rate based on a ${formatNumber(termYears)}-year ` +
    `secured loan of ${formatMoney(amount)}. WARNING: This comparison rate is true only for the example given and ` +
    'may not include all fees and charges. Different terms, fees or other loan amounts might result in a ' +
    'different comparison rate.';
  return [...rates, basis].join(' ');
}
