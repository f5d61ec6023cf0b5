import type { DeliveryResult, OutboxItem } from '../../lead-types.ts';
import type { OutboxPort, RecordOptions } from '../outbox-port.ts';

type Row = { item: OutboxItem; dueAt: number; leasedUntil: number; state: 'pending' | 'delivered' | 'dead' };

/**
 * An in-memory outbox keeping the OutboxPort contract (for the forwarder's loop logic): claims
 * count the attempt and lease the row; a failure is due again after backoffMs, or dead-lettered
 * when permanent or on the last attempt.
 */
export class MemoryOutbox implements OutboxPort {
  readonly rows = new Map<string, Row>();
  readonly claims: Array<{ now: Date; limit: number; leaseMs: number }> = [];
  readonly records: Array<{ outboxId: string; result: DeliveryResult; options: RecordOptions }> = [];
  failClaims: Error | null = null;

  add(item: OutboxItem, dueAt = 0): void {
    this.rows.set(item.outboxId, { item: { ...item, attempt: 0 }, dueAt, leasedUntil: 0, state: 'pending' });
  }

  state(outboxId: string): Row['state'] | undefined {
    return this.rows.get(outboxId)?.state;
  }

  claimDue(o: { now: Date; limit: number; leaseMs: number }): Promise<OutboxItem[]> {
    this.claims.push(o);
    if (this.failClaims) return Promise.reject(this.failClaims);
    const t = o.now.getTime();
    const due = [...this.rows.values()].filter((r) => r.state === 'pending' && r.dueAt <= t && r.leasedUntil <= t).slice(0, o.limit);
    for (const row of due) {
      row.item = { ...row.item, attempt: row.item.attempt + 1 };
      row.leasedUntil = t + o.leaseMs;
    }
    return Promise.resolve(due.map((r) => r.item));
  }

  recordDelivery(outboxId: string, result: DeliveryResult, options: RecordOptions): Promise<void> {
    this.records.push({ outboxId, result, options });
    const row = this.rows.get(outboxId)!;
    row.leasedUntil = 0;
    if (result.ok) row.state = 'delivered';
    else if (result.permanent || row.item.attempt >= options.maxAttempts) row.state = 'dead';
    else row.dueAt = options.now.getTime() + options.backoffMs;
    return Promise.resolve();
  }
}
