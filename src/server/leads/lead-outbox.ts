import type { Transaction } from 'kysely';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StoreTables } from '../store/tables.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';
import { isoTimestamp, leadFromRow, lockLead } from './lead-rows.ts';
import { ALERT_TARGET, type DeliveryResult, type OutboxItem } from './lead-types.ts';

export type ClaimOptions = {
  now?: Date;
  /** At most this many rows (default 20). */
  limit?: number;
  /** The claimed rows stay out of other claims this long (default 60 s); a forwarder that dies mid-delivery leaves them due again after it. */
  leaseMs?: number;
};

/** The dealer's retry policy for one recorded attempt (the forwarder's retryPolicy). */
export type DeliveryOptions = {
  now?: Date;
  /** A failure on this attempt (or a permanent one) dead-letters the row. */
  maxAttempts: number;
  /** After a retryable failure the row is due again this much later. */
  backoffMs: number;
};

/** What the forwarder does with the outbox: claim due rows, record each attempt, make rows due again. */
export function outboxOperations(database: StoreDatabase, clock: () => Date) {
  const { engine } = database;

  /** Sets the lead's status from each target's newest row: forwarded when all are delivered, failed when one is dead. */
  async function settleLead(trx: Transaction<StoreTables>, leadId: string): Promise<void> {
    const rows = await newestRows(trx, leadId);
    const status = rows.some((row) => row.state === 'dead') ? 'failed' : rows.every((row) => row.state === 'delivered') ? 'forwarded' : 'stored';
    await trx.updateTable('leads').set({ status }).where('lead_id', '=', leadId).where('status', '<>', 'spam').execute();
  }

  return {
    /**
     * Due rows (pending, next_attempt_at ≤ now) oldest first, each leased to this caller and its
     * attempt counted (1 on the first try): no other claim returns a row until its lease ends or
     * its delivery is recorded. A lease that runs out unrecorded (the forwarder died) still
     * counted its attempt.
     */
    claimDue(options: ClaimOptions = {}): Promise<OutboxItem[]> {
      const now = options.now ?? clock();
      const leaseEnd = new Date(now.getTime() + (options.leaseMs ?? 60_000)).toISOString();
      return database.transaction(async (trx) => {
        const due = trx
          .selectFrom('lead_outbox')
          .select('outbox_id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', now.toISOString())
          .orderBy('next_attempt_at')
          .orderBy('outbox_id')
          .limit(options.limit ?? 20)
          .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked());
        const claimed = await trx
          .updateTable('lead_outbox')
          .set((eb) => ({ attempt: eb('attempt', '+', 1), next_attempt_at: leaseEnd, updated_at: now.toISOString() }))
          .where('outbox_id', 'in', due)
          .returningAll()
          .execute();
        if (claimed.length === 0) return [];
        const leads = await trx
          .selectFrom('leads')
          .selectAll()
          .where('lead_id', 'in', [...new Set(claimed.map((row) => row.lead_id))])
          .execute();
        const byId = new Map(leads.map((row) => [row.lead_id, leadFromRow(row)]));
        return claimed
          .sort((a, b) => isoTimestamp(a.created_at).localeCompare(isoTimestamp(b.created_at)))
          .flatMap((row) => {
            const lead = byId.get(row.lead_id);
            return lead ? [{ outboxId: row.outbox_id, lead, target: row.target, attempt: row.attempt, resend: row.resend === 1 }] : [];
          });
      });
    },

    /**
     * Records the attempt on a claimed row. ok: delivered (the lead is forwarded once all its rows
     * are). A failure is due again after `backoffMs`, or dead-lettered (the lead failed) on attempt
     * `maxAttempts` or at once when permanent. A row no longer pending (recorded by another
     * forwarder whose lease overlapped) is left as it is.
     */
    recordDelivery(outboxId: string, result: DeliveryResult, options: DeliveryOptions): Promise<void> {
      const now = options.now ?? clock();
      const stamp = now.toISOString();
      return database.transaction(async (trx) => {
        const found = await trx.selectFrom('lead_outbox').select('lead_id').where('outbox_id', '=', outboxId).executeTakeFirst();
        if (!found) return;
        await lockLead(trx, engine, found.lead_id);
        const row = await trx.selectFrom('lead_outbox').selectAll().where('outbox_id', '=', outboxId).executeTakeFirstOrThrow();
        if (row.state !== 'pending') return;
        if (result.ok) {
          await trx
            .updateTable('lead_outbox')
            .set({ state: 'delivered', next_attempt_at: null, last_error: null, delivered_at: stamp, updated_at: stamp })
            .where('outbox_id', '=', outboxId)
            .execute();
          if (row.target !== ALERT_TARGET)
            await trx
              .updateTable('leads')
              .set((eb) => ({ deliveries: eb('deliveries', '+', 1) }))
              .where('lead_id', '=', row.lead_id)
              .execute();
        } else {
          const dead = result.permanent === true || row.attempt >= options.maxAttempts;
          const retryAt = new Date(now.getTime() + options.backoffMs).toISOString();
          await trx
            .updateTable('lead_outbox')
            .set({ state: dead ? 'dead' : 'pending', next_attempt_at: dead ? null : retryAt, last_error: result.error, updated_at: stamp })
            .where('outbox_id', '=', outboxId)
            .execute();
        }
        if (row.target !== ALERT_TARGET) await settleLead(trx, row.lead_id);
      });
    },

    /** Queues the lead again for every target whose newest row is delivered or dead, as new resend rows; how many rows. */
    retry(leadId: string): Promise<number> {
      return database.transaction(async (trx) => {
        const lead = await lockLead(trx, engine, leadId);
        if (!lead || lead.status === 'spam') return 0;
        const count = await resend(trx, clock().toISOString(), leadId, ['dead', 'delivered']);
        if (count > 0) await settleLead(trx, leadId);
        return count;
      });
    },

    /** Queues every dead-lettered delivery again, as new resend rows; how many rows. */
    retryFailed(): Promise<number> {
      return database.transaction(async (trx) => {
        const failed = await trx
          .selectFrom('leads')
          .select('lead_id')
          .where('status', '=', 'failed')
          .$if(engine === 'postgres', (q) => q.forUpdate())
          .execute();
        const stamp = clock().toISOString();
        let count = 0;
        for (const { lead_id } of failed) {
          count += await resend(trx, stamp, lead_id, ['dead']);
          await settleLead(trx, lead_id);
        }
        return count;
      });
    },
  };
}

