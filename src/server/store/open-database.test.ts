import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeadStore } from '../leads/lead-store.ts';
import { newLead } from '../leads/fixtures/form-leads.ts';
import { databaseLocation, embeddedDatabaseFile, openDatabase } from './open-database.ts';
import { StoreUnavailableError } from './store-errors.ts';

const temp: string[] = [];
afterEach(() => {
  for (const dir of temp.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('databaseLocation', () => {
  const sqliteFile = embeddedDatabaseFile('/work/.cache');

  it('is the embedded file under .cache/leads unless DATABASE_URL is set', () => {
    expect(databaseLocation({ sqliteFile, env: {} })).toEqual({ engine: 'sqlite', file: '/work/.cache/leads/leads.db' });
    expect(databaseLocation({ sqliteFile, env: { DATABASE_URL: 'postgres://db/leads', VERCEL: '1' } })).toEqual({
      engine: 'postgres',
      url: 'postgres://db/leads',
    });
  });

  it.each(['NETLIFY', 'VERCEL', 'AWS_LAMBDA_FUNCTION_NAME'])('refuses the embedded database on a serverless host (%s)', (host) => {
    expect(() => databaseLocation({ sqliteFile, env: { [host]: 'x' } })).toThrow(/serverless host.*Set DATABASE_URL/);
  });
});

describe('the embedded database', () => {
  it('opens in WAL mode with an fsync at every commit', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-sqlite-'));
    temp.push(dir);
    const database = openDatabase({ engine: 'sqlite', file: path.join(dir, 'nested', 'leads.db') });
    try {
      await database.ready();
      expect((await sql`pragma journal_mode`.execute(database.db)).rows).toEqual([{ journal_mode: 'wal' }]);
      // 2 = FULL
      expect((await sql`pragma synchronous`.execute(database.db)).rows).toEqual([{ synchronous: 2 }]);
    } finally {
      await database.close();
    }
  });
});

describe('the WAL checkpointer', () => {
  it('copies committed leads into the database file from its worker, and lets the last close remove the log', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-sqlite-'));
    temp.push(dir);
    const file = path.join(dir, 'leads.db');
    const store = createLeadStore(openDatabase({ engine: 'sqlite', file }));
    await store.createLead(newLead(), []);
    const size = () => fs.statSync(file).size;
    const before = size();
    await Promise.all(Array.from({ length: 200 }, (_, i) => store.createLead(newLead({ values: { message: `${'x'.repeat(2_000)} ${i}` } }), ['email'])));
    // The writer itself checkpoints only past thousands of pages, far more than these leads fill.
    const copied = () => size() > before + 200 * 2_000;
    const deadline = Date.now() + 5_000;
    while (!copied() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(copied()).toBe(true);
    await store.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });
});

describe('an unreachable database', () => {
  it('rejects with StoreUnavailableError when PostgreSQL does not answer', async () => {
    const store = createLeadStore(openDatabase({ engine: 'postgres', url: `postgres://nobody@127.0.0.1:${await closedPort()}/leads` }));
    try {
      await expect(store.createLead(newLead(), ['email'])).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.listLeads()).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      await store.close();
    }
  });

  it('rejects with StoreUnavailableError when the SQLite folder cannot be made, and recovers once it can', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-unavailable-'));
    temp.push(dir);
    const blocker = path.join(dir, 'leads');
    fs.writeFileSync(blocker, 'a file where the folder should be');
    const store = createLeadStore(openDatabase({ engine: 'sqlite', file: path.join(blocker, 'leads.db') }));
    try {
      const failure = await store.getLead('x').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StoreUnavailableError);
      expect((failure as StoreUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
      fs.rmSync(blocker);
      expect((await store.createLead(newLead(), [])).created).toBe(true);
    } finally {
      await store.close();
    }
  });
});
