import { Meilisearch, type MultiSearchQuery } from 'meilisearch';
import type { DealerFilter } from '../search/dealer-filter.ts';
import { and, cmp, dealerFilterExpr, isIn, not, type FilterExpr } from '../search/filter-ast.ts';
import { toMeiliFilter } from '../search/filter-to-meili.ts';
import type { StockDocument } from '../search/stock-document.ts';
import { showsPrice } from '../inventory/vocabulary.ts';
import { pickSimilarCars, similarCandidate, similarPriceWindow, type SimilarCandidate } from './similar-cars.ts';

/** The dealer's Meilisearch as the browser reaches it: the search-only key, never the admin key. */
export type MeiliSimilarOptions = {
  host: string;
  index: string;
  searchKey: string;
  dealerFilter: DealerFilter;
  /** Hits per query (vehicle_page.similar_cars_limit; the spec's 10). */
  limit: number;
  /** Unix seconds for the dealer filter's sold-within window; the current time by default. */
  now?: () => number;
};

type SimilarTo = { id: string | number; price?: number | null | undefined; make?: string | null | undefined; model?: string | null | undefined };

/**
 * The similar-cars multi-query (rule: vehicle.similar-cars): one query each for the same make and
 * model, the same make, and any make, every one `{indexUid, facets, attributesToHighlight, limit,
 * filter}` as the specification shows it, filtered to the dealer's stock, in stock, within the price
 * window and not the car itself. Without a price nothing is similar, so nothing is asked.
 */
export function similarCarsQueries(car: SimilarTo, options: Pick<MeiliSimilarOptions, 'index' | 'dealerFilter' | 'limit'>, now: number): MultiSearchQuery[] {
  if (!showsPrice(car.price)) return [];
  const { min, max } = similarPriceWindow(car.price);
  const common: FilterExpr[] = [
    dealerFilterExpr(options.dealerFilter, now),
    isIn('status', ['in_stock']),
    cmp('price', '>=', min),
    cmp('price', '<=', max),
    not(isIn('id', [String(car.id)])),
  ];
  const make = car.make ? [isIn('make', [car.make])] : null;
  const model = make && car.model ? [...make, isIn('model', [car.model])] : null;
  return [model, make, []]
    .filter((narrowing): narrowing is FilterExpr[] => narrowing !== null)
    .map((narrowing) => ({
      indexUid: options.index,
      facets: [],
      attributesToHighlight: [],
      limit: options.limit,
      filter: toMeiliFilter(and(...common, ...narrowing)) ?? '',
    }));
}

/**
 * Up to six similar cars from the dealer's Meilisearch: the multi-query through the meilisearch
 * client, the answer read from results[].hits, then ranked as the embedded index ranks its own
 * (same make and model, same make, the rest; then the closest price).
 */
export async function meiliSimilarCars(car: SimilarTo, options: MeiliSimilarOptions): Promise<StockDocument[]> {
  const queries = similarCarsQueries(car, options, options.now?.() ?? Math.floor(Date.now() / 1000));
  if (queries.length === 0) return [];
  const client = new Meilisearch({ host: options.host, apiKey: options.searchKey });
  const { results } = await client.multiSearch<{ queries: MultiSearchQuery[] }, StockDocument>({ queries });
  const hits = new Map<string, StockDocument & SimilarCandidate>();
  for (const result of results) for (const hit of result.hits) if (!hits.has(String(hit.id))) hits.set(String(hit.id), similarCandidate(hit));
  return pickSimilarCars(car, [...hits.values()], options.limit);
}
