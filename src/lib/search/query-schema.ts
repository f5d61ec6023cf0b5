import { z } from 'zod';
import { DEFAULT_HITS_PER_PAGE, FACET_ATTRIBUTES, MAX_HITS_PER_PAGE, RANGE_ATTRIBUTES } from './index-settings.ts';
import { SORT_OPTIONS, type SearchQuery, type SearchQueryInput } from './query.ts';

/** Validates a search query from outside (requests, tests); the result satisfies `SearchQuery`. */
const RangeSchema = z.strictObject({
  min: z.number().optional(),
  max: z.number().optional(),
});

export const SearchQuerySchema: z.ZodType<SearchQuery, SearchQueryInput> = z.strictObject({
  query: z.string().default(''),
  refinements: z.partialRecord(z.enum(FACET_ATTRIBUTES), z.array(z.string())).default({}),
  ranges: z.partialRecord(z.enum(RANGE_ATTRIBUTES), RangeSchema).default({}),
  sort: z.enum(SORT_OPTIONS).default('relevance'),
  page: z.number().int().min(1).default(1),
  hitsPerPage: z.number().int().min(0).max(MAX_HITS_PER_PAGE).default(DEFAULT_HITS_PER_PAGE),
  facets: z.array(z.enum(FACET_ATTRIBUTES)).default([]),
  includeUnpriced: z.boolean().default(false),
});
