import type { DealerFilter } from './dealer-filter.ts';
import { forEachCode, hasSelectedCode, prepareDocuments, PreparedDocuments, someNumber } from './prepared-documents.ts';
import {
  isRangeAttribute,
  rangeKeepsUnpriced,
  refinedFacets,
  sortLeavesOutUnpriced,
  normaliseQuery,
  totalPages,
  type FacetStat,
  type SearchQuery,
  type SearchQueryInput,
  type SearchResult,
} from './query.ts';
import { MAX_TOTAL_HITS, MAX_VALUES_PER_FACET, type FacetAttribute } from './index-settings.ts';
import { normalizeFacetValue, type StockDocument } from './stock-document.ts';

export type SearchDocumentsOptions = {
  /** The dealer's stock filter; without it every document is searched. */
  dealerFilter?: DealerFilter | undefined;
  /** Unix seconds for the sold-within window; defaults to the current time. */
  now?: number | undefined;
  maxValuesPerFacet?: number | undefined;
  maxTotalHits?: number | undefined;
};

type Test = (i: number) => boolean;

function facetTest(prepared: PreparedDocuments, query: SearchQuery, facet: FacetAttribute): Test {
  const tests: Test[] = [];
  const values = query.refinements[facet];
  if (values !== undefined && values.length > 0) {
    const column = prepared.facet(facet);
    const selected = new Uint8Array(column.labels.length);
    for (const value of values) {
      const code = column.codes.get(normalizeFacetValue(value));
      if (code !== undefined) selected[code] = 1;
    }
    tests.push((i) => hasSelectedCode(column, i, selected));
  }
  if (isRangeAttribute(facet)) {
    const range = query.ranges[facet];
    const numbers = prepared.numeric(facet);
    const { min, max } = range ?? {};
    const bounds: Test[] = [];
    if (min !== undefined) bounds.push((i) => someNumber(numbers, i, (n) => n >= min));
    if (max !== undefined) bounds.push((i) => someNumber(numbers, i, (n) => n <= max));
    // As filter-ast.ts: a price range leaves out cars without a price unless the shopper keeps them.
    if (facet === 'price' && bounds.length > 0) {
      const priced = (i: number) => someNumber(numbers, i, (n) => n > 0);
      const keeps = rangeKeepsUnpriced(query);
      tests.push((i) => (bounds.every((test) => test(i)) && priced(i)) || (keeps && !priced(i)));
    } else tests.push(...bounds);
  }
  return (i) => tests.every((test) => test(i));
}

/**
 * Per document of `docs` (by index): how many of the query's refined facets it fails, tested as
 * `searchDocuments` tests them, and whether it passes the query's price filter. A search's result
 * reads a document only when it passes the price filter and fails at most one refined facet (then
 * only that facet's own values count it), so callers can tell which results a changed document
 * can touch.
 */
export function refinementCheck(docs: readonly StockDocument[], input: SearchQueryInput): (i: number) => { failures: number; priced: boolean } {
  const query = normaliseQuery(input);
  const prepared = prepareDocuments(docs);
  const price = sortLeavesOutUnpriced(query) ? prepared.numeric('price') : null;
  const tests = refinedFacets(query).map((facet) => facetTest(prepared, query, facet));
  return (i) => ({
    failures: tests.reduce((n, test) => (test(i) ? n : n + 1), 0),
    priced: price === null || someNumber(price, i, (n) => n > 0),
  });
}

/**
 * Whether each document (by index) is in the query's results, tested as `searchDocuments` tests
 * it (refinements, ranges, the price sort's unpriced rule), with the query's text matched by every
 * word: what a saved search's alert asks of a changed car (docs/alerts.md).
 */
export function resultTest(prepared: PreparedDocuments, input: SearchQueryInput): (i: number) => boolean {
  const query = normaliseQuery(input);
  const scores = prepared.text.scores(query.query, { allWords: true });
  const price = sortLeavesOutUnpriced(query) ? prepared.numeric('price') : null;
  const tests = refinedFacets(query).map((facet) => facetTest(prepared, query, facet));
  return (i) => (scores === null || scores.has(i)) && (price === null || someNumber(price, i, (n) => n > 0)) && tests.every((test) => test(i));
}

