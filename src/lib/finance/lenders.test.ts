import { describe, expect, it } from 'vitest';
import { carLender, isDealerExcluded, lenderRule, shouldShowFinance, type FinanceCar, type FinanceDealer, type FinanceLender } from './lenders.ts';
import { resolveFinanceSettings } from './dealer-settings.ts';

const NOW = new Date('2025-07-04T00:00:00Z');
const dealer: FinanceDealer = { manufacturer: 'Mazda', group: 'sunstate' };

const lender = (over: Partial<FinanceLender> = {}): FinanceLender => ({
  disclaimer: 'Indicative only.',
  deposit: 0,
  termYears: 5,
  termMonths: 60,
  termWeeks: 260,
  interestRate: 9.99,
  comparisonRate: 10.87,
  establishmentFees: 395,
  paymentWeek: 142.31,
  paymentMonth: 616.67,
  totalPayable: 37_000,
  balloon: 0,
  financeProvider: 'Taurus',
  ...over,
});

/** A 2019 Mazda CX-5 in stock for $28,990 with lender data keyed `provider`. */
function cx5(provider: string, over: Partial<FinanceCar> = {}, lenderOver: Partial<FinanceLender> = {}): FinanceCar {
  return {
    year: 2019,
    price: 28_990,
    status: 'in_stock',
    make: 'Mazda',
    finance_lenders: { [provider]: lender(lenderOver) },
    ...over,
  };
}

const site = (provider: string) => resolveFinanceSettings({ provider });
const show = (car: FinanceCar, provider: string, d: FinanceDealer = dealer) => shouldShowFinance(car, site(provider), d, NOW);

describe('base rule', () => {
  it('needs lender data for the site provider with interest and comparison rates', () => {
    expect(show(cx5('angle'), 'angle')).toBe(true);
    expect(show({ ...cx5('angle'), finance_lenders: null }, 'angle')).toBe(false);
    expect(show(cx5('angle'), 'taurus')).toBe(false);
    expect(show(cx5('angle', {}, { interestRate: null }), 'angle')).toBe(false);
    expect(show(cx5('angle', {}, { comparisonRate: null }), 'angle')).toBe(false);
    expect(shouldShowFinance(cx5('angle'), resolveFinanceSettings({}), dealer, NOW)).toBe(false);
  });

  it('hides finance at Suzuki dealers and configured dealer groups', () => {
    expect(show(cx5('angle'), 'angle', { manufacturer: 'Suzuki', group: null })).toBe(false);
    expect(show(cx5('angle'), 'angle', { manufacturer: 'Suzuki Australia' })).toBe(false);
    const grouped = resolveFinanceSettings({ provider: 'angle', excludedDealerGroups: ['westside'] });
    expect(shouldShowFinance(cx5('angle'), grouped, { manufacturer: 'Toyota', group: 'westside' }, NOW)).toBe(false);
    expect(shouldShowFinance(cx5('angle'), grouped, { manufacturer: 'Toyota', group: 'eastside' }, NOW)).toBe(true);
    expect(isDealerExcluded({}, grouped)).toBe(false);
  });

  it('matches provider names regardless of case and punctuation', () => {
    expect(lenderRule('Nissan Finance')).toBe('monthly-payment');
    expect(lenderRule('360_finance')).toBe('available');
    expect(lenderRule('AusLoans')).toBe('available');
    expect(lenderRule('Some Bank')).toBe('none');
    expect(carLender(cx5('Nissan Finance'), 'nissan_finance')?.interestRate).toBe(9.99);
  });

  it('shows an unlisted provider on the base rule alone', () => {
    expect(show(cx5('somebank', { status: 'sold', price: 0 }), 'somebank')).toBe(true);
  });
});

describe('Taurus', () => {
  it('shows a car from the last 12 years, priced above 500, available, with a comparison rate', () => {
    expect(show(cx5('taurus'), 'taurus')).toBe(true);
    expect(show(cx5('taurus', { year: 2013 }), 'taurus')).toBe(true);
    expect(show(cx5('taurus', { year: '2014' }), 'taurus')).toBe(true);
  });

  it('hides an older car, a cheap or unpriced car, an unavailable car', () => {
    expect(show(cx5('taurus', { year: 2012 }), 'taurus')).toBe(false);
    expect(show(cx5('taurus', { year: null }), 'taurus')).toBe(false);
    expect(show(cx5('taurus', { price: 500 }), 'taurus')).toBe(false);
    expect(show(cx5('taurus', { price: null }), 'taurus')).toBe(false);
    expect(show(cx5('taurus', { status: 'sold' }), 'taurus')).toBe(false);
    expect(show(cx5('taurus', { status: 'coming_soon' }), 'taurus')).toBe(true);
  });
});

describe('360 Finance and AusLoans', () => {
  it('need only an available car', () => {
    for (const provider of ['360 Finance', 'ausloans']) {
      expect(show(cx5(provider, { price: 0, year: 1998 }, { paymentWeek: null }), provider)).toBe(true);
      expect(show(cx5(provider, { status: 'sold' }), provider)).toBe(false);
      expect(show(cx5(provider, { status: null }), provider)).toBe(false);
    }
  });
});

describe('Manual, Angle and Powertorque', () => {
  it('need a price above 500, an available car and a weekly payment', () => {
    for (const provider of ['manual', 'Angle', 'powertorque']) {
      expect(show(cx5(provider, { year: 1998 }), provider)).toBe(true);
      expect(show(cx5(provider, { price: 450 }), provider)).toBe(false);
      expect(show(cx5(provider, { status: 'reserved' }), provider)).toBe(false);
      expect(show(cx5(provider, {}, { paymentWeek: null }), provider)).toBe(false);
    }
  });
});

describe('Nissan Finance', () => {
  it('needs a price above 500, an available car and a monthly payment', () => {
    const navara = (over: Partial<FinanceCar> = {}, l: Partial<FinanceLender> = {}) =>
      cx5('nissan_finance', { make: 'Nissan', year: 2024, price: 54_990, ...over }, l);
    expect(show(navara(), 'nissan_finance')).toBe(true);
    expect(show(navara({}, { paymentWeek: null }), 'nissan_finance')).toBe(true);
    expect(show(navara({}, { paymentMonth: null }), 'nissan_finance')).toBe(false);
    expect(show(navara({ price: 500 }), 'nissan_finance')).toBe(false);
    expect(show(navara({ status: 'sold' }), 'nissan_finance')).toBe(false);
  });
});
