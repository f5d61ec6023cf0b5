import { sql, type Kysely, type Transaction } from 'kysely';

type Work<DB, T> = (trx: Transaction<DB>) => Promise<T>;

type Call<DB> = { work: Work<DB, unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export type GroupCommitOptions = {
  /** At most this many calls in one transaction (default 500). */
  maxBatch?: number;
  /** Told the size of every batch that committed. */
  onCommit?: (size: number) => void;
};

const SAVEPOINT = sql.raw('grouped_call');

/** Runs the batch's calls in order, each in its own savepoint; a call that throws is rolled back alone. */
async function runBatch<DB>(trx: Transaction<DB>, batch: readonly Call<DB>[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const call of batch) {
    await sql`savepoint ${SAVEPOINT}`.execute(trx);
    try {
      outcomes.push({ ok: true, value: await call.work(trx) });
    } catch (error) {
      try {
        await sql`rollback to ${SAVEPOINT}`.execute(trx);
      } catch {
        // The error ended the whole transaction (SQLite does so on a full disk or an I/O error):
        // the batch fails with it.
        throw error;
      }
      outcomes.push({ ok: false, error });
    }
    await sql`release ${SAVEPOINT}`.execute(trx);
  }
  return outcomes;
}

/**
 * Group commit: `transaction(work)` calls that arrive while a batch is being written wait for the
 * next batch, which runs them one after another in ONE database transaction and commits once
 * (one fsync for the batch instead of one per call). Each call runs inside a savepoint of its
 * own, so a call that throws is rolled back alone and only its promise rejects; later calls in a
 * batch see what earlier ones wrote (a repeated idempotency key finds the first lead). Every
 * promise settles only after its batch's commit returned, so a resolved call is on disk; when the
 * commit fails (or an error ends the transaction) every call in the batch rejects with that error.
 * A batch starts once the event loop has taken in the requests already waiting, so they join it.
 */
export function groupCommit<DB>(db: Kysely<DB>, options: GroupCommitOptions = {}): <T>(work: Work<DB, T>) => Promise<T> {
  const maxBatch = options.maxBatch ?? 500;
  const queue: Call<DB>[] = [];
  let writing = false;

  async function writeBatch(): Promise<void> {
    const batch = queue.splice(0, maxBatch);
    let outcomes: Outcome[];
    try {
      outcomes = await db.transaction().execute((trx) => runBatch(trx, batch));
    } catch (error) {
      for (const call of batch) call.reject(error);
      return;
    }
    options.onCommit?.(batch.length);
    batch.forEach((call, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) call.resolve(outcome.value);
      else call.reject(outcome.error);
    });
  }

  function schedule(): void {
    writing = true;
    setImmediate(() => {
      void writeBatch().finally(() => {
        if (queue.length > 0) schedule();
        else writing = false;
      });
    });
  }

  return <T>(work: Work<DB, T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!writing) schedule();
    });
}
