import { describe, expect, it } from 'vitest';
import { DEALER_DEFAULTS } from '../dealer/dealer-config.ts';
import { promoPositionsFor } from '../dealer/config-listing.ts';
import { activePromos, lastPromoChange, orderPromos, placePromos, promoMatchesCarTypes, resolvePromoPositions, type GridItem } from './promo-placement.ts';

interface Promo {
  id: string;
  start?: string;
  expiry?: string;
  position?: number;
  display?: string[];
  strictDisplay?: boolean;
}

const cars = Array.from({ length: 21 }, (_, i) => ({ id: i + 1 }));
const now = new Date('2025-07-04T02:00:00Z');
const layout = (items: Array<GridItem<{ id: number }, Promo>>) => items.map((item) => (item.type === 'car' ? item.car.id : item.promo.id));

describe('resolvePromoPositions', () => {
  it('keeps single and listed positions', () => {
    expect(resolvePromoPositions(30)).toEqual([30]);
    expect(resolvePromoPositions([17, 8])).toEqual([8, 17]);
    expect(resolvePromoPositions([1, 8, 17])).toEqual([1, 8, 17]);
    expect(resolvePromoPositions(9)).toEqual([9]);
  });
  it('randomises to 3 plus 0 to 2', () => {
    expect(resolvePromoPositions('random', () => 0)).toEqual([3]);
    expect(resolvePromoPositions('random', () => 0.5)).toEqual([4]);
    expect(resolvePromoPositions('random', () => 0.9999)).toEqual([5]);
  });
});

describe('activePromos', () => {
  it('filters by start and expiry, a date-only expiry lasting its whole day', () => {
    const promos: Promo[] = [
      { id: 'open' },
      { id: 'future', start: '2025-07-05' },
      { id: 'expired', expiry: '2025-07-03' },
      { id: 'last-day', expiry: '2025-07-04' },
      { id: 'window', start: '2024-12-23', expiry: '2026-12-31' },
    ];
    expect(activePromos(promos, now).map((p) => p.id)).toEqual(['open', 'last-day', 'window']);
  });
});

describe('lastPromoChange', () => {
  it('is the latest start or expiry end already passed, so the active set is the same from then to now', () => {
    const promos: Promo[] = [
      { id: 'open' },
      { id: 'future', start: '2025-07-05' },
      { id: 'expired', expiry: '2025-07-03' },
      { id: 'window', start: '2024-12-23', expiry: '2026-12-31' },
    ];
    const at = lastPromoChange(promos, now)!;
    expect(at).toBeLessThanOrEqual(now.getTime());
    expect(activePromos(promos, new Date(at)).map((p) => p.id)).toEqual(activePromos(promos, now).map((p) => p.id));
    expect(activePromos(promos, new Date(at - 1)).map((p) => p.id)).not.toEqual(activePromos(promos, now).map((p) => p.id));
    expect(lastPromoChange([{}, { start: '2099-01-01' }], now)).toBeNull();
  });
});

describe('orderPromos', () => {
  const promos: Promo[] = [{ id: 'a' }, { id: 'p2', position: 2 }, { id: 'b' }, { id: 'p1', position: 1 }, { id: 'c' }];
  it('orders by position, then the rest in order', () => {
    expect(orderPromos(promos).map((p) => p.id)).toEqual(['p1', 'p2', 'a', 'b', 'c']);
  });
  it('shuffles only the rest with the injected RNG', () => {
    const ids = orderPromos(promos, true, () => 0).map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual(['p1', 'p2']);
    expect(ids.slice(2)).toEqual(['b', 'c', 'a']);
  });
});

describe('promoMatchesCarTypes', () => {
  it('applies display and strictDisplay', () => {
    expect(promoMatchesCarTypes({}, ['used'])).toBe(true);
    expect(promoMatchesCarTypes({ display: ['new'] }, [])).toBe(true);
    expect(promoMatchesCarTypes({ display: ['new'] }, ['used'])).toBe(false);
    expect(promoMatchesCarTypes({ display: ['new'], strictDisplay: true }, [])).toBe(false);
    expect(promoMatchesCarTypes({ display: ['new', 'demo'], strictDisplay: true }, ['new', 'demo'])).toBe(true);
    expect(promoMatchesCarTypes({ display: ['new'], strictDisplay: true }, ['new', 'used'])).toBe(false);
  });
});

describe('placePromos', () => {
  const promos: Promo[] = [{ id: 'A' }, { id: 'B' }];

  it('places promos at 1-based grid positions [1, 8, 17], cycling promo count modulo list length', () => {
    const items = placePromos(cars, promos, { positions: [1, 8, 17], now });
    const ids = layout(items);
    expect(ids).toHaveLength(24);
    expect(ids[0]).toBe('A');
    expect(ids[7]).toBe('B');
    expect(ids[16]).toBe('A');
    expect(ids.filter((x) => typeof x === 'number')).toEqual(cars.map((c) => c.id));
  });
  it('places [8, 17] after the 7th and 15th car', () => {
    const ids = layout(placePromos(cars, promos, { positions: [8, 17], now }));
    expect(ids.slice(6, 9)).toEqual([7, 'A', 8]);
    expect(ids.slice(15, 18)).toEqual([15, 'B', 16]);
  });
  it('skips the default position 30 on a 21-car page but fills it on a longer page', () => {
    const positions = promoPositionsFor(DEALER_DEFAULTS.listing);
    expect(layout(placePromos(cars, promos, { positions, now }))).toEqual(cars.map((c) => c.id));
    const many = Array.from({ length: 40 }, (_, i) => ({ id: i + 1 }));
    expect(layout(placePromos(many, promos, { positions, now }))[29]).toBe('A');
  });
  it('places [5, 10, …, 30] on a full page', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i + 1 }));
    const ids = layout(placePromos(many, promos, { positions: [5, 10, 15, 20, 25, 30], now }));
    expect([4, 9, 14, 19, 24, 29].map((i) => ids[i])).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
  });
  it('rotates promos across pages', () => {
    const ids = layout(placePromos<{ id: number }, Promo>(cars, [{ id: 'A' }, { id: 'B' }, { id: 'C' }], { positions: [8, 17], now, page: 2 }));
    expect([ids[7], ids[16]]).toEqual(['C', 'A']);
  });
  it('uses the random position and leaves out inactive or non-matching promos', () => {
    const ids = layout(
      placePromos(
        cars,
        [
          { id: 'old', expiry: '2025-01-01' },
          { id: 'N', display: ['new'] },
          { id: 'U', display: ['used'] },
        ],
        {
          positions: 'random',
          rng: () => 0.4,
          now,
          carTypes: ['used'],
        },
      ),
    );
    expect(ids[3]).toBe('U');
    expect(ids.filter((x) => typeof x === 'string')).toEqual(['U']);
  });
  it('returns only cars when there is no promo or no car', () => {
    expect(placePromos(cars.slice(0, 3), [], { positions: 1, now })).toHaveLength(3);
    expect(placePromos([], promos, { positions: 1, now })).toEqual([]);
  });
});
