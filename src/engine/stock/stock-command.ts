/**
 * `npm run stock -- apply <changes.json> [--server <url>]` (started by scripts/stock.ts once it has
 * turned on the compile cache). Applies {"upsert": [car records, partial ones merged by id], "delete": [car ids]} to the stock
 * index (embedded, or Meilisearch with MEILI_HOST), then tells the running server through the
 * signed stock webhook (FORECOURT_SERVER, default http://localhost:$PORT or 4321) — or, when no
 * server answers, rebuilds the affected dealers directly.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { dealershipNamesIn } from '../../lib/dealer/dealership-names.ts';
import { openStockIndex } from '../../lib/search/open-index.ts';
import { StockChangesSchema, applyStockChanges } from './stock-changes.ts';
import { ensureStockIndex } from './ensure-stock.ts';
import { sendStockEvent, webhookSecret } from '../rebuild/webhook-client.ts';
import { ensureWorkDir, workPaths } from '../work-dir.ts';

// No lean heap (lean-heap.ts) here: with no server this command is the build's driver, and V8's
// memory-saving mode parses the stock 2-4 times slower (20,000 cars: the index and the previous
// snapshot, about 3 s more for one change). Its render process is a single lean one.

const { values, positionals } = parseArgs({ allowPositionals: true, options: { server: { type: 'string' } } });
const [command, file] = positionals;
if (command !== 'apply' || !file) {
  console.error('usage: npm run stock -- apply <changes.json> [--server http://localhost:4321]');
  process.exit(2);
}

const paths = workPaths();
ensureWorkDir(paths);
let changes;
try {
  changes = StockChangesSchema.parse(JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')));
} catch (error) {
  console.error(`${file}: ${error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

await ensureStockIndex({ root: paths.root, indexDir: paths.indexDir, dealersDir: paths.dealers, log: (l) => console.log(l) });
const index = openStockIndex({ dir: paths.indexDir, dealershipNames: dealershipNamesIn(paths.dealers) });
const carIds = await applyStockChanges(index, changes);
console.log(`Stock index (${index.engine}): ${changes.upsert.length} upserted, ${changes.delete.length} deleted.`);

const server = values.server ?? process.env['FORECOURT_SERVER'] ?? `http://localhost:${process.env['PORT'] ?? 4321}`;
const { secret } = webhookSecret(paths.cache);
const event = { delivery_id: `stock-apply-${crypto.randomUUID()}`, car_ids: carIds };
const sent = await sendStockEvent({ server, secret, event });

if (sent) {
  const body = JSON.stringify(sent.body);
  if (sent.status === 202 || sent.status === 200) {
    console.log(`Webhook accepted by ${server} (HTTP ${sent.status}): ${body}`);
  } else {
    console.error(`Webhook refused by ${server} (HTTP ${sent.status}): ${body}`);
    if (sent.status === 401) console.error('The server and this command must share FORECOURT_WEBHOOK_SECRET (or the same work directory).');
    process.exitCode = 1;
  }
} else {
  console.log(`No server at ${server}: rebuilding the affected dealers here.`);
  // Loaded only here: a change sent to a running server should not wait for the build engine to load.
  const [{ loadAllDealers }, { resolveDealers }, { buildDealers, closeSession, newBuildSession }, { startLeanWorkersFor }, { codeDigest }] = await Promise.all([
    import('../../lib/dealer/load-dealer.ts'),
    import('./stock-resolver.ts'),
    import('../build/build-dealers.ts'),
    import('../build/lean-workers.ts'),
    import('../plan/code-digest.ts'),
  ]);
  // The index just written and read serves the build too: a second instance would read the whole file again.
  // The next change will likely follow soon: its build starts from a tree prepared after this one goes live.
  const session = newBuildSession({ index, detachedSpares: true });
  // The dealers whose previous build holds a changed car start their render process now, while the
  // dealers affected are worked out from the index.
  const code = codeDigest(paths.root, path.join(paths.cache, 'code-digest.json'));
  startLeanWorkersFor(paths, carIds, code, session);
  const { dealers } = loadAllDealers(paths.dealers);
  const slugs = await resolveDealers({ carIds, dealerSlugs: [], dealers, index, buildsDir: paths.builds, now: Math.floor(Date.now() / 1000) });
  if (slugs.length === 0) {
    closeSession(session);
    console.log('No dealer shows these cars: nothing to rebuild.');
  } else {
    const summary = await buildDealers({ only: slugs, stage: false, trigger: 'stock', concurrency: 2, session, codeDigest: code, log: (l) => console.log(l) });
    process.exitCode = summary.failed.length > 0 ? 1 : 0;
  }
}
