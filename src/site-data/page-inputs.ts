/**
 * What a page is rebuilt from: the incremental build's contract with every route in src/pages.
 *
 * Every page's inputs include the code (src/**, public/**, astro.config.mjs, package-lock.json, the
 * build scripts) and the dealer (config, content files, logo, the dealer's public/ folder); a change
 * to either re-renders every page. Beyond that a page is one of:
 *
 * - **per car**: a dynamic route whose getStaticPaths entries carry a `cacheKey`. `carPaths()` gives
 *   each car's key (its record and its time state, below), so the detail page, its print page and
 *   any per-car endpoint re-render only when that car changes. Such a page may read only its own
 *   car (props), the dealer and the code — never other cars (similar cars come from the browser's
 *   stock file) and never the clock except through `carTimeState`. Any route may return its own
 *   `cacheKey` under the same rule: the key must cover everything the path renders besides dealer
 *   and code.
 * - **dealer only**: a route that exports `export const buildInputs = 'dealer'` reads no stock
 *   (content pages, finance, forms); it re-renders when the dealer, the code or the date changes.
 * - **aggregate** (the default): reads the whole stock (home, listings, landing pages, sitemap, the
 *   stock file); it re-renders whenever any car, the dealer, the code or the date changes.
 */
import type { DealerConfig } from '../lib/dealer/dealer-config.ts';
import type { Car } from '../lib/inventory/car-schema.ts';
import { carTagUntil, tagOptionsFor } from '../lib/inventory/car-tags.ts';

export type BuildInputs = 'dealer' | 'stock';

/** The value of a page module's `buildInputs` export that marks it dealer-only. */
export const DEALER_ONLY = 'dealer' satisfies BuildInputs;

/** How the renderer classed the page being rendered; the layout reads it from `Astro.locals`. */
export type PageBuildInfo = {
  kind: 'car' | 'dealer' | 'stock';
  /** The stock time this page may show: the car's change time, the stock's, or null (dealer only). */
  stockTime: string | null;
};

export const PAGE_INFO_LOCAL = 'forecourtPage';

/**
 * The part of a car's pages that depends on the clock: the tag rules (new arrival, just sold). It
 * is hashed into the car's key, so a car whose "New" tag expires re-renders on the next build.
 * `until`: the instant (ms) it lapses with time alone, or null.
 */
export function carTimeState(car: Car, config: DealerConfig, now: Date): { state: string; until: number | null } {
  const { tag, until } = carTagUntil(car, now, tagOptionsFor(config));
  return { state: tag?.kind ?? 'none', until };
}

/** The calendar date in the dealer's time zone: part of every non-car page's key (expiries, hours). */
export function dealerDate(config: Pick<DealerConfig, 'timezone'>, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: config.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
