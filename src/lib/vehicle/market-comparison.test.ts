import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CarInput } from '../inventory/car-schema.ts';
import { makeCar } from '../inventory/fixtures/car.ts';
import { gaugeView } from './gauge.ts';
import { buildPriceComparisons, fillFor, priceComparisons, similarKm } from './market-comparison.ts';

const car = (slug: string, over: Partial<CarInput> = {}) => makeCar({ slug, make: 'Mazda', model: 'CX-5', year: 2020, km: 50_000, price: 30_000, ...over });

describe('fillFor', () => {
  it('is 1 at the bottom of the range, 0 at the top and linear between', () => {
    expect(fillFor(20_000, 20_000, 30_000)).toBe(1);
    expect(fillFor(30_000, 20_000, 30_000)).toBe(0);
    expect(fillFor(27_500, 20_000, 30_000)).toBeCloseTo(0.25);
    expect(fillFor(10_000, 20_000, 30_000)).toBe(1);
    expect(fillFor(40_000, 20_000, 30_000)).toBe(0);
  });
});

describe('similar odometer', () => {
  it('allows 20,000 km or 30 % of the odometer, whichever is larger', () => {
    expect(similarKm(10_000, 30_000)).toBe(true);
    expect(similarKm(10_000, 30_001)).toBe(false);
    expect(similarKm(100_000, 130_000)).toBe(true);
    expect(similarKm(100_000, 130_001)).toBe(false);
    expect(similarKm(null, null)).toBe(true);
    expect(similarKm(null, 5)).toBe(false);
  });
});

describe('price comparisons from stock', () => {
  it('uses same make and model within a year and similar km, never the car itself', () => {
    const cars = [
      car('me', { price: 25_000 }),
      car('a', { price: 22_000, year: 2019 }),
      car('b', { price: 28_000, year: 2021 }),
      car('c', { price: 24_000, km: 60_000 }),
      car('older', { price: 5_000, year: 2018 }),
      car('far-km', { price: 1_000, km: 200_000 }),
      car('other-model', { price: 90_000, model: 'CX-9' }),
      car('no-price', { price: 0 }),
    ];
    const me = buildPriceComparisons(cars).get('me');
    expect(me).toMatchObject({ source: 'stock', based_on: 3, market_range_min: 22_000, market_range_max: 28_000, listing_price: 25_000 });
    expect(me?.fill).toBeCloseTo(0.5);
    expect(gaugeView(me!)).not.toBeNull();
  });

  it('treats make spellings the normaliser merges as one make', () => {
    const cars = [
      car('me', { make: 'Mercedes Benz', model: 'C300' }),
      ...[1, 2, 3].map((i) => car(`o${i}`, { make: 'Mercedes-Benz', model: 'C300', price: 30_000 + i })),
    ];
    expect(buildPriceComparisons(cars).get('me')?.based_on).toBe(3);
  });

  it('gives no comparison with fewer than three comparable cars or without a price', () => {
    const cars = [car('me'), car('a'), car('b'), car('unpriced', { price: null })];
    const map = buildPriceComparisons(cars);
    expect(map.has('me')).toBe(false);
    expect(map.has('unpriced')).toBe(false);
  });

  it('prefers third-party market data and spreads its range around both averages', () => {
    const cars = [
      car('me', { price: 40_000, autograb_data: { state_average_market_price: 42_000, average_market_price: 41_000 } }),
      car('a'),
      car('b'),
      car('c'),
    ];
    const me = buildPriceComparisons(cars).get('me')!;
    expect(me.source).toBe('autograb');
    expect(me.market_range_min).toBeLessThan(41_000);
    expect(me.market_range_max).toBeGreaterThan(42_000);
    expect(me.confidence).toBeGreaterThan(0.2);
  });

  it('matches a brute-force comparison of every pair', () => {
    const arbCar = fc.record({
      make: fc.constantFrom('Mazda', 'Toyota'),
      model: fc.constantFrom('A', 'B'),
      year: fc.integer({ min: 2015, max: 2018 }),
      km: fc.option(fc.integer({ min: 0, max: 150_000 }), { nil: null }),
      price: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(arbCar, { maxLength: 40 }), (raw) => {
        const cars = raw.map((c, i) => makeCar({ ...c, slug: `car-${i}` }));
        const map = buildPriceComparisons(cars);
        for (const c of cars) {
          const prices = cars
            .filter((o) => o.slug !== c.slug && o.make === c.make && o.model === c.model && Math.abs(o.year - c.year) <= 1)
            .filter((o) => typeof o.price === 'number' && o.price > 10)
            .filter((o) => (c.km === null || o.km === null ? c.km === o.km : Math.abs(c.km - o.km) <= Math.max(20_000, c.km * 0.3)))
            .map((o) => o.price as number);
          const expected = typeof c.price === 'number' && c.price > 10 && prices.length >= 3;
          expect(map.has(c.slug)).toBe(expected);
          if (expected) {
            expect(map.get(c.slug)?.market_range_min).toBe(Math.min(...prices));
            expect(map.get(c.slug)?.market_range_max).toBe(Math.max(...prices));
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('computes once per stock list', () => {
    const cars = [car('me')];
    expect(priceComparisons(cars)).toBe(priceComparisons(cars));
  });

  it('given the next stock with unchanged cars as the same objects, works out the touched groups again and keeps the others', () => {
    const cars = [
      ...['a', 'b', 'c', 'd'].map((slug, i) => car(slug, { price: 20_000 + i * 1_000 })),
      ...['e', 'f', 'g', 'h'].map((slug, i) => car(slug, { model: 'CX-9', price: 40_000 + i * 1_000 })),
    ];
    const before = buildPriceComparisons(cars);
    // 'a' drops in price: a new object, as a changed car is in the next snapshot.
    const next = [car('a', { price: 10_000 }), ...cars.slice(1)];
    const after = buildPriceComparisons(next);
    // As computed from scratch (copies share no object with any earlier call).
    expect(after).toEqual(buildPriceComparisons(next.map((c) => ({ ...c }))));
    expect(after.get('b')?.market_range_min).toBe(10_000);
    expect(after.get('a')?.listing_price).toBe(10_000);
    // The CX-9 group is untouched: its comparisons are the same objects.
    expect(after.get('e')).toBe(before.get('e'));
    expect(after.get('b')).not.toBe(before.get('b'));
  });
});
