import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { HONEYPOT_FIELD } from '../../lib/leads/lead-submission.ts';
import { createLeadStore } from '../../server/leads/lead-store.ts';
import type { NewLead } from '../../server/leads/lead-types.ts';
import { createServerContext } from '../../server/context/server-context.ts';
import { embeddedDatabaseFile, openDatabase, type DatabaseLocation } from '../../server/store/open-database.ts';
import { startThrowawayPostgres } from '../../server/store/testing/throwaway-postgres.ts';
import { measureInsertCeiling } from './insert-ceiling.ts';
import { benchSubmission, quantile, runLeadLoad, type LeadLoadResult } from './lead-load.ts';

export type LeadBenchOptions = {
  /** The command that runs serveForLeadBench in a process of its own. */
  serverCommand: readonly string[];
  dealer: string;
  clients: number;
  seconds: number;
  ceilingSeconds: number;
  engines: readonly ('sqlite' | 'postgres')[];
  log: (line: string) => void;
};

/** Far past what 64 clients send in a minute from one address each; the default is 10. */
const BENCH_RATE_PER_MINUTE = 1_000_000;
const WARM_UP_MS = 1_000;
const BUDGET = { leadsPerSecond: 2_000, p99Ms: 50 };

const fmt = (n: number, digits = 0) => n.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function loopbackAddresses(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `127.0.${Math.floor((i + 2) / 256)}.${(i + 2) % 256}`);
}

