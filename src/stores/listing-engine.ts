import type { LatLng } from '../lib/geo/distance.ts';
import type { ListingEngine } from '../lib/listing/listing-search.ts';
import type { ListingSettings } from '../lib/listing/listing-settings.ts';
import { staticEngine } from '../lib/listing/static-engine.ts';
import { loadCurrentStockFile } from '../lib/listing/stock-data.ts';
import type { ListingState } from '../lib/listing/url-state.ts';

/** The dealer's search engine: the static stock file in the browser, or Meilisearch (loaded only then). */
export async function createListingEngine(settings: ListingSettings): Promise<ListingEngine> {
  const engine = settings.engine;
  if (engine.kind === 'meilisearch') {
    const { meiliEngine } = await import('../lib/listing/meili-engine.ts');
    return meiliEngine({ host: engine.host, index: engine.index, searchKey: engine.searchKey, dealerFilter: engine.dealerFilter });
  }
  return staticEngine({
    load: loadCurrentStockFile,
    locations: settings.locations,
    extraFacets: settings.extraFacets,
  });
}

/** Where a distance sort measures from: the postcode's place (its table loaded only then), or null. */
export async function originFor(state: ListingState): Promise<LatLng | null> {
  if (state.sort !== 'distance' || state.postcode === undefined) return null;
  const { lookupPostcode } = await import('../lib/geo/postcodes.ts');
  return lookupPostcode(state.postcode);
}
