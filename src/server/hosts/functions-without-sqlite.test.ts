import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { harbourEnquiry } from '../leads/fixtures/harbour-enquiry.ts';
import { createLeadStore } from '../leads/lead-store.ts';
import { openDatabase } from '../store/open-database.ts';
import { testEngines } from '../store/testing/test-databases.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

// A runtime without node:sqlite (Node 20): every resolution of it fails, as it does there.
const REFUSE_SQLITE = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'node:sqlite' || specifier === 'sqlite') throw new Error('No such built-in module: node:sqlite');
    return next(specifier, context);
  },
});
`)}`;

const ENTRIES = [
  'netlify/functions/api.ts',
  'netlify/functions/forward-leads.ts',
  'netlify/functions/release-reservations.ts',
  'api/[...route].ts',
  'api/forward-leads.ts',
  'api/release-reservations.ts',
];

// Loads every function entry, then calls the Netlify /api/* function as the platform does: the health check and a lead.
const FUNCTION_RUN = `
const entries = ${JSON.stringify(ENTRIES.map((entry) => pathToFileURL(path.join(root, entry)).href))};
const [api] = await Promise.all(entries.map((entry) => import(entry)));
const site = 'https://harbour-mazda.localhost';
const health = await api.default(new Request(site + '/api/health'), { ip: '203.0.113.9' });
const lead = await api.default(
  new Request(site + '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', origin: site }, body: process.env.LEAD_BODY }),
  { ip: '203.0.113.9' },
);
process.stdout.write(JSON.stringify({ health: health.status, lead: lead.status, body: await lead.json() }));
`;

async function runFunction(databaseUrl: string): Promise<{ health: number; lead: number; body: { lead_id?: string; error?: string } }> {
  const { stdout } = await run(process.execPath, ['--import', REFUSE_SQLITE, '--input-type=module', '-e', FUNCTION_RUN], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', NETLIFY: 'true', DATABASE_URL: databaseUrl, LEAD_BODY: JSON.stringify(harbourEnquiry()) },
  });
  return JSON.parse(stdout);
}

const postgres = testEngines()[1]!;
afterAll(() => postgres.cleanup());

describe('the serverless functions on a runtime without node:sqlite, DATABASE_URL set', () => {
  it('load every entry and answer, the embedded store never imported (the lead store unreachable: 503)', async () => {
    const answer = await runFunction('postgres://forecourt@127.0.0.1:9/leads');
    expect(answer).toMatchObject({ health: 200, lead: 503, body: { error: 'unavailable' } });
  });

  it.skipIf(postgres.skipped !== null)('store the lead in PostgreSQL', async () => {
    const location = await postgres.fresh();
    if (location.engine !== 'postgres') throw new Error('expected PostgreSQL');
    const answer = await runFunction(location.url);
    expect(answer).toMatchObject({ health: 200, lead: 201 });
    const database = openDatabase(location);
    try {
      expect(await createLeadStore(database).getLead(answer.body.lead_id!)).toMatchObject({ dealershipSlug: 'harbour-mazda', name: 'Sam Shopper' });
    } finally {
      await database.close();
    }
  });

  it('fail as the platform did when a module does import it (the hook refuses it)', async () => {
    const load = run(process.execPath, ['--import', REFUSE_SQLITE, '--input-type=module', '-e', "await import('node:sqlite')"], { cwd: root });
    await expect(load).rejects.toThrow(/No such built-in module: node:sqlite/);
  });
});