type OutboxRow = { outbox_id: string; target: string; state: string; created_at: Date | string };

/** Each CRM target's newest outbox row for the lead: the one that says where its delivery stands (staff alerts are not the CRM's). */
async function newestRows(trx: Transaction<StoreTables>, leadId: string): Promise<OutboxRow[]> {
  const rows = await trx
    .selectFrom('lead_outbox')
    .select(['outbox_id', 'target', 'state', 'created_at'])
    .where('lead_id', '=', leadId)
    .where('target', '<>', ALERT_TARGET)
    .execute();
  const order = (row: OutboxRow) => `${isoTimestamp(row.created_at)} ${row.outbox_id}`;
  const newest = new Map<string, OutboxRow>();
  for (const row of rows) {
    const seen = newest.get(row.target);
    if (!seen || order(row) > order(seen)) newest.set(row.target, row);
  }
  return [...newest.values()];
}

/**
 * A resend: for each target whose newest row is in `states`, a new row due at `stamp` and flagged
 * as a resend. The delivered or dead row stays as it was, a record of what happened to it.
 */
export async function resend(trx: Transaction<StoreTables>, stamp: string, leadId: string, states: ('dead' | 'delivered')[]): Promise<number> {
  const again = (await newestRows(trx, leadId)).filter((row) => (states as string[]).includes(row.state));
  if (again.length === 0) return 0;
  await trx
    .insertInto('lead_outbox')
    .values(
      again.map((row) => ({
        outbox_id: timeOrderedId(),
        lead_id: leadId,
        target: row.target,
        state: 'pending' as const,
        next_attempt_at: stamp,
        resend: 1,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
  return again.length;
}
