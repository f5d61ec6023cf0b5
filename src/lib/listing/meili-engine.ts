import type { MultiSearchResult } from 'meilisearch';
import type { DealerFilter } from '../search/dealer-filter.ts';
import { mapMeiliResults, planMeiliSearch } from '../search/meili-query.ts';
import { normaliseQuery } from '../search/query.ts';
import type { StockDocument } from '../search/stock-document.ts';
import type { ListingEngine, ListingResult } from './listing-search.ts';

export type MeiliEngineOptions = {
  host: string;
  index: string;
  /** A search-only key or tenant token; never the admin key. */
  searchKey: string;
  dealerFilter: DealerFilter;
  fetch?: typeof fetch;
  /** Unix seconds for the sold-within window; the current time by default. */
  now?: () => number;
};

/** Searches answered from memory; the oldest is dropped at the limit (rule: listing.search-cache). */
export const MEILI_CACHE_LIMIT = 10;

/**
 * Queries Meilisearch from the browser with the search-only key: the same multi-search the
 * server adapter sends (planMeiliSearch: one query for hits and plain facets, one per refined
 * facet for its disjunctive counts), POSTed to /multi-search.
 */
export function meiliEngine(options: MeiliEngineOptions): ListingEngine {
  const cache = new Map<string, ListingResult>();
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const host = options.host.replace(/\/+$/, '');
  return {
    kind: 'meilisearch',
    async search(request) {
      const query = normaliseQuery(request.query);
      const key = JSON.stringify(query);
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const now = options.now?.() ?? Math.floor(Date.now() / 1000);
      const plan = planMeiliSearch(options.index, query, options.dealerFilter, now);
      const response = await send(`${host}/multi-search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.searchKey}` },
        body: JSON.stringify({ queries: plan.queries }),
      });
      if (!response.ok) throw new Error(`Search failed: ${response.status} ${response.statusText}`.trim());
      const body = (await response.json()) as { results?: MultiSearchResult<StockDocument>[] };
      const result = mapMeiliResults(query, plan, body.results ?? []);
      if (cache.size >= MEILI_CACHE_LIMIT) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(key, result);
      return result;
    },
  };
}
