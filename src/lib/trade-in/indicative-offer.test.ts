import { describe, expect, it } from 'vitest';
import { indicativeOffer, withinEstimateLimits, type StockComparable } from './indicative-offer.ts';

const today = new Date('2026-06-01T00:00:00Z');
const limits = { max_age_years: 7, max_km: 100_000 };
const corolla = (year: number, km: number, price: number, extra: Partial<StockComparable> = {}): StockComparable => ({
  make: 'Toyota',
  model: 'Corolla',
  year,
  km,
  price,
  status: 'in_stock',
  ...extra,
});

describe('the indicative offer', () => {
  it('is the median of comparable prices, adjusted for age and km, less 20%, rounded down to $100', () => {
    const stock = [corolla(2020, 50_000, 20_000), corolla(2020, 50_000, 22_000), corolla(2020, 50_000, 30_000)];
    // median 22,000 at the same year and km → 17,600
    expect(indicativeOffer({ make: 'toyota', model: 'COROLLA', year: 2020, km: 50_000 }, stock, limits, today)).toEqual({
      kind: 'offer',
      amount: 17_600,
      comparables: 3,
    });
  });

  it('takes 8% a year off a newer comparable and 10c for each extra km', () => {
    const offer = indicativeOffer({ make: 'Toyota', model: 'Corolla', year: 2020, km: 60_000 }, [corolla(2021, 50_000, 25_000)], limits, today);
    // 25,000 × 0.92 − 1,000 = 22,000; × 0.8 = 17,600
    expect(offer).toEqual({ kind: 'offer', amount: 17_600, comparables: 1 });
  });

  it('ignores other models, cars more than 2 years apart, sold cars and cars without a price', () => {
    const stock = [
      corolla(2016, 50_000, 9_000),
      corolla(2020, 50_000, 99_000, { model: 'Camry' }),
      corolla(2020, 50_000, 99_000, { status: 'sold' }),
      corolla(2020, 50_000, 0),
      corolla(2020, 50_000, 10_000),
    ];
    expect(indicativeOffer({ make: 'Toyota', model: 'Corolla', year: 2019, km: 50_000 }, stock, limits, today)).toEqual({
      kind: 'offer',
      amount: 7_300,
      comparables: 1,
    });
  });

  it('has no comparables when the stock holds none', () => {
    expect(indicativeOffer({ make: 'Toyota', model: 'Supra', year: 2022, km: 10_000 }, [corolla(2022, 10_000, 30_000)], limits, today)).toEqual({
      kind: 'no-comparables',
    });
  });

  it('gives none outside the limits of age or odometer', () => {
    const stock = [corolla(2019, 50_000, 20_000)];
    expect(indicativeOffer({ make: 'Toyota', model: 'Corolla', year: 2019, km: 100_001 }, stock, limits, today).kind).toBe('outside-limits');
    expect(indicativeOffer({ make: 'Toyota', model: 'Corolla', year: 2019, km: 100_000 }, stock, limits, today).kind).toBe('offer');
    expect(withinEstimateLimits({ year: 2018, km: 1 }, limits, today)).toBe(false);
    expect(withinEstimateLimits({ year: 2018, km: 1 }, { max_age_years: 10, max_km: 100_000 }, today)).toBe(true);
  });
});
