import { dollars } from './format.ts';
import type { Rng } from './prng.ts';

/** Establishment fee each lender charges in the sample data. */
const FEES: Record<string, number> = {
  Taurus: 1360.5,
  Powertorque: 1300,
  '360 Finance': 395,
  Angle: 395,
  AusLoans: 0,
  Manual: 0,
  'Nissan Finance': 0,
};

const cents = (n: number) => Math.round(n * 100) / 100;

/** Monthly repayment of an amortised loan with an optional balloon paid at the end. */
function monthlyRepayment(principal: number, ratePercent: number, months: number, balloon: number): number {
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return (principal - balloon) / months;
  return ((principal - balloon / (1 + rate) ** months) * rate) / (1 - (1 + rate) ** -months);
}

const CORE_DISCLAIMER = 'Repayments are indicative only and are not a binding quote. Finance for approved applicants only.';

/** Share of quotes where the lender sends its rates but no repayments (the payment display rules hide those). */
const UNPRICED_SHARE = 0.04;

type LenderInput = { price: number; carType: string; age: number; dealerName: string };

function disclaimer(rng: Rng, weekly: number, years: number, deposit: number, rate: number, comparison: number | null, fees: number, balloon: number): string {
  const core = CORE_DISCLAIMER;
  if (rng.chance(0.3)) return core;
  const parts = [
    `Weekly repayments of ${dollars(weekly)} are based on a ${years} year secured consumer loan with ${deposit > 0 ? `a ${dollars(deposit)} deposit` : 'no deposit'}${balloon > 0 ? ` and a ${dollars(balloon)} balloon payment` : ''} at ${rate.toFixed(2)}% p.a.${comparison === null ? '' : ` (comparison rate ${comparison.toFixed(2)}% p.a.)`}.`,
    fees > 0 ? `Includes an establishment fee of ${dollars(fees)}.` : '',
    core,
    'Fees, charges and lending criteria apply.',
    comparison === null
      ? ''
      : 'The comparison rate is based on a 5 year secured loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
  ];
  return parts.filter((part) => part !== '').join(' ');
}

/** One lender's summary for a car, priced consistently with the car's price. */
export function lenderQuote(rng: Rng, provider: string, input: LenderInput) {
  const termYears = rng.pick([3, 4, 5, 5, 5, 6, 7]);
  const months = termYears * 12;
  const deposit = rng.chance(0.5) ? 0 : Math.round((input.price * rng.float(0.08, 0.2)) / 500) * 500;
  const base = input.carType === 'used' ? 8.49 + Math.min(input.age, 12) * 0.35 : 5.99;
  const interestRate = cents(Math.min(15.49, base + rng.float(0, 3)));
  const comparisonRate = rng.chance(0.08) ? null : cents(interestRate + rng.float(0.25, 1.9));
  const establishmentFees = FEES[provider] ?? 0;
  const balloon = input.carType !== 'used' && rng.chance(0.3) ? Math.round((input.price * rng.float(0.2, 0.35)) / 100) * 100 : 0;
  const principal = input.price - deposit + establishmentFees;
  const paymentMonth = cents(monthlyRepayment(principal, interestRate, months, balloon));
  const paymentWeek = cents((paymentMonth * 12) / 52);
  const text = disclaimer(rng, paymentWeek, termYears, deposit, interestRate, comparisonRate, establishmentFees, balloon);
  // Drawn last so every other value of the quote stays as it was before unpriced quotes existed.
  const unpriced = rng.chance(UNPRICED_SHARE);
  return {
    disclaimer: unpriced ? CORE_DISCLAIMER : text,
    deposit,
    termYears,
    termMonths: months,
    termWeeks: termYears * 52,
    interestRate,
    comparisonRate,
    establishmentFees,
    paymentWeek: unpriced ? null : paymentWeek,
    paymentMonth: unpriced ? null : paymentMonth,
    totalPayable: cents(paymentMonth * months + balloon),
    balloon,
    financeProvider: provider === 'Manual' ? `${input.dealerName} Finance` : provider,
  };
}

/** `finance_lenders` for a car: usually the first (main) lender, sometimes another or two of them. */
export function financeLenders(rng: Rng, providers: readonly string[], input: LenderInput): Record<string, ReturnType<typeof lenderQuote>> {
  const [main, ...others] = providers;
  if (main === undefined) return {};
  const roll = rng.next();
  const chosen = others.length === 0 || roll < 0.6 ? [main] : roll < 0.85 ? [rng.pick(others)] : [main, rng.pick(others)];
  return Object.fromEntries(chosen.map((provider) => [provider, lenderQuote(rng.fork(provider), provider, input)]));
}

/** Market prices from the data provider: the state average lands within 15% of the listing price. */
export function autograbData(rng: Rng, price: number) {
  const state = Math.round((price * rng.float(0.85, 1.15)) / 100) * 100;
  return { state_average_market_price: state, average_market_price: Math.round((state * rng.float(0.97, 1.03)) / 100) * 100 };
}
