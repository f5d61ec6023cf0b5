import type { PromoCard } from '../content/promo-schema.ts';
import { orderPromos, promoMatchesCarTypes } from '../listing/promo-placement.ts';
import { dateWindow, hasEnded } from './date-window.ts';

/**
 * The promo tiles a page renders at `now`, in promo order (positioned first): every tile not yet
 * expired and, when `carTypes` is given (the car types the page lists), whose car-type display
 * condition suits them. Tiles not started yet are kept: the browser shows each only between its
 * start and expiry, so a page built before a start shows the tile from then on without a rebuild.
 */
export function tilesToRender(promos: readonly PromoCard[], now: Date, carTypes?: readonly string[]): PromoCard[] {
  return orderPromos(promos.filter((p) => !hasEnded(dateWindow(p), now.getTime()) && (carTypes === undefined || promoMatchesCarTypes(p, carTypes))));
}