async function startServer(command: readonly string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(command[0]!, command.slice(1), { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const match = /^\{"port":(\d+)\}$/.exec(line.trim());
    if (match) return { child, port: Number(match[1]) };
  }
  throw new Error(`the benchmark server exited before listening (${child.exitCode ?? child.signalCode})`);
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

type EngineRun = { name: string; location: DatabaseLocation; env: NodeJS.ProcessEnv; cleanup: () => Promise<void> };

async function prepareEngine(engine: 'sqlite' | 'postgres', log: (line: string) => void): Promise<EngineRun | null> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  if (engine === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-leads-'));
    return {
      name: 'embedded SQLite (WAL, synchronous=FULL)',
      location: { engine: 'sqlite', file: embeddedDatabaseFile(dataDir) },
      env: { ...env, FORECOURT_DATA_DIR: dataDir },
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const cluster = await startThrowawayPostgres({ database: 'forecourt_bench', durable: true });
  if (!cluster) {
    log('PostgreSQL: skipped, not installed (apt-get install postgresql)');
    return null;
  }
  await cluster.started;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-leads-'));
  return {
    name: 'PostgreSQL (throwaway cluster on loopback, fsync and synchronous_commit on)',
    location: { engine: 'postgres', url: cluster.url },
    env: { ...env, FORECOURT_DATA_DIR: dataDir, DATABASE_URL: cluster.url },
    cleanup: async () => {
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every lead_id answered 201 that the store does not hold. */
async function lostLeads(location: DatabaseLocation, accepted: readonly string[]): Promise<string[]> {
  const database = openDatabase(location);
  try {
    const rows = await database.query((db) => db.selectFrom('leads').select('lead_id').execute());
    const stored = new Set(rows.map((row) => row.lead_id));
    return accepted.filter((id) => !stored.has(id));
  } finally {
    await database.close();
  }
}

function reportLoad(run: LeadLoadResult, lost: readonly string[], log: (line: string) => void): void {
  const seconds = run.elapsedMs / 1000;
  const rate = run.acceptedCount / seconds;
  const p99 = quantile(run.latenciesMs, 0.99);
  const refused = [...run.refused].map(([what, n]) => `${what}: ${fmt(n)}`).join(', ');
  log(`  accepted   ${fmt(run.acceptedCount)} leads in ${fmt(seconds, 1)} s = ${fmt(rate)} leads/s (after ${WARM_UP_MS / 1000} s of warm-up)`);
  log(`  latency    p50 ${fmt(quantile(run.latenciesMs, 0.5), 1)} ms, p99 ${fmt(p99, 1)} ms (${fmt(run.latenciesMs.length)} requests)`);
  log(`  non-201    ${refused || 'none'}`);
  log(
    `  LOST       ${lost.length} of ${fmt(run.accepted.length)} answered 201, warm-up included (every lead_id looked up in the store after the server stopped)`,
  );
  for (const id of lost.slice(0, 5)) log(`             lost: ${id}`);
  const met = rate >= BUDGET.leadsPerSecond && p99 <= BUDGET.p99Ms && lost.length === 0;
  log(`  budget     ≥ ${fmt(BUDGET.leadsPerSecond)} leads/s, p99 ≤ ${BUDGET.p99Ms} ms, none lost: ${met ? 'met' : 'NOT met'}`);
}

type Dealer = { slug: string; forms: LeadFormSettings; targets: string[] };

/** What the lead route stores for a bench submission, for createLead without HTTP. */
function ceilingLead(dealer: Dealer, n: number): NewLead {
  const { [HONEYPOT_FIELD]: _honeypot, ...payload } = benchSubmission(`http://${dealer.slug}.localhost`, dealer.forms, `ceiling-${n}`);
  return {
    dealershipSlug: dealer.slug,
    category: payload.category,
    subcategory: payload.subcategory,
    name: payload.name,
    email: payload.email,
    phone: payload.phone,
    carId: payload.car_id,
    stage: 'complete',
    payload,
    idempotencyKey: `ceiling-${n}`,
    spam: false,
  };
}

/** The HTTP run against a server process of its own, the lost-lead check, then the ceiling on the same store. False when a lead was lost. */
async function benchEngine(run: EngineRun, dealer: Dealer, o: LeadBenchOptions): Promise<boolean> {
  const { child, port } = await startServer(o.serverCommand, { ...run.env, FORECOURT_LEAD_RATE_PER_MINUTE: String(BENCH_RATE_PER_MINUTE) });
  let load: LeadLoadResult;
  try {
    load = await runLeadLoad({
      port,
      siteHost: `${dealer.slug}.localhost`,
      forms: dealer.forms,
      clients: o.clients,
      warmUpMs: WARM_UP_MS,
      durationMs: o.seconds * 1000,
      addresses: loopbackAddresses(o.clients),
      keyPrefix: 'bench',
    });
  } finally {
    await stopServer(child);
  }
  const lost = await lostLeads(run.location, load.accepted);
  reportLoad(load, lost, o.log);

  const store = createLeadStore(openDatabase(run.location));
  try {
    const ceiling = await measureInsertCeiling(store, {
      lead: (n) => ceilingLead(dealer, n),
      targets: dealer.targets,
      concurrency: o.clients,
      durationMs: o.ceilingSeconds * 1000,
    });
    o.log(
      `  ceiling    createLead directly, ${o.clients} concurrent, ${o.ceilingSeconds} s: ${fmt(ceiling.leads / (ceiling.elapsedMs / 1000))} leads/s ` +
        `(p50 ${fmt(ceiling.p50Ms, 1)} ms, p99 ${fmt(ceiling.p99Ms, 1)} ms)`,
    );
  } finally {
    await store.close();
  }
  return lost.length === 0;
}

/**
 * npm run bench:leads: per engine, the site server in a process of its own on a fresh store,
 * `clients` shoppers posting leads for `seconds`, every 201's lead_id looked up in the store
 * afterwards, then the store's own createLead rate at the same concurrency. False when a lead
 * was lost.
 */
export async function runLeadBench(o: LeadBenchOptions): Promise<boolean> {
  const { log } = o;
  // The dealer's form rules and forwarding targets as the lead route sees them (no store is opened).
  const entry = createServerContext().dealers.dealer(o.dealer);
  if (!entry) throw new Error(`bench:leads: no dealer ${o.dealer} takes leads (see dealers/)`);
  const dealer: Dealer = { slug: o.dealer, forms: entry.forms, targets: entry.targets };
  const addresses = loopbackAddresses(o.clients);
  log(
    `lead API: ${o.clients} clients on loopback for ${o.seconds} s, POST /api/leads at ${o.dealer}.localhost through the site server (src/engine/serve/site-server.ts) and the app's lead route`,
  );
  log(
    `  per-IP rate: clients spread over ${addresses[0]}–${addresses.at(-1)}, one address each, and FORECOURT_LEAD_RATE_PER_MINUTE=${BENCH_RATE_PER_MINUTE} for the run (default 10 per address)`,
  );
  log(
    `  every request: its own Idempotency-Key, Origin http://${o.dealer}.localhost:<port>; forwarding targets ${dealer.targets.join(', ') || 'none'} queued in the outbox, forwarder not running`,
  );
  log(`  machine: ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)} before the run`);
  let safe = true;
  for (const engine of o.engines) {
    const run = await prepareEngine(engine, log);
    if (!run) continue;
    try {
      log('');
      log(run.name);
      if (!(await benchEngine(run, dealer, o))) safe = false;
    } finally {
      await run.cleanup();
    }
  }
  return safe;
}
