import type { StockCar } from '../inventory/parse-stock.ts';
import { PreparedDocuments } from '../search/prepared-documents.ts';
import { resultTest } from '../search/search-documents.ts';
import { isSold, numericValues, type StockDocument } from '../search/stock-document.ts';
import type { IndexedSearch, SavedSearchIndex } from './saved-search-index.ts';

/** A parsed car as the listing's matcher reads it: its fields with the derived facets (make's display name, make_model, bands). */
export function carDocument(car: StockCar): StockDocument {
  const { facets, ...fields } = car;
  return { ...fields, ...facets } as StockDocument;
}

/** One car of a stock change: before is null for a car added, after is null for a car removed. */
export type ChangedCar = { id: string; before: StockDocument | null; after: StockDocument | null };

/**
 * What a shopper is told of a car: it is new to a saved search (or `count` cars are, told as one
 * line with the search's listing), or a watched car dropped in price, was reserved, sold or taken off sale,
 * or a car similar to a watched one arrived (`watchedId`: the watched car it is like).
 */
export type AlertEvent =
  | { kind: 'new' }
  | { kind: 'several'; count: number }
  | { kind: 'price'; from: number; to: number }
  | { kind: 'reserved' }
  | { kind: 'sold' }
  | { kind: 'removed' }
  | { kind: 'similar'; watchedId: string };

/** Saved searches of one URL state and the changed cars new to them (each search is told of each car). */
export type SearchMatch<T> = { searches: readonly T[]; cars: StockDocument[] };

const priceOf = (doc: StockDocument): number | null => {
  const price = numericValues(doc['price'])[0];
  return price !== undefined && price > 0 ? price : null;
};

/**
 * The changed cars new to each URL state of saved searches: a car added, or changed into a
 * search's results (it matches now and did not before: a price drop into its band). Sold cars are
 * news to no one. Only the index's candidates for each car are tested, each with the listing's own
 * test (`resultTest`: refinements, ranges, every word of the text), once per URL state however
 * many shoppers saved it: the (search, car) pairs are never listed one by one (a broad change
 * against many searches makes hundreds of thousands), only (URL state, car).
 */
export function savedSearchMatches<T>(index: SavedSearchIndex<T>, cars: readonly ChangedCar[]): SearchMatch<T>[] {
  const live = cars.filter((car): car is ChangedCar & { after: StockDocument } => car.after !== null && !isSold(car.after));
  if (live.length === 0 || index.size === 0) return [];
  // By URL state: the positions of the cars new to it.
  const found = new Map<IndexedSearch<T>, number[]>();
  const tell = (entry: IndexedSearch<T>, i: number) => {
    const list = found.get(entry);
    if (list) list.push(i);
    else found.set(entry, [i]);
  };
  // URL states the index's keys do not decide, with the cars to test them on.
  const untested = new Map<IndexedSearch<T>, number[]>();
  live.forEach((car, i) => {
    for (const entry of index.candidates(car.after)) {
      if (entry.exact) {
        // Its refinements and ranges are all it asks: tested here, as the listing would, on the car now and before.
        if (index.matches(entry, car.after) && (car.before === null || !index.matches(entry, car.before))) tell(entry, i);
        continue;
      }
      const list = untested.get(entry);
      if (list) list.push(i);
      else untested.set(entry, [i]);
    }
  });
  if (untested.size > 0) {
    const now = new PreparedDocuments(live.map((car) => car.after));
    const before = new PreparedDocuments(live.map((car) => car.before ?? { id: car.id }));
    for (const [entry, positions] of untested) {
      const matchesNow = resultTest(now, entry.query);
      let matchedBefore: ((i: number) => boolean) | null = null;
      for (const i of positions) {
        if (!matchesNow(i)) continue;
        if (live[i]!.before !== null) {
          matchedBefore ??= resultTest(before, entry.query);
          if (matchedBefore(i)) continue;
        }
        tell(entry, i);
      }
    }
  }
  return [...found].map(([entry, positions]) => ({ searches: entry.searches, cars: positions.map((i) => live[i]!.after) }));
}

/** What a watcher of the car is told of its change, or null: taken off sale, sold, reserved, or a lower price. */
export function watchlistEvent(car: ChangedCar): AlertEvent | null {
  const { before, after } = car;
  if (before === null || isSold(before)) return null;
  if (after === null) return { kind: 'removed' };
  if (isSold(after)) return { kind: 'sold' };
  if (after['reserved'] === true && before['reserved'] !== true) return { kind: 'reserved' };
  const from = priceOf(before);
  const to = priceOf(after);
  if (from !== null && to !== null && to < from) return { kind: 'price', from, to };
  return null;
}

/** The dedupe key of an event: a search hears of a car once; a watcher hears of each new price once, and of a similar car once. */
export function eventKey(event: AlertEvent): string {
  if (event.kind === 'several') return 'new';
  if (event.kind === 'similar') return 'similar';
  return event.kind === 'price' ? `price:${event.to}` : event.kind;
}
