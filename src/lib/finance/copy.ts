/**
 * Finance UI words the specification does not spell out (labels around the spec's own strings,
 * which stay in `STRINGS`). Kept here so components and tests share them.
 */
export const FINANCE_COPY = {
  totalRepayments: 'Total repayments',
  weeklyPayment: 'Weekly payment',
  monthlyPayment: 'Monthly payment',
  deposit: 'Deposit',
  term: 'Term',
  interestRate: 'Interest rate',
  comparisonRate: 'Comparison rate',
  establishmentFees: 'Establishment fees',
  balloon: 'Balloon',
  finalPayment: 'Final payment',
  estimatedRepayments: 'Estimated repayments',
  fees: 'Fees',
  perMonth: 'a month',
  close: 'Close',
  perWeekAt: (weekly: string, rate: string) => `${weekly} per week at ${rate} p.a.`,
} as const;
