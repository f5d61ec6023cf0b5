import { STRINGS } from '../strings.ts';
import { LISTING_COPY } from './copy.ts';
import { HERO_PRICE_SLIDER, refineRange, type SliderRange } from './slider.ts';
import { normaliseListingState, type ListingState } from './url-state.ts';

/** What the shopper set in the home page search hero. */
export type HeroChoice = { carTypes: readonly string[]; make: string; price: SliderRange };

/**
 * The listing the hero's 'Show Me N cars' opens (rule: listing.hero-price-sort): the chosen car
 * types and make, and a price range moved off the slider's ends as range[price]=min:max, which then
 * sorts by price, highest first, as the specification's price-range search does
 * ('Car_production:price:desc').
 */
export function heroListingState({ carTypes, make, price }: HeroChoice): ListingState {
  const priced = refineRange(price, HERO_PRICE_SLIDER.range);
  const narrowed = priced !== null && (priced.min !== undefined || priced.max !== undefined);
  return normaliseListingState({
    refinements: { car_type: [...carTypes], ...(make ? { make: [make] } : {}) },
    ranges: { price: priced ?? {} },
    ...(narrowed ? { sort: 'price_desc' as const } : {}),
  });
}

/**
 * The search hero's heading (rule: listing.search-hero): the dealer's own (search.hero_heading), else
 * the spec's 'Search Our New & Used Vehicles' — or, where the dealer carries used cars only, words
 * that do not promise new ones.
 */
export function heroHeading(chosen: string | null, carriedCarTypes: readonly string[]): string {
  if (chosen !== null) return chosen;
  return carriedCarTypes.length > 0 && carriedCarTypes.every((t) => t === 'used') ? LISTING_COPY.searchHeroHeadingUsed : STRINGS.searchHeroHeading;
}
