import { describe, expect, it } from 'vitest';
import { buildChanges, carsMissing } from './build-changes.ts';
import type { CarLine } from './build-record.ts';

const car = (slug: string, price: number | null, status = 'in_stock', photos = 5): CarLine => ({ slug, title: slug, price, status, photos });

describe('what a staged build changes against the live one', () => {
  it('names cars added, removed, sold and repriced, and counts pages changed, added and removed', () => {
    const live = {
      cars: { a: car('a', 100), b: car('b', 200), c: car('c', 300), d: car('d', 400, 'sold') },
      pages: { '/': '1', '/cars/a/': '2', '/cars/c/': '3' },
    };
    const staged = {
      cars: { a: car('a', 100, 'sold'), b: car('b', null), d: car('d', 400, 'sold'), e: car('e', 500) },
      pages: { '/': '1', '/cars/a/': '9', '/cars/e/': '4' },
    };
    expect(buildChanges(live, staged)).toEqual({
      added: [{ id: 'e', slug: 'e', title: 'e' }],
      removed: [{ id: 'c', slug: 'c', title: 'c' }],
      // d was sold before: not a sale of this build.
      sold: [{ id: 'a', slug: 'a', title: 'a' }],
      prices: [{ id: 'b', slug: 'b', title: 'b', from: 200, to: null }],
      pages: { changed: 1, added: 1, removed: 1, sample: ['/cars/a/', '/cars/e/', '/cars/c/'] },
    });
  });

  it('finds nothing between a build and itself', () => {
    const same = { cars: { a: car('a', 100) }, pages: { '/': '1' } };
    expect(buildChanges(same, same)).toEqual({ added: [], removed: [], sold: [], prices: [], pages: { changed: 0, added: 0, removed: 0, sample: [] } });
  });
});

describe('cars for sale missing photos or a price', () => {
  it('lists available cars only', () => {
    const cars = { a: car('a', null, 'in_stock', 0), b: car('b', 100, 'coming_soon', 0), c: car('c', null, 'sold', 0), d: car('d', 100) };
    expect(carsMissing(cars)).toEqual({
      withoutPhotos: [
        { id: 'a', slug: 'a', title: 'a' },
        { id: 'b', slug: 'b', title: 'b' },
      ],
      withoutPrice: [{ id: 'a', slug: 'a', title: 'a' }],
    });
  });
});
