import fs from 'node:fs/promises';
import path from 'node:path';
import { dealershipNamesIn } from '../src/lib/dealer/dealership-names.ts';
import { openStockIndex } from '../src/lib/search/open-index.ts';
import type { StockIndex } from '../src/lib/search/stock-index.ts';
import { indexableRecords, type SkippedRecord } from '../src/lib/search/to-index-document.ts';

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
export async function pushFeed(
  index: StockIndex,
  records: readonly unknown[],
  { prune = true }: { prune?: boolean } = {},
): Promise<PushReport> {
  const started = performance.now();
  const { records: indexable, ids, skipped } = indexableRecords(records);
  await index.upgrade();
  await index.applySettings();
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

async function main(argv: readonly string[]): Promise<void> {
  const file = argv[0] ?? DEFAULT_FEED;
  const records = await readFeed(file);
  const index = openStockIndex({ dealershipNames: dealershipNamesIn(path.join(import.meta.dirname, '..', 'dealers')) });
  console.log(`Pushing ${records.length} records from ${file} to the ${index.engine} index "${index.indexName}"…`);
  const report = await pushFeed(index, records);
  for (const { position, reason } of report.skipped.slice(0, 20)) {
    console.log(`  skipped record ${position}: ${reason}`);
  }
  if (report.skipped.length > 20) console.log(`  … and ${report.skipped.length - 20} more skipped`);
  const { numberOfDocuments } = await index.stats();
  console.log(
    `${report.added} documents indexed, ${report.skipped.length} skipped, ${report.deleted} deleted; ` +
      `${numberOfDocuments} in the index; ${report.seconds.toFixed(2)} s`,
  );
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
