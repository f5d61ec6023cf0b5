import type { Transaction } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/** The column types that differ between the engines (everything else is written once), and the engine for the rare step that differs. */
export type ColumnTypes = { timestamp: 'timestamptz' | 'text'; json: 'jsonb' | 'text'; engine: Engine };

export type Migration = { name: string; up: (tx: Transaction<unknown>, types: ColumnTypes) => Promise<void> };
