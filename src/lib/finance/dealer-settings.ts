import { z } from 'zod';
import { FinanceConfigSchema, type FinanceConfig, type FinanceProvider } from '../dealer/config-finance.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import type { KnownFinanceProvider } from '../inventory/finance-lender-schema.ts';
import { providerKey, shouldShowFinance, type FinanceCar, type FinanceDealer } from './lenders.ts';
import {
  CALCULATOR_MONEY_RANGE,
  CAR_PRICE_MAX_FACTOR,
  checkFinanceSettings,
  DEFAULT_FINANCE_DISCLAIMER,
  type FeeItem,
  type FinanceSettings,
  type FinanceSettingsOverrides,
} from './finance-settings.ts';

/** The dealer config's provider names and the `car.finance_lenders` keys the feeds use for them. */
export const LENDER_KEY_BY_PROVIDER: Readonly<Record<Exclude<FinanceProvider, 'none'>, KnownFinanceProvider>> = {
  taurus: 'Taurus',
  '360-finance': '360 Finance',
  ausloans: 'AusLoans',
  manual: 'Manual',
  angle: 'Angle',
  powertorque: 'Powertorque',
  'nissan-finance': 'Nissan Finance',
};

/** The `finance_lenders` key for a configured provider; null for 'none'. */
export function lenderKeyFor(provider: FinanceProvider): KnownFinanceProvider | null {
  return provider === 'none' ? null : LENDER_KEY_BY_PROVIDER[provider];
}

/** The configured provider a `finance_lenders` key belongs to (case, spaces and punctuation ignored), or null. */
export function providerForLenderKey(key: string): Exclude<FinanceProvider, 'none'> | null {
  const wanted = providerKey(key);
  for (const [provider, lenderKey] of Object.entries(LENDER_KEY_BY_PROVIDER)) {
    if (providerKey(lenderKey) === wanted) return provider as Exclude<FinanceProvider, 'none'>;
  }
  return null;
}

/** The fee list's labels are the spec's; the amounts come from the dealer config. */
function feeListFor(feeList: FinanceConfig['fee_list']): FeeItem[] | null {
  if (feeList === false) return null;
  return [
    { label: 'Establishment fee', amount: feeList.establishment, monthly: false },
    { label: 'Vehicle security registration', amount: feeList.security_registration, monthly: false },
    { label: 'Account administration fee', amount: feeList.monthly_admin, monthly: true },
    { label: 'Dealer agency fee', amount: feeList.dealer_agency, monthly: false },
  ];
}

/** Where a `car_price` calculator starts for a car without a price: the schema's default start amount. */
const PRICELESS_START_AMOUNT = z.number().parse(FinanceConfigSchema.parse({}).default_amount);

/** The dealer config's `finance` group as calculator and lender-summary settings. */
/** The example's comparison rate as the text reads it: one rate, or a range as [from, to]. */
function comparisonRateOf(rate: FinanceConfig['comparison_example']['comparison_rate']): number | readonly [number, number] | null {
  return rate === null || typeof rate === 'number' ? rate : [rate.from, rate.to];
}

export function financeSettingsFromConfig(f: FinanceConfig, group: string): FinanceSettings {
  const start = f.default_amount;
  return checkFinanceSettings({
    provider: lenderKeyFor(f.provider),
    excludedManufacturers: f.excluded_manufacturers,
    excludedDealerGroups: f.excluded ? [group] : [],
    rounding: f.rounding,
    amount: {
      default: start === 'car_price' ? PRICELESS_START_AMOUNT : start,
      defaultFromCarPrice: start === 'car_price',
      min: f.amount.min,
      max: f.amount.max,
      step: f.amount.step,
      carPriceMaxFactor: f.amount.max_105_percent_of_price ? CAR_PRICE_MAX_FACTOR : null,
    },
    term: {
      default: f.default_term_years,
      sidebarDefault: f.sidebar_default_term_years,
      min: f.term.min,
      max: f.term.max,
      step: f.term.step,
      options: f.term.years,
    },
    interest: {
      default: f.default_interest,
      min: f.interest.min,
      max: f.interest.max,
      step: f.interest.step,
      sliderEnabled: !f.interest.slider_disabled,
    },
    deposit: { ...CALCULATOR_MONEY_RANGE },
    residual: { ...CALCULATOR_MONEY_RANGE },
    frequency: { default: f.default_frequency, selectable: !f.hide_frequency },
    establishmentFee: f.establishment_fee,
    feeList: feeListFor(f.fee_list),
    enquiry: { path: f.link, modal: f.get_finance_now_modal },
    disclaimer: DEFAULT_FINANCE_DISCLAIMER,
    lenderSummary: f.summary === 'deposit_term' ? 'zero-final-payment' : 'full',
    comparisonExample: {
      amount: f.comparison_example.amount,
      termYears: f.comparison_example.term_years,
      interestRate: f.comparison_example.interest_rate,
      comparisonRate: comparisonRateOf(f.comparison_example.comparison_rate),
    },
  });
}

/** The settings of a dealer config that leaves `finance` out: the schema's defaults, mapped. */
export const DEFAULT_FINANCE_SETTINGS: FinanceSettings = financeSettingsFromConfig(FinanceConfigSchema.parse({}), '');

/** Merges overrides onto the defaults (one level deep) and throws on contradictory settings. */
export function resolveFinanceSettings(overrides: FinanceSettingsOverrides = {}): FinanceSettings {
  const d = DEFAULT_FINANCE_SETTINGS;
  return checkFinanceSettings({
    ...d,
    ...(overrides as Partial<FinanceSettings>),
    amount: { ...d.amount, ...overrides.amount },
    term: { ...d.term, ...overrides.term },
    interest: { ...d.interest, ...overrides.interest },
    deposit: { ...d.deposit, ...overrides.deposit },
    residual: { ...d.residual, ...overrides.residual },
    frequency: { ...d.frequency, ...overrides.frequency },
    enquiry: { ...d.enquiry, ...overrides.enquiry },
    comparisonExample: { ...d.comparisonExample, ...overrides.comparisonExample },
  });
}

const cache = new WeakMap<DealerConfig, FinanceSettings>();

/** The site's finance settings (computed once per config object: pages call this per car). */
export function financeSettingsFor(config: DealerConfig): FinanceSettings {
  let settings = cache.get(config);
  if (!settings) {
    settings = financeSettingsFromConfig(config.finance, config.slug);
    cache.set(config, settings);
  }
  return settings;
}

type DealerIdentity = Pick<DealerConfig, 'slug' | 'dealerships' | 'manufacturer'>;

/**
 * The dealer facts the exclusion rules read for one car: the manufacturer of the dealership that
 * holds it (the site's single-franchise make when that dealership names none) and the dealer group.
 */
export function financeDealerFor(config: DealerIdentity, car: { dealership_id?: number | null | undefined } | null): FinanceDealer {
  const dealership = car ? config.dealerships.find((d) => d.id === car.dealership_id) : undefined;
  const siteMake = config.manufacturer === false ? null : config.manufacturer.name;
  return { manufacturer: dealership?.manufacturer ?? siteMake, group: config.slug };
}

/** Whether `car` shows the finance block on this dealer's site. */
export function carShowsFinance(config: DealerConfig, car: FinanceCar & { dealership_id?: number | null | undefined }, now: Date = new Date()): boolean {
  return shouldShowFinance(car, financeSettingsFor(config), financeDealerFor(config, car), now);
}
