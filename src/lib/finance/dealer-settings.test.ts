import { describe, expect, it } from 'vitest';
import { FinanceProviderSchema } from '../dealer/config-finance.ts';
import { DealerConfigSchema, type DealerConfigInput } from '../dealer/dealer-config.ts';
import { FINANCE_PROVIDERS } from '../inventory/finance-lender-schema.ts';
import { defaultCalculatorInput, amountBounds, termBounds } from './bounds.ts';
import {
  carShowsFinance,
  DEFAULT_FINANCE_SETTINGS,
  financeDealerFor,
  financeSettingsFor,
  lenderKeyFor,
  LENDER_KEY_BY_PROVIDER,
  providerForLenderKey,
  resolveFinanceSettings,
} from './dealer-settings.ts';
import { lenderRule, shouldShowFinance } from './lenders.ts';
import { calculateRepayment } from './repayment.ts';
import { comparisonRateExample } from './summary.ts';
import { loadDealer } from '../dealer/load-dealer.ts';

const IDENTITY = {
  slug: 'sample',
  name: 'Sample Motors',
  id: 9,
  dealerships: [
    { id: 900, slug: 'sample', name: 'Sample Motors', manufacturer: 'Toyota' },
    { id: 901, slug: 'sample-suzuki', name: 'Sample Suzuki', manufacturer: 'Suzuki' },
    { id: 902, slug: 'sample-used', name: 'Sample Used' },
  ],
};

const configWith = (finance: DealerConfigInput['finance'] = {}, extra: Partial<DealerConfigInput> = {}) =>
  DealerConfigSchema.parse({ ...IDENTITY, ...extra, finance });
const settingsWith = (finance: DealerConfigInput['finance'] = {}) => financeSettingsFor(configWith(finance));

describe('provider names', () => {
  it('maps every configured provider onto a feed lender key, and back', () => {
    const configured = FinanceProviderSchema.options.filter((p) => p !== 'none');
    expect(Object.keys(LENDER_KEY_BY_PROVIDER).sort()).toEqual([...configured].sort());
    expect(Object.values(LENDER_KEY_BY_PROVIDER).sort()).toEqual([...FINANCE_PROVIDERS].sort());
    for (const provider of configured) {
      const key = lenderKeyFor(provider);
      expect(key).not.toBeNull();
      expect(providerForLenderKey(key ?? '')).toBe(provider);
      expect(lenderRule(key ?? ''), provider).not.toBe('none');
    }
    expect(lenderKeyFor('360-finance')).toBe('360 Finance');
    expect(lenderKeyFor('nissan-finance')).toBe('Nissan Finance');
    expect(lenderKeyFor('none')).toBeNull();
    expect(providerForLenderKey('nissan_finance')).toBe('nissan-finance');
    expect(providerForLenderKey('Acme Credit')).toBeNull();
  });

  it("reads the provider's lender data from the car", () => {
    expect(settingsWith({ provider: 'ausloans' }).provider).toBe('AusLoans');
    expect(settingsWith().provider).toBeNull();
  });
});

