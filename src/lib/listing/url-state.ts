import { FACET_ATTRIBUTES } from '../search/index-settings.ts';
import type { RangeValue } from './slider.ts';

/** 'distance' orders by distance from `postcode` (multi-location dealers). */
export type ListingSort = 'relevance' | 'latest' | 'price_desc' | 'price_asc' | 'distance';
export type RangeFacet = 'price' | 'km' | 'year';
const RANGE_FACETS: readonly RangeFacet[] = ['price', 'km', 'year'];

/** The listing's search state, in the shape of the search query (src/lib/search/query.ts). */
export interface ListingState {
  query?: string;
  refinements?: Record<string, string[]>;
  ranges?: Partial<Record<RangeFacet, RangeValue>>;
  sort?: ListingSort;
  /** 1-based; absent means 1. */
  page?: number;
  hitsPerPage?: number;
  /** The shopper's postcode for sorting by distance. */
  postcode?: string;
  /**
   * With a price range, keep cars without a price ("Enquire for price") too; a price range leaves
   * them out otherwise (rule: listing.price-sort). URL parameter `unpriced=include`; kept only while
   * a price range is set.
   */
  includeUnpriced?: boolean;
}

/** The URL parameter and value of `includeUnpriced`. */
const UNPRICED_PARAM = 'unpriced';
const UNPRICED_INCLUDED = 'include';

/** Facet attributes that may be refined from the URL (rule: listing.facets). */
const URL_FACETS: readonly string[] = FACET_ATTRIBUTES;

export interface UrlStateOptions {
  /** Search index name used in sortBy values, e.g. 'Car_production'. */
  indexName: string;
  /** Facets accepted in refinementList parameters; others are ignored. */
  facets?: readonly string[];
}

const SORT_SUFFIX: Readonly<Record<Exclude<ListingSort, 'relevance'>, string>> = {
  latest: 'created_at:desc',
  price_desc: 'price:desc',
  price_asc: 'price:asc',
  distance: 'distance:asc',
};

/** sortBy value for a sort; relevance is the plain index name. */
export function sortByValue(sort: ListingSort, indexName: string): string {
  return sort === 'relevance' ? indexName : `${indexName}:${SORT_SUFFIX[sort]}`;
}

/** The sort a sortBy value names, whatever its index prefix, so links from older indexes still work. */
export function parseSortBy(value: string): ListingSort | undefined {
  const parts = value.split(':');
  if (parts.length === 1) return 'relevance';
  const suffix = parts
    .slice(-2)
    .join(':')
    .replace(/^created_at_ts:/, 'created_at:');
  return (Object.keys(SORT_SUFFIX) as Array<keyof typeof SORT_SUFFIX>).find((s) => SORT_SUFFIX[s] === suffix);
}

function parseBound(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** 'min:max', 'min:' or ':max'. */
export function parseRangeParam(value: string): RangeValue | undefined {
  const [minText, maxText, extra] = value.split(':');
  if (extra !== undefined) return undefined;
  const range: RangeValue = {};
  const min = parseBound(minText);
  const max = parseBound(maxText);
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return min === undefined && max === undefined ? undefined : range;
}

const POSTCODE = /^\d{4}$/;
const REFINEMENT_KEY = /^refinementList\[([^\]]+)\](?:\[(\d*)\])?$/;
const RANGE_KEY = /^range\[([^\]]+)\]$/;

/** Listing state from InstantSearch-style URL parameters (brackets raw or percent-encoded). */
export function parseListingUrl(params: URLSearchParams | string, options: UrlStateOptions): ListingState {
  const search = typeof params === 'string' ? new URLSearchParams(params.replace(/^\?/, '')) : params;
  const facets = options.facets ?? URL_FACETS;
  const state: ListingState = {};
  const indexed: Record<string, Array<{ index: number; value: string }>> = {};
  let order = 0;

  for (const [key, value] of search) {
    if (key === 'query') {
      if (value.trim() !== '') state.query = value;
      continue;
    }
    if (key === 'page') {
      const page = Number(value);
      if (Number.isInteger(page) && page > 1) state.page = page;
      continue;
    }
    if (key === 'postcode') {
      if (POSTCODE.test(value)) state.postcode = value;
      continue;
    }
    if (key === UNPRICED_PARAM) {
      if (value === UNPRICED_INCLUDED) state.includeUnpriced = true;
      continue;
    }
    if (key === 'sortBy') {
      const sort = parseSortBy(value);
      if (sort !== undefined && sort !== 'relevance') state.sort = sort;
      continue;
    }
    const refinement = REFINEMENT_KEY.exec(key);
    if (refinement?.[1] !== undefined && facets.includes(refinement[1]) && value !== '') {
      const index = refinement[2] ? Number(refinement[2]) : 1e9 + order++;
      (indexed[refinement[1]] ??= []).push({ index, value });
      continue;
    }
    const range = RANGE_KEY.exec(key);
    const attribute = range?.[1] as RangeFacet | undefined;
    if (attribute !== undefined && RANGE_FACETS.includes(attribute)) {
      const parsed = parseRangeParam(value);
      if (parsed) (state.ranges ??= {})[attribute] = parsed;
    }
  }

  for (const [facet, entries] of Object.entries(indexed)) {
    const values = [...new Set(entries.sort((a, b) => a.index - b.index).map((e) => e.value))];
    (state.refinements ??= {})[facet] = values;
  }
  return state;
}

