import { facetValueLabel } from '../listing/facet-panels.ts';
import type { ListingState } from '../listing/url-state.ts';
import { ALERT_COPY } from './alert-copy.ts';

/** The API's longest name (saved-search-routes.ts). */
const MAX_NAME = 60;

/** The price part of a name: "under $30,000", "from $10,000", "$10,000 to $30,000", or nothing. */
function pricePart(state: ListingState): string | null {
  const range = state.ranges?.price;
  if (!range) return null;
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return ALERT_COPY.priceBetween(min, max);
  if (max !== undefined) return ALERT_COPY.priceUnder(max);
  if (min !== undefined) return ALERT_COPY.priceFrom(min);
  return null;
}

/**
 * The name the save dialog suggests for the listing's search, from its filters: the words typed,
 * the models (else the makes), the condition and the price, e.g. "Mazda under $30,000"; "All cars"
 * for no filter. The shopper may change it; cut to the API's 60 characters.
 */
export function suggestedSearchName(state: ListingState): string {
  const refinements = state.refinements ?? {};
  const models = refinements['make_model'] ?? [];
  const labels = (attribute: string) => (refinements[attribute] ?? []).map((v) => facetValueLabel(attribute, v)).join(', ') || null;
  const parts = [
    state.query?.trim() ? `"${state.query.trim()}"` : null,
    labels('car_type'),
    models.length > 0 ? models.join(', ') : labels('make'),
    models.length > 0 ? null : labels('model'),
    labels('simple_body'),
    pricePart(state),
  ].filter((p): p is string => p !== null);
  const name = parts.length > 0 ? parts.join(' ') : ALERT_COPY.allCars;
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1).trimEnd()}…` : name;
}
