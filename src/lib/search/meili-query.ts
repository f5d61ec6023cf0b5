import type { MultiSearchQuery, MultiSearchResult } from 'meilisearch';
import type { DealerFilter } from './dealer-filter.ts';
import { searchClauses } from './filter-ast.ts';
import { toMeiliFilterList } from './filter-to-meili.ts';
import { isRangeAttribute, refinedFacets, SORT_EXPRESSIONS, totalPages, type SearchQuery, type SearchResult } from './query.ts';
import type { FacetAttribute } from './index-settings.ts';
import type { StockDocument } from './stock-document.ts';

/**
 * A search as one Meilisearch multi-search: the first query fetches the page of hits and counts
 * the unrefined facets; each refined facet that is requested gets one more query, without its own
 * refinement, for its disjunctive counts (as InstantSearch does).
 */
export type MeiliSearchPlan = {
  queries: MultiSearchQuery[];
  /** The facet counted by queries[i + 1]. */
  disjunctiveFacets: FacetAttribute[];
};

export function planMeiliSearch(indexUid: string, query: SearchQuery, dealerFilter: DealerFilter | undefined, now: number): MeiliSearchPlan {
  const requested = [...new Set(query.facets)];
  const refined = new Set(refinedFacets(query));
  const disjunctiveFacets = requested.filter((facet) => refined.has(facet));
  const plainFacets = requested.filter((facet) => !refined.has(facet));

  const base = (withoutFacet?: FacetAttribute): MultiSearchQuery => {
    const filter = toMeiliFilterList(searchClauses(query, dealerFilter, now, withoutFacet));
    return { indexUid, q: query.query, ...(filter.length > 0 ? { filter } : {}) };
  };
  const sort = SORT_EXPRESSIONS[query.sort];
  const main: MultiSearchQuery = {
    ...base(),
    ...(plainFacets.length > 0 ? { facets: plainFacets } : {}),
    ...(sort.length > 0 ? { sort: [...sort] } : {}),
    hitsPerPage: query.hitsPerPage,
    page: query.page,
  };
  const facetQueries = disjunctiveFacets.map((facet): MultiSearchQuery => ({ ...base(facet), facets: [facet], limit: 0 }));
  return { queries: [main, ...facetQueries], disjunctiveFacets };
}

const SEARCH_METADATA = new Set(['_formatted', '_matchesPosition', '_rankingScore', '_rankingScoreDetails', '_federation']);

function withoutSearchMetadata(hit: Record<string, unknown>): StockDocument {
  const doc: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(hit)) if (!SEARCH_METADATA.has(key)) doc[key] = value;
  return { ...doc, id: String(hit['id']) };
}

/** Folds the multi-search answers back into one search result. */
export function mapMeiliResults(query: SearchQuery, plan: MeiliSearchPlan, results: readonly MultiSearchResult<StockDocument>[]): SearchResult {
  const [main, ...perFacet] = results;
  if (!main || perFacet.length !== plan.disjunctiveFacets.length) {
    throw new Error(`Meilisearch answered ${results.length} results to ${plan.queries.length} queries`);
  }
  const facetDistribution: SearchResult['facetDistribution'] = {};
  const facetStats: SearchResult['facetStats'] = {};
  for (const facet of new Set(query.facets)) {
    const position = plan.disjunctiveFacets.indexOf(facet);
    const source = position === -1 ? main : perFacet[position];
    facetDistribution[facet] = { ...(source?.facetDistribution?.[facet] ?? {}) };
    const stat = source?.facetStats?.[facet];
    if (isRangeAttribute(facet) && stat) facetStats[facet] = { min: stat.min, max: stat.max };
  }
  const totalHits = main.totalHits ?? main.estimatedTotalHits ?? main.hits.length;
  return {
    hits: main.hits.map(withoutSearchMetadata),
    totalHits,
    page: main.page ?? query.page,
    hitsPerPage: main.hitsPerPage ?? query.hitsPerPage,
    totalPages: main.totalPages ?? totalPages(totalHits, query.hitsPerPage),
    facetDistribution,
    facetStats,
  };
}
