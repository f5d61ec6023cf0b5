/**
 * Writes the sample stock feed and its offline images, then prints records per dealer, the
 * malformed count and the time taken.
 *   node scripts/generate-stock.ts [--now 2026-11-22T00:00:00Z] [--out data/generated/stock-feed.json]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateFeedFile } from '../src/dev/sample-feed/generate-feed.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { now: { type: 'string' }, out: { type: 'string' } } });
const now = values.now === undefined ? new Date() : new Date(values.now);
if (Number.isNaN(now.getTime())) {
  console.error(`--now: not an ISO date-time: ${values.now}`);
  process.exit(2);
}
const out = path.resolve(root, values.out ?? path.join('data', 'generated', 'stock-feed.json'));
const summary = await generateFeedFile({ out, root, now });
for (const d of summary.dealers) console.log(`${d.dealer.padEnd(22)} ${String(d.records).padStart(5)} records (${d.malformed} malformed)`);
console.log(`${'total'.padEnd(22)} ${String(summary.total).padStart(5)} records (${summary.malformed} malformed) → ${path.relative(root, summary.out)}`);
console.log(`images: ${summary.images.total} files in public/stock-images (${summary.images.written} written)`);
console.log(`og:image variants: ${summary.ogImages.total} JPEGs in public/stock-images/og (${summary.ogImages.written} written)`);
console.log('video_url points at poster-only SVGs (/stock-images/video/…): no video encoder is available offline');
console.log(`now: ${now.toISOString()}  took ${summary.seconds.toFixed(2)} s`);
