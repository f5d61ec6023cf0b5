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

/** What a shopper is told of a car: it is new to a saved search, or a watched car dropped in price, was reserved, sold or taken off sale. */
export type AlertEvent = { kind: 'new' } | { kind: 'price'; from: number; to: number } | { kind: 'reserved' } | { kind: 'sold' } | { kind: 'removed' };

/** A changed car and the saved searches it is new to. */
export type SearchMatch<T> = { car: StockDocument; searches: T[] };

const priceOf = (doc: StockDocument): number | null => {
  const price = numericValues(doc['price'])[0];
  return price !== undefined && price > 0 ? price : null;
};

/**
 * The saved searches each changed car is new to: a car added, or changed into a search's results
 * (it matches now and did not before: a price drop into its band). Sold cars are news to no one.
 * Only the index's candidates for each car are tested, each with the listing's own test
 * (`resultTest`: refinements, ranges, every word of the text).
 */
export function savedSearchMatches<T>(index: SavedSearchIndex<T>, cars: readonly ChangedCar[]): SearchMatch<T>[] {
  const live = cars.filter((car): car is ChangedCar & { after: StockDocument } => car.after !== null && !isSold(car.after));
  if (live.length === 0 || index.size === 0) return [];
  // By car: each search a reference pushed, no object per pair (a broad change makes millions of pairs).
  const matches: SearchMatch<T>[] = live.map((car) => ({ car: car.after, searches: [] }));
  // Searches the index's keys do not decide, with the cars to test them on.
  const bySearch = new Map<IndexedSearch<T>, number[]>();
  live.forEach((car, i) => {
    const found = matches[i]!.searches;
    for (const entry of index.candidates(car.after)) {
      if (entry.exact) {
        // Its refinements and ranges are all it asks: tested here, as the listing would, on the car now and before.
        if (index.matches(entry, car.after) && (car.before === null || !index.matches(entry, car.before))) found.push(entry.search);
        continue;
      }
      const list = bySearch.get(entry);
      if (list) list.push(i);
      else bySearch.set(entry, [i]);
    }
  });
  if (bySearch.size > 0) {
    const now = new PreparedDocuments(live.map((car) => car.after));
    const before = new PreparedDocuments(live.map((car) => car.before ?? { id: car.id }));
    for (const [entry, positions] of bySearch) {
      const matchesNow = resultTest(now, entry.query);
      let matchedBefore: ((i: number) => boolean) | null = null;
      for (const i of positions) {
        if (!matchesNow(i)) continue;
        if (live[i]!.before !== null) {
          matchedBefore ??= resultTest(before, entry.query);
          if (matchedBefore(i)) continue;
        }
        matches[i]!.searches.push(entry.search);
      }
    }
  }
  return matches.filter((match) => match.searches.length > 0);
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

/** The dedupe key of an event: a search hears of a car once; a watcher hears of each new price once. */
export function eventKey(event: AlertEvent): string {
  return event.kind === 'price' ? `price:${event.to}` : event.kind;
}
