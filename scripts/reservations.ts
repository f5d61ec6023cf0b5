/**
 * npm run reservations -- list [--dealer <slug>] [--live] [--json] | cancel <reservation_id>
 * The dealer staff's view of reserve-online holds, from the store the server writes (DATABASE_URL,
 * else the embedded database under the work dir). Cancelling frees the car as the end of a hold
 * does: its `reserved` flag is cleared in the stock index and the running server (FORECOURT_SERVER,
 * default http://localhost:$PORT or 4321) rebuilds the dealer through the signed stock webhook —
 * or, when no server answers, the dealer is rebuilt here.
 */
import crypto from 'node:crypto';
import { dealershipNamesIn } from '../src/lib/dealer/dealership-names.ts';
import { openStockIndex } from '../src/lib/search/open-index.ts';
import { buildDealers, newBuildSession } from '../src/engine/build/build-dealers.ts';
import { sendStockEvent, webhookSecret } from '../src/engine/rebuild/webhook-client.ts';
import { ensureWorkDir, workPaths } from '../src/engine/work-dir.ts';
import { createServerContext } from '../src/server/context/server-context.ts';
import { createLeadService } from '../src/server/leads/lead-service.ts';
import { indexAvailability } from '../src/server/reservations/car-availability.ts';
import { runReservationsCli } from '../src/server/reservations/reservation-cli.ts';
import { createReservationService } from '../src/server/reservations/reservation-service.ts';

const paths = workPaths();
ensureWorkDir(paths);
const index = openStockIndex({ dir: paths.indexDir, dealershipNames: dealershipNamesIn(paths.dealers) });
const context = createServerContext({ providers: { stockIndex: () => index } });
const server = context.env.FORECOURT_SERVER ?? `http://localhost:${context.env.PORT}`;

const availability = indexAvailability(index, async (dealer, carIds) => {
  const { secret } = webhookSecret(paths.cache);
  const event = { delivery_id: `reservations-cli-${crypto.randomUUID()}`, car_ids: carIds, dealers: [dealer], availability: true };
  const sent = await sendStockEvent({ server, secret, event });
  if (sent && (sent.status === 202 || sent.status === 200)) {
    console.log(`${server} rebuilds ${dealer} (HTTP ${sent.status}).`);
    return;
  }
  if (sent) throw new Error(`${server} refused the rebuild of ${dealer} (HTTP ${sent.status}): ${JSON.stringify(sent.body)}`);
  console.log(`No server at ${server}: rebuilding ${dealer} here.`);
  const summary = await buildDealers({
    only: [dealer],
    stage: false,
    trigger: 'availability',
    concurrency: 1,
    session: newBuildSession({ index }),
    log: (l) => console.log(l),
  });
  if (summary.failed.length > 0) throw new Error(`the rebuild of ${dealer} failed: ${summary.failed[0]!.error}`);
});

try {
  const { out, code } = await runReservationsCli(process.argv.slice(2), createReservationService(context, createLeadService(context), { availability }));
  process.stdout.write(out);
  process.exitCode = code;
} finally {
  await context.store.close();
}
