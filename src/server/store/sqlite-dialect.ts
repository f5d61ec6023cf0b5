import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely over Node's built-in `node:sqlite` (Kysely's own SqliteDialect expects better-sqlite3).
 * One connection: SqliteAdapter reports no multiple connections, so Kysely holds a mutex around
 * every query and around each transaction as a whole, which serialises transactions on it.
 * Transactions begin IMMEDIATE so a second process waits for the write lock at BEGIN (with the
 * busy timeout) instead of failing when a reader later tries to write.
 */
export class NodeSqliteDialect implements Dialect {
  readonly #open: () => DatabaseSync | Promise<DatabaseSync>;

  /** `open` runs on first use, so opening errors surface from the first query. */
  constructor(open: () => DatabaseSync | Promise<DatabaseSync>) {
    this.#open = open;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#open);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class NodeSqliteDriver implements Driver {
  readonly #open: () => DatabaseSync | Promise<DatabaseSync>;
  #connection: NodeSqliteConnection | null = null;

  constructor(open: () => DatabaseSync | Promise<DatabaseSync>) {
    this.#open = open;
  }

  async init(): Promise<void> {
    this.#connection = new NodeSqliteConnection(await this.#open());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#connection) throw new Error('The SQLite driver is not initialised.');
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.#connection?.close();
    this.#connection = null;
  }
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  // Insertion-ordered, so the first key is the oldest statement.
  readonly #statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(query.sql);
    const parameters = query.parameters as SQLInputValue[];
    if (statement.columns().length > 0) return { rows: statement.all(...parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const statement = this.#prepare(query.sql);
    for (const row of statement.iterate(...(query.parameters as SQLInputValue[]))) yield { rows: [row as R] };
  }

  close(): void {
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
      if (this.#statements.size > STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value as string);
    }
    return statement;
  }
}
