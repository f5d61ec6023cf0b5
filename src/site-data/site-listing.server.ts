import { perSnapshot } from './site-data.server.ts';
import { stockDocuments } from './stock-file.server.ts';
import { carTypeRoutes, makeModelRoutes, type ListingRoute } from '../lib/listing/listing-routes.ts';
import { listingSettings } from './listing-settings.server.ts';
import type { ListingSettings } from '../lib/listing/listing-settings.ts';
import type { ListingDocument } from '../lib/listing/stock-data-format.ts';

export type SiteListing = { settings: ListingSettings; docs: ListingDocument[]; routes: ListingRoute[] };

/** The dealer's listing settings, the documents listings are prerendered from, and every listing route. */
export const siteListing = perSnapshot(({ dealer, builtAt }): SiteListing => {
  const docs = stockDocuments();
  const settings = listingSettings(dealer, { builtAt, docs });
  return { settings, docs, routes: [...carTypeRoutes(settings.vehicleNoun), ...makeModelRoutes(docs)] };
});

/** The meta description of a listing page, e.g. '1,234 used cars for sale at Westside Used Cars.' */
export function listingDescription(route: ListingRoute, count: number, dealerName: string): string {
  const n = count.toLocaleString('en-AU');
  if (route.base['make']) return `${n} ${route.heading.replace(/ for sale$/, '')} vehicles for sale at ${dealerName}.`;
  return `${n} ${route.heading.toLowerCase()} at ${dealerName}.`;
}
