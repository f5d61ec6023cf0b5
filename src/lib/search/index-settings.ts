import type { Settings } from 'meilisearch';
import { synonymsOf, type StockVocabulary } from './stock-vocabulary.ts';

/** Facet attributes, in the order they are listed (rule: listing.facets). */
export const FACET_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'dealership_slug',
  'simple_body',
] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/** Numeric facets that take a min/max range and report facet stats. */
export const RANGE_ATTRIBUTES = ['price', 'km', 'year'] as const satisfies readonly FacetAttribute[];
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

/** Fields the dealer filter and builds filter on besides the facets. */
const EXTRA_FILTERABLE_ATTRIBUTES = ['id', 'stocknum', 'dealership_id', 'location_id', 'show_on_dealer_website', 'sold_at_ts', 'created_at_ts'] as const;

const FILTERABLE_ATTRIBUTES: readonly string[] = [...FACET_ATTRIBUTES, ...EXTRA_FILTERABLE_ATTRIBUTES];

const SORTABLE_ATTRIBUTES = ['price', 'km', 'year', 'created_at_ts', 'sold_last'] as const;

/**
 * Searchable attributes in ranking order: identifiers first, so a stock number, VIN or rego wins;
 * then make and model, so the model a query names outranks a car that shares a word elsewhere.
 * Fuel, transmission and body are the derived facet values both engines hold (the browser's stock
 * file has no `simple_transmission`), so "automatic diesel" finds cars in the browser too.
 */
export const SEARCHABLE_ATTRIBUTES = [
  'stocknum',
  'vin',
  'regplate',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'car_type',
  'fuel',
  'transmission',
  'body',
  'colour',
  'drive',
  'tag',
  'categories',
  'location_name',
  'city',
] as const;

/** Fields whose exact (case and punctuation-insensitive) match with the whole query ranks first. */
export const IDENTIFIER_ATTRIBUTES = ['stocknum', 'vin', 'regplate'] as const;

/** Text-score boosts for the embedded engine, mirroring the attribute ranking order above. */
export const SEARCH_BOOSTS: Readonly<Record<string, number>> = {
  stocknum: 6,
  vin: 6,
  regplate: 6,
  make: 3,
  model: 3,
  badge: 1.5,
  series: 1.5,
};

/** Meilisearch's default word sizes for one and two typos; the embedded engine uses the same. */
export const MIN_WORD_SIZE_FOR_TYPOS = { oneTypo: 5, twoTypos: 9 } as const;

/**
 * Result cards per page when a query gives no size; also the dealer config's `search.hits_per_page`
 * default, which lives here so browser islands get it without zod.
 */
export const DEFAULT_HITS_PER_PAGE = 21;
export const MAX_HITS_PER_PAGE = 1000;
export const MAX_VALUES_PER_FACET = 500;
export const MAX_TOTAL_HITS = 10_000;

/**
 * `sort` leads so an explicit sort (latest, price) is strict; the trailing custom rule makes
 * "most relevant" break ties, and order a query-less listing, by newest first.
 */
const RANKING_RULES = ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'created_at_ts:desc'] as const;

/**
 * Characters that split words, stated rather than left to Meilisearch's defaults: the synonyms
 * (stock-vocabulary.ts) rely on "CX-5" being indexed as the two words "cx 5".
 */
const SEPARATOR_TOKENS = ['-', '/', '.', '_'] as const;

export const INDEX_SETTINGS = {
  filterableAttributes: [...FILTERABLE_ATTRIBUTES],
  sortableAttributes: [...SORTABLE_ATTRIBUTES],
  searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
  rankingRules: [...RANKING_RULES],
  typoTolerance: { enabled: true, minWordSizeForTypos: { ...MIN_WORD_SIZE_FOR_TYPOS } },
  faceting: { maxValuesPerFacet: MAX_VALUES_PER_FACET, sortFacetValuesBy: { '*': 'count' } },
  pagination: { maxTotalHits: MAX_TOTAL_HITS },
  separatorTokens: [...SEPARATOR_TOKENS],
} satisfies Settings;

/**
 * The index settings for a stock: INDEX_SETTINGS with synonyms derived from the stock's own makes
 * and models ("cx5" ↔ "cx 5", "mazda3" ↔ "mazda 3") and the fuel, transmission and make words
 * people type (stock-vocabulary.ts), so Meilisearch reads queries as the embedded matcher does.
 */
export function indexSettings(vocabulary: StockVocabulary): Settings & typeof INDEX_SETTINGS & { synonyms: Record<string, string[]> } {
  return { ...INDEX_SETTINGS, synonyms: synonymsOf(vocabulary) };
}
