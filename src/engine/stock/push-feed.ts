import fs from 'node:fs/promises';
import path from 'node:path';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import { indexableRecords, type SkippedRecord } from '../../lib/search/to-index-document.ts';

export const DEFAULT_FEED = path.join('data', 'generated', 'stock-feed.json');

export type PushReport = {
  /** Documents written (added or replaced). */
  added: number;
  /** Documents removed because the feed no longer has them. */
  deleted: number;
  skipped: SkippedRecord[];
  seconds: number;
};

/**
 * Loads a whole stock feed into an index: upgrades documents stored in an older shape, applies
 * the index settings, writes the records (skipping those that are not objects or lack a valid
 * id), and, unless `prune` is false, deletes documents the feed no longer contains.
 */
export async function pushFeed(index: StockIndex, records: readonly unknown[], { prune = true }: { prune?: boolean } = {}): Promise<PushReport> {
  const started = performance.now();
  const { records: indexable, ids, skipped } = indexableRecords(records);
  await index.upgrade();
  await index.applySettings(indexable);
  await index.addDocuments(indexable);
  let deleted = 0;
  if (prune) {
    const keep = new Set(ids);
    const stale = (await index.getDocuments()).map((doc) => doc.id).filter((id) => !keep.has(id));
    if (stale.length > 0) await index.deleteDocuments(stale);
    deleted = stale.length;
  }
  return { added: ids.length, deleted, skipped, seconds: (performance.now() - started) / 1000 };
}

export async function readFeed(file: string): Promise<unknown[]> {
  const data: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file}: expected a JSON array of car records`);
  return data;
}
