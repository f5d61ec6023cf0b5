import { z } from 'zod';
import type { StockDocument } from './stock-document.ts';
import {
  DEFAULT_HITS_PER_PAGE,
  FACET_ATTRIBUTES,
  MAX_HITS_PER_PAGE,
  RANGE_ATTRIBUTES,
  type FacetAttribute,
  type RangeAttribute,
} from './settings.ts';

export const SORT_OPTIONS = ['relevance', 'latest', 'price_desc', 'price_asc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Meilisearch sort expressions per option; relevance leaves order to the ranking rules. */
export const SORT_EXPRESSIONS: Readonly<Record<SortOption, readonly string[]>> = {
  relevance: [],
  latest: ['created_at_ts:desc'],
  price_desc: ['price:desc'],
  price_asc: ['price:asc'],
};

/** Inclusive bounds; either may be left open. */
export const RangeSchema = z.strictObject({
  min: z.number().optional(),
  max: z.number().optional(),
});
export type Range = z.infer<typeof RangeSchema>;

/**
 * One stock search. Refinements OR values within a facet and AND across facets; ranges bound the
 * numeric facets. Facet counts are disjunctive: a facet's counts ignore its own refinement and range.
 * `price_asc` also leaves out cars without a price above 0 (spec part 1 §7).
 */
export const SearchQuerySchema = z.strictObject({
  query: z.string().default(''),
  refinements: z.partialRecord(z.enum(FACET_ATTRIBUTES), z.array(z.string())).default({}),
  ranges: z.partialRecord(z.enum(RANGE_ATTRIBUTES), RangeSchema).default({}),
  sort: z.enum(SORT_OPTIONS).default('relevance'),
  /** 1-based. */
  page: z.number().int().min(1).default(1),
  hitsPerPage: z.number().int().min(0).max(MAX_HITS_PER_PAGE).default(DEFAULT_HITS_PER_PAGE),
  /** Facets to count; counting none is cheapest. */
  facets: z.array(z.enum(FACET_ATTRIBUTES)).default([]),
});
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;
export type SearchQuery = z.output<typeof SearchQuerySchema>;

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
