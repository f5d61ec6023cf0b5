import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { loadAllDealers } from '../../lib/dealer/load-dealer.ts';
import { FileDeliveryStore } from '../../server/webhooks/delivery-store.ts';
import { RebuildQueue, type Builder } from './rebuild-queue.ts';
import { ciDispatcher, dispatchSettingsFrom } from './ci-dispatcher.ts';
import { indexAvailability, type AvailabilityRebuild } from '../../server/reservations/car-availability.ts';
import type { ServerProviders } from '../../server/context/server-providers.ts';
import type { StockWebhookDeps } from '../../server/webhooks/stock-webhook.ts';
import { openStockIndex } from '../../lib/search/open-index.ts';
import { buildDealers, newBuildSession, warmSession, type BuildSession } from '../build/build-dealers.ts';
import { resolveDealers } from '../stock/stock-resolver.ts';
import type { CarChangesListener } from '../build/car-changes.ts';
import { webhookSecret } from './webhook-client.ts';
import { warmRenderersFrom } from '../render/warm-setting.ts';
import type { WorkPaths } from '../work-dir.ts';

type Env = Readonly<Record<string, string | undefined>>;

export type RebuildService = {
  queue: RebuildQueue;
  mode: 'local' | 'ci';
  secretSource: 'env' | 'local';
  /** What the server context takes from the build beside it: the session's stock index, reservations' availability on its queue, the stock webhook. */
  providers: Pick<ServerProviders, 'stockIndex' | 'availability' | 'stockWebhook'>;
};

/** Reservations' availability changes as availability-only events on the queue (which gathers a window of them into one build). */
export function availabilityRebuilds(queue: Pick<RebuildQueue, 'enqueue'>): AvailabilityRebuild {
  return async (slug, carIds) => queue.enqueue(slug, { deliveryId: `availability-${randomUUID()}`, carIds, receivedAt: Date.now(), availability: true });
}

/**
 * The build beside `npm start`'s server: a queue whose jobs run incremental builds here — or, with
 * FORECOURT_BUILD_MODE=ci, dispatch them to CI — and the providers the server context takes from it
 * for POST /api/webhooks/stock (deliveries remembered in .cache/webhook-deliveries.json, changed cars
 * resolved to dealers) and for reservations (the session's index; availability builds on the queue).
 * At most FORECOURT_WARM_RENDERERS render processes wait warm for the dealers' next builds (warm-setting.ts).
 */
export function startRebuildService(o: {
  paths: WorkPaths;
  env?: Env;
  log?: (line: string) => void;
  session?: BuildSession;
  /** Told each local build's changed cars once it is released (shopper alerts); CI builds are told nothing here. */
  onCarChanges?: CarChangesListener;
}): RebuildService {
  const env = o.env ?? process.env;
  const log = o.log ?? ((line: string) => console.log(line));
  const { paths } = o;
  const session = o.session ?? newBuildSession({ index: openStockIndex({ dir: paths.indexDir }), prepareSpares: true, warmRenderers: warmRenderersFrom(env) });
  const mode = env['FORECOURT_BUILD_MODE'] === 'ci' ? 'ci' : 'local';

  const localBuilder: Builder = async ({ slug, triggers }) => {
    const summary = await buildDealers({
      only: [slug],
      stage: false,
      // Availability alone (a reservation made or ended) goes live at once, whatever auto_promote_stock_builds says.
      trigger: triggers.every((t) => t.availability) ? 'availability' : 'stock',
      concurrency: 1,
      root: paths.root,
      work: paths.work,
      session,
      ...(o.onCarChanges ? { onCarChanges: o.onCarChanges } : {}),
      log: (line) => {
        if (!line.startsWith('\nBuild summary') && !line.startsWith('Build summary')) log(line);
      },
    });
    const built = summary.built[0];
    if (!built) return { ok: false, detail: summary.failed[0]?.error ?? 'build failed' };
    const deliveries = triggers.map((t) => t.deliveryId).join(', ');
    return {
      ok: true,
      detail: `${built.mode} build ${built.buildId}: ${built.rendered} pages re-rendered, ${built.removed} removed, ${built.stage ? 'staged for approval' : 'live'} (deliveries ${deliveries})`,
    };
  };
  const builder = mode === 'ci' ? ciDispatcher(dispatchSettingsFrom(env)) : localBuilder;
  // Holds made within 2 s of each other (a burst of reservations) become one availability build.
  const queue = new RebuildQueue({ builder, concurrency: Math.min(2, os.availableParallelism()), debounceMs: 400, availabilityWindowMs: 2_000, log });
  const { secret, source } = webhookSecret(paths.cache, env);

  const index = () => session.index ?? openStockIndex({ dir: paths.indexDir });
  const stockWebhook: StockWebhookDeps = {
    secret,
    deliveries: new FileDeliveryStore(path.join(paths.cache, 'webhook-deliveries.json')),
    now: () => Date.now(),
    enqueue: (slug, trigger) => queue.enqueue(slug, trigger),
    resolveDealers: async (event) => {
      const { dealers } = loadAllDealers(paths.dealers);
      return resolveDealers({
        carIds: event.car_ids,
        dealerSlugs: event.dealers,
        dealers,
        index: index(),
        buildsDir: paths.builds,
        now: Math.floor(Date.now() / 1000),
      });
    },
  };
  const availability = indexAvailability(index(), availabilityRebuilds(queue));
  if (mode === 'local') void warmSession(session, { root: paths.root, work: paths.work, log });
  return { queue, mode, secretSource: source, providers: { stockIndex: index, availability: () => availability, stockWebhook: () => stockWebhook } };
}
