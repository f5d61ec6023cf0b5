import fs from 'node:fs';
import path from 'node:path';
import { dealershipNamesIn } from '../../lib/dealer/dealership-names.ts';
import { EmbeddedStockIndex } from '../../lib/search/embedded-index.ts';
import { openStockIndex } from '../../lib/search/open-index.ts';
import { pushFeed } from './push-feed.ts';

/**
 * Makes sure there is stock to build from on a fresh clone: generates the sample feed when it is
 * missing, upgrades an embedded index written in an older shape, and loads the feed into it when
 * it is empty. With MEILI_HOST set the production index is the source of truth and is left alone
 * (npm run index:push loads it).
 */
export async function ensureStockIndex({
  root,
  indexDir,
  dealersDir,
  log,
}: {
  root: string;
  indexDir?: string;
  dealersDir?: string;
  log: (line: string) => void;
}): Promise<void> {
  if (process.env['MEILI_HOST']) return;
  const feed = path.join(root, 'data', 'generated', 'stock-feed.json');
  // The generators (and the image library they load) only when there is something to generate.
  if (!fs.existsSync(feed)) {
    log('No stock feed yet: generating the sample feed…');
    const { generateFeedFile } = await import('../../dev/sample-feed/generate-feed.ts');
    await generateFeedFile({ out: feed, root });
  } else if (fs.existsSync(path.join(root, 'public', 'stock-images'))) {
    // A sample image set generated before it had raster variants gets them now.
    const { writeOgVariants } = await import('../../dev/sample-feed/og-variants.ts');
    await writeOgVariants(path.join(root, 'public'));
  }
  const index = openStockIndex({
    dir: indexDir ?? path.join(root, '.cache', 'index'),
    dealershipNames: dealershipNamesIn(dealersDir ?? path.join(root, 'dealers')),
  });
  // Current and filled, read from the file's first bytes: a change need not load every document.
  if (index instanceof EmbeddedStockIndex && (await index.currentAndFilled())) return;
  const upgraded = await index.upgrade();
  if (upgraded > 0) log(`Upgraded the ${upgraded} documents of the embedded stock index to the current shape`);
  const stats = await index.stats();
  if (stats.numberOfDocuments > 0) return;
  log('Embedded stock index is empty: loading the sample feed…');
  const records: unknown = JSON.parse(fs.readFileSync(feed, 'utf8'));
  if (!Array.isArray(records)) throw new Error(`${path.relative(root, feed)}: expected a JSON array of car records`);
  const report = await pushFeed(index, records);
  log(`  loaded ${report.added} records into the embedded index (${report.skipped.length} not indexable)`);
}
