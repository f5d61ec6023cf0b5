import { databaseLocation, embeddedDatabaseFile, openDatabase, type StoreDatabase } from '../store/open-database.ts';
import type { Environment } from '../../lib/environment/environment.ts';

/**
 * The server's one database: PostgreSQL with DATABASE_URL, else the embedded SQLite file under
 * the data dir. Opened on first use (nothing connects at start-up) and shared by every feature's
 * stores (leads, accounts, reservations, trade-ins, payments).
 */
export type ServerStore = {
  database(): StoreDatabase;
  close(): Promise<void>;
};

type StoreEnv = Pick<Environment, 'DATABASE_URL' | 'NETLIFY' | 'VERCEL' | 'AWS_LAMBDA_FUNCTION_NAME'>;

export function serverStore(env: StoreEnv, dataDir: string): ServerStore {
  let database: StoreDatabase | null = null;
  return {
    database: () => (database ??= openDatabase(databaseLocation({ sqliteFile: embeddedDatabaseFile(dataDir), env }))),
    async close() {
      const open = database;
      database = null;
      await open?.close();
    },
  };
}
