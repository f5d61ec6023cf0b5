import { describe, expect, it } from 'vitest';
import { financeEnquiryUrl } from './enquiry.ts';

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
