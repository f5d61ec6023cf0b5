import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Engine } from '../migrations.ts';
import type { DatabaseLocation } from '../open-database.ts';

/** One engine for `describe.each`: store tests run the same cases on each. */
export type TestEngine = {
  name: Engine;
  /** Why this engine's cases are skipped here, or null. */
  skipped: string | null;
  /** An empty database for one test (the same place each time, emptied). */
  fresh(): Promise<DatabaseLocation>;
  /** Removes what `fresh` made; call in afterAll. */
  cleanup(): Promise<void>;
};

function sqliteEngine(): TestEngine {
  let base: string | null = null;
  return {
    name: 'sqlite',
    skipped: null,
    async fresh() {
      base ??= fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-sqlite-'));
      return { engine: 'sqlite', file: path.join(fs.mkdtempSync(path.join(base, 'db-')), 'leads.db') };
    },
    async cleanup() {
      if (base) fs.rmSync(base, { recursive: true, force: true });
      base = null;
    },
  };
}

async function clusterReady(statusFile: string | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (statusFile && !fs.existsSync(statusFile)) {
    if (Date.now() > deadline) throw new Error('The test PostgreSQL cluster did not start within 60 s.');
    await sleep(50);
  }
  const status = statusFile ? fs.readFileSync(statusFile, 'utf8') : 'ready';
  if (status !== 'ready') throw new Error(`The test PostgreSQL cluster did not start: ${status}`);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Each test file gets its own database (files run in parallel); each test empties its tables.
function postgresEngine(): TestEngine {
  const provided = inject('postgres');
  let url: string | null = null;
  let name: string | null = null;
  return {
    name: 'postgres',
    skipped: 'skipped' in provided ? provided.skipped : null,
    async fresh() {
      if ('skipped' in provided) throw new Error(provided.skipped);
      if (url) {
        await withClient(url, async (client) => {
          const { rows } = await client.query<{ name: string }>(
            "select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'forecourt_migrations'",
          );
          if (rows.length > 0) await client.query(`truncate ${rows.map((row) => `"${row.name}"`).join(', ')} cascade`);
        });
        return { engine: 'postgres', url };
      }
      await clusterReady(provided.statusFile);
      name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      await withClient(provided.url, (client) => client.query(`create database ${name}`));
      const parsed = new URL(provided.url);
      parsed.pathname = `/${name}`;
      url = parsed.toString();
      return { engine: 'postgres', url };
    },
    async cleanup() {
      if ('skipped' in provided || !name) return;
      const dropped = name;
      await withClient(provided.url, (client) => client.query(`drop database if exists ${dropped} with (force)`));
      url = null;
      name = null;
    },
  };
}

export function testEngines(): TestEngine[] {
  return [sqliteEngine(), postgresEngine()];
}
