import type { PromoCard } from '../content/promo-schema.ts';
import { dateWindow, hasEnded, isOpenAt } from './date-window.ts';

/**
 * What a menu's offers count is worked out from (rule: promotions.offers-count): the window of every
 * offer not yet ended when the page was built (epoch ms, null open-ended), and how many of them were
 * in force then. The page shows `shown`, and its inline script (OFFER_COUNT_SCRIPT) counts the windows
 * again by the browser's clock, so a page built before an offer expired or started never shows a
 * stale number (pages are rebuilt only when their inputs change, not when a date passes).
 */
export type OfferCount = { shown: number; windows: Array<[number | null, number | null]> };

/** The count for a dealer's offers (promos.json, the tiles its offers page shows), or null when it has none to come. */
export function offerCount(promos: readonly Pick<PromoCard, 'start' | 'expiry'>[], now: Date): OfferCount | null {
  const windows = promos.map(dateWindow).filter((w) => !hasEnded(w, now.getTime()));
  if (windows.length === 0) return null;
  return {
    shown: windows.filter((w) => isOpenAt(w.from, w.until, now.getTime())).length,
    windows: windows.map((w): [number | null, number | null] => [w.from, w.until]),
  };
}

/**
 * The count's words for a screen reader, after the visible number: " (1 offer)". Self-contained (no
 * imports, no closures): OFFER_COUNT_SCRIPT carries its source.
 */
export function offerCountWords(n: number): string {
  return ' (' + n + (n === 1 ? ' offer)' : ' offers)');
}
