import { LeadsConfigSchema, type LeadsConfig } from '../../../lib/dealer/config-leads.ts';
import type { DeliveryResult, OutboxItem } from '../lead-types.ts';
import type { DealerLookup } from './lead-dealer.ts';
import type { LeadTransport, OutboxPort, RecordOptions } from './outbox-port.ts';

/** The retry policy of a lead whose dealer is gone: the defaults. */
const DEFAULT_LEADS: LeadsConfig = LeadsConfigSchema.parse({});

/** No retry waits longer than this, however many attempts a dealer allows. */
export const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export type ForwarderOptions = {
  store: OutboxPort;
  /** By outbox target ('email', 'webhook'). */
  transports: Readonly<Partial<Record<string, LeadTransport>>>;
  dealerFor: DealerLookup;
  now?: () => Date;
  /** Rows claimed per pass. */
  limit?: number;
  /** How long a claimed row stays leased to this pass; longer than the slowest transport's timeout. */
  leaseMs?: number;
  log?: (line: string) => void;
};

export type PassReport = { claimed: number; delivered: number; failed: number };

/** The dealer's retry policy for a failure on `attempt` (1-based): backoff_seconds, doubling per attempt. */
export function retryPolicy(leads: LeadsConfig, attempt: number, now: Date): RecordOptions {
  const backoffMs = leads.backoff_seconds * 1000 * 2 ** Math.min(Math.max(attempt - 1, 0), 30);
  return { now, maxAttempts: leads.max_attempts, backoffMs: Math.min(backoffMs, MAX_BACKOFF_MS) };
}

async function deliverOne(item: OutboxItem, o: ForwarderOptions): Promise<DeliveryResult> {
  // The store should never queue spam; this makes sure none of it leaves the building.
  if (item.lead.status === 'spam') return { ok: false, permanent: true, error: 'spam is never forwarded' };
  const transport = o.transports[item.target];
  // Not permanent: a deploy that configures the transport delivers the waiting rows.
  if (transport === undefined) return { ok: false, error: `no transport for target '${item.target}'` };
  try {
    return await transport.deliver(item);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** One forwarder pass: claim the due outbox rows, deliver each with its target's transport, record every result. */
export async function runForwarder(o: ForwarderOptions): Promise<PassReport> {
  const now = o.now ?? (() => new Date());
  const items = await o.store.claimDue({ now: now(), limit: o.limit ?? 20, leaseMs: o.leaseMs ?? 120_000 });
  const results = await Promise.all(
    items.map(async (item) => {
      const result = await deliverOne(item, o);
      const leads = o.dealerFor(item.lead)?.leads ?? DEFAULT_LEADS;
      await o.store.recordDelivery(item.outboxId, result, retryPolicy(leads, item.attempt, now()));
      if (!result.ok) {
        const fate = result.permanent || item.attempt >= leads.max_attempts ? 'dead-lettered' : 'will retry';
        o.log?.(`lead ${item.lead.leadId} → ${item.target} attempt ${item.attempt} failed (${fate}): ${result.error}`);
      }
      return result.ok;
    }),
  );
  const delivered = results.filter(Boolean).length;
  return { claimed: items.length, delivered, failed: items.length - delivered };
}

export type Forwarder = {
  /** Runs a pass now (e.g. right after a lead is stored) instead of at the next tick. */
  wake(): void;
  /** Stops the loop and waits for the pass under way to record its results. */
  stop(): Promise<void>;
};

/**
 * Runs forwarder passes in this process (npm start): every `intervalMs`, at once again while
 * passes come back full, and on `wake()`. A failing pass (store down) is logged and retried at
 * the next tick. The timer does not keep the process alive by itself.
 */
export function startForwarder(o: ForwarderOptions & { intervalMs?: number }): Forwarder {
  const interval = o.intervalMs ?? 5_000;
  const limit = o.limit ?? 20;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  };

  function tick(): void {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = runForwarder({ ...o, limit })
      .then((report) => report.claimed >= limit)
      .catch((error: unknown) => {
        o.log?.(`lead forwarder pass failed: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      })
      .then((full) => {
        running = null;
        const now = full || again;
        again = false;
        schedule(now ? 0 : interval);
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