/** The state without empty parts: blank query, empty refinements, open ranges, page 1. */
export function normaliseListingState(state: ListingState): ListingState {
  const result: ListingState = {};
  if (state.query !== undefined && state.query.trim() !== '') result.query = state.query;
  for (const [facet, values] of Object.entries(state.refinements ?? {})) {
    const unique = [...new Set(values.filter((v) => v !== ''))];
    if (unique.length > 0) (result.refinements ??= {})[facet] = unique;
  }
  for (const attribute of RANGE_FACETS) {
    const range = state.ranges?.[attribute];
    if (range === undefined) continue;
    const clean: RangeValue = {};
    if (typeof range.min === 'number' && Number.isFinite(range.min)) clean.min = range.min;
    if (typeof range.max === 'number' && Number.isFinite(range.max)) clean.max = range.max;
    if (clean.min !== undefined || clean.max !== undefined) (result.ranges ??= {})[attribute] = clean;
  }
  if (state.sort !== undefined && state.sort !== 'relevance') result.sort = state.sort;
  if (state.page !== undefined && Number.isInteger(state.page) && state.page > 1) result.page = state.page;
  if (state.hitsPerPage !== undefined) result.hitsPerPage = state.hitsPerPage;
  if (state.postcode !== undefined && POSTCODE.test(state.postcode)) result.postcode = state.postcode;
  if (state.includeUnpriced === true && result.ranges?.price !== undefined) result.includeUnpriced = true;
  return result;
}

/**
 * URL query string (without '?') for the state: query, refinementList[facet][i], range[attr],
 * unpriced=include, sortBy (left out for relevance), page (only when not 1). hitsPerPage is not
 * part of the URL.
 */
export function serialiseListingState(state: ListingState, options: UrlStateOptions): string {
  const s = normaliseListingState(state);
  const pairs: Array<[string, string]> = [];
  if (s.query !== undefined) pairs.push(['query', s.query]);
  for (const [facet, values] of Object.entries(s.refinements ?? {})) {
    values.forEach((value, i) => pairs.push([`refinementList[${facet}][${i}]`, value]));
  }
  for (const attribute of RANGE_FACETS) {
    const range = s.ranges?.[attribute];
    if (range) pairs.push([`range[${attribute}]`, `${range.min ?? ''}:${range.max ?? ''}`]);
  }
  if (s.includeUnpriced) pairs.push([UNPRICED_PARAM, UNPRICED_INCLUDED]);
  if (s.sort !== undefined) pairs.push(['sortBy', sortByValue(s.sort, options.indexName)]);
  if (s.postcode !== undefined) pairs.push(['postcode', s.postcode]);
  if (s.page !== undefined) pairs.push(['page', String(s.page)]);
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

/** A link to a listing path carrying the state. */
export function listingHref(path: string, state: ListingState, options: UrlStateOptions): string {
  const query = serialiseListingState(state, options);
  return query ? `${path}?${query}` : path;
}

export type FilterChange =
  | { type: 'query'; query: string }
  | { type: 'refinement'; facet: string; values: readonly string[] }
  | { type: 'toggleRefinement'; facet: string; value: string }
  | { type: 'range'; attribute: RangeFacet; range: RangeValue | null }
  | { type: 'sort'; sort: ListingSort }
  /** A postcode to sort by distance from; an empty one clears it. */
  | { type: 'postcode'; postcode: string }
  /** Whether a price range keeps cars without a price. */
  | { type: 'includeUnpriced'; include: boolean }
  /** 'Clear Filters': every refinement and range; the text query stays. */
  | { type: 'clearRefinements' };

/** The state after a filter change; every change clears the page. */
export function applyFilterChange(state: ListingState, change: FilterChange): ListingState {
  const next: ListingState = { ...state, refinements: { ...state.refinements }, ranges: { ...state.ranges } };
  delete next.page;
  switch (change.type) {
    case 'query':
      next.query = change.query;
      break;
    case 'refinement':
      (next.refinements ??= {})[change.facet] = [...change.values];
      break;
    case 'toggleRefinement': {
      const current = state.refinements?.[change.facet] ?? [];
      (next.refinements ??= {})[change.facet] = current.includes(change.value) ? current.filter((v) => v !== change.value) : [...current, change.value];
      break;
    }
    case 'range':
      if (change.range === null) delete next.ranges?.[change.attribute];
      else (next.ranges ??= {})[change.attribute] = { ...change.range };
      break;
    case 'sort':
      next.sort = change.sort;
      break;
    case 'postcode':
      if (change.postcode === '') delete next.postcode;
      else next.postcode = change.postcode;
      break;
    case 'includeUnpriced':
      if (change.include) next.includeUnpriced = true;
      else delete next.includeUnpriced;
      break;
    case 'clearRefinements':
      delete next.refinements;
      delete next.ranges;
      delete next.includeUnpriced;
      break;
  }
  return normaliseListingState(next);
}

/** The state on another page (page 1 is left out). */
export function setListingPage(state: ListingState, page: number): ListingState {
  return normaliseListingState({ ...state, page });
}
