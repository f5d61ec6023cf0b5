import type { DeliveryResult, OutboxItem } from '../lead-types.ts';

/** How one finished attempt is to be recorded. */
export type RecordOptions = {
  now: Date;
  /** The dealer's leads.max_attempts: a failure on attempt `maxAttempts` (or a permanent one) dead-letters the row. */
  maxAttempts: number;
  /** After a retryable failure the row is due again at now + backoffMs. */
  backoffMs: number;
};

/**
 * What the forwarder needs of the lead store's outbox. `claimDue` leases up to `limit` rows that
 * are due at `now` (FOR UPDATE SKIP LOCKED on PostgreSQL) for `leaseMs`, counting the attempt:
 * `OutboxItem.attempt` is 1 on the first try. A claimed row not recorded before its lease ends is
 * due again (the forwarder died mid-delivery). `recordDelivery` ends the lease: ok → delivered
 * (the lead is forwarded once all its rows are); a failure → due again after backoffMs, or
 * dead-lettered (lead failed) when it was permanent or the last attempt.
 */
export interface OutboxPort {
  claimDue(options: { now: Date; limit: number; leaseMs: number }): Promise<OutboxItem[]>;
  recordDelivery(outboxId: string, result: DeliveryResult, options: RecordOptions): Promise<void>;
}

/** Delivers one claimed outbox row to its target (the dealer's CRM by e-mail or webhook). */
export interface LeadTransport {
  deliver(item: OutboxItem): Promise<DeliveryResult>;
}
