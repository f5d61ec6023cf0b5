import { describe, expect, it } from 'vitest';
import { testEngines } from '../store/testing/test-databases.ts';
import { forwardDueAt } from './delivery/forward-due.ts';
import type { OutboxPort } from './delivery/outbox-port.ts';
import { newLead } from './fixtures/form-leads.ts';
import { storeHarness } from './fixtures/store-harness.ts';

const MINUTE = 60_000;
/** A dealer's retry policy as the forwarder passes it: 3 attempts, 1 min then 2 min. */
const policy = (attempt: number, now?: Date) => ({ maxAttempts: 3, backoffMs: MINUTE * 2 ** (attempt - 1), ...(now ? { now } : {}) });

describe.each(testEngines())('lead outbox on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'outbox', () => {
    const harness = storeHarness(engine);

    it('is the outbox the forwarder takes', () => {
      const port: OutboxPort = harness.open();
      expect(typeof port.claimDue).toBe('function');
    });

    it('leases each due row to one claimer at a time, even when two claim at once', async () => {
      const [a, b] = [harness.open(), harness.open()];
      for (let i = 0; i < 30; i++) await a.createLead(newLead(), ['email']);
      const seen: string[] = [];
      for (let round = 0; round < 6; round++) {
        const batches = await Promise.all([a.claimDue({ limit: 4, leaseMs: MINUTE }), b.claimDue({ limit: 4, leaseMs: MINUTE })]);
        seen.push(...batches.flat().map((item) => item.outboxId));
      }
      expect(seen).toHaveLength(30);
      expect(new Set(seen).size).toBe(30);
    });

    it('hands a claimed row out again only when its lease has run out', async () => {
      const store = harness.open();
      await store.createLead(newLead(), ['email']);
      const [first] = await store.claimDue({ leaseMs: MINUTE });
      expect(first?.attempt).toBe(1);
      expect(await store.claimDue({ now: harness.advance(MINUTE - 1) })).toEqual([]);
      const again = await store.claimDue({ now: harness.advance(1) });
      expect(again.map((item) => item.outboxId)).toEqual([first?.outboxId]);
    });

    it('marks the lead forwarded once every target has it, counting deliveries', async () => {
      const store = harness.open();
      const { lead } = await store.createLead(newLead(), ['email', 'webhook']);
      const [email, webhook] = await store.claimDue();
      await store.recordDelivery(email!.outboxId, { ok: true }, policy(1));
      expect(await store.getLead(lead.leadId)).toMatchObject({ status: 'stored', deliveries: 1 });
      await store.recordDelivery(webhook!.outboxId, { ok: true }, policy(1));
      expect(await store.getLead(lead.leadId)).toMatchObject({ status: 'forwarded', deliveries: 2 });
      // A late report from a forwarder whose lease overlapped changes nothing.
      await store.recordDelivery(webhook!.outboxId, { ok: false, error: 'late' }, policy(1));
      expect(await store.getLead(lead.leadId)).toMatchObject({ status: 'forwarded', deliveries: 2 });
      expect(await store.claimDue({ now: harness.advance(24 * 60 * MINUTE) })).toEqual([]);
    });

    it('retries a failed delivery with exponential backoff and dead-letters it after the last attempt', async () => {
      const store = harness.open();
      const { lead } = await store.createLead(newLead(), ['webhook']);
      let [item] = await store.claimDue();
      await store.recordDelivery(item!.outboxId, { ok: false, error: 'HTTP 503' }, policy(1));

      expect(await store.claimDue({ now: harness.advance(MINUTE - 1) })).toEqual([]);
      [item] = await store.claimDue({ now: harness.advance(1) });
      expect(item?.attempt).toBe(2);
      await store.recordDelivery(item!.outboxId, { ok: false, error: 'HTTP 503' }, policy(2));

      expect(await store.claimDue({ now: harness.advance(2 * MINUTE - 1) })).toEqual([]);
      [item] = await store.claimDue({ now: harness.advance(1) });
      expect(item?.attempt).toBe(3);
      expect(await store.getLead(lead.leadId)).toMatchObject({ status: 'stored' });
      await store.recordDelivery(item!.outboxId, { ok: false, error: 'HTTP 503' }, policy(3));

      expect(await store.getLead(lead.leadId)).toMatchObject({ status: 'failed', deliveries: 0 });
      expect(await store.claimDue({ now: harness.advance(24 * 60 * MINUTE) })).toEqual([]);
    });

    it('dead-letters a permanent error at once', async () => {
      const store = harness.open();
      const { lead } = await store.createLead(newLead(), ['email']);
      const [item] = await store.claimDue();
      await store.recordDelivery(item!.outboxId, { ok: false, error: '550 no such mailbox', permanent: true }, policy(1));
      expect(await store.getLead(lead.leadId)).toMatchObject({ status: 'failed' });
      expect(await store.claimDue({ now: harness.advance(24 * 60 * MINUTE) })).toEqual([]);
    });

    it('resends a lead on retry, dead or delivered, and retryFailed resends every dead letter', async () => {
      const store = harness.open();
      const { lead: sent } = await store.createLead(newLead(), ['email']);
      const { lead: dead } = await store.createLead(newLead(), ['email']);
      for (const item of await store.claimDue()) {
        await store.recordDelivery(item.outboxId, item.lead.leadId === sent.leadId ? { ok: true } : { ok: false, error: 'x', permanent: true }, policy(1));
      }

      expect(await store.retry(sent.leadId)).toBe(1);
      expect(await store.getLead(sent.leadId)).toMatchObject({ status: 'stored', deliveries: 1 });
      const [resent] = await store.claimDue();
      expect(resent).toMatchObject({ resend: true, attempt: 1, lead: { leadId: sent.leadId } });
      await store.recordDelivery(resent!.outboxId, { ok: true }, policy(1));
      expect(await store.getLead(sent.leadId)).toMatchObject({ status: 'forwarded', deliveries: 2 });

      expect(await store.retryFailed()).toBe(1);
      expect(await store.getLead(dead.leadId)).toMatchObject({ status: 'stored' });
      const [retried] = await store.claimDue();
      expect(retried).toMatchObject({ resend: true, lead: { leadId: dead.leadId } });
      expect(await store.retryFailed()).toBe(0);
      expect(await store.retry('no-such-lead')).toBe(0);
    });

    it('counts an attempt whose lease ran out unrecorded', async () => {
      const store = harness.open();
      await store.createLead(newLead(), ['email']);
      await store.claimDue({ leaseMs: MINUTE });
      const [again] = await store.claimDue({ now: harness.advance(MINUTE) });
      expect(again?.attempt).toBe(2);
    });

    it("forwards a partial lead when the shopper has not finished it after the dealer's partial_after_minutes", async () => {
      const store = harness.open((lead) => forwardDueAt(lead, { partial_after_minutes: 30 }));
      const { lead: left } = await store.createLead(newLead({ stage: 'partial' }), ['email']);
      const { lead: active } = await store.createLead(newLead({ stage: 'partial' }), ['email']);
      harness.advance(20 * MINUTE);
      // The other shopper's next step restarts their clock.
      await store.updateLead(active.leadId, { payload: { step: 2 } });

      expect(await store.claimDue({ now: harness.advance(10 * MINUTE - 1) })).toEqual([]);
      const due = await store.claimDue({ now: harness.advance(1) });
      expect(due.map((item) => [item.lead.leadId, item.lead.stage])).toEqual([[left.leadId, 'partial']]);
      await store.recordDelivery(due[0]!.outboxId, { ok: true }, policy(1));
      expect(await store.getLead(left.leadId)).toMatchObject({ status: 'forwarded', stage: 'partial' });
      expect(await store.claimDue({ now: harness.advance(20 * MINUTE - 1) })).toEqual([]);
      expect((await store.claimDue({ now: harness.advance(1) })).map((item) => item.lead.leadId)).toEqual([active.leadId]);

      // Finishing after the partial went out sends the complete lead as a resend.
      await store.updateLead(left.leadId, { stage: 'complete' });
      const [finished] = await store.claimDue();
      expect(finished).toMatchObject({ resend: true, attempt: 1, lead: { leadId: left.leadId, stage: 'complete', status: 'stored' } });
    });

    it('finishing a partial lead before its time makes it due at once, as one complete lead', async () => {
      const store = harness.open((lead) => forwardDueAt(lead, { partial_after_minutes: 30 }));
      const { lead } = await store.createLead(newLead({ stage: 'partial' }), ['email']);
      harness.advance(5 * MINUTE);
      await store.updateLead(lead.leadId, { stage: 'complete' });
      const due = await store.claimDue();
      expect(due).toMatchObject([{ resend: false, lead: { stage: 'complete' } }]);
      await store.recordDelivery(due[0]!.outboxId, { ok: true }, policy(1));
      expect(await store.claimDue({ now: harness.advance(60 * MINUTE) })).toEqual([]);
    });
  });
});
