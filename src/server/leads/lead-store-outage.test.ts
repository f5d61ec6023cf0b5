import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestProject } from 'vitest/node';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import startCluster, { type PostgresForTests } from '../store/testing/postgres-cluster.ts';
import { harbourEnquiry } from './fixtures/harbour-enquiry.ts';

const run = promisify(execFile);
const POSTGRES = '/usr/lib/postgresql';
// The newest version's, as the cluster helper's initdb.
const versions = fs.existsSync(POSTGRES) ? fs.readdirSync(POSTGRES).sort((a, b) => Number(b) - Number(a)) : [];
const pgCtlPath = versions.map((version) => path.join(POSTGRES, version, 'bin', 'pg_ctl')).find((file) => fs.existsSync(file));
const skipped = process.env['DATABASE_URL'] ? 'DATABASE_URL names a PostgreSQL this test must not stop' : pgCtlPath ? null : 'PostgreSQL is not installed';

// A cluster of this file's own (the suite's shared one must keep running), started and removed the
// way the unit suite starts its cluster.
let cluster: { url: string; dataDir: string; stop: () => Promise<void> } | null = null;
const dirs: string[] = [];

/** pg_ctl on this file's cluster, as the user that owns it (PostgreSQL refuses to run as root). */
function pgCtl(...args: string[]): Promise<unknown> {
  const command = [pgCtlPath!, '-D', cluster!.dataDir, '-w', '-t', '60', ...args];
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', ...command]) : run(command[0]!, command.slice(1));
}

beforeAll(async () => {
  if (skipped) return;
  let provided: PostgresForTests | null = null;
  const project = { provide: (_key: string, value: PostgresForTests) => (provided = value) } as unknown as TestProject;
  const stop = await startCluster(project);
  const given = provided as PostgresForTests | null;
  if (!given || 'skipped' in given || !given.statusFile || !stop) throw new Error(`no PostgreSQL cluster for the outage test: ${JSON.stringify(given)}`);
  while (!fs.existsSync(given.statusFile)) await sleep(50);
  expect(fs.readFileSync(given.statusFile, 'utf8')).toBe('ready');
  cluster = { url: given.url, dataDir: path.join(path.dirname(given.statusFile), 'data'), stop };
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(skipped !== null)('the lead API with its PostgreSQL stopped', () => {
  let server: TestServer | undefined;
  afterAll(() => server?.close());

  it('answers 503 with Retry-After, acknowledging nothing, and stores the retry once PostgreSQL is back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-outage-'));
    dirs.push(dataDir);
    server = testServer({ FORECOURT_DATA_DIR: dataDir, FORECOURT_LEAD_RATE_PER_MINUTE: '100', DATABASE_URL: cluster!.url });
    const { app, features } = server;
    const site = 'http://harbour-mazda.localhost:4321';
    const post = (email: string, key: string) =>
      app.fetch(
        new Request(`${site}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: site, 'idempotency-key': key },
          body: JSON.stringify(harbourEnquiry({ values: { [FIELD.email]: email } })),
        }),
        { dealerSlug: 'harbour-mazda', clientIp: '127.0.0.1' },
      );

    const before = await post('before@example.com', 'before-the-outage');
    expect(before.status).toBe(201);

    await pgCtl('-m', 'fast', 'stop');
    const during = await post('during@example.com', 'during-the-outage');
    expect(during.status).toBe(503);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await during.json()).toMatchObject({ error: 'unavailable' });

    // restart, not start: it starts the stopped cluster again with the options it last ran with (its port).
    await pgCtl('-l', path.join(path.dirname(cluster!.dataDir), 'server.log'), 'restart');
    // The island sends the same body again under the same key.
    const retried = await post('during@example.com', 'during-the-outage');
    expect(retried.status).toBe(201);
    const again = await post('during@example.com', 'during-the-outage');
    expect((await again.json()) as unknown).toEqual(await retried.json());
    const leads = await features.leads.store().listLeads({ limit: 100 });
    expect(leads.map((lead) => lead.email).sort()).toEqual(['before@example.com', 'during@example.com']);
  }, 60_000);
});
