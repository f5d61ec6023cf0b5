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
  depositPart: (deposit: string) => `${deposit} deposit`,
  finalPaymentPart: (amount: string) => `${amount} final payment`,
  summarySeparator: ' · ',
  financeHeading: 'Finance',
  applyForFinance: 'Apply for Finance',
  financePreApproval: 'Finance Pre-Approval',
  financePageIntro: (dealer: string) =>
    `Estimate your repayments with our finance calculator, then send us a finance enquiry and the ${dealer} team will be in touch.`,
  comparisonRateHeading: 'Comparison rate',
  yourEnquiry: 'Your enquiry details',
  preferredDealership: 'Preferred dealership',
  vehiclePriceBudget: 'Vehicle price budget',
  vehicle: 'Vehicle',
} as const;
