/**
 * npm start: serves every built dealer site at http://<slug>.localhost:4321/, staged builds at
 * http://staged.<slug>.localhost:4321/, the list of sites at http://localhost:4321/, and the
 * function app under /api/ on every site — including POST /api/webhooks/stock, whose queue
 * rebuilds the affected dealers incrementally (or dispatches to CI with FORECOURT_BUILD_MODE=ci),
 * and POST /api/leads, whose outbox is delivered to each dealer's CRM from this process, and
 * reservations, whose 48-hour holds are released here when they run out.
 * Builds first when nothing is built yet. PORT and FORECOURT_WORK_DIR are honoured.
 */
import os from 'node:os';
import { storeOnlyLines } from '../src/lib/leads/lead-destinations.ts';
import { createSiteServer, listLiveSites } from '../src/engine/serve/site-server.ts';
import { buildDealers } from '../src/engine/build/build-dealers.ts';
import { useLeanHeap } from '../src/engine/build/lean-heap.ts';
import { startRebuildService } from '../src/engine/rebuild/rebuild-service.ts';
import { engineBuilds } from '../src/engine/console/engine-builds.ts';
import { ensureWorkDir, workPaths } from '../src/engine/work-dir.ts';
import { createApp } from '../src/server/app.ts';
import { createServerContext } from '../src/server/context/server-context.ts';
import { serverFeatures } from '../src/server/server-features.ts';
import { startReservationExpiry } from '../src/server/reservations/reservation-expiry.ts';

useLeanHeap();

const paths = workPaths();
ensureWorkDir(paths);

if (listLiveSites(paths.work).length === 0) {
  console.log('Nothing is built yet: building every dealer first.');
  await buildDealers({ only: [], stage: false, concurrency: os.availableParallelism(), log: (l) => console.log(l) });
}

// Each local build's changed cars go to the shopper-alert matcher once the build is live (docs/alerts.md).
const service = startRebuildService({
  paths,
  onCarChanges: (slug, cars) => {
    // Logged for every change, nothing queued included (the alerts journey waits for this line).
    features.alerts.matchChanges(slug, cars).then(
      (r) =>
        console.log(
          `shopper alerts ${slug}: ${cars.length} changed cars, ${r.queued} queued, ${r.capped} over the daily cap, ${r.duplicate} told before (matched in ${r.matchMs.toFixed(1)} ms)`,
        ),
      (error: unknown) => console.log(`shopper alerts ${slug} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  },
});
// The server context, made once here: the environment, dealers and database, with the build's index, queue and stock webhook.
// The console's Builds screen approves and rolls back here, as npm run promote and rollback do.
let builds: ReturnType<typeof engineBuilds> | null = null;
const context = createServerContext({
  providers: { ...service.providers, builds: () => (builds ??= engineBuilds(paths, { port: context.env.PORT, log: (l) => console.log(l) })) },
});
const port = context.env.PORT;
const features = serverFeatures(context);
features.leads.startForwarding((line) => console.log(line));
features.inbox.startRetention((line) => console.log(line));
features.alerts.sender().start({ log: (line) => console.log(line) });
startReservationExpiry(features.reservations);
const server = createSiteServer({ root: paths.work, port, app: createApp(context, features) });
server.listen(port, () => {
  console.log(`forecourt is serving on http://localhost:${port}/`);
  for (const slug of listLiveSites(paths.work)) console.log(`  http://${slug}.localhost:${port}/`);
  console.log(
    `Stock webhooks: POST http://localhost:${port}/api/webhooks/stock (${service.mode === 'ci' ? 'dispatched to CI' : 'rebuilt here'}; ` +
      `secret from ${service.secretSource === 'env' ? 'FORECOURT_WEBHOOK_SECRET' : '.cache/webhook-secret'})`,
  );
  console.log(
    `Leads: POST /api/leads on every site, stored in ${context.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database under .cache/leads'}, ` +
      `e-mailed ${context.env.SMTP_URL ? 'over SMTP_URL' : 'into .cache/lead-mail.mbox (set SMTP_URL to send)'}; npm run leads -- list`,
  );
  for (const line of storeOnlyLines(context.dealers.dealers)) console.log(line);
});