describe('financeSettingsFor', () => {
  it('gives the default settings for the default config', () => {
    expect(settingsWith()).toEqual(DEFAULT_FINANCE_SETTINGS);
  });

  it('maps exclusions', () => {
    expect(settingsWith({ excluded_manufacturers: ['Kia', 'Suzuki'] }).excludedManufacturers).toEqual(['Kia', 'Suzuki']);
    expect(settingsWith({ excluded: true }).excludedDealerGroups).toEqual(['sample']);
    expect(settingsWith({ excluded: false }).excludedDealerGroups).toEqual([]);
  });

  it('maps the link and the Get Finance Now modal', () => {
    const s = settingsWith({ link: '/apply-for-finance', get_finance_now_modal: true });
    expect(s.enquiry).toEqual({ path: '/apply-for-finance', modal: true });
  });

  it('maps default_amount: a number, or the car price', () => {
    const fixed = settingsWith({ default_amount: 25_000 });
    expect(defaultCalculatorInput(fixed, 45_990).amount).toBe(25_000);
    const fromCar = settingsWith({ default_amount: 'car_price' });
    expect(fromCar.amount.defaultFromCarPrice).toBe(true);
    expect(defaultCalculatorInput(fromCar, 45_990).amount).toBe(45_990);
    expect(defaultCalculatorInput(fromCar, null).amount).toBe(30_000);
  });

  it('maps the terms, interest and frequency defaults', () => {
    const s = settingsWith({ default_term_years: 5, sidebar_default_term_years: 4, default_interest: 8.5, default_frequency: 'month' });
    expect(defaultCalculatorInput(s, null)).toMatchObject({ termYears: 5, interestRate: 8.5, frequency: 'month' });
    expect(defaultCalculatorInput(s, null, { sidebar: true }).termYears).toBe(4);
  });

  it('maps the amount range and the 105% rule', () => {
    const s = settingsWith({ amount: { min: 5_000, max: 250_000, step: 1_000 }, default_amount: 30_000 });
    expect(amountBounds(s, null)).toEqual({ min: 5_000, max: 250_000, step: 1_000 });
    expect(amountBounds(settingsWith({ amount: { max_105_percent_of_price: true } }), 200_000).max).toBe(210_000);
    expect(amountBounds(settingsWith(), 200_000).max).toBe(100_000);
  });

  it('maps the term range and a custom list of years', () => {
    expect(termBounds(settingsWith({ term: { min: 2, max: 5, step: 1 }, default_term_years: 5 }))).toEqual({ min: 2, max: 5, step: 1 });
    const listed = settingsWith({ term: { years: [1, 3, 5] }, default_term_years: 5 });
    expect(listed.term.options).toEqual([1, 3, 5]);
    expect(settingsWith().term.options).toBeNull();
  });

  it('maps the interest range and the disabled slider', () => {
    const s = settingsWith({ interest: { min: 4, max: 20, step: 0.25, slider_disabled: true } });
    expect(s.interest).toMatchObject({ min: 4, max: 20, step: 0.25, sliderEnabled: false });
    expect(settingsWith().interest.sliderEnabled).toBe(true);
  });

  it('maps hide_frequency', () => {
    expect(settingsWith({ hide_frequency: true }).frequency.selectable).toBe(false);
    expect(settingsWith().frequency.selectable).toBe(true);
  });

  it('finances the establishment fee', () => {
    const base = { amount: 30_000, deposit: 0, residual: 0, termYears: 5, interestRate: 10, frequency: 'week' as const };
    const withFee = calculateRepayment(base, settingsWith({ establishment_fee: 1_300 }));
    const withoutFee = calculateRepayment(base, settingsWith());
    expect(withFee.financed - withoutFee.financed).toBe(1_300);
  });

  it('maps the fee list with the spec labels', () => {
    expect(settingsWith().feeList).toBeNull();
    const s = settingsWith({ fee_list: { dealer_agency: 1_000 } });
    expect(s.feeList?.map((f) => [f.amount, f.monthly])).toEqual([
      [395, false],
      [6, false],
      [8, true],
      [1_000, false],
    ]);
    expect(s.feeList?.[2]?.label).toMatch(/administration/i);
  });

  it('maps rounding and the summary variant', () => {
    expect(settingsWith({ rounding: 'down' }).rounding).toBe('down');
    expect(settingsWith().lenderSummary).toBe('full');
    expect(settingsWith({ summary: 'deposit_term' }).lenderSummary).toBe('zero-final-payment');
  });

  it('maps the comparison example', () => {
    expect(settingsWith().comparisonExample).toEqual({ amount: 30_000, termYears: 5, interestRate: null, comparisonRate: null });
    const s = settingsWith({ comparison_example: { amount: 20_000, term_years: 3, interest_rate: 6.29, comparison_rate: 8.19 } });
    expect(s.comparisonExample).toEqual({ amount: 20_000, termYears: 3, interestRate: 6.29, comparisonRate: 8.19 });
  });

  it("states a lender's comparison-rate range as the shopper reads it, and refuses a range upside down (rule: finance.comparison-example)", () => {
    const sunstate = financeSettingsFor(loadDealer('sunstate-motor-group').config);
    expect(sunstate.comparisonExample.comparisonRate).toEqual([8.38, 19.42]);
    expect(comparisonRateExample(sunstate.comparisonExample)).toMatch(
      /^Comparison rate from 8\.38% p\.a\. to 19\.42% p\.a\.\* \*Comparison rate based on a 5-year secured loan of \$30,000\./,
    );
    const harbour = financeSettingsFor(loadDealer('harbour-mazda').config);
    expect(comparisonRateExample(harbour.comparisonExample)).toMatch(/^Interest rate 6\.29% p\.a\. Comparison rate 8\.19% p\.a\.\* /);
    const upsideDown = DealerConfigSchema.safeParse({ ...IDENTITY, finance: { comparison_example: { comparison_rate: { from: 19.42, to: 8.38 } } } });
    expect(upsideDown.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'finance.comparison_example.comparison_rate',
      'from must be below to',
    ]);
  });

  it('computes once per config object', () => {
    const config = configWith({ provider: 'taurus' });
    expect(financeSettingsFor(config)).toBe(financeSettingsFor(config));
  });
});

