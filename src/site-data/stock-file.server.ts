import { createHash } from 'node:crypto';
import { decodeStockFile, mergeStockExtra } from '../lib/listing/stock-data-decode.ts';
import { encodeStockFile } from '../lib/listing/stock-data-encode.ts';
import { sliceStockFiles } from '../lib/listing/stock-data-slice.ts';
import { dealershipNamesOf } from '../lib/dealer/dealership-names.ts';
import { listingFacets } from '../lib/listing/facet-panels.ts';
import { STOCK_POINTER_PATH } from '../lib/listing/stock-data.ts';
import type { ListingDocument, StockExtraData, StockFileData } from '../lib/listing/stock-data-format.ts';
import { perSnapshot } from './site-data.server.ts';

/** The folder of the hashed stock files on every dealer site. */
export const STOCK_DIR = '_stock';

export type StockFile = {
  /** File name inside /_stock/, e.g. stock.3f9a0c12d4e5.json. */
  name: string;
  /** Site path, e.g. /_stock/stock.3f9a0c12d4e5.json. */
  path: string;
  body: string;
};

type Built = { coreFile: StockFile; extraFile: StockFile; fullDocs: ListingDocument[] };

function hashed(prefix: string, body: string): StockFile {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const name = `${prefix}.${hash}.json`;
  return { name, path: `/${STOCK_DIR}/${name}`, body };
}

const build = perSnapshot(({ dealer, cars }): Built => {
  const config = dealer.config;
  const { core, extra, rows } = encodeStockFile(cars, {
    dealershipNames: dealershipNamesOf([config]),
    coreFacets: listingFacets(config),
  });
  const extraFile = hashed('stock-extra', JSON.stringify(extra satisfies StockExtraData));
  const withExtra: StockFileData = { ...core, extra: extraFile.path };
  const coreFile = hashed('stock', JSON.stringify(withExtra));
  return { coreFile, extraFile, fullDocs: documentsOf(rows, withExtra, extra) };
});

/**
 * Each row's document (main and extra fields merged) and the files' layout it was decoded with,
 * kept while the row lives (the encoder keeps each car's row while the car object lives): a render
 * process given the next snapshot as changes decodes only the changed cars' documents.
 */
const docsByRow = new WeakMap<object, { layout: string; doc: ListingDocument }>();

/** The documents of `rows` (in file order), as decoding the whole files gives them. */
function documentsOf(rows: readonly object[], core: StockFileData, extra: StockExtraData): ListingDocument[] {
  const layout = JSON.stringify([core.tables.map((t) => t.fields), extra.tables.map((t) => t.fields), Object.keys(core.numbers), Object.keys(extra.strings)]);
  const missing = rows.flatMap((row, i) => (docsByRow.get(row)?.layout === layout ? [] : [i]));
  if (missing.length > 0) {
    const part = missing.length === rows.length ? { core, extra } : sliceStockFiles(core, extra, missing);
    const decoded = mergeStockExtra(decodeStockFile(part.core), part.extra);
    missing.forEach((i, at) => docsByRow.set(rows[i]!, { layout, doc: decoded[at]! }));
  }
  return rows.map((row) => docsByRow.get(row)!.doc);
}

/**
 * The hashed files and the pointer naming the current one (STOCK_POINTER_PATH, which islands
 * read: pages never carry the hash), for the static endpoint that writes them.
 */
export function stockFiles(): StockFile[] {
  const { coreFile, extraFile } = build();
  const pointer = JSON.stringify({ path: coreFile.path });
  const name = STOCK_POINTER_PATH.slice(`/${STOCK_DIR}/`.length);
  return [coreFile, extraFile, { name, path: STOCK_POINTER_PATH, body: pointer }];
}

/**
 * The documents the browser decodes from the stock file, with the extra fields merged: pages
 * prerender listings from exactly what the listing island will search.
 */
export function stockDocuments(): ListingDocument[] {
  return build().fullDocs;
}
