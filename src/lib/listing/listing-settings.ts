import type { PromoCard } from '../content/promo-schema.ts';
import type { DealerFilter } from '../search/dealer-filter.ts';
import type { CardOptions } from './card-view.ts';
import type { CarTypeToggleSettings } from './car-type-toggle.ts';
import type { LocationPoint } from './distance-sort.ts';
import type { FacetPanel } from './facet-panels.ts';
import type { ListingRoute } from './listing-routes.ts';
import type { VehicleNoun } from './vehicle-words.ts';
import type { ListingResult } from './listing-search.ts';
import type { PromoPositionSetting } from './promo-placement.ts';
import type { ListingState } from './url-state.ts';

type EngineSettings = { kind: 'static' } | { kind: 'meilisearch'; host: string; index: string; searchKey: string; dealerFilter: DealerFilter };

/** Everything the listing island needs from the dealer's configuration; plain data (island props). */
export type ListingSettings = {
  dealerName: string;
  /** Index name in sortBy values, e.g. cars:price:desc. */
  indexName: string;
  hitsPerPage: number;
  panels: FacetPanel[];
  /** Facets every search counts. */
  facets: string[];
  carTypeToggle: CarTypeToggleSettings;
  /** What the site calls its stock (search.vehicle_noun). */
  vehicleNoun: VehicleNoun;
  stockCount: number | null;
  card: CardOptions;
  promos: { items: PromoCard[]; positions: PromoPositionSetting; shuffle: boolean };
  collapseSold: boolean;
  engine: EngineSettings;
  /** Facets only the extra stock file holds. */
  extraFacets: string[];
  /** Locations with stock and coordinates; distance sorting is offered when there are several. */
  locations: LocationPoint[];
  /**
   * The time (ms) the prerendered page's tags and promos are worked out for: the build's, or on a
   * landing page the newest change it shows (listing-pages.server.ts), which shows the same. The
   * island switches to the browser's clock once mounted.
   */
  builtAt: number;
  /** Seeds promo shuffling and random positions so the page and the island agree; changes daily. */
  seed: number;
};

/** A listing page's first render: its route, state and the result the build computed. */
export type ListingInitial = {
  route: ListingRoute;
  state: ListingState;
  result: ListingResult;
};

/** Whether the listing offers sorting by distance from a postcode. */
export function offersDistanceSort(settings: Pick<ListingSettings, 'engine' | 'locations'>): boolean {
  return settings.engine.kind === 'static' && settings.locations.length > 1;
}
