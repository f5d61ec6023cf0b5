import { STRINGS } from '../strings.ts';
import { formatPaymentWithSuffix } from './format.ts';
import type { FinanceSettings, RepaymentFrequency, Rounding } from './finance-settings.ts';

export const PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = {
  week: 52,
  fortnight: 26,
  month: 12,
};

export const REPAYMENT_FREQUENCIES: readonly { value: RepaymentFrequency; label: string }[] = [
  { value: 'week', label: 'Weekly' },
  { value: 'fortnight', label: 'Fortnightly' },
  { value: 'month', label: 'Monthly' },
];

/** At or below this weekly repayment the calculator shows 'Enquire for Finance' and no total. */
export const ENQUIRE_WEEKLY_THRESHOLD = 25;

export interface AmortisationInput {
  principal: number;
  /** Annual rate in percent (10 means 10 % p.a.). */
  annualRate: number;
  periodsPerYear: number;
  years: number;
  /** Owed after the last regular payment (residual/balloon). */
  balloon: number;
}

function finiteOrZero(n: number): number {
  return Number.isFinite(n) ? n : 0;
}

/**
 * Level payment, made at the end of each period, that takes `principal` down to `balloon` over
 * `years`. Never negative, never NaN: zero interest divides evenly, a balloon at or above what the
 * payments can cover gives 0 (zero rate) or interest-only-or-less (clamped at 0).
 */
export function amortisedPayment(input: AmortisationInput): number {
  const principal = Math.max(0, finiteOrZero(input.principal));
  const balloon = Math.max(0, finiteOrZero(input.balloon));
  const rate = Math.max(0, finiteOrZero(input.annualRate)) / 100 / Math.max(1, finiteOrZero(input.periodsPerYear));
  const periods = Math.max(1, Math.round(finiteOrZero(input.periodsPerYear) * finiteOrZero(input.years)));
  if (principal === 0) return 0;
  if (rate === 0) return Math.max(0, (principal - balloon) / periods);
  // (1 + r)^-n through log1p/expm1 stays accurate when r is tiny.
  const logGrowth = Math.log1p(rate) * periods;
  const discount = Math.exp(-logGrowth);
  const annuityFactor = -Math.expm1(-logGrowth) / rate;
  const payment = (principal - balloon * discount) / annuityFactor;
  return Number.isFinite(payment) ? Math.max(0, payment) : 0;
}

/** Whole dollars, up or down; float noise like 123.0000000001 is not a cent and never rounds up. */
export function roundPayment(payment: number, rounding: Rounding): number {
  const clean = Number(finiteOrZero(payment).toFixed(6));
  return rounding === 'up' ? Math.ceil(clean) : Math.floor(clean);
}

export interface CalculatorInput {
  amount: number;
  deposit: number;
  residual: number;
  termYears: number;
  interestRate: number;
  frequency: RepaymentFrequency;
}

export type RepaymentResult =
  | {
      kind: 'payment';
      frequency: RepaymentFrequency;
      /** Rounded payment per period of `frequency`. */
      payment: number;
      /** Rounded weekly payment, which decides between a payment and 'Enquire for Finance'. */
      weeklyPayment: number;
      financed: number;
      /** Periods per year × term × payment + establishment fee. */
      total: number;
    }
  | {
      kind: 'enquire';
      frequency: RepaymentFrequency;
      weeklyPayment: number;
      financed: number;
    };

export type RepaymentRules = Pick<FinanceSettings, 'establishmentFee' | 'rounding'>;

/** The amount financed: purchase price less deposit/trade-in plus establishment fees, never below 0. */
function financedAmount(input: Pick<CalculatorInput, 'amount' | 'deposit'>, establishmentFee: number): number {
  return Math.max(0, finiteOrZero(input.amount) - finiteOrZero(input.deposit) + finiteOrZero(establishmentFee));
}

export function calculateRepayment(input: CalculatorInput, rules: RepaymentRules): RepaymentResult {
  const financed = financedAmount(input, rules.establishmentFee);
  const paymentFor = (frequency: RepaymentFrequency) =>
    roundPayment(
      amortisedPayment({
        principal: financed,
        annualRate: input.interestRate,
        periodsPerYear: PERIODS_PER_YEAR[frequency],
        years: input.termYears,
        balloon: input.residual,
      }),
      rules.rounding,
    );
  const weeklyPayment = paymentFor('week');
  if (weeklyPayment <= ENQUIRE_WEEKLY_THRESHOLD) {
    return { kind: 'enquire', frequency: input.frequency, weeklyPayment, financed };
  }
  const payment = input.frequency === 'week' ? weeklyPayment : paymentFor(input.frequency);
  const total = PERIODS_PER_YEAR[input.frequency] * input.termYears * payment + finiteOrZero(rules.establishmentFee);
  return { kind: 'payment', frequency: input.frequency, payment, weeklyPayment, financed, total };
}

/** "$123/wk*", or 'Enquire for Finance'. */
export function formatRepayment(result: RepaymentResult): string {
  return result.kind === 'payment' ? formatPaymentWithSuffix(result.payment, result.frequency) : STRINGS.enquireForFinance;
}
