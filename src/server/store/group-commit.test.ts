import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';

type Tables = { notes: { id: string; body: string }; children: { id: string; note_id: string } };

let dir: string;
let file: string;
let db: Kysely<Tables>;
let batches: number[];
let transaction: ReturnType<typeof groupCommit<Tables>>;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-group-'));
  file = path.join(dir, 'test.db');
  db = new Kysely<Tables>({
    dialect: new NodeSqliteDialect(() => {
      const connection = new DatabaseSync(file, { enableForeignKeyConstraints: true });
      connection.exec('pragma journal_mode = wal; pragma synchronous = full;');
      return connection;
    }),
  });
  await sql`create table notes (id text primary key, body text not null check (body <> ''))`.execute(db);
  // Checked at COMMIT, so a batch can fail as a whole after every call in it succeeded.
  await sql`create table children (id text primary key, note_id text not null references notes (id) deferrable initially deferred)`.execute(db);
  batches = [];
  transaction = groupCommit(db, { onCommit: (size) => batches.push(size) });
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = (id: string, body = 'text') =>
  transaction((trx) =>
    trx
      .insertInto('notes')
      .values({ id, body })
      .execute()
      .then(() => id),
  );

/** What another connection sees: only what was committed. */
function committedIds(): string[] {
  const other = new DatabaseSync(file, { readOnly: true });
  try {
    return (other.prepare('select id from notes order by id').all() as { id: string }[]).map((row) => row.id);
  } finally {
    other.close();
  }
}

describe('groupCommit', () => {
  it('writes concurrent calls in one transaction and resolves each only once it is committed', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `n${String(i).padStart(2, '0')}`);
    const seen: string[][] = [];
    await Promise.all(ids.map((id) => insert(id).then(() => seen.push(committedIds()))));
    expect(batches).toEqual([20]);
    // Every call, as it resolved, found every row of its batch already visible to another connection.
    expect(seen.every((visible) => visible.length === 20)).toBe(true);
  });

  it('puts calls made while a batch is being written into the next batch', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = transaction(async (trx) => {
      await gate;
      await trx.insertInto('notes').values({ id: 'a', body: 'x' }).execute();
    });
    await new Promise((resolve) => setImmediate(resolve));
    const later = [insert('b'), insert('c')];
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([1, 2]);
    expect(committedIds()).toEqual(['a', 'b', 'c']);
  });

  it('rolls back a failing call alone: its partial writes are undone, the rest of its batch commits', async () => {
    const failing = transaction(async (trx) => {
      await trx.insertInto('notes').values({ id: 'half-done', body: 'x' }).execute();
      await trx.insertInto('notes').values({ id: 'bad', body: '' }).execute();
    });
    const results = await Promise.allSettled([insert('before'), failing, insert('after')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/CHECK constraint/);
    expect(batches).toEqual([3]);
    expect(committedIds()).toEqual(['after', 'before']);
  });

  it('lets a call see what earlier calls in its batch wrote', async () => {
    const [, found] = await Promise.all([
      insert('first'),
      transaction((trx) => trx.selectFrom('notes').select('id').where('id', '=', 'first').executeTakeFirst()),
    ]);
    expect(batches).toEqual([2]);
    expect(found).toEqual({ id: 'first' });
  });

  it('rejects every call of a batch whose commit fails, and writes none of it', async () => {
    const orphan = transaction((trx) => trx.insertInto('children').values({ id: 'c1', note_id: 'missing' }).execute());
    const results = await Promise.allSettled([insert('innocent'), orphan]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(batches).toEqual([]);
    expect(committedIds()).toEqual([]);
    // The connection is usable again.
    await insert('next');
    expect(committedIds()).toEqual(['next']);
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const small = groupCommit(db, { maxBatch: 4, onCommit: (size) => batches.push(size) });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        small((trx) =>
          trx
            .insertInto('notes')
            .values({ id: `m${i}`, body: 'x' })
            .execute(),
        ),
      ),
    );
    expect(batches).toEqual([4, 4, 2]);
    expect(committedIds()).toHaveLength(10);
  });
});
