import fs from 'node:fs';
import path from 'node:path';
import { decodeStockIndex, mergeStockExtra } from '../stock-data-decode.ts';
import type { ListingDocument, StockExtraData, StockIndexData } from '../stock-data-format.ts';

/**
 * A built dealer site's stock, as its listing downloads it (the /_stock/ files of dist/<slug>),
 * with every field merged: browser journeys count cars in it to check what the listing shows.
 */
export function builtStock(slug: string, root = process.cwd()): ListingDocument[] {
  const dir = path.join(root, 'dist', slug, '_stock');
  const main = fs.readdirSync(dir).find((name) => /^stock\.[0-9a-f]+\.json$/.test(name));
  if (!main) throw new Error(`no stock file in ${dir}`);
  const core = JSON.parse(fs.readFileSync(path.join(dir, main), 'utf8')) as StockIndexData;
  const docs = decodeStockIndex(core);
  if (core.extra === null) return docs;
  const extra = JSON.parse(fs.readFileSync(path.join(dir, path.basename(core.extra)), 'utf8')) as StockExtraData;
  return mergeStockExtra(docs, extra);
}

/** How many documents have each value of a field (arrays count once per element). */
export function countBy(docs: readonly ListingDocument[], field: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const doc of docs) {
    const value = doc[field];
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === null || v === undefined || v === '') continue;
      counts[String(v)] = (counts[String(v)] ?? 0) + 1;
    }
  }
  return counts;
}
