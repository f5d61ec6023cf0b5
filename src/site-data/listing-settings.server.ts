import { dealerDate } from './page-inputs.ts';
import type { Dealer } from '../lib/dealer/load-dealer.ts';
import { dealerFilterFor } from '../lib/dealer/stock-filter.ts';
import { promoPositionsFor } from '../lib/dealer/config-listing.ts';
import { searchDocuments } from '../lib/search/search-documents.ts';
import type { StockDocument } from '../lib/search/stock-document.ts';
import { cardOptionsFor } from '../lib/listing/card-view.ts';
import type { LocationPoint } from '../lib/listing/distance-sort.ts';
import { facetPanels, requestedFacets } from '../lib/listing/facet-panels.ts';
import type { ListingRoute } from '../lib/listing/listing-routes.ts';
import { listingQuery } from '../lib/listing/listing-search.ts';
import type { ListingInitial, ListingSettings } from '../lib/listing/listing-settings.ts';
import type { ListingDocument } from '../lib/listing/stock-data-format.ts';
import { extraFacetsFor } from '../lib/listing/stock-data-encode.ts';
import { normaliseListingState } from '../lib/listing/url-state.ts';
import { carriedCarTypes } from '../lib/site/navigation.ts';

/** A number from a text (the dealer's date), so promo shuffles differ from day to day but not within one. */
function seedFrom(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export function listingSettings(dealer: Dealer, input: { builtAt: string; docs: readonly ListingDocument[] }): ListingSettings {
  const config = dealer.config;
  const search = config.search;
  const panels = facetPanels({ facets: search.facets, popularMakeCount: search.popular_make_count, modelLimit: search.model_limit });
  const stocked = new Set(input.docs.map((d) => d.location_id));
  const locations: LocationPoint[] = dealer.locations.filter((l) => stocked.has(l.id)).map((l) => ({ id: l.id, lat: l.address.lat, lng: l.address.long }));
  const meili = search.meilisearch;
  return {
    dealerName: config.name,
    indexName: meili ? meili.index : 'cars',
    hitsPerPage: search.hits_per_page,
    panels,
    facets: requestedFacets(panels),
    carTypeToggle: {
      hideAll: search.car_type_toggle.hide_all,
      hideNew: search.car_type_toggle.hide_new,
      hideDemo: search.car_type_toggle.hide_demo,
      newDemoOption: search.car_type_toggle.new_demo,
      carried: carriedCarTypes(config.stock),
    },
    vehicleNoun: search.vehicle_noun,
    stockCount: search.stock_count,
    card: cardOptionsFor(config),
    promos: {
      items: dealer.promos,
      positions: promoPositionsFor(config.listing),
      shuffle: config.listing.promos.shuffle,
    },
    collapseSold: config.listing.sold_handling.collapse_consecutive,
    engine: meili
      ? { kind: 'meilisearch', host: meili.host, index: meili.index, searchKey: meili.search_key, dealerFilter: dealerFilterFor(dealer) }
      : { kind: 'static' },
    extraFacets: extraFacetsFor(requestedFacets(panels)),
    locations,
    builtAt: Date.parse(input.builtAt),
    seed: seedFrom(dealerDate(config, new Date(input.builtAt))),
  };
}

/** Fields a prerendered hit keeps in the island's props: what its card and buttons read. */
const HIT_FIELDS = [
  'slug',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'price',
  'before_price',
  'subscription_price',
  'preorder',
  'price_type',
  'car_type',
  'status',
  'transmission',
  'km',
  'fuel',
  'fuel_detail',
  'simple_fuel',
  'reserved',
  'certified',
  'tag',
  'created_at',
  'sold_at',
  'primary_image_url',
  'has_photos',
  'payment_processors',
  'location_id',
] as const;

function hitForProps(doc: StockDocument): StockDocument {
  const hit: StockDocument = { id: doc.id };
  for (const field of HIT_FIELDS) if (doc[field] !== undefined) hit[field] = doc[field];
  return hit;
}

/** The first page of a listing route, searched at build time over the browser's own documents. */
export function prerenderListing(route: ListingRoute, settings: ListingSettings, docs: readonly ListingDocument[]): ListingInitial {
  const state = normaliseListingState({ refinements: route.base });
  const result = searchDocuments(docs, listingQuery(state, settings));
  return { route, state, result: { ...result, hits: result.hits.map(hitForProps) } };
}