describe('financeDealerFor and carShowsFinance', () => {
  const lender = { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 120 };
  const car = (dealership_id: number) => ({
    dealership_id,
    year: 2022,
    price: 30_000,
    status: 'in_stock',
    finance_lenders: { AusLoans: lender },
  });
  const config = configWith({ provider: 'ausloans' });

  it("takes the manufacturer of the car's dealership", () => {
    expect(financeDealerFor(config, car(900))).toEqual({ manufacturer: 'Toyota', group: 'sample' });
    expect(financeDealerFor(config, car(901)).manufacturer).toBe('Suzuki');
    expect(financeDealerFor(config, car(902)).manufacturer).toBeNull();
    expect(financeDealerFor(config, null).manufacturer).toBeNull();
  });

  it("falls back to the site's single-franchise make", () => {
    const mazda = configWith({}, { manufacturer: { name: 'Mazda' } });
    expect(financeDealerFor(mazda, car(902)).manufacturer).toBe('Mazda');
    expect(financeDealerFor(mazda, car(901)).manufacturer).toBe('Suzuki');
  });

  it('hides finance on cars of an excluded-manufacturer dealership and on an excluded group', () => {
    expect(carShowsFinance(config, car(900))).toBe(true);
    expect(carShowsFinance(config, car(902))).toBe(true);
    expect(carShowsFinance(config, car(901))).toBe(false);
    expect(carShowsFinance(configWith({ provider: 'ausloans', excluded_manufacturers: [] }), car(901))).toBe(true);
    const excluded = configWith({ provider: 'ausloans', excluded: true });
    expect(carShowsFinance(excluded, car(900))).toBe(false);
    expect(shouldShowFinance(car(900), financeSettingsFor(excluded), { manufacturer: 'Toyota', group: 'other' })).toBe(true);
  });
});

describe('resolveFinanceSettings', () => {
  it('returns the defaults unchanged without overrides', () => {
    expect(resolveFinanceSettings()).toEqual(DEFAULT_FINANCE_SETTINGS);
  });

  it('merges nested overrides field by field', () => {
    const s = resolveFinanceSettings({
      provider: 'taurus',
      interest: { min: 9.95, max: 19.95, default: 12.94, sliderEnabled: false },
      establishmentFee: 1_360.5,
      feeList: settingsWith({ fee_list: {} }).feeList,
    });
    expect(s.interest).toEqual({ min: 9.95, max: 19.95, step: 0.5, default: 12.94, sliderEnabled: false });
    expect(s.amount).toEqual(DEFAULT_FINANCE_SETTINGS.amount);
    expect(s.feeList?.map((f) => f.amount)).toEqual([395, 6, 8, 912.25]);
  });

  it('rejects impossible settings', () => {
    expect(() => resolveFinanceSettings({ amount: { min: 5_000, max: 1_000 } })).toThrow(/amount.min/);
    expect(() => resolveFinanceSettings({ term: { step: 0 } })).toThrow(/term.step/);
    expect(() => resolveFinanceSettings({ term: { options: [] } })).toThrow(/term.options/);
    expect(() => resolveFinanceSettings({ establishmentFee: -1 })).toThrow(/establishmentFee/);
    expect(() => resolveFinanceSettings({ enquiry: { path: 'finance' } })).toThrow(/enquiry.path/);
  });
});
