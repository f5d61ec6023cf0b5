import type { LeadStore } from '../../server/leads/lead-store.ts';
import type { NewLead } from '../../server/leads/lead-types.ts';
import { quantile } from './lead-load.ts';

export type InsertCeiling = { leads: number; elapsedMs: number; p50Ms: number; p99Ms: number };

/**
 * The store's own rate: `concurrency` callers each calling createLead in a loop (what the lead
 * route calls for a new lead, without HTTP) until `durationMs` has passed.
 */
export async function measureInsertCeiling(
  store: LeadStore,
  o: { lead: (n: number) => NewLead; targets: readonly string[]; concurrency: number; durationMs: number },
): Promise<InsertCeiling> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + o.durationMs;
  const caller = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      await store.createLead(o.lead(next++), o.targets);
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, caller));
  return { leads: latencies.length, elapsedMs: performance.now() - started, p50Ms: quantile(latencies, 0.5), p99Ms: quantile(latencies, 0.99) };
}
