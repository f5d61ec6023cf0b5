import { describe, expect, it } from 'vitest';
import { loadDealer } from '../dealer/load-dealer.ts';
import { carriedCarTypes } from '../site/navigation.ts';
import { heroHeading, heroListingState } from './hero-search.ts';
import { CAR_TYPE_ROUTES, listingUrlFor } from './listing-routes.ts';
import { HERO_PRICE_SLIDER } from './slider.ts';

const href = (choice: Parameters<typeof heroListingState>[0]) =>
  decodeURIComponent(listingUrlFor(heroListingState(choice), CAR_TYPE_ROUTES[0]!, { indexName: 'Car_production' }));
const WHOLE = { ...HERO_PRICE_SLIDER.range };

describe("the search hero's link (rule: listing.hero-price-sort)", () => {
  it('sorts a price-range search by price, highest first', () => {
    expect(href({ carTypes: [], make: '', price: { min: 20_000, max: 40_000 } })).toBe('/search/?range[price]=20000:40000&sortBy=Car_production:price:desc');
    expect(href({ carTypes: ['used'], make: 'Toyota', price: { min: WHOLE.min, max: 60_000 } })).toBe(
      '/search/used-cars/?refinementList[make][0]=Toyota&range[price]=:60000&sortBy=Car_production:price:desc',
    );
  });

  it('keeps the default order when the price range is left at its ends', () => {
    expect(href({ carTypes: [], make: 'Toyota', price: WHOLE })).toBe('/search/?refinementList[make][0]=Toyota');
  });
});

describe('heroHeading (rule: listing.search-hero)', () => {
  it("reads the spec's heading, the dealer's own, or on a used-only dealer no promise of new cars", () => {
    expect(heroHeading(null, ['new', 'demo', 'used'])).toBe('Search Our New & Used Vehicles');
    expect(heroHeading('Search Our Stock', ['used'])).toBe('Search Our Stock');
    const westside = loadDealer('westside-used-cars').config;
    expect(heroHeading(westside.search.hero_heading, carriedCarTypes(westside.stock))).toBe('Search Our Used Vehicles');
  });
});
