import { sql, type Insertable, type Transaction } from 'kysely';
import type { AlertChannel } from '../../lib/dealer/config-shopper-alerts.ts';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StoreTables } from '../store/tables.ts';
import { isoTimestamp } from '../leads/lead-rows.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';
import type { AlertItem } from './alert-message.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// The advisory lock class (PostgreSQL) that queues a dealer's enqueues, so the daily cap and the dedupe read what the one before committed.
const DEALER_ALERT_LOCK = 4_207_302;

/** One message for one shopper: the items of one stock change, by one channel. */
export type AlertEnvelope = { dealer: string; phone: string; channel: AlertChannel; address: string; items: AlertItem[] };

/** A claimed outbox row: its message and the attempt it is (1 on the first try). */
export type ClaimedAlert = AlertEnvelope & { outboxId: string; attempt: number };

export type EnqueueResult = 'queued' | 'capped' | 'duplicate';

/** One message to queue and when it may go (quiet hours; else now). */
export type AlertToQueue = { envelope: AlertEnvelope; notBefore?: Date | null };

// Rows per statement: well inside SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const SUBJECTS_PER_QUERY = 1000;
const OUTBOX_ROWS_PER_INSERT = 400;
const DELIVERY_ROWS_PER_INSERT = 2000;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const deliveryKey = (subject: string, carId: string, event: string) => `${subject}\n${carId}\n${event}`;

async function lockDealers(trx: Transaction<StoreTables>, engine: StoreDatabase['engine'], dealers: readonly string[]): Promise<void> {
  // SQLite needs nothing: every write transaction begins IMMEDIATE, so writers run one at a time.
  if (engine !== 'postgres') return;
  for (const dealer of [...new Set(dealers)].sort())
    await sql`select pg_advisory_xact_lock(cast(${DEALER_ALERT_LOCK} as integer), hashtext(${dealer}))`.execute(trx);
}

const parseMessage = (value: unknown): AlertItem[] => (typeof value === 'string' ? JSON.parse(value) : value) as AlertItem[];

/**
 * The alert outbox: what the matcher decided to tell, and what the sender has told. Like the lead
 * outbox (lead-outbox.ts): rows are claimed for a lease, each attempt recorded, retried with
 * backoff and dead-lettered after the last attempt.
 */
