import { describe, expect, it } from 'vitest';
import { showFavouriteButton, showWatchlistButton } from './save-rules.ts';

const car = { status: 'in_stock', car_type: 'used', price: 20000, images: [{}] };

describe('showFavouriteButton', () => {
  it('needs favourites enabled and a saleable car', () => {
    expect(showFavouriteButton(car)).toBe(true);
    expect(showFavouriteButton(car, { favouritesEnabled: false })).toBe(false);
    expect(showFavouriteButton({ ...car, status: 'sold' })).toBe(false);
    expect(showFavouriteButton({ ...car, status: 'coming_soon', car_type: 'new', price: 0, images: [] })).toBe(true);
  });
  it('hides non-used, unpriced or imageless cars on stricter sites', () => {
    const strict = { usedPricedWithImagesOnly: true };
    expect(showFavouriteButton(car, strict)).toBe(true);
    expect(showFavouriteButton({ ...car, car_type: 'new' }, strict)).toBe(false);
    expect(showFavouriteButton({ ...car, price: 0 }, strict)).toBe(false);
    expect(showFavouriteButton({ ...car, images: [] }, strict)).toBe(false);
    expect(showFavouriteButton({ status: 'in_stock', car_type: 'used', price: 1, photos_count: 4 }, strict)).toBe(true);
  });
});

describe('showWatchlistButton', () => {
  it('hides the save button on sold cars unless already saved', () => {
    expect(showWatchlistButton({ status: 'sold' }, false)).toBe(false);
    expect(showWatchlistButton({ status: 'sold' }, true)).toBe(true);
    expect(showWatchlistButton({ status: 'in_stock' }, false)).toBe(true);
  });
});
