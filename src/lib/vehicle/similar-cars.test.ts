import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickSimilarCars, similarPriceWindow } from './similar-cars.ts';

describe('similar cars', () => {
  it('uses ±$10,000 under $50,000 and ±$25,000 from $50,000', () => {
    expect(similarPriceWindow(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(similarPriceWindow(50_000)).toEqual({ min: 25_000, max: 75_000 });
  });

  it('keeps in-stock cars inside the window, never the car itself, at most six', () => {
    const me = { id: 1, price: 30_000, make: 'Mazda', model: 'CX-5' };
    const candidates = [
      { id: 1, slug: 'me', status: 'in_stock', price: 30_000 },
      { id: 2, slug: 'sold', status: 'sold', price: 30_000 },
      { id: 3, slug: 'soon', status: 'coming_soon', price: 30_000 },
      { id: 4, slug: 'edge-low', status: 'in_stock', price: 20_000 },
      { id: 5, slug: 'edge-high', status: 'in_stock', price: 40_000 },
      { id: 6, slug: 'too-high', status: 'in_stock', price: 40_001 },
      { id: 7, slug: 'no-price', status: 'in_stock', price: null },
      ...[8, 9, 10, 11, 12].map((id) => ({ id, slug: `ok-${id}`, status: 'in_stock', price: 30_000 + id * 100 })),
    ];
    const picked = pickSimilarCars(me, candidates);
    expect(picked).toHaveLength(6);
    expect(picked.map((c) => c.slug)).not.toContain('me');
    expect(picked.every((c) => c.status === 'in_stock' && c.price! >= 20_000 && c.price! <= 40_000)).toBe(true);
  });

  it('orders same model, then same make, then by price distance', () => {
    const me = { id: 'x', price: 30_000, make: 'Mazda', model: 'CX-5' };
    const picked = pickSimilarCars(me, [
      { id: 'a', slug: 'a', status: 'in_stock', price: 30_100, make: 'Toyota', model: 'RAV4' },
      { id: 'b', slug: 'b', status: 'in_stock', price: 39_000, make: 'Mazda', model: 'CX-3' },
      { id: 'c', slug: 'c', status: 'in_stock', price: 21_000, make: 'mazda', model: 'cx-5' },
    ]);
    expect(picked.map((c) => c.id)).toEqual(['c', 'b', 'a']);
  });

  it('looks through as many of the newest matches per query as the search limit allows', () => {
    const me = { id: 'x', price: 30_000, make: 'Mazda', model: 'CX-5' };
    // Stock order is newest first: six far-priced cars, then six close-priced older ones.
    const stock = [...Array.from({ length: 6 }, (_, i) => 39_000 + i * 100), ...Array.from({ length: 6 }, (_, i) => 30_100 + i * 100)].map((p, i) => ({
      id: `c${i}`,
      slug: `c${i}`,
      status: 'in_stock',
      price: p,
      make: 'Mazda',
      model: 'CX-5',
    }));
    expect(pickSimilarCars(me, stock, 6).map((c) => c.price)).toEqual([39_000, 39_100, 39_200, 39_300, 39_400, 39_500]);
    expect(pickSimilarCars(me, stock, 12).map((c) => c.price)).toEqual([30_100, 30_200, 30_300, 30_400, 30_500, 30_600]);
    expect(pickSimilarCars(me, stock).map((c) => c.price)).toEqual([30_100, 30_200, 30_300, 30_400, 39_000, 39_100]);
  });

  it('offers nothing for a car without a shown price', () => {
    expect(pickSimilarCars({ id: 1, price: 0 }, [{ id: 2, slug: 'a', status: 'in_stock', price: 5 }])).toEqual([]);
  });

  it('never picks outside the window (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 300_000 }), fc.array(fc.integer({ min: 0, max: 400_000 }), { maxLength: 30 }), (price, prices) => {
        const candidates = prices.map((p, i) => ({ id: i + 10, slug: `c${i}`, status: 'in_stock', price: p }));
        const { min, max } = similarPriceWindow(price);
        const picked = pickSimilarCars({ id: 1, price }, candidates);
        expect(picked.length).toBe(Math.min(6, prices.filter((p) => p >= min && p <= max).length));
      }),
    );
  });
});
