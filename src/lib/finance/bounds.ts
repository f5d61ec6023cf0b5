import { showsPrice } from '../inventory/vocabulary.ts';
import { STRINGS } from '../strings.ts';
import { formatMoney, formatPercent, formatYears } from './format.ts';
import type { CalculatorInput } from './repayment.ts';
import type { FinanceSettings, NumberRange, RepaymentFrequency } from './finance-settings.ts';

/** Above this car price a site with `carPriceMaxFactor` lets the purchase price reach factor × price. */
const CAR_PRICE_MAX_THRESHOLD = 100_000;

export type CalculatorField = 'amount' | 'deposit' | 'residual' | 'termYears' | 'interestRate';
export type CalculatorBounds = Record<CalculatorField, NumberRange>;

/** A car's usable price: one that shows (see `showsPrice`), else null. */
export function usablePrice(price: number | null | undefined): number | null {
  return showsPrice(price) ? price : null;
}

export function amountBounds(settings: FinanceSettings, carPrice: number | null | undefined): NumberRange {
  const { min, max, step, carPriceMaxFactor } = settings.amount;
  const price = usablePrice(carPrice);
  if (carPriceMaxFactor !== null && price !== null && price > CAR_PRICE_MAX_THRESHOLD) {
    return { min, max: Math.max(max, Math.ceil(price * carPriceMaxFactor)), step };
  }
  return { min, max, step };
}

export function termBounds(settings: FinanceSettings): NumberRange {
  const { options, min, max, step } = settings.term;
  if (options === null) return { min, max, step };
  return { min: Math.min(...options), max: Math.max(...options), step };
}

export function calculatorBounds(settings: FinanceSettings, carPrice: number | null | undefined): CalculatorBounds {
  return {
    amount: amountBounds(settings, carPrice),
    deposit: { ...settings.deposit },
    residual: { ...settings.residual },
    termYears: termBounds(settings),
    interestRate: {
      min: settings.interest.min,
      max: settings.interest.max,
      step: settings.interest.step,
    },
  };
}

/** Negative values become 0, then the value is clamped into the range; NaN reads as the minimum. */
export function clamp(value: number, range: Pick<NumberRange, 'min' | 'max'>): number {
  if (Number.isNaN(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, Math.max(0, value)));
}

/** The closest listed year to `value` (the earlier one on a tie). */
function nearestOption(value: number, options: readonly number[]): number {
  let best = options[0] ?? value;
  for (const option of options) if (Math.abs(option - value) < Math.abs(best - value)) best = option;
  return best;
}

export function clampTerm(value: number, settings: FinanceSettings): number {
  const clamped = clamp(value, termBounds(settings));
  return settings.term.options === null ? clamped : nearestOption(clamped, settings.term.options);
}

export function clampCalculatorInput(raw: CalculatorInput, bounds: CalculatorBounds, settings: FinanceSettings): CalculatorInput {
  return {
    amount: clamp(raw.amount, bounds.amount),
    deposit: clamp(raw.deposit, bounds.deposit),
    residual: clamp(raw.residual, bounds.residual),
    termYears: clampTerm(raw.termYears, settings),
    interestRate: clamp(raw.interestRate, bounds.interestRate),
    frequency: raw.frequency,
  };
}

export interface DefaultInputOptions {
  /** The sidebar estimate starts at the sidebar term (5 years). */
  sidebar?: boolean;
}

export function defaultCalculatorInput(settings: FinanceSettings, carPrice: number | null | undefined, options: DefaultInputOptions = {}): CalculatorInput {
  const price = usablePrice(carPrice);
  const amount = settings.amount.defaultFromCarPrice && price !== null ? price : settings.amount.default;
  const frequency: RepaymentFrequency = settings.frequency.default;
  return clampCalculatorInput(
    {
      amount,
      deposit: 0,
      residual: 0,
      termYears: options.sidebar === true ? settings.term.sidebarDefault : settings.term.default,
      interestRate: settings.interest.default,
      frequency,
    },
    calculatorBounds(settings, carPrice),
    settings,
  );
}

/** How each field's bounds read in the help text: money as the inputs show it, years, percent. */
export const FIELD_FORMAT: Readonly<Record<CalculatorField, (n: number) => string>> = {
  amount: formatMoney,
  deposit: formatMoney,
  residual: formatMoney,
  termYears: formatYears,
  interestRate: formatPercent,
};

/**
 * The purchase price warns at or beyond its bounds (the spec's rule for it). The others warn only
 * beyond: deposit and residual start at 0, and a site's default term or rate may sit on a bound.
 */
const WARN_AT_BOUNDS: Readonly<Record<CalculatorField, boolean>> = {
  amount: true,
  termYears: false,
  interestRate: false,
  deposit: false,
  residual: false,
};

/** 'Cannot be less than {min} or more than {max}' for `raw` (the value as entered, before clamping), or null. */
export function boundsHelp(field: CalculatorField, raw: number, range: NumberRange): string | null {
  const value = Number.isNaN(raw) ? range.min - 1 : raw;
  const beyond = value < range.min || value > range.max;
  const at = value === range.min || value === range.max;
  if (!beyond && !(at && WARN_AT_BOUNDS[field])) return null;
  const format = FIELD_FORMAT[field];
  return STRINGS.cannotBeLessOrMore(format(range.min), format(range.max));
}
