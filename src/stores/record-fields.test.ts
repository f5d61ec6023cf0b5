import { describe, expect, it } from 'vitest';
import { parseCompareCar } from './compare.ts';
import { parseFavourite } from './favourites.ts';
import { parseViewedCar } from './recently-viewed.ts';
import { parseSearchHistoryEntry } from './search-history.ts';

describe('stored record readers', () => {
  it('accept the spec records, filling optional fields', () => {
    expect(parseFavourite({ id: 5, slug: 's' })).toEqual({ id: '5', name: '', slug: 's', make: '', model: '', primary_image_url: null });
    expect(parseCompareCar({ id: 'a', slug: 's', name: null })).toEqual({ id: 'a', name: '', slug: 's', primary_image_url: null });
    expect(parseViewedCar({ id: 1, make: 'Kia' })).toEqual({ id: '1', stocknum: null, make: 'Kia', model: null, body: null, simple_body: null });
    expect(parseSearchHistoryEntry({ path: '/search/', refinements: { make: ['Kia'] } })).toEqual({ path: '/search/', refinements: { make: ['Kia'] } });
  });
  it('refuse records without an id or slug, or with a field of the wrong type', () => {
    for (const bad of [null, [], 'x', { slug: 's' }, { id: '', slug: 's' }, { id: 1 }, { id: 1, slug: 's', name: 3 }, { id: Number.NaN, slug: 's' }]) {
      expect(parseFavourite(bad), JSON.stringify(bad)).toBeUndefined();
    }
    expect(parseCompareCar({ id: 1, slug: 's', primary_image_url: 7 })).toBeUndefined();
    expect(parseViewedCar({ id: 1, stocknum: 12 })).toBeUndefined();
    expect(parseSearchHistoryEntry({ path: '/s', refinements: { make: [1] } })).toBeUndefined();
    expect(parseSearchHistoryEntry({ path: '', refinements: {} })).toBeUndefined();
  });
});
