import type { StockDocument } from './stock-document.ts';
import { DEFAULT_HITS_PER_PAGE, FACET_ATTRIBUTES, MAX_HITS_PER_PAGE, RANGE_ATTRIBUTES, type FacetAttribute, type RangeAttribute } from './index-settings.ts';

export const SORT_OPTIONS = ['relevance', 'latest', 'price_desc', 'price_asc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * Meilisearch sort expressions per option; relevance leaves order to the ranking rules. Price
 * sorts put sold cars after available ones (`sold_last`, to-index-document.ts; rule: listing.price-sort).
 */
export const SORT_EXPRESSIONS: Readonly<Record<SortOption, readonly string[]>> = {
  relevance: [],
  latest: ['created_at_ts:desc'],
  price_desc: ['sold_last:asc', 'price:desc'],
  price_asc: ['sold_last:asc', 'price:asc'],
};

/** Inclusive bounds; either may be left open. */
type Range = { min?: number | undefined; max?: number | undefined };

/**
 * One stock search. Refinements OR values within a facet and AND across facets; ranges bound the
 * numeric facets. Facet counts are disjunctive: a facet's counts ignore its own refinement and range.
 * Plain types (no zod) so the browser's search bundle stays small; `query-schema.ts` validates
 * untrusted input on the server and must agree with `normaliseQuery` (tested).
 */
export type SearchQuery = {
  query: string;
  refinements: Partial<Record<FacetAttribute, string[]>>;
  ranges: Partial<Record<RangeAttribute, Range>>;
  sort: SortOption;
  /** 1-based. */
  page: number;
  hitsPerPage: number;
  /** Facets to count; counting none is cheapest. */
  facets: FacetAttribute[];
  /**
   * With a price range, also keep cars without a price above 0 ("Enquire for price"), which a
   * range otherwise leaves out; the shopper's own choice. Sorting by lowest price leaves them out
   * whatever this says (rule: listing.price-sort).
   */
  includeUnpriced: boolean;
};
export type SearchQueryInput = { [K in keyof SearchQuery]?: SearchQuery[K] | undefined };

/** Fills a trusted query's defaults (what SearchQuerySchema.parse does, without validation). */
export function normaliseQuery(input: SearchQueryInput): SearchQuery {
  return {
    query: input.query ?? '',
    refinements: input.refinements ?? {},
    ranges: input.ranges ?? {},
    sort: input.sort ?? 'relevance',
    page: input.page ?? 1,
    hitsPerPage: Math.min(input.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE),
    facets: input.facets ?? [],
    includeUnpriced: input.includeUnpriced ?? false,
  };
}

/**
 * Whether a search leaves out every car without a price above 0, in both engines: sorting by
 * lowest price does, so the list never opens on unpriced cars (rule: listing.price-sort).
 */
export function sortLeavesOutUnpriced(query: SearchQuery): boolean {
  return query.sort === 'price_asc';
}

/**
 * Whether a price range also passes cars without a price above 0: only when the shopper asks
 * (`includeUnpriced`) and the sort does not leave them out. A price range is part of the price
 * facet's clause, so the price facet's own counts and stats, which ignore its range, keep them.
 */
export function rangeKeepsUnpriced(query: SearchQuery): boolean {
  return query.includeUnpriced && !sortLeavesOutUnpriced(query);
}
export type FacetStat = { min: number; max: number };

export type SearchResult = {
  hits: StockDocument[];
  /** Exhaustive up to the index's maxTotalHits. */
  totalHits: number;
  page: number;
  hitsPerPage: number;
  totalPages: number;
  /** For every requested facet: value → number of matching cars. */
  facetDistribution: Partial<Record<FacetAttribute, Record<string, number>>>;
  /** For requested range facets with numeric values among the matching cars. */
  facetStats: Partial<Record<RangeAttribute, FacetStat>>;
};

/** Facets whose refinement or range is active, in the order of FACET_ATTRIBUTES. */
export function refinedFacets(query: SearchQuery): FacetAttribute[] {
  return FACET_ATTRIBUTES.filter((facet) => {
    const values = query.refinements[facet];
    if (values !== undefined && values.length > 0) return true;
    const range = (query.ranges as Partial<Record<string, Range>>)[facet];
    return range !== undefined && (range.min !== undefined || range.max !== undefined);
  });
}

export function isRangeAttribute(facet: string): facet is RangeAttribute {
  return (RANGE_ATTRIBUTES as readonly string[]).includes(facet);
}

export function totalPages(totalHits: number, hitsPerPage: number): number {
  return hitsPerPage > 0 ? Math.ceil(totalHits / hitsPerPage) : 0;
}
