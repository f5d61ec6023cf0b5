import { describe, expect, it } from 'vitest';
import type { PromoCard } from '../content/promo-schema.ts';
import { listingGrid, seededRandom } from './listing-grid.ts';

const promo = (title: string, position: number | null, extra: Partial<PromoCard> = {}): PromoCard => ({
  start: '2026-01-01',
  expiry: '2027-06-30',
  position,
  display: [],
  strictDisplay: false,
  node: { image: `/${title}.svg`, alt: title, link: '/offers', background: null, title },
  ...extra,
});
const cars = (statuses: string[]) => statuses.map((status, i) => ({ id: i, status }));
const base = { collapseSold: false, promos: [], positions: 30, shuffle: false, seed: 1, now: new Date('2026-11-22'), page: 1, carTypes: [] };

describe('listingGrid', () => {
  it('puts promos at grid positions 1, 8 and 17, chosen in position order', () => {
    const grid = listingGrid(cars(Array(21).fill('in_stock')), {
      ...base,
      positions: [1, 8, 17],
      promos: [promo('b', null), promo('a', 1), promo('expired', 2, { expiry: '2025-01-01' })],
    });
    expect(grid).toHaveLength(24);
    expect(grid.flatMap((item, i) => (item.type === 'promo' ? [[i + 1, item.promo.node.title]] : []))).toEqual([
      [1, 'a'],
      [8, 'b'],
      [17, 'a'],
    ]);
  });

  it('collapses runs of sold cars to their first car before placing promos', () => {
    const grid = listingGrid(cars(['in_stock', 'sold', 'sold', 'sold', 'in_stock', 'sold', 'coming_soon', 'sold', 'sold']), { ...base, collapseSold: true });
    expect(grid.map((item) => (item.type === 'car' ? item.car.id : 'promo'))).toEqual([0, 1, 4, 5, 6, 7]);
    expect(listingGrid(cars(['sold', 'sold']), base)).toHaveLength(2);
  });

  it('places promos the same way for the same seed and page', () => {
    const options = { ...base, positions: 'random' as const, shuffle: true, promos: [promo('a', null), promo('b', null), promo('c', null)] };
    const first = listingGrid(cars(Array(10).fill('in_stock')), options);
    expect(listingGrid(cars(Array(10).fill('in_stock')), options)).toEqual(first);
    const at = first.findIndex((item) => item.type === 'promo') + 1;
    expect(at).toBeGreaterThanOrEqual(3);
    expect(at).toBeLessThanOrEqual(5);
  });
});

describe('seededRandom', () => {
  it('repeats for a seed and stays within [0, 1)', () => {
    const a = seededRandom(99);
    const b = seededRandom(99);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});
