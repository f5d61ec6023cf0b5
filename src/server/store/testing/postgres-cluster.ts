import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** What the unit suite learns about its PostgreSQL: a URL to a database it may create databases from, or why there is none. */
export type PostgresForTests =
  { url: string; /** Holds "ready" or "failed: …" once the cluster has started; null when it already runs. */ statusFile: string | null } | { skipped: string };

declare module 'vitest' {
  interface ProvidedContext {
    postgres: PostgresForTests;
  }
}

const run = promisify(execFile);
const PREFIX = 'forecourt-pg-';
const TEST_DATABASE = 'forecourt_test';

function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, 'bin') : null;
}

// PostgreSQL refuses to run as root, so as root the cluster belongs to Debian's postgres user.
function asOwner(command: string, args: string[]): Promise<unknown> {
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopCluster(bin: string, dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'data', 'postmaster.pid'))) {
    await asOwner(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

// A run killed before its teardown leaves its cluster running; the next run stops it.
async function stopOrphans(bin: string): Promise<void> {
  for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const owner = Number(name.slice(PREFIX.length).split('-')[0]);
    if (owner && !alive(owner)) await stopCluster(bin, path.join(os.tmpdir(), name));
  }
}

async function startCluster(bin: string, dir: string, port: number): Promise<void> {
  const data = path.join(dir, 'data');
  await asOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // A throwaway cluster: nothing in it has to survive a power cut, so it skips fsync.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    await client.query(`create database ${TEST_DATABASE}`);
  } finally {
    await client.end();
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
  const bin = postgresBinDir();
  if (!bin) {
    const reason = 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb; apt-get install postgresql)';
    const ci = process.env['CI'];
    if (ci && ci !== 'false' && ci !== '0') throw new Error(`${reason}: CI runs the store tests on both engines.`);
    project.provide('postgres', { skipped: reason });
    return undefined;
  }
  await stopOrphans(bin);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), 0);
  }
  const port = await freePort();
  const statusFile = path.join(dir, 'status');
  const started = startCluster(bin, dir, port).then(
    () => writeStatus(statusFile, 'ready'),
    (error: unknown) => writeStatus(statusFile, `failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  project.provide('postgres', { url: `postgres://postgres@127.0.0.1:${port}/${TEST_DATABASE}`, statusFile });
  return async () => {
    await started;
    await stopCluster(bin, dir);
  };
}
