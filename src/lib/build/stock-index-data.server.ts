import { createHash } from 'node:crypto';
import { decodeStockIndex, mergeStockExtra } from '../listing/stock-data-decode.ts';
import { encodeStockIndex } from '../listing/stock-data-encode.ts';
import { listingFacets } from '../listing/facet-panels.ts';
import type { ListingDocument, StockExtraData, StockIndexData } from '../listing/stock-data-format.ts';
import { siteData } from './site-data.server.ts';

/** The folder of the hashed stock files on every dealer site. */
export const STOCK_DIR = '_stock';

export type StockFile = {
  /** File name inside /_stock/, e.g. stock.3f9a0c12d4e5.json. */
  name: string;
  /** Site path, e.g. /_stock/stock.3f9a0c12d4e5.json. */
  path: string;
  body: string;
};

type Built = { core: StockIndexData; coreFile: StockFile; extraFile: StockFile; docs: ListingDocument[]; fullDocs: ListingDocument[] };
let built: Built | undefined;

function hashed(prefix: string, body: string): StockFile {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const name = `${prefix}.${hash}.json`;
  return { name, path: `/${STOCK_DIR}/${name}`, body };
}

function build(): Built {
  if (built) return built;
  const { dealer, cars } = siteData();
  const config = dealer.config;
  const { core, extra } = encodeStockIndex(cars, {
    dealershipNames: new Map(config.dealerships.map((d) => [d.id, d.name])),
    coreFacets: listingFacets(config),
  });
  const extraFile = hashed('stock-extra', JSON.stringify(extra satisfies StockExtraData));
  const withExtra: StockIndexData = { ...core, extra: extraFile.path };
  const coreFile = hashed('stock', JSON.stringify(withExtra));
  const docs = decodeStockIndex(withExtra);
  built = { core: withExtra, coreFile, extraFile, docs, fullDocs: mergeStockExtra(docs, extra) };
  return built;
}

/** The dealer's stock index data as the browser downloads it (built once per build). */
export function stockIndexData(): StockIndexData {
  return build().core;
}

/** Site path of the hashed stock index file; pass it to islands as a prop. */
export function stockIndexPath(): string {
  return build().coreFile.path;
}

/**
 * A stable file naming the current stock file, `{"path": "/_stock/stock.<hash>.json"}`, for
 * pages that are not rebuilt when stock changes (vehicle pages) and so cannot carry the hash.
 */
export const STOCK_POINTER_NAME = 'current.json';

/** The hashed files and the pointer, for the static endpoint that writes them. */
export function stockFiles(): StockFile[] {
  const { coreFile, extraFile } = build();
  const pointer = JSON.stringify({ path: coreFile.path });
  return [coreFile, extraFile, { name: STOCK_POINTER_NAME, path: `/${STOCK_DIR}/${STOCK_POINTER_NAME}`, body: pointer }];
}

/**
 * The documents the browser decodes from the stock file, with the extra fields merged: pages
 * prerender listings from exactly what the listing island will search.
 */
export function stockDocuments(): ListingDocument[] {
  return build().fullDocs;
}
