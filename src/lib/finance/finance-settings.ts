/**
 * Every finance switch a site can flip, as plain data (island props). The dealer config is mapped
 * onto this in dealer-settings.ts, which also holds the defaults; `checkFinanceSettings` rejects
 * impossible ranges.
 */

export type RepaymentFrequency = 'week' | 'fortnight' | 'month';
export type Rounding = 'up' | 'down';

export interface NumberRange {
  min: number;
  max: number;
  step: number;
}

export interface FeeItem {
  label: string;
  amount: number;
  /** true for a charge made every month (account administration), false for a one-off fee. */
  monthly: boolean;
}

export interface FinanceSettings {
  /** Key of `car.finance_lenders` this site reads (e.g. 'taurus', 'nissan_finance'); null: no lender data. */
  provider: string | null;
  /** Dealers whose manufacturer is listed here never show the finance block. */
  excludedManufacturers: readonly string[];
  /** Dealer groups that never show the finance block. */
  excludedDealerGroups: readonly string[];
  rounding: Rounding;
  amount: NumberRange & {
    default: number;
    /** Start at the car's price instead of `default` (falls back to `default` when the car has no price). */
    defaultFromCarPrice: boolean;
    /** When the car's price is above 100,000 the maximum becomes this factor of the price (1.05); null: fixed max. */
    carPriceMaxFactor: number | null;
  };
  term: NumberRange & {
    default: number;
    /** Term the sidebar estimate uses. */
    sidebarDefault: number;
    /** A custom list of year steps replacing the min/max/step slider; null: use the range. */
    options: readonly number[] | null;
  };
  interest: NumberRange & { default: number; sliderEnabled: boolean };
  deposit: NumberRange;
  residual: NumberRange;
  frequency: { default: RepaymentFrequency; selectable: boolean };
  /** Added to the financed amount and to the total repayments. */
  establishmentFee: number;
  /** A list of fees shown beside the calculator; display only, `establishmentFee` is what the maths uses. */
  feeList: readonly FeeItem[] | null;
  enquiry: {
    /** Finance enquiry page (the configured default finance link). */
    path: string;
    /** Show a 'Get Finance Now' button opening the 'Finance Enquiry' dialog instead of a plain 'Enquire Now' link. */
    modal: boolean;
  };
  /** Shown when the car has no lender disclaimer of its own. */
  disclaimer: string;
  lenderSummary: 'full' | 'zero-final-payment';
  /** The comparison-rate example under the calculator: a secured loan of `amount` over `termYears`. */
  comparisonExample: {
    amount: number;
    termYears: number;
    interestRate: number | null;
    /** One rate, or a lender's [lowest, highest] range. */
    comparisonRate: number | readonly [number, number] | null;
  };
}

export const DEFAULT_FINANCE_DISCLAIMER =
  'Repayments shown are indicative only and are not a binding quote or an offer of finance. ' +
  'Finance is available to approved applicants only; terms, conditions, fees and charges apply. ' +
  'Repayments are calculated on the purchase price less any deposit or trade-in, plus fees, over the ' +
  'selected term and interest rate, and may change with your circumstances, the lender and the ' +
  'vehicle. Please contact us for a personalised quote.';

/** Deposit and residual: the calculator's money range, which no dealer changes. */
export const CALCULATOR_MONEY_RANGE: NumberRange = { min: 0, max: 250_000, step: 0.5 };

/** The purchase-price maximum factor of the site whose maximum follows the car's price. */
export const CAR_PRICE_MAX_FACTOR = 1.05;

type Overrides<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] | null | string | number | boolean ? T[K] : Partial<T[K]>;
};
export type FinanceSettingsOverrides = Overrides<FinanceSettings>;

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(`Invalid finance settings: ${message}`);
}

function checkRange(name: string, r: NumberRange): void {
  check([r.min, r.max, r.step].every(Number.isFinite), `${name} bounds must be finite numbers`);
  check(r.min <= r.max, `${name}.min ${r.min} is above ${name}.max ${r.max}`);
  check(r.step > 0, `${name}.step must be positive`);
}

/** Throws on contradictory settings; returns them unchanged otherwise. */
export function checkFinanceSettings(s: FinanceSettings): FinanceSettings {
  checkRange('amount', s.amount);
  checkRange('term', s.term);
  checkRange('interest', s.interest);
  checkRange('deposit', s.deposit);
  checkRange('residual', s.residual);
  check(s.amount.min >= 0 && s.deposit.min >= 0 && s.residual.min >= 0, 'money minimums cannot be negative');
  check(s.interest.min >= 0, 'interest cannot be negative');
  check(s.term.min > 0, 'term must be longer than zero');
  check(s.term.options === null || (s.term.options.length > 0 && s.term.options.every((y) => y > 0)), 'term.options must list positive years');
  check(s.establishmentFee >= 0, 'establishmentFee cannot be negative');
  check(s.amount.carPriceMaxFactor === null || s.amount.carPriceMaxFactor >= 1, 'carPriceMaxFactor must be at least 1');
  check(s.enquiry.path.startsWith('/') || /^https?:\/\//.test(s.enquiry.path), 'enquiry.path must be a path or URL');
  return s;
}
