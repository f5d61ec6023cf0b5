/**
 * npm run index:push [-- <feed.json>]: applies the index settings and loads the feed into the
 * stock index (Meilisearch when MEILI_HOST is set, else the embedded index).
 */
import path from 'node:path';
import { dealershipNamesIn } from '../src/lib/dealer/dealership-names.ts';
import { openStockIndex } from '../src/lib/search/open-index.ts';
import { DEFAULT_FEED, pushFeed, readFeed } from '../src/engine/stock/push-feed.ts';

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
