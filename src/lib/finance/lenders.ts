import { isAvailableStatus } from '../inventory/vocabulary.ts';
import type { FinanceSettings } from './finance-settings.ts';

type Maybe<T> = T | null | undefined;

/** One provider's entry in `car.finance_lenders`; any number may be null. */
export interface FinanceLender {
  disclaimer?: Maybe<string>;
  deposit?: Maybe<number>;
  termYears?: Maybe<number>;
  termMonths?: Maybe<number>;
  termWeeks?: Maybe<number>;
  interestRate?: Maybe<number>;
  comparisonRate?: Maybe<number>;
  establishmentFees?: Maybe<number>;
  paymentWeek?: Maybe<number>;
  paymentMonth?: Maybe<number>;
  totalPayable?: Maybe<number>;
  balloon?: Maybe<number>;
  financeProvider?: Maybe<string>;
}

/** The car fields finance reads (spec field names), so any full car record fits. */
export interface FinanceCar {
  year?: Maybe<number | string>;
  price?: Maybe<number>;
  status?: Maybe<string>;
  make?: Maybe<string>;
  finance_lenders?: Maybe<Readonly<Record<string, Maybe<FinanceLender>>>>;
}

/** The dealer the page belongs to, for the manufacturer and group exclusions. */
export interface FinanceDealer {
  manufacturer?: Maybe<string>;
  group?: Maybe<string>;
}

/**
 * Which display rule a provider follows. Providers are matched on their name with case, spaces and
 * punctuation ignored ('Nissan Finance', 'nissan_finance' and 'nissanfinance' are one provider).
 */
export type LenderRule = 'taurus' | 'available' | 'weekly-payment' | 'monthly-payment' | 'none';

const RULE_BY_PROVIDER: Readonly<Record<string, LenderRule>> = {
  taurus: 'taurus',
  '360finance': 'available',
  ausloans: 'available',
  manual: 'weekly-payment',
  angle: 'weekly-payment',
  powertorque: 'weekly-payment',
  nissanfinance: 'monthly-payment',
};

export function providerKey(provider: string): string {
  return provider.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function lenderRule(provider: string): LenderRule {
  return RULE_BY_PROVIDER[providerKey(provider)] ?? 'none';
}

/** Taurus finances cars from this many years back at most. */
const TAURUS_MAX_AGE_YEARS = 12;
/** Providers with a price rule finance cars priced above this. */
const LENDER_MIN_PRICE = 500;

export function isPresent(n: Maybe<number>): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** The lender's term in years: termYears, else termMonths / 12, else termWeeks / 52. */
export function lenderTermYears(lender: FinanceLender): number | null {
  if (isPresent(lender.termYears)) return lender.termYears;
  if (isPresent(lender.termMonths)) return lender.termMonths / 12;
  if (isPresent(lender.termWeeks)) return lender.termWeeks / 52;
  return null;
}

/** The car's entry for `provider`, matched exactly first, then by normalised name. */
export function carLender(car: FinanceCar, provider: string | null): FinanceLender | null {
  if (provider === null || !car.finance_lenders) return null;
  const lenders = car.finance_lenders;
  const exact = lenders[provider];
  if (exact) return exact;
  const wanted = providerKey(provider);
  for (const [key, lender] of Object.entries(lenders)) if (lender && providerKey(key) === wanted) return lender;
  return null;
}

function normaliseManufacturer(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+australia$/, '');
}

export function isDealerExcluded(dealer: FinanceDealer, settings: FinanceSettings): boolean {
  const manufacturer = dealer.manufacturer ? normaliseManufacturer(dealer.manufacturer) : null;
  if (manufacturer !== null && settings.excludedManufacturers.some((m) => normaliseManufacturer(m) === manufacturer)) {
    return true;
  }
  return dealer.group != null && settings.excludedDealerGroups.includes(dealer.group);
}

function carYear(car: FinanceCar): number | null {
  const year = typeof car.year === 'string' ? Number.parseInt(car.year, 10) : car.year;
  return isPresent(year) ? year : null;
}

function priceAbove(car: FinanceCar, floor: number): boolean {
  return isPresent(car.price) && car.price > floor;
}

/** The provider-specific rule alone (the base rule is `shouldShowFinance`). */
function passesLenderRule(car: FinanceCar, lender: FinanceLender, provider: string, now: Date): boolean {
  switch (lenderRule(provider)) {
    case 'taurus': {
      const year = carYear(car);
      return (
        year !== null &&
        now.getUTCFullYear() - year <= TAURUS_MAX_AGE_YEARS &&
        priceAbove(car, LENDER_MIN_PRICE) &&
        isAvailableStatus(car.status) &&
        isPresent(lender.comparisonRate)
      );
    }
    case 'available':
      return isAvailableStatus(car.status);
    case 'weekly-payment':
      return priceAbove(car, LENDER_MIN_PRICE) && isAvailableStatus(car.status) && isPresent(lender.paymentWeek);
    case 'monthly-payment':
      return priceAbove(car, LENDER_MIN_PRICE) && isAvailableStatus(car.status) && isPresent(lender.paymentMonth);
    case 'none':
      return true;
  }
}

/**
 * Whether the car page shows the finance block: the car has lender data for the site's provider
 * with interestRate and comparisonRate set, the dealer is not excluded, and the provider's own rule
 * passes.
 */
export function shouldShowFinance(car: FinanceCar, settings: FinanceSettings, dealer: FinanceDealer, now: Date = new Date()): boolean {
  if (settings.provider === null || isDealerExcluded(dealer, settings)) return false;
  const lender = carLender(car, settings.provider);
  if (lender === null || !isPresent(lender.interestRate) || !isPresent(lender.comparisonRate)) return false;
  return passesLenderRule(car, lender, settings.provider, now);
}
