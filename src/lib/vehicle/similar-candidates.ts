import { loadStockIndex, type ListingDocument } from '../listing/stock-data.ts';

/**
 * The stable file naming the dealer's current hashed stock file, `{ "path": "/_stock/stock.<hash>.json" }`
 * (written by `stockFiles()` in stock-index-data.server.ts). Vehicle pages are rebuilt per car, so
 * they cannot carry the hash of a file that changes with every stock change; they look it up here
 * when similar cars come into view.
 */
export const STOCK_POINTER_PATH = '/_stock/current.json';

/** The dealer's stock as the browser's listing documents, the pool similar cars are picked from. */
export async function loadSimilarCandidates(pointer: string = STOCK_POINTER_PATH): Promise<ListingDocument[]> {
  const response = await fetch(pointer, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${pointer}: ${response.status}`);
  const { path } = (await response.json()) as { path?: unknown };
  if (typeof path !== 'string' || !path.startsWith('/')) throw new Error(`${pointer} names no stock file`);
  return loadStockIndex(path);
}
