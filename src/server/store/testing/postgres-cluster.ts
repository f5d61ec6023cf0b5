import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

/** What the unit suite learns about its PostgreSQL: a URL to a database it may create databases from, or why there is none. */
export type PostgresForTests =
  { url: string; /** Holds "ready" or "failed: …" once the cluster has started; null when it already runs. */ statusFile: string | null } | { skipped: string };

declare module 'vitest' {
  interface ProvidedContext {
    postgres: PostgresForTests;
  }
}

function writeStatus(file: string, status: string): void {
  fs.writeFileSync(`${file}.tmp`, status);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * Vitest global setup: a throwaway PostgreSQL cluster on a free loopback port (its socket and data
 * in a temp folder) for the store tests, unless DATABASE_URL names one. It starts in the background
 * while Vitest collects tests; the tests wait for `statusFile`. Without PostgreSQL's binaries the
 * PostgreSQL half of the store tests is skipped, except in CI, where this fails.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env['DATABASE_URL']?.trim();
  if (given) {
    project.provide('postgres', { url: given, statusFile: null });
    return undefined;
  }
  const cluster = await startThrowawayPostgres({ database: 'forecourt_test', durable: false });
  if (!cluster) {
    const reason = 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb; apt-get install postgresql)';
    const ci = process.env['CI'];
    if (ci && ci !== 'false' && ci !== '0') throw new Error(`${reason}: CI runs the store tests on both engines.`);
    project.provide('postgres', { skipped: reason });
    return undefined;
  }
  const statusFile = path.join(cluster.dir, 'status');
  cluster.started.then(
    () => writeStatus(statusFile, 'ready'),
    (error: unknown) => writeStatus(statusFile, `failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  project.provide('postgres', { url: cluster.url, statusFile });
  return () => cluster.stop();
}
