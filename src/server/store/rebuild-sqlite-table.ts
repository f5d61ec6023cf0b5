import { sql, type CreateTableBuilder, type Transaction } from 'kysely';

/**
 * SQLite cannot drop or change a table's constraint: the table is made again by `define` under a
 * temporary name, its rows copied over column by column (`columns`, the old table's; any others
 * start empty), and it takes the old one's place. Its indexes are the caller's to make again.
 */
export async function rebuildSqliteTable(
  tx: Transaction<unknown>,
  table: string,
  columns: readonly string[],
  define: (builder: CreateTableBuilder<string, never>) => CreateTableBuilder<string, string>,
): Promise<void> {
  const rebuilt = `${table}_rebuilt`;
  await define(tx.schema.createTable(rebuilt)).execute();
  const list = sql.join(columns.map((column) => sql.ref(column)));
  await sql`insert into ${sql.table(rebuilt)} (${list}) select ${list} from ${sql.table(table)}`.execute(tx);
  await tx.schema.dropTable(table).execute();
  await tx.schema.alterTable(rebuilt).renameTo(table).execute();
}
