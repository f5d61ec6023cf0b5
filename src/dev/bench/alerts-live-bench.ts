import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seededRandom } from '../../lib/listing/listing-grid.ts';
import { embeddedSms } from '../../server/accounts/sms/embedded-sms.ts';
import { createServerContext } from '../../server/context/server-context.ts';
import { closeServer, serverFeatures } from '../../server/server-features.ts';
import { saveSearches } from './alerts-bench.ts';
import { applyStock, newestManifest, startWarmServer, stopServer, until, warmAgain } from './bench-steps.ts';
import { runMeasured } from './measured-process.ts';
import { SCALE_DEALER, editJson, rehome, scaleDealerEnv, synthesiseScaleDealer } from './scale-dealer.ts';

/** One stock change's times, in seconds from `npm run stock -- apply` starting. */
export type LiveAlertChange = { queuedAfter: number; matchMs: number; messages: number; first: number; last: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * bench:alerts' end-to-end part: bench:scale's scale dealer of `cars` cars with shopper alerts on
 * (SMS only, quiet hours off), built by `npm run build`, `searches` saved searches stored through the
 * alert store, then `npm start` (scripts/serve.ts: the site server, the app, the rebuild queue with its
 * alert matching, the alert sender) and `changes` stock changes, each adding one car that matches
 * some of the searches through `npm run stock -- apply` (the stock index written, then the signed
 * stock webhook). Each is timed from the command starting to the first and the last alert SMS handed
 * to the SMS provider: the embedded provider, whose kept messages (`npm run sms -- list`) carry the
 * moment it was handed each one.
 */
export async function benchAlertsLive(
  root: string,
  o: { cars: number; searches: number; changes: number; log: (line: string) => void },
): Promise<LiveAlertChange[]> {
  const { log } = o;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `forecourt-alerts-live-${o.cars}-`));
  try {
    const dealer = await synthesiseScaleDealer(root, work, o.cars);
    editJson(path.join(dealer.dealersDir, SCALE_DEALER, 'dealer.json'), (config) => ({
      ...config,
      authentication: config['authentication'] || { watchlist: true },
      shopper_alerts: { channels: ['sms'], quiet_hours: false, max_messages_per_day: 50 },
      // A staged stock build tells nothing (docs/alerts.md): the change must go live.
      builds: { ...(config['builds'] as object | undefined), auto_promote_stock_builds: true },
    }));
    const env = scaleDealerEnv(work, dealer, { FORECOURT_ALERTS_SECRET: 'bench-alerts' });
    // The embedded store and SMS provider, whatever the shell names.
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN']) delete env[name];

    const build = await runMeasured([path.join(root, 'scripts', 'build.ts')], { cwd: root, env });
    if (build.code !== 0) throw new Error(`build failed:\n${build.output.slice(-3000)}`);
    const summary = JSON.parse(fs.readFileSync(path.join(work, '.cache', 'last-build.json'), 'utf8')) as { built: { cars: number; pages: number }[] };
    log(
      `${SCALE_DEALER} (${dealer.copiedFrom}'s records re-homed): ${summary.built[0]!.cars} cars, ${summary.built[0]!.pages} pages built in ${build.seconds.toFixed(1)} s`,
    );

    // The searches go into the store npm start will use, through the same store API the first part uses.
    const context = createServerContext({ cwd: root, env });
    const features = serverFeatures(context);
    const sms = embeddedSms(context.store.database());
    try {
      const started = performance.now();
      const watched = dealer.records.filter((r) => r['status'] === 'in_stock').map((r) => r.id);
      const shoppers = await saveSearches(features, SCALE_DEALER, { searches: o.searches, watched, rnd: seededRandom(7) });
      log(
        `saved ${o.searches.toLocaleString('en')} searches for ${shoppers.toLocaleString('en')} shoppers through the store in ${seconds(performance.now() - started)}`,
      );

      // A used Toyota under $30,000: news to the searches for Toyota (and for any make) whose bands hold its price.
      const template = dealer.records.find(
        (r) => r['status'] === 'in_stock' && r['make'] === 'Toyota' && typeof r['price'] === 'number' && r['price'] > 15_000 && r['price'] < 30_000,
      );
      if (!template) throw new Error(`${dealer.copiedFrom} has no in-stock Toyota under $30,000 to copy`);

      const { server, port, warmSeconds } = await startWarmServer(root, env, work, [SCALE_DEALER]);
      log(`npm start warm in ${warmSeconds.toFixed(1)} s`);
      const changes: LiveAlertChange[] = [];
      try {
        for (let i = 0; i < o.changes; i++) {
          const [car] = rehome([template], dealer.records, 1, {});
          const file = path.join(work, `alert-change-${i}.json`);
          fs.writeFileSync(file, JSON.stringify({ upsert: [car] }));
          const before = newestManifest(work, SCALE_DEALER).newest;
          const outputBefore = server.output().length;
          const sent = Date.now();
          const apply = applyStock(root, env, port, file);
          const queuedLine = () =>
            /shopper alerts [^:]+: \d+ changed cars, (\d+) queued.*matched in ([\d.]+) ms|shopper alerts [^:]+ failed: .*/.exec(
              server.output().slice(outputBefore),
            );
          await until(
            () => queuedLine() !== null,
            600,
            () => apply.output() + server.output(),
          );
          const queuedAfter = Date.now() - sent;
          const line = queuedLine()!;
          if (!line[1]) throw new Error(line[0]);
          const messages = Number(line[1]);
          if (messages === 0) throw new Error(`the new car matched no saved search:\n${line[0]}`);
          let handed: number[] = [];
          await until(
            async () => {
              handed = (await sms.list(messages + 100))
                .filter((m) => m.dealer === SCALE_DEALER && Date.parse(m.sentAt) >= sent)
                .map((m) => Date.parse(m.sentAt) - sent);
              return handed.length >= messages;
            },
            600,
            () => server.output(),
          );
          if ((await apply.exited) !== 0) throw new Error(`stock apply failed:\n${apply.output()}`);
          const change = { queuedAfter, matchMs: Number(line[2]), messages, first: Math.min(...handed), last: Math.max(...handed) };
          log(
            `change ${i + 1}${i === 0 ? ' (the first since npm start started: it loads the searches)' : ''}: one car added; webhook → matched and queued ${seconds(queuedAfter)} ` +
              `(matching ${change.matchMs.toFixed(1)} ms), ${messages} SMS; → first handed to the provider ${seconds(change.first)}, → last ${seconds(change.last)}`,
          );
          changes.push(change);
          await warmAgain(server, work, SCALE_DEALER, before);
        }
      } finally {
        await stopServer(server);
      }
      const first = median(changes.map((c) => c.first));
      const last = median(changes.map((c) => c.last));
      log(
        `end-to-end over ${summary.built[0]!.cars.toLocaleString('en')} cars and ${o.searches.toLocaleString('en')} saved searches, stock webhook → alert SMS handed to the provider ` +
          `(median of ${changes.length} change${changes.length === 1 ? '' : 's'}, including the rebuild): first ${seconds(first)}, last ${seconds(last)} ` +
          `(${median(changes.map((c) => c.messages))} messages; target ≤ 60 s: ${last <= 60_000 ? 'met' : 'missed'}); load average ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')}`,
      );
      return changes;
    } finally {
      await closeServer(context, features);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
