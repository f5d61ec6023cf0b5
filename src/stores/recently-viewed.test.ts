import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $recentlyViewed, RECENTLY_VIEWED_LIMIT, recordViewedCar } from './recently-viewed.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  $recentlyViewed.set([]);
  cleanStores($recentlyViewed);
  cleanTestStorage();
});

describe('recently viewed', () => {
  it('stores the viewed-car record, newest first, without duplicates', () => {
    recordViewedCar({ id: 1, stocknum: 'A1', make: 'Kia', model: 'Rio', body: 'Hatch', simple_body: 'hatch' });
    recordViewedCar({ id: 2, make: 'Ford' });
    recordViewedCar({ id: 1, stocknum: 'A1', make: 'Kia', model: 'Rio', body: 'Hatch', simple_body: 'hatch' });
    expect($recentlyViewed.get()).toEqual([
      { id: '1', stocknum: 'A1', make: 'Kia', model: 'Rio', body: 'Hatch', simple_body: 'hatch' },
      { id: '2', stocknum: null, make: 'Ford', model: null, body: null, simple_body: null },
    ]);
    expect(JSON.parse(getTestStorage()['forecourt:recently-viewed'] ?? '[]')).toHaveLength(2);
  });
  it(`keeps the last ${RECENTLY_VIEWED_LIMIT}`, () => {
    for (let id = 1; id <= RECENTLY_VIEWED_LIMIT + 2; id++) recordViewedCar({ id });
    expect($recentlyViewed.get()).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect($recentlyViewed.get()[0]?.id).toBe(String(RECENTLY_VIEWED_LIMIT + 2));
  });
});
