/**
 * npm run build [-- --dealer <slug>]… [-- --stage] [-- --full] [-- --trigger stock] [-- --concurrency N] [-- --post-alerts <function app origin>]
 * Validates every dealer, pulls its stock through the stock index and builds one static site per
 * dealer into builds/<slug>/<buildId>/ — re-rendering only the pages whose inputs changed since
 * the previous build — then makes it live at dist/<slug> (unless --stage, or --trigger stock for a
 * dealer whose config holds stock builds in staging). FORECOURT_WORK_DIR moves builds/, dist/ and .cache/.
 * --post-alerts: CI build mode's shopper alerts (docs/alerts.md) — each live build's changed cars are
 * posted to <origin>/api/alerts/changes, signed with FORECOURT_WEBHOOK_SECRET (else the local
 * .cache/webhook-secret npm start shares); a refused or failed post fails the command.
 */
import { parseArgs } from 'node:util';
import os from 'node:os';
import { buildDealers } from '../src/engine/build/build-dealers.ts';
import { useLeanHeap } from '../src/engine/build/lean-heap.ts';
import { postCarChanges } from '../src/engine/build/post-car-changes.ts';
import { webhookSecret } from '../src/engine/rebuild/webhook-client.ts';
import { workPaths } from '../src/engine/work-dir.ts';
import type { ChangedCar } from '../src/lib/alerts/alert-matches.ts';

useLeanHeap();

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', multiple: true },
    stage: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    trigger: { type: 'string', default: 'manual' },
    concurrency: { type: 'string' },
    'post-alerts': { type: 'string' },
  },
});

const alertsOrigin = values['post-alerts'];
const posts: Promise<boolean>[] = [];
const postAlerts = (dealer: string, cars: ChangedCar[]) => {
  if (!alertsOrigin) return;
  const { secret } = webhookSecret(workPaths().cache);
  posts.push(
    postCarChanges({ origin: alertsOrigin, secret, dealer, cars }).then(
      ({ status, body }) => {
        console.log(`Shopper alerts: ${cars.length} changed cars of ${dealer} posted to ${alertsOrigin}: ${status} ${JSON.stringify(body)}`);
        return status === 200;
      },
      (error: unknown) => {
        console.log(`Shopper alerts: posting ${dealer}'s changed cars to ${alertsOrigin} failed: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      },
    ),
  );
};

const summary = await buildDealers({
  only: values.dealer ?? [],
  stage: values.stage ?? false,
  full: values.full ?? false,
  trigger: values.trigger ?? 'manual',
  concurrency: values.concurrency ? Number(values.concurrency) : Math.max(1, os.availableParallelism()),
  log: (line) => console.log(line),
  ...(alertsOrigin ? { onCarChanges: postAlerts } : {}),
});

const posted = await Promise.all(posts);
process.exitCode = summary.failed.length > 0 || posted.includes(false) ? 1 : 0;
