import { sql, type Transaction } from 'kysely';
import type { AlertChannel } from '../../lib/dealer/config-shopper-alerts.ts';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StoreTables } from '../store/tables.ts';
import { isoTimestamp } from '../leads/lead-rows.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';
import type { AlertItem } from './alert-message.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// The advisory lock class (PostgreSQL) that queues one shopper's enqueues, so the daily cap counts what the one before committed.
const SHOPPER_ALERT_LOCK = 4_207_302;

/** One message for one shopper: the items of one stock change, by one channel. */
export type AlertEnvelope = { dealer: string; phone: string; channel: AlertChannel; address: string; items: AlertItem[] };

/** A claimed outbox row: its message and the attempt it is (1 on the first try). */
export type ClaimedAlert = AlertEnvelope & { outboxId: string; attempt: number };

export type EnqueueResult = 'queued' | 'capped' | 'duplicate';

async function lockShopper(trx: Transaction<StoreTables>, engine: StoreDatabase['engine'], dealer: string, phone: string): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(cast(${SHOPPER_ALERT_LOCK} as integer), hashtext(${`${dealer}\n${phone}`}))`.execute(trx);
}

const parseMessage = (value: unknown): AlertItem[] => (typeof value === 'string' ? JSON.parse(value) : value) as AlertItem[];

/**
 * The alert outbox: what the matcher decided to tell, and what the sender has told. Like the lead
 * outbox (lead-outbox.ts): rows are claimed for a lease, each attempt recorded, retried with
 * backoff and dead-lettered after the last attempt.
 */
export function alertOutbox(database: StoreDatabase, clock: () => Date = () => new Date()) {
  const { engine } = database;
  return {
    /**
     * Queues one message unless everything in it was told before (each item's subject, car and
     * event is recorded once: 'duplicate'). Over `perDay` messages to the shopper in the last 24
     * hours, it is recorded as 'capped' and never sent. `notBefore`: due then (quiet hours), else now.
     */
    enqueue(envelope: AlertEnvelope, o: { perDay: number; notBefore?: Date | null }): Promise<EnqueueResult> {
      return database.transaction(async (trx) => {
        await lockShopper(trx, engine, envelope.dealer, envelope.phone);
        const now = clock();
        const stamp = now.toISOString();
        const outboxId = timeOrderedId();
        const base = { dealership_slug: envelope.dealer, phone: envelope.phone, created_at: stamp, updated_at: stamp };
        await trx
          .insertInto('alert_outbox')
          .values({
            ...base,
            outbox_id: outboxId,
            channel: envelope.channel,
            address: envelope.address,
            message: '[]',
            state: 'pending',
            next_attempt_at: null,
          })
          .execute();
        const fresh = await trx
          .insertInto('alert_deliveries')
          .values(
            envelope.items.map((item) => ({
              dealership_slug: envelope.dealer,
              phone: envelope.phone,
              subject: item.subject,
              car_id: item.carId,
              event: item.eventKey,
              outbox_id: outboxId,
              created_at: stamp,
            })),
          )
          .onConflict((c) => c.columns(['subject', 'car_id', 'event']).doNothing())
          .returning(['subject', 'car_id', 'event'])
          .execute();
        if (fresh.length === 0) {
          await trx.deleteFrom('alert_outbox').where('outbox_id', '=', outboxId).execute();
          return 'duplicate';
        }
        const keys = new Set(fresh.map((row) => `${row.subject}\n${row.car_id}\n${row.event}`));
        const items = envelope.items.filter((item) => keys.has(`${item.subject}\n${item.carId}\n${item.eventKey}`));
        const { sent } = await trx
          .selectFrom('alert_outbox')
          .select((eb) => eb.fn.countAll<number | string>().as('sent'))
          .where('dealership_slug', '=', envelope.dealer)
          .where('phone', '=', envelope.phone)
          .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
          .where('state', '<>', 'capped')
          .where('outbox_id', '<>', outboxId)
          .executeTakeFirstOrThrow();
        const capped = Number(sent) >= o.perDay;
        const due = o.notBefore && o.notBefore > now ? o.notBefore : now;
        await trx
          .updateTable('alert_outbox')
          .set({ message: JSON.stringify(items), state: capped ? 'capped' : 'pending', next_attempt_at: capped ? null : due.toISOString() })
          .where('outbox_id', '=', outboxId)
          .execute();
        return capped ? 'capped' : 'queued';
      });
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