export function alertOutbox(database: StoreDatabase, clock: () => Date = () => new Date()) {
  const { engine } = database;

  /**
   * Queues a change's messages in one transaction, a few statements whatever their number: each
   * unless everything in it was told before (each item's subject, car and event is recorded once:
   * 'duplicate'). Over `perDay` messages to the shopper in the last 24 hours, one is recorded as
   * 'capped' and never sent. The results are in the order of `batch`.
   */
  function enqueueAll(batch: readonly AlertToQueue[], o: { perDay: number }): Promise<EnqueueResult[]> {
    if (batch.length === 0) return Promise.resolve([]);
    return database.transaction(async (trx) => {
      await lockDealers(
        trx,
        engine,
        batch.map((b) => b.envelope.dealer),
      );
      const now = clock();
      const stamp = now.toISOString();
      // What was told before: every delivery of the subjects this batch would tell.
      const told = new Set<string>();
      const subjects = [...new Set(batch.flatMap((b) => b.envelope.items.map((item) => item.subject)))];
      for (const part of chunks(subjects, SUBJECTS_PER_QUERY)) {
        const rows = await trx.selectFrom('alert_deliveries').select(['subject', 'car_id', 'event']).where('subject', 'in', part).execute();
        for (const row of rows) told.add(deliveryKey(row.subject, row.car_id, row.event));
      }
      // Messages each shopper was sent (or is due to be) in the last 24 hours.
      const sent = new Map<string, number>();
      const shopperKey = (e: AlertEnvelope) => `${e.dealer}\n${e.phone}`;
      const dealers = [...new Set(batch.map((b) => b.envelope.dealer))];
      for (const part of chunks([...new Set(batch.map((b) => b.envelope.phone))], SUBJECTS_PER_QUERY)) {
        const rows = await trx
          .selectFrom('alert_outbox')
          .select((eb) => ['dealership_slug', 'phone', eb.fn.countAll<number | string>().as('sent')])
          .where('dealership_slug', 'in', dealers)
          .where('phone', 'in', part)
          .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
          .where('state', '<>', 'capped')
          .groupBy(['dealership_slug', 'phone'])
          .execute();
        for (const row of rows) sent.set(`${row.dealership_slug}\n${row.phone}`, Number(row.sent));
      }
      const outboxRows: Insertable<StoreTables['alert_outbox']>[] = [];
      const deliveryRows: Insertable<StoreTables['alert_deliveries']>[] = [];
      const results = batch.map(({ envelope, notBefore }): EnqueueResult => {
        const items = envelope.items.filter((item) => {
          const key = deliveryKey(item.subject, item.carId, item.eventKey);
          if (told.has(key)) return false;
          told.add(key);
          return true;
        });
        if (items.length === 0) return 'duplicate';
        const count = sent.get(shopperKey(envelope)) ?? 0;
        const capped = count >= o.perDay;
        if (!capped) sent.set(shopperKey(envelope), count + 1);
        const due = notBefore && notBefore > now ? notBefore : now;
        const outboxId = timeOrderedId();
        outboxRows.push({
          outbox_id: outboxId,
          dealership_slug: envelope.dealer,
          phone: envelope.phone,
          channel: envelope.channel,
          address: envelope.address,
          message: JSON.stringify(items),
          state: capped ? 'capped' : 'pending',
          next_attempt_at: capped ? null : due.toISOString(),
          created_at: stamp,
          updated_at: stamp,
        });
        for (const item of items)
          deliveryRows.push({
            subject: item.subject,
            car_id: item.carId,
            event: item.eventKey,
            dealership_slug: envelope.dealer,
            phone: envelope.phone,
            outbox_id: outboxId,
            created_at: stamp,
          });
        return capped ? 'capped' : 'queued';
      });
      for (const part of chunks(outboxRows, OUTBOX_ROWS_PER_INSERT)) await trx.insertInto('alert_outbox').values(part).execute();
      for (const part of chunks(deliveryRows, DELIVERY_ROWS_PER_INSERT)) await trx.insertInto('alert_deliveries').values(part).execute();
      return results;
    });
  }

  return {
    enqueueAll,

    /** Queues one message (enqueueAll of one). `notBefore`: due then (quiet hours), else now. */
    async enqueue(envelope: AlertEnvelope, o: { perDay: number; notBefore?: Date | null }): Promise<EnqueueResult> {
      const [result] = await enqueueAll([{ envelope, notBefore: o.notBefore ?? null }], o);
      return result!;
    },

    /** Due rows oldest first, each leased to this caller for `leaseMs` and its attempt counted. */
    claimDue(o: { limit: number; leaseMs: number }): Promise<ClaimedAlert[]> {
      return database.transaction(async (trx) => {
        const now = clock();
        const due = trx
          .selectFrom('alert_outbox')
          .select('outbox_id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', now.toISOString())
          .orderBy('next_attempt_at')
          .orderBy('outbox_id')
          .limit(o.limit)
          .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked());
        const rows = await trx
          .updateTable('alert_outbox')
          .set((eb) => ({ attempt: eb('attempt', '+', 1), next_attempt_at: new Date(now.getTime() + o.leaseMs).toISOString(), updated_at: now.toISOString() }))
          .where('outbox_id', 'in', due)
          .returningAll()
          .execute();
        return rows
          .sort((a, b) => isoTimestamp(a.created_at).localeCompare(isoTimestamp(b.created_at)) || a.outbox_id.localeCompare(b.outbox_id))
          .map((row) => ({
            outboxId: row.outbox_id,
            attempt: Number(row.attempt),
            dealer: row.dealership_slug,
            phone: row.phone,
            channel: row.channel,
            address: row.address,
            items: parseMessage(row.message),
          }));
      });
    },

    /** Ends a claimed row's lease: delivered, due again after `backoffMs`, or dead on the last attempt or a permanent failure. */
    record(
      outboxId: string,
      result: { ok: true } | { ok: false; error: string; permanent?: boolean },
      o: { maxAttempts: number; backoffMs: number },
    ): Promise<void> {
      return database.transaction(async (trx) => {
        const now = clock();
        const stamp = now.toISOString();
        const row = await trx.selectFrom('alert_outbox').select(['state', 'attempt']).where('outbox_id', '=', outboxId).executeTakeFirst();
        if (!row || row.state !== 'pending') return;
        if (result.ok) {
          await trx
            .updateTable('alert_outbox')
            .set({ state: 'delivered', next_attempt_at: null, last_error: null, delivered_at: stamp, updated_at: stamp })
            .where('outbox_id', '=', outboxId)
            .execute();
          return;
        }
        const dead = result.permanent === true || Number(row.attempt) >= o.maxAttempts;
        await trx
          .updateTable('alert_outbox')
          .set({
            state: dead ? 'dead' : 'pending',
            next_attempt_at: dead ? null : new Date(now.getTime() + o.backoffMs).toISOString(),
            last_error: result.error,
            updated_at: stamp,
          })
          .where('outbox_id', '=', outboxId)
          .execute();
      });
    },
  };
}

export type AlertOutbox = ReturnType<typeof alertOutbox>;
