import { calculatorBounds, clampCalculatorInput, usablePrice } from './bounds.ts';
import type { FinanceSettings, RepaymentFrequency } from './finance-settings.ts';
import { carLender, isPresent, lenderTermYears, type FinanceCar } from './lenders.ts';
import { calculateRepayment, ENQUIRE_WEEKLY_THRESHOLD, roundPayment, type CalculatorInput, type RepaymentResult } from './repayment.ts';

/**
 * Where a car's repayment figure starts: the inputs the calculator opens with, and, when those are
 * exactly the lender's own quote for the car, the lender's weekly payment for them. The sidebar's
 * estimate, the car page's calculator and the prefilled finance page all read their first figure
 * from one start, so a car shows one repayment figure (rule: finance.one-figure).
 */
export type FinanceStart = {
  input: CalculatorInput;
  /** The lender's weekly payment for exactly `input`; null when the figure is the calculator's. */
  quotedWeekly: number | null;
};

/** The sidebar's calculator start on an amount: no deposit or balloon, the sidebar term, the default rate and frequency. */
function amountStart(amount: number, settings: FinanceSettings): FinanceStart {
  const input = clampCalculatorInput(
    {
      amount,
      deposit: 0,
      residual: 0,
      termYears: settings.term.sidebarDefault,
      interestRate: settings.interest.default,
      frequency: settings.frequency.default,
    },
    calculatorBounds(settings, amount),
    settings,
  );
  return { input, quotedWeekly: null };
}

const sameInput = (a: CalculatorInput, b: CalculatorInput) =>
  a.amount === b.amount &&
  a.deposit === b.deposit &&
  a.residual === b.residual &&
  a.termYears === b.termYears &&
  a.interestRate === b.interestRate &&
  a.frequency === b.frequency;

/**
 * The car's start: the lender's quote (its deposit, balloon, term and rate on the car's price, paid
 * weekly) when the car has one for the site's provider and the calculator can hold those values;
 * else the sidebar's defaults on the car's price. Null for a car without a price.
 */
export function carFinanceStart(car: FinanceCar, settings: FinanceSettings): FinanceStart | null {
  const price = usablePrice(car.price);
  if (price === null) return null;
  const lender = carLender(car, settings.provider);
  const term = lender ? lenderTermYears(lender) : null;
  if (lender && isPresent(lender.paymentWeek) && isPresent(lender.interestRate) && term !== null) {
    const quoted: CalculatorInput = {
      amount: price,
      deposit: isPresent(lender.deposit) ? lender.deposit : 0,
      residual: isPresent(lender.balloon) ? lender.balloon : 0,
      termYears: term,
      interestRate: lender.interestRate,
      frequency: 'week',
    };
    const input = clampCalculatorInput(quoted, calculatorBounds(settings, price), settings);
    if (sameInput(input, quoted)) return { input, quotedWeekly: lender.paymentWeek };
  }
  return amountStart(price, settings);
}

/**
 * The figure for `input`: the lender's quote while the shopper has not moved from the start, else
 * the calculator's own amortised payment. 'Enquire for Finance' at $25 a week or less either way.
 */
export function repaymentFrom(start: FinanceStart | null, input: CalculatorInput, settings: FinanceSettings): RepaymentResult {
  if (start === null || start.quotedWeekly === null || !sameInput(start.input, input)) return calculateRepayment(input, settings);
  const weekly = roundPayment(start.quotedWeekly, settings.rounding);
  const financed = Math.max(0, input.amount - input.deposit);
  if (weekly <= ENQUIRE_WEEKLY_THRESHOLD) return { kind: 'enquire', frequency: 'week', weeklyPayment: weekly, financed };
  return { kind: 'payment', frequency: 'week', payment: weekly, weeklyPayment: weekly, financed, total: 52 * input.termYears * weekly };
}

/**
 * What the finance enquiry link carries of the calculator beyond the purchase price
 * (vehiclePriceBudget): its other inputs, and the lender's quote while they are the quote's.
 */
export function startParams(start: FinanceStart | null, input: CalculatorInput): Record<string, string> {
  const params: Record<string, string> = {};
  if (input.deposit > 0) params['deposit'] = String(input.deposit);
  if (input.residual > 0) params['balloon'] = String(input.residual);
  params['term'] = String(input.termYears);
  params['rate'] = String(input.interestRate);
  params['frequency'] = input.frequency;
  if (start !== null && start.quotedWeekly !== null && sameInput(start.input, input)) params['quote'] = String(start.quotedWeekly);
  return params;
}

const FREQUENCIES: readonly RepaymentFrequency[] = ['week', 'fortnight', 'month'];

/**
 * The start a prefilled finance page reads from its link: the sidebar's defaults on
 * vehiclePriceBudget, with the deposit, balloon, term, rate and frequency the car page's calculator
 * sent (each clamped into the site's bounds), and the lender's quote when it came with them. Null
 * without a budget (the finance page then opens at the site's own start).
 */
export function startFromQuery(search: string, settings: FinanceSettings): FinanceStart | null {
  const params = new URLSearchParams(search);
  const number = (name: string): number | null => {
    const text = params.get(name)?.replace(/[^0-9.]/g, '');
    const n = text ? Number.parseFloat(text) : Number.NaN;
    return Number.isFinite(n) && n >= 0 ? n : null;
  };
  const budget = number('vehiclePriceBudget');
  if (budget === null || budget <= 0) return null;
  const base = amountStart(budget, settings).input;
  const frequency = params.get('frequency');
  const raw: CalculatorInput = {
    amount: budget,
    deposit: number('deposit') ?? base.deposit,
    residual: number('balloon') ?? base.residual,
    termYears: number('term') ?? base.termYears,
    interestRate: number('rate') ?? base.interestRate,
    frequency: FREQUENCIES.includes(frequency as RepaymentFrequency) ? (frequency as RepaymentFrequency) : base.frequency,
  };
  const input = clampCalculatorInput(raw, calculatorBounds(settings, budget), settings);
  const quote = number('quote');
  return { input, quotedWeekly: quote !== null && quote > 0 && sameInput(input, raw) && input.frequency === 'week' ? quote : null };
}
