import { z } from 'zod';
import { MoneySchema, nullish } from '../schema/fields.ts';

/** Lender names feeds use as keys of `finance_lenders`; others are accepted too. */
export const FINANCE_PROVIDERS = ['Taurus', '360 Finance', 'AusLoans', 'Manual', 'Angle', 'Powertorque', 'Nissan Finance'] as const;
export type KnownFinanceProvider = (typeof FINANCE_PROVIDERS)[number];

const RateSchema = z.number().min(0).max(100);

/**
 * One lender's finance summary for a car. Every number may be missing or null: lenders send
 * what they price, and the display rules decide what is enough to show.
 */
const FinanceLenderSchema = z.object({
  disclaimer: nullish(z.string()),
  deposit: nullish(MoneySchema),
  termYears: nullish(z.number().positive()),
  termMonths: nullish(z.number().int().positive()),
  termWeeks: nullish(z.number().int().positive()),
  /** Percent per annum, e.g. 8.99. */
  interestRate: nullish(RateSchema),
  /** Percent per annum, e.g. 9.45. */
  comparisonRate: nullish(RateSchema),
  establishmentFees: nullish(MoneySchema),
  paymentWeek: nullish(MoneySchema),
  paymentMonth: nullish(MoneySchema),
  totalPayable: nullish(MoneySchema),
  balloon: nullish(MoneySchema),
  financeProvider: nullish(z.string()),
});

/** Keyed by provider name, e.g. `{ Taurus: {…}, 'Nissan Finance': {…} }`. */
export const FinanceLendersSchema = z.record(z.string().min(1), FinanceLenderSchema);
