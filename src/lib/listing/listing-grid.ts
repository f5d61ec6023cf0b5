import type { PromoCard } from '../content/promo-schema.ts';
import { placePromos, type GridItem, type PromoPositionSetting } from './promo-placement.ts';
import { collapseSoldRuns } from './sold-collapse.ts';

/** A small deterministic generator (mulberry32), so the build and the browser place promos alike. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type ListingGridOptions = {
  collapseSold: boolean;
  promos: readonly PromoCard[];
  positions: PromoPositionSetting;
  shuffle: boolean;
  seed: number;
  now: Date;
  page: number;
  /** The listing's car_type refinement, for the promos' display conditions. */
  carTypes: readonly string[];
};

/**
 * One page of results as shown: consecutive sold cars collapsed to the first of each run (where
 * sold handling is on), then promo cards at their grid positions.
 */
export function listingGrid<C extends { status: string }>(hits: readonly C[], options: ListingGridOptions): Array<GridItem<C, PromoCard>> {
  const cars = collapseSoldRuns(hits, options.collapseSold);
  return placePromos(cars, options.promos, {
    positions: options.positions,
    shuffle: options.shuffle,
    rng: seededRandom(options.seed + options.page),
    now: options.now,
    page: options.page,
    carTypes: options.carTypes,
  });
}
