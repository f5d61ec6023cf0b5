import { listingQuery, withDisplayMakes } from '../listing/listing-search.ts';
import { parseListingUrl } from '../listing/url-state.ts';
import type { SearchQueryInput } from '../search/query.ts';
import { facetStrings, normalizeFacetValue, numericValues, type StockDocument } from '../search/stock-document.ts';

/** Any make or any car type: a search that names none. */
const ANY = '*';

/** The index name a saved URL state's sortBy carries does not matter to matching. */
const URL_OPTIONS = { indexName: 'stock' };

type FieldTest = { field: string; values: ReadonlySet<string> };
type RangeTest = { field: string; min: number | undefined; max: number | undefined };

/**
 * The saved searches of one URL state as the index keeps them (many shoppers save the same search:
 * it is tested once per car, whatever their number): the listing query and its price band.
 * `exact`: no text, and neither the price sort's nor a kept-unpriced rule, so its refinements and
 * ranges (`fields`, `ranges`) decide it as the listing's own test would, without that test.
 */
export type IndexedSearch<T> = {
  searches: T[];
  query: SearchQueryInput;
  min: number;
  max: number;
  exact: boolean;
  fields: FieldTest[];
  ranges: RangeTest[];
};

/** Whether a query's refinements and ranges are all it asks (the listing's text matcher and its price-sort rule are not needed). */
function keysDecide(query: SearchQueryInput): boolean {
  return (query.query ?? '').trim() === '' && query.sort !== 'price_asc' && query.includeUnpriced !== true;
}

/** The search query a saved listing URL state asks for (the listing's own parsing, make spellings as indexed). */
function savedSearchQuery(urlState: string): SearchQueryInput {
  return listingQuery(withDisplayMakes(parseListingUrl(urlState, URL_OPTIONS)), { hitsPerPage: 0, facets: [] });
}

function keysOf(values: readonly string[] | undefined): string[] {
  return values && values.length > 0 ? [...new Set(values.map(normalizeFacetValue))] : [ANY];
}

/** Every bucket key of one value from each field's list. */
function keyCombinations(lists: readonly string[][]): string[] {
  let keys: string[][] = [[]];
  for (const list of lists) keys = keys.flatMap((prefix) => list.map((value) => [...prefix, value]));
  return keys.map(bucketKey);
}

