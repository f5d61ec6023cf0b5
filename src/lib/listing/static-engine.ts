import { searchDocuments } from '../search/search-documents.ts';
import { MAX_HITS_PER_PAGE } from '../search/index-settings.ts';
import { totalPages } from '../search/query.ts';
import type { StockDocument } from '../search/stock-document.ts';
import { sortByDistance, type LocationPoint } from './distance-sort.ts';
import { needsFullStockFile, type ListingEngine, type ListingRequest, type ListingResult } from './listing-search.ts';
import type { ListingDocument } from './stock-data-format.ts';

export type StaticEngineOptions = {
  /** Loads the stock file without (false) or with (true) the extra file's fields. */
  load: (full: boolean) => Promise<readonly ListingDocument[]>;
  locations: readonly LocationPoint[];
  /** Facets the main file lacks. */
  extraFacets?: readonly string[];
};

/**
 * Every match of a query in relevance order, then sorted by distance and cut to the page: the
 * search core pages at most 1000 hits at a time, so the matches are read page by page.
 */
function searchByDistance(docs: readonly StockDocument[], request: ListingRequest, locations: readonly LocationPoint[]): ListingResult {
  const { query } = request;
  const first = searchDocuments(docs, { ...query, page: 1, hitsPerPage: MAX_HITS_PER_PAGE });
  const all = [...first.hits];
  for (let page = 2; page <= first.totalPages; page++) {
    all.push(...searchDocuments(docs, { ...query, page, hitsPerPage: MAX_HITS_PER_PAGE, facets: [] }).hits);
  }
  const sorted = sortByDistance(all, locations, request.origin!);
  const hitsPerPage = query.hitsPerPage ?? 21;
  const page = query.page ?? 1;
  return {
    ...first,
    hits: sorted.slice((page - 1) * hitsPerPage, page * hitsPerPage),
    page,
    hitsPerPage,
    totalPages: totalPages(first.totalHits, hitsPerPage),
  };
}

/**
 * Searches the dealer's static stock file in the browser with the same core as the build. The
 * extra file is loaded the first time a query needs it; from then on every search uses the full
 * documents so the search structures are built once.
 */
export function staticEngine(options: StaticEngineOptions): ListingEngine {
  let full = false;
  const loaded: { main?: readonly ListingDocument[]; full?: readonly ListingDocument[] } = {};
  const answer = (docs: readonly ListingDocument[], request: ListingRequest): ListingResult =>
    request.origin && options.locations.length > 0 ? searchByDistance(docs, request, options.locations) : searchDocuments(docs, request.query);
  return {
    kind: 'static',
    async search(request) {
      full ||= needsFullStockFile(request.query, options.extraFacets);
      const wantFull = full;
      const docs = await options.load(wantFull);
      loaded[wantFull ? 'full' : 'main'] = docs;
      return answer(docs, request);
    },
    searchNow(request) {
      const docs = full || needsFullStockFile(request.query, options.extraFacets) ? loaded.full : loaded.main;
      return docs ? answer(docs, request) : null;
    },
  };
}