/** Compares two optional numbers, missing (NaN) last whatever the direction. */
function compareNumbers(a: number, b: number, direction: 1 | -1): number {
  const aMissing = Number.isNaN(a);
  const bMissing = Number.isNaN(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return (a - b) * direction;
}

function comparator(prepared: PreparedDocuments, query: SearchQuery, scores: ReadonlyMap<number, number> | null): (a: number, b: number) => number {
  const created = prepared.numeric('created_at_ts').single;
  const byScore = (a: number, b: number): number => (scores ? (scores.get(b) ?? 0) - (scores.get(a) ?? 0) : 0);
  const byNewest = (a: number, b: number): number => compareNumbers(created[a] as number, created[b] as number, -1);
  const price = prepared.numeric('price').single;
  switch (query.sort) {
    case 'relevance':
      return (a, b) => byScore(a, b) || byNewest(a, b) || a - b;
    case 'latest':
      return (a, b) => byNewest(a, b) || byScore(a, b) || a - b;
    case 'price_desc':
    case 'price_asc': {
      // Sold cars after available ones, then by price (rule: listing.price-sort).
      const sold = prepared.sold();
      const direction = query.sort === 'price_asc' ? 1 : -1;
      return (a, b) =>
        (sold[a] as number) - (sold[b] as number) ||
        compareNumbers(price[a] as number, price[b] as number, direction) ||
        byScore(a, b) ||
        byNewest(a, b) ||
        a - b;
    }
  }
}

function countFacet(prepared: PreparedDocuments, facet: FacetAttribute, lists: readonly (readonly number[])[], maxValues: number): Record<string, number> {
  const column = prepared.facet(facet);
  const counts = new Int32Array(column.labels.length);
  const bump = (code: number): void => {
    counts[code] = (counts[code] as number) + 1;
  };
  for (const list of lists) for (const i of list) forEachCode(column, i, bump);
  const present: number[] = [];
  counts.forEach((count, code) => {
    if (count > 0) present.push(code);
  });
  // By value, never by which document showed it first: a result depends only on the documents it reads.
  const label = (code: number) => column.labels[code] as string;
  const byLabel = (a: number, b: number) => (label(a) < label(b) ? -1 : label(a) > label(b) ? 1 : 0);
  if (present.length > maxValues) {
    present.sort((a, b) => (counts[b] as number) - (counts[a] as number) || byLabel(a, b));
    present.length = maxValues;
  }
  present.sort(byLabel);
  const distribution: Record<string, number> = {};
  for (const code of present) distribution[column.labels[code] as string] = counts[code] as number;
  return distribution;
}

function facetStat(prepared: PreparedDocuments, facet: FacetAttribute, lists: readonly (readonly number[])[]): FacetStat | undefined {
  const numbers = prepared.numeric(facet);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const see = (n: number): boolean => {
    if (n < min) min = n;
    if (n > max) max = n;
    return false;
  };
  for (const list of lists) for (const i of list) someNumber(numbers, i, see);
  return min <= max ? { min, max } : undefined;
}

/**
 * Runs a stock search over documents in memory: the engine of the embedded index and of the
 * listing page in the browser. Same semantics as the Meilisearch adapter.
 */
export function searchDocuments(
  docs: readonly StockDocument[] | PreparedDocuments,
  input: SearchQueryInput,
  options: SearchDocumentsOptions = {},
): SearchResult {
  const query = normaliseQuery(input);
  const prepared = docs instanceof PreparedDocuments ? docs : prepareDocuments(docs);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const scores = prepared.text.scores(query.query);
  const dealerMask = options.dealerFilter ? prepared.dealerMask(options.dealerFilter, now) : null;
  const price = sortLeavesOutUnpriced(query) ? prepared.numeric('price') : null;
  const refined = refinedFacets(query);
  const tests = refined.map((facet) => facetTest(prepared, query, facet));

  // One pass: a document failing exactly one facet's test still counts for that facet.
  const matched: number[] = [];
  const missedOnlyBy: number[][] = refined.map(() => []);
  const visit = (i: number): void => {
    if (dealerMask && dealerMask[i] !== 1) return;
    if (price && !someNumber(price, i, (n) => n > 0)) return;
    let failed = -1;
    for (let t = 0; t < tests.length; t++) {
      if ((tests[t] as Test)(i)) continue;
      if (failed !== -1) return;
      failed = t;
    }
    if (failed === -1) matched.push(i);
    else (missedOnlyBy[failed] as number[]).push(i);
  };
  if (scores) for (const i of scores.keys()) visit(i);
  else for (let i = 0; i < prepared.docs.length; i++) visit(i);

  const facetDistribution: SearchResult['facetDistribution'] = {};
  const facetStats: SearchResult['facetStats'] = {};
  for (const facet of new Set(query.facets)) {
    const own = refined.indexOf(facet);
    const lists = own === -1 ? [matched] : [matched, missedOnlyBy[own] as number[]];
    facetDistribution[facet] = countFacet(prepared, facet, lists, options.maxValuesPerFacet ?? MAX_VALUES_PER_FACET);
    if (isRangeAttribute(facet)) {
      const stat = facetStat(prepared, facet, lists);
      if (stat) facetStats[facet] = stat;
    }
  }

  const totalHits = Math.min(matched.length, options.maxTotalHits ?? MAX_TOTAL_HITS);
  const start = (query.page - 1) * query.hitsPerPage;
  let hits: StockDocument[] = [];
  if (query.hitsPerPage > 0 && start < totalHits) {
    matched.sort(comparator(prepared, query, scores));
    hits = matched.slice(start, Math.min(start + query.hitsPerPage, totalHits)).map((i) => prepared.docs[i] as StockDocument);
  }
  return {
    hits,
    totalHits,
    page: query.page,
    hitsPerPage: query.hitsPerPage,
    totalPages: totalPages(totalHits, query.hitsPerPage),
    facetDistribution,
    facetStats,
  };
}
