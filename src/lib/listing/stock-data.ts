import { decodeStockFile, mergeStockExtra } from './stock-data-decode.ts';
import type { ListingDocument, StockExtraData, StockFileData } from './stock-data-format.ts';

export type { ListingDocument } from './stock-data-format.ts';

/** Cache Storage bucket for the hashed stock files; a file's name changes whenever its content does. */
const STOCK_CACHE = 'forecourt-stock';

async function cachedJson<T>(path: string): Promise<T> {
  const storage = (globalThis as { caches?: CacheStorage }).caches;
  let cache: Cache | undefined;
  try {
    cache = await storage?.open(STOCK_CACHE);
    const hit = await cache?.match(path);
    if (hit) return (await hit.json()) as T;
  } catch (error) {
    console.error(`Stock cache unavailable: ${error instanceof Error ? error.message : String(error)}`);
    cache = undefined;
  }
  const response = await fetch(path);
  if (!response.ok) throw new Error(`Could not load ${path}: ${response.status} ${response.statusText}`.trim());
  if (cache) {
    const stored = cache;
    const prefix = path.replace(/\.[0-9a-f]+\.json$/, '.');
    // Keep this file only: older files of the same kind (other hashes) are never asked for again.
    void stored
      .put(path, response.clone())
      .then(() => stored.keys())
      .then((requests) =>
        Promise.all(requests.filter((r) => new URL(r.url).pathname.startsWith(prefix) && new URL(r.url).pathname !== path).map((r) => stored.delete(r))),
      )
      .catch((error: unknown) => console.error(`Could not cache ${path}: ${error instanceof Error ? error.message : String(error)}`));
  }
  return (await response.json()) as T;
}

const raw = new Map<string, Promise<StockFileData>>();
const loaded = new Map<string, Promise<ListingDocument[]>>();
const loadedFull = new Map<string, Promise<ListingDocument[]>>();

function forget<T>(map: Map<string, Promise<T>>, key: string, promise: Promise<T>): Promise<T> {
  map.set(key, promise);
  promise.catch(() => map.delete(key));
  return promise;
}

function stockData(path: string): Promise<StockFileData> {
  return raw.get(path) ?? forget(raw, path, cachedJson<StockFileData>(path));
}

/**
 * The dealer's stock file (the hashed file the pointer names), decoded into search documents.
 * Memoised per path: every island on a page shares one download and one array, so the search
 * structures built over it are shared too. A failed load is retried on the next call.
 */
export function loadStockFile(path: string): Promise<ListingDocument[]> {
  const existing = loaded.get(path);
  if (existing) return existing;
  return forget(loaded, path, stockData(path).then(decodeStockFile));
}

/**
 * The stock file with the extra file's fields (stock numbers, VINs, regos and, unless the
 * listing shows that facet, features) merged in: what text search and the features facet need.
 */
export function loadFullStockFile(path: string): Promise<ListingDocument[]> {
  const existing = loadedFull.get(path);
  if (existing) return existing;
  const promise = stockData(path).then(async (data) => {
    const docs = await loadStockFile(path);
    if (data.extra === null) return docs;
    return mergeStockExtra(docs, await cachedJson<StockExtraData>(data.extra));
  });
  return forget(loadedFull, path, promise);
}

/**
 * The stable file naming the dealer's current hashed stock file, `{ "path": "/_stock/stock.<hash>.json" }`
 * (written by `stockFiles()` in site-data/stock-file.server.ts). Pages never carry the hash: a page is
 * rebuilt only when what it shows changes (see page-inputs.ts), so it must not name a file that
 * changes with every stock change.
 */
export const STOCK_POINTER_PATH = '/_stock/current.json';

const pointers = new Map<string, Promise<string>>();

/** The current stock file's path, asked of the server once per page load (never from the HTTP cache). */
function currentStockPath(pointer: string = STOCK_POINTER_PATH): Promise<string> {
  const existing = pointers.get(pointer);
  if (existing) return existing;
  const promise = fetch(pointer, { cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new Error(`Could not load ${pointer}: ${response.status} ${response.statusText}`.trim());
    const { path } = (await response.json()) as { path?: unknown };
    if (typeof path !== 'string' || !path.startsWith('/')) throw new Error(`${pointer} names no stock file`);
    return path;
  });
  return forget(pointers, pointer, promise);
}

/** The dealer's current stock documents; `full` adds the extra file's fields (see loadFullStockFile). */
export async function loadCurrentStockFile(full = false): Promise<ListingDocument[]> {
  const path = await currentStockPath();
  return full ? loadFullStockFile(path) : loadStockFile(path);
}
