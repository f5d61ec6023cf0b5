import { normaliseMakeName } from '../inventory/manufacturers.ts';
import type { SearchQueryInput, SearchResult } from '../search/query.ts';
import { FACET_ATTRIBUTES, type FacetAttribute } from '../search/index-settings.ts';
import { identifierKey } from '../search/text-match.ts';
import type { StockDocument } from '../search/stock-document.ts';
import { IDENTIFIER_FIELDS } from './stock-data-format.ts';
import type { ListingState } from './url-state.ts';
import type { LatLng } from '../geo/distance.ts';

export type ListingResult = SearchResult;

/** One listing search as the island asks for it. */
export type ListingRequest = {
  query: SearchQueryInput;
  /** Sort by distance from here (the static engine only). */
  origin: LatLng | null;
};

/** Where listing searches run: the dealer's static stock file in the browser, or Meilisearch. */
export interface ListingEngine {
  readonly kind: 'static' | 'meilisearch';
  search(request: ListingRequest): Promise<ListingResult>;
  /** The result at once when the engine can answer without waiting (its data is loaded), else null. */
  searchNow?(request: ListingRequest): ListingResult | null;
}

const FACETS = new Set<string>(FACET_ATTRIBUTES);

export type ListingQueryOptions = {
  hitsPerPage: number;
  facets: readonly string[];
};

/** 'Mercedes Benz C300' → 'Mercedes-Benz C300': the longest leading words that are a feed make spelling. */
export function displayMakeModel(value: string): string {
  const words = value.split(' ');
  for (let n = words.length - 1; n >= 1; n--) {
    const prefix = words.slice(0, n).join(' ');
    const shown = normaliseMakeName(prefix);
    if (shown !== prefix) return [shown, ...words.slice(n)].join(' ');
  }
  return value;
}

/**
 * The state with make and make-model refinements in display names ('Mercedes Benz' →
 * 'Mercedes-Benz'), as both engines hold them (stored-document.ts): links written with feed
 * spellings then show their makes as selected.
 */
export function withDisplayMakes(state: ListingState): ListingState {
  const refinements = state.refinements;
  if (!refinements?.['make'] && !refinements?.['make_model']) return state;
  const next = { ...refinements };
  if (next['make']) next['make'] = [...new Set(next['make'].map(normaliseMakeName))];
  if (next['make_model']) next['make_model'] = [...new Set(next['make_model'].map(displayMakeModel))];
  return { ...state, refinements: next };
}

/**
 * The search query for a listing state; distance sorting asks the core for relevance order. Make
 * refinements are asked in display names ('Mercedes Benz' → 'Mercedes-Benz'), as indexed.
 */
export function listingQuery(state: ListingState, options: ListingQueryOptions): SearchQueryInput {
  const refinements: Partial<Record<FacetAttribute, string[]>> = {};
  for (const [facet, values] of Object.entries(state.refinements ?? {})) {
    if (!FACETS.has(facet) || values.length === 0) continue;
    let list = [...values];
    if (facet === 'make') list = list.map(normaliseMakeName);
    if (facet === 'make_model') list = list.map(displayMakeModel);
    refinements[facet as FacetAttribute] = list;
  }
  const ranges: NonNullable<SearchQueryInput['ranges']> = {};
  for (const [attribute, range] of Object.entries(state.ranges ?? {})) {
    if (range && (attribute === 'price' || attribute === 'km' || attribute === 'year')) ranges[attribute] = { ...range };
  }
  const sort = state.sort === undefined || state.sort === 'distance' ? 'relevance' : state.sort;
  return {
    query: state.query ?? '',
    refinements,
    ranges,
    sort,
    page: state.page ?? 1,
    hitsPerPage: options.hitsPerPage,
    facets: options.facets.filter((f): f is FacetAttribute => FACETS.has(f)),
    includeUnpriced: state.includeUnpriced === true,
  };
}

/** Whether a query needs the extra stock file: text search, or a facet only that file holds. */
export function needsFullStockFile(query: SearchQueryInput, extraFacets: readonly string[] = ['filtered_features']): boolean {
  if ((query.query ?? '').trim() !== '') return true;
  const uses = (facet: string) => (query.refinements?.[facet as FacetAttribute]?.length ?? 0) > 0 || (query.facets ?? []).includes(facet as FacetAttribute);
  return extraFacets.some(uses);
}

/** The hit whose stock number, VIN or rego is the whole query (ignoring case and punctuation), if any. */
export function exactIdentifierMatch<D extends StockDocument>(query: string, hits: readonly D[]): D | null {
  const key = identifierKey(query);
  if (key === '') return null;
  return (
    hits.find((hit) =>
      IDENTIFIER_FIELDS.some((field) => {
        const value = hit[field];
        return (typeof value === 'string' || typeof value === 'number') && identifierKey(String(value)) === key;
      }),
    ) ?? null
  );
}
