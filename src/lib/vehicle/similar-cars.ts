import { showsPrice } from '../inventory/vocabulary.ts';
import type { StockDocument } from '../search/stock-document.ts';

/** A car offered as similar, as the browser's stock data carries it. */
export interface SimilarCandidate {
  id: string | number;
  slug: string;
  status: string;
  price?: number | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  year?: number | null | undefined;
  [key: string]: unknown;
}

export const SIMILAR_CARS_SHOWN = 6;
/** Hits each similar-cars query returns (spec part 1: 'limit is 10'); vehicle_page.similar_cars_limit. */
const SIMILAR_SEARCH_LIMIT = 10;
/** Prices under this use the narrow window. */
const SIMILAR_PRICE_SPLIT = 50_000;
const SIMILAR_WINDOW_NARROW = 10_000;
const SIMILAR_WINDOW_WIDE = 25_000;

/** ±$10,000 when the price is under $50,000, otherwise ±$25,000. */
export function similarPriceWindow(price: number): { min: number; max: number } {
  const spread = price < SIMILAR_PRICE_SPLIT ? SIMILAR_WINDOW_NARROW : SIMILAR_WINDOW_WIDE;
  return { min: price - spread, max: price + spread };
}

/**
 * Up to six in-stock cars priced within the window around the car's price, as the spec's
 * multi-query finds them: one query each for the same make and model, the same make, and any
 * make, each returning its first `searchLimit` hits in stock order (newest first); of those, same
 * make and model before same make before the rest, then the closest in price. A larger limit
 * looks further back through the stock for closer prices. Without a price there is no window and
 * nothing is similar.
 */
export function pickSimilarCars<T extends SimilarCandidate>(
  car: { id: string | number; price?: number | null | undefined; make?: string | null | undefined; model?: string | null | undefined },
  candidates: readonly T[],
  searchLimit = SIMILAR_SEARCH_LIMIT,
): T[] {
  if (!showsPrice(car.price)) return [];
  const price = car.price;
  const { min, max } = similarPriceWindow(price);
  const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
  const rank = (c: T) => (same(c.make, car.make) ? (same(c.model, car.model) ? 0 : 1) : 2);
  const inWindow = candidates
    .filter((c) => String(c.id) !== String(car.id) && c.status === 'in_stock' && typeof c.price === 'number' && c.price >= min && c.price <= max)
    .map((c) => ({ c, rank: rank(c), distance: Math.abs((c.price as number) - price) }));
  const found = new Set<(typeof inWindow)[number]>();
  for (const widest of [0, 1, 2]) {
    const hits = inWindow.filter((hit) => hit.rank <= widest).slice(0, searchLimit);
    for (const hit of hits) found.add(hit);
  }
  return [...found]
    .sort((a, b) => a.rank - b.rank || a.distance - b.distance || String(a.c.id).localeCompare(String(b.c.id)))
    .slice(0, SIMILAR_CARS_SHOWN)
    .map(({ c }) => c);
}

/** A stock document as the ranking reads it (a Meilisearch hit, or a car of a stock change); the rest of its fields stay for its card or message. */
export function similarCandidate(doc: StockDocument): StockDocument & SimilarCandidate {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    ...doc,
    id: String(doc.id),
    slug: text(doc['slug']) ?? String(doc.id),
    status: text(doc['status']) ?? '',
    price: typeof doc['price'] === 'number' ? doc['price'] : null,
    make: text(doc['make']),
    model: text(doc['model']),
  };
}
