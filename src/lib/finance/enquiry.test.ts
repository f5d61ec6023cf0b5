import { describe, expect, it } from 'vitest';
import { BUILT_IN_FINANCE_PATHS, extraFinancePagePath, financeEnquiryUrl, parseFinanceEnquiryQuery } from './enquiry.ts';

describe('financeEnquiryUrl', () => {
  it('prefills the finance form for a car', () => {
    const url = financeEnquiryUrl({
      path: '/finance',
      car: { id: 8812, car_type: 'used', dealership_slug: 'harbour-mazda' },
      amount: 28_990,
    });
    expect(url).toBe('/finance?preferredDealership=harbour-mazda&vehiclePriceBudget=28990&car_id=8812&car_type=used#finance-form');
  });

  it('falls back to the preferred dealership and leaves out missing values', () => {
    const url = new URL(financeEnquiryUrl({ path: '/finance', car: { id: 'abc' }, amount: 30_000, preferredDealership: 'westside' }), 'https://x.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ preferredDealership: 'westside', vehiclePriceBudget: '30000', car_id: 'abc' });
    expect(url.hash).toBe('#finance-form');
  });

  it('is the finance page alone without a car', () => {
    expect(financeEnquiryUrl({ path: '/finance', amount: 30_000 })).toBe('/finance');
    expect(financeEnquiryUrl({ path: '/apply-for-finance', car: null, amount: 1 })).toBe('/apply-for-finance');
  });
});

describe('parseFinanceEnquiryQuery', () => {
  it('reads back what financeEnquiryUrl wrote', () => {
    const url = financeEnquiryUrl({ path: '/finance', car: { id: 8812, car_type: 'used', dealership_slug: 'harbour-city-mazda' }, amount: 28_990 });
    expect(parseFinanceEnquiryQuery(new URL(url, 'https://x.test').search, ['harbour-city-mazda'])).toEqual({
      preferredDealership: 'harbour-city-mazda',
      vehiclePriceBudget: 28_990,
      carId: '8812',
      carType: 'used',
    });
  });

  it('drops unusable values', () => {
    expect(parseFinanceEnquiryQuery('?preferredDealership=elsewhere&vehiclePriceBudget=abc&car_id=<x>&car_type=boat', ['harbour-city-mazda'])).toEqual({
      preferredDealership: null,
      vehiclePriceBudget: null,
      carId: null,
      carType: null,
    });
    expect(parseFinanceEnquiryQuery('')).toEqual({ preferredDealership: null, vehiclePriceBudget: null, carId: null, carType: null });
  });

  it('reads a budget written with $ and separators, and any dealership without a list', () => {
    expect(parseFinanceEnquiryQuery('vehiclePriceBudget=%2445%2C990.40&car_type=NEW&preferredDealership=x')).toMatchObject({
      vehiclePriceBudget: 45_990,
      carType: 'new',
      preferredDealership: 'x',
    });
    expect(parseFinanceEnquiryQuery('vehiclePriceBudget=0').vehiclePriceBudget).toBeNull();
  });
});

describe('extraFinancePagePath', () => {
  it('gives a page for a site path that is not a built-in finance page', () => {
    expect(extraFinancePagePath('/mazda-finance-page')).toBe('/mazda-finance-page');
    expect(extraFinancePagePath('/offers/finance/?x=1#finance-form')).toBe('/offers/finance');
  });

  it('gives none for the built-in pages, the home page and other sites', () => {
    for (const path of BUILT_IN_FINANCE_PATHS) {
      expect(extraFinancePagePath(path)).toBeNull();
      expect(extraFinancePagePath(`${path}/`)).toBeNull();
    }
    expect(extraFinancePagePath('/')).toBeNull();
    expect(extraFinancePagePath('https://finance.example.com/apply')).toBeNull();
    expect(extraFinancePagePath('//evil.example/x')).toBeNull();
    expect(extraFinancePagePath('/a b')).toBeNull();
  });
});