/** The first position in `list` (ascending by max) whose max is at least `price`. */
function firstAtLeast<T>(list: readonly IndexedSearch<T>[], price: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.max < price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The refinements a bucket is keyed by: a car reads only the buckets of its own values (and of searches naming none). */
const KEYED = ['make', 'car_type', 'model'] as const;

const bucketKey = (values: readonly string[]) => values.join('\n');

/**
 * A dealer's saved searches, one entry per URL state, by make, car type and model, then price
 * band (each bucket in ascending order of its price ceiling): a changed car reads only the buckets
 * of its own make, car type and model (and those of searches naming none), from the first search
 * whose ceiling is at or above its price. Never a scan of every search. Candidates still need the
 * listing's own test (`resultTest`): a bucket key is a necessary condition, not a match.
 */
export class SavedSearchIndex<T> {
  readonly size: number;
  readonly #buckets = new Map<string, IndexedSearch<T>[]>();

  /** `queries`: URL state → listing query, kept by the caller across rebuilds (many searches share a state). */
  constructor(searches: readonly T[], urlStateOf: (search: T) => string, queries: Map<string, SearchQueryInput> = new Map()) {
    this.size = searches.length;
    const byState = new Map<string, IndexedSearch<T>>();
    for (const search of searches) {
      const state = urlStateOf(search);
      const kept = byState.get(state);
      if (kept) {
        kept.searches.push(search);
        continue;
      }
      let query = queries.get(state);
      if (!query) queries.set(state, (query = savedSearchQuery(state)));
      const price = query.ranges?.price;
      const band = { min: price?.min ?? Number.NEGATIVE_INFINITY, max: price?.max ?? Number.POSITIVE_INFINITY };
      const fields = Object.entries(query.refinements ?? {})
        .filter(([, values]) => values.length > 0)
        .map(([field, values]) => ({ field, values: new Set(values.map(normalizeFacetValue)) }));
      const ranges = Object.entries(query.ranges ?? {}).flatMap(([field, range]) =>
        range && (range.min !== undefined || range.max !== undefined) ? [{ field, min: range.min, max: range.max }] : [],
      );
      const entry: IndexedSearch<T> = { searches: [search], query, ...band, exact: keysDecide(query), fields, ranges };
      byState.set(state, entry);
      for (const key of keyCombinations(KEYED.map((field) => keysOf(query.refinements?.[field])))) {
        const list = this.#buckets.get(key);
        if (list) list.push(entry);
        else this.#buckets.set(key, [entry]);
      }
    }
    for (const list of this.#buckets.values()) list.sort((a, b) => a.max - b.max);
  }

  /**
   * The URL states a car could match, each once: its make's, car type's and model's buckets,
   * within their price bands. An `exact` one is then tested with `matches`, the others with the listing's test.
   */
  candidates(doc: StockDocument): IndexedSearch<T>[] {
    const keys = keyCombinations(KEYED.map((field) => [...new Set(facetStrings(doc[field]).map(normalizeFacetValue)), ANY]));
    const price = numericValues(doc['price'])[0];
    const priced = price !== undefined && price > 0;
    // A car of one make, car type and model reads each entry at most once; only a car of several needs the set.
    const found: IndexedSearch<T>[] = [];
    const seen = keys.length > 2 ** KEYED.length ? new Set<IndexedSearch<T>>() : null;
    for (const key of keys) {
      const list = this.#buckets.get(key);
      if (!list) continue;
      // An unpriced car passes a price band only where the search keeps unpriced cars: the final test decides.
      for (let i = priced ? firstAtLeast(list, price) : 0; i < list.length; i++) {
        const entry = list[i]!;
        if (priced && entry.min > price) continue;
        if (!priced && entry.exact && (Number.isFinite(entry.min) || Number.isFinite(entry.max))) continue;
        if (seen) {
          if (seen.has(entry)) continue;
          seen.add(entry);
        }
        found.push(entry);
      }
    }
    return found;
  }

  /**
   * Whether `doc` is in an `exact` search's results, tested as the listing tests it
   * (search-documents.ts facetTest): each refined field has one of its values, each range's bounds
   * are met by some value, and a price range leaves out a car without a price.
   */
  matches(entry: IndexedSearch<T>, doc: StockDocument): boolean {
    for (const test of entry.fields) {
      const values = this.#values(doc, test.field);
      let found = false;
      for (const value of values) if (test.values.has(value)) found = true;
      if (!found) return false;
    }
    for (const range of entry.ranges) {
      const numbers = this.#numbers(doc, range.field);
      const { min, max } = range;
      if (min !== undefined && !numbers.some((n) => n >= min)) return false;
      if (max !== undefined && !numbers.some((n) => n <= max)) return false;
      if (range.field === 'price' && !numbers.some((n) => n > 0)) return false;
    }
    return true;
  }

  // A changed car's normalised facet values and numbers by field, worked out once for all the searches it is tested against.
  readonly #docValues = new WeakMap<StockDocument, Map<string, readonly string[]>>();
  readonly #docNumbers = new WeakMap<StockDocument, Map<string, readonly number[]>>();

  #values(doc: StockDocument, field: string): readonly string[] {
    let fields = this.#docValues.get(doc);
    if (!fields) this.#docValues.set(doc, (fields = new Map()));
    let values = fields.get(field);
    if (!values) fields.set(field, (values = facetStrings(doc[field]).map(normalizeFacetValue)));
    return values;
  }

  #numbers(doc: StockDocument, field: string): readonly number[] {
    let fields = this.#docNumbers.get(doc);
    if (!fields) this.#docNumbers.set(doc, (fields = new Map()));
    let numbers = fields.get(field);
    if (!numbers) fields.set(field, (numbers = numericValues(doc[field])));
    return numbers;
  }
}
