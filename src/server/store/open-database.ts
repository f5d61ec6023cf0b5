import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { groupCommit } from './group-commit.ts';
import { migrateToLatest, type Engine } from './migrations.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import { StoreUnavailableError, toStoreError } from './store-errors.ts';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';
import type { StoreTables } from './tables.ts';

export type DatabaseLocation = { engine: 'postgres'; url: string } | { engine: 'sqlite'; file: string };

/** DATABASE_URL and the serverless platforms' markers (set: truthy), as the parsed environment holds them. */
type LocationEnv = { readonly DATABASE_URL?: string | undefined } & { readonly [host in (typeof SERVERLESS_HOSTS)[number]]?: string | boolean | undefined };

const SERVERLESS_HOSTS = ['NETLIFY', 'VERCEL', 'AWS_LAMBDA_FUNCTION_NAME'] as const;

const EMBEDDED_FOLDER = 'leads';

/** The embedded database's file under a work directory's `.cache`. */
export function embeddedDatabaseFile(cacheDir: string): string {
  return path.join(cacheDir, EMBEDDED_FOLDER, 'leads.db');
}

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded SQLite file. A serverless host keeps no
 * disk between invocations, so there the embedded engine refuses to start.
 */
export function databaseLocation(options: { sqliteFile: string; env: LocationEnv }): DatabaseLocation {
  const { env } = options;
  const url = env['DATABASE_URL']?.trim();
  if (url) return { engine: 'postgres', url };
  const host = SERVERLESS_HOSTS.find((name) => env[name]);
  if (host) {
    throw new Error(
      `forecourt: ${host} is set, so this runs on a serverless host whose disk does not outlive the request; ` +
        'the embedded lead database would lose leads there. Set DATABASE_URL to a PostgreSQL database.',
    );
  }
  return { engine: 'sqlite', file: options.sqliteFile };
}

/** The one database handle every server store shares. Nothing connects until the first `ready()`. */
export type StoreDatabase = {
  readonly engine: Engine;
  readonly db: Kysely<StoreTables>;
  /** Connects and migrates once; after a failure (StoreUnavailableError) the next call tries again. */
  ready(): Promise<void>;
  /** `work` after `ready()`, with database outages thrown as StoreUnavailableError. */
  query<T>(work: (db: Kysely<StoreTables>) => Promise<T>): Promise<T>;
  /**
   * `work` in one transaction, committed and on disk when the promise resolves; rolled back if it
   * throws. On SQLite, concurrent calls share one commit (group commit), each in a savepoint of
   * its own, so `work` may see what calls before it in the batch wrote.
   */
  transaction<T>(work: (trx: Transaction<StoreTables>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const SQLITE_BUSY_TIMEOUT_MS = 5_000;
// 4 KB pages: about 40 MB of log, ten times SQLite's default.
const WRITER_CHECKPOINT_PAGES = 10_000;
const POSTGRES_POOL_SIZE = 16;
const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The database's folder (0700) and its file (0600), made before SQLite opens it: SQLite creates a
 * file 0644 and gives its -wal and -shm files the database file's mode, so making the file first
 * keeps all three readable by the server's user only. A file or log left more open by an earlier
 * version is closed down to the same mode, and so is the embedded layout's own `leads` folder (a
 * folder the database merely sits in, such as a shared temporary folder, is left as it is).
 */
function ownerOnly(file: string): void {
  const dir = path.dirname(file);
  try {
    const created = fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (created === undefined && path.basename(dir) === EMBEDDED_FOLDER) fs.chmodSync(dir, 0o700);
    fs.closeSync(fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_WRONLY, 0o600));
    for (const own of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(own)) fs.chmodSync(own, 0o600);
  } catch (error) {
    throw new StoreUnavailableError(`Cannot make the lead database's folder and file in ${dir} owner-only: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Imported here, on the first query of an embedded database, never at load: a function on a
 * runtime without `node:sqlite` (Node 20) still loads and serves with DATABASE_URL set.
 */
async function openSqlite(file: string): Promise<DatabaseSync> {
  ownerOnly(file);
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file, { timeout: SQLITE_BUSY_TIMEOUT_MS, enableForeignKeyConstraints: true });
  try {
    // WAL lets readers run beside the writer; FULL fsyncs the log at every commit, so a commit
    // that returned survives a crash or a power cut. The WAL checkpointer copies the log into the
    // database from a worker; the writer checkpoints itself only when the log outgrows that.
    db.exec(`pragma journal_mode = wal; pragma synchronous = full; pragma wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES};`);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function postgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
  // An idle client losing its server (a restart) must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return pool;
}

function connect(location: DatabaseLocation): StoreDatabase {
  let checkpointer: WalCheckpointer | null = null;
  const openWithCheckpointer = async (file: string): Promise<DatabaseSync> => {
    const sqlite = await openSqlite(file);
    checkpointer = startWalCheckpointer(file);
    return sqlite;
  };
  const dialect =
    location.engine === 'postgres'
      ? new PostgresDialect({ pool: postgresPool(location.url) })
      : new NodeSqliteDialect(() => openWithCheckpointer(location.file));
  const db = new Kysely<StoreTables>({ dialect });
  // One connection commits one transaction at a time and each commit waits for an fsync, so
  // concurrent writers share commits; PostgreSQL's pool commits in parallel instead.
  const transaction: <T>(work: (trx: Transaction<StoreTables>) => Promise<T>) => Promise<T> =
    location.engine === 'sqlite' ? groupCommit(db) : (work) => db.transaction().execute(work);
  let migrated: Promise<void> | null = null;
  const ready = (): Promise<void> => {
    migrated ??= migrateToLatest(db as Kysely<unknown>, location.engine).catch((error: unknown) => {
      migrated = null;
      throw toStoreError(error);
    });
    return migrated;
  };
  const query = async <T>(work: (db: Kysely<StoreTables>) => Promise<T>): Promise<T> => {
    await ready();
    try {
      return await work(db);
    } catch (error) {
      throw toStoreError(error);
    }
  };
  return {
    engine: location.engine,
    db,
    ready,
    query,
    transaction: (work) => query(() => transaction(work)),
    async close() {
      await checkpointer?.stop();
      checkpointer = null;
      await db.destroy();
    },
  };
}

// One connection per SQLite file per process: a second connection in the same thread would wait
// for the first one's lock in SQLite's busy handler, which blocks the very thread the first needs
// to finish its transaction.
const sqliteConnections = new Map<string, { database: StoreDatabase; users: number }>();

/** Opens `location`; handles on one SQLite file in one process share its connection until the last closes. */
export function openDatabase(location: DatabaseLocation): StoreDatabase {
  if (location.engine === 'postgres') return connect(location);
  const file = path.resolve(location.file);
  let shared = sqliteConnections.get(file);
  if (!shared) {
    shared = { database: connect({ engine: 'sqlite', file }), users: 0 };
    sqliteConnections.set(file, shared);
  }
  const entry = shared;
  entry.users += 1;
  let closed = false;
  return {
    ...entry.database,
    async close() {
      if (closed) return;
      closed = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      sqliteConnections.delete(file);
      await entry.database.close();
    },
  };
}
