import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const PREFIX = 'forecourt-pg-';

/** Debian's newest PostgreSQL bin folder, or null when PostgreSQL is not installed. */
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

async function clusterDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), 0);
  }
  return dir;
}

async function startCluster(bin: string, dir: string, port: number, database: string, durable: boolean): Promise<void> {
  const data = path.join(dir, 'data');
  await asOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Tests keep nothing past a power cut, so they skip fsync; a benchmark measures production's durable commits.
  const speed = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${speed}`;
  await asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    await client.query(`create database ${database}`);
  } finally {
    await client.end();
  }
}

export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  /** The cluster's folder (data, socket, log); deleted by stop(). */
  dir: string;
  /** Settles once the cluster runs and `database` exists (rejects with why it did not start). */
  started: Promise<void>;
  /** Waits for the start, stops the cluster and deletes its folder. */
  stop(): Promise<void>;
};

/**
 * A PostgreSQL cluster of its own on a free loopback port, its socket and data in a temp folder,
 * with `database` created; clusters a killed run left behind are stopped first. `durable: false`
 * turns fsync off (tests); true keeps production's settings (benchmarks). Null without Debian's
 * PostgreSQL binaries.
 */
export async function startThrowawayPostgres(options: { database: string; durable: boolean }): Promise<ThrowawayPostgres | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  await stopOrphans(bin);
  const dir = await clusterDir();
  const port = await freePort();
  const started = startCluster(bin, dir, port, options.database, options.durable);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${options.database}`,
    dir,
    started,
    async stop() {
      await started.catch(() => undefined);
      await stopCluster(bin, dir);
    },
  };
}
