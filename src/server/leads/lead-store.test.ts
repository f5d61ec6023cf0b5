import { describe, expect, it } from 'vitest';
import { testEngines } from '../store/testing/test-databases.ts';
import { newLead, sampleDealer } from './fixtures/form-leads.ts';
import { storeHarness } from './fixtures/store-harness.ts';
import { leadOperatorRow } from './lead-operator-view.ts';

describe.each(testEngines())('lead store on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'leads', () => {
    const harness = storeHarness(engine);

    it('stores a lead with one due outbox row per forwarding target', async () => {
      const store = harness.open();
      const submitted = newLead();
      const { lead, created } = await store.createLead(submitted, ['email', 'webhook']);
      expect(created).toBe(true);
      expect(lead).toMatchObject({
        dealershipSlug: 'harbour-mazda',
        status: 'stored',
        stage: 'complete',
        deliveries: 0,
        createdAt: harness.now().toISOString(),
      });
      expect(lead.payload).toEqual(submitted.payload);
      expect(await store.getLead(lead.leadId)).toEqual(lead);
      const due = await store.claimDue({ limit: 10 });
      expect(due.map((item) => item.target).sort()).toEqual(['email', 'webhook']);
      expect(due.every((item) => item.lead.leadId === lead.leadId && item.attempt === 1 && !item.resend)).toBe(true);
    });

    it('answers a repeated idempotency key with the first lead and writes nothing', async () => {
      const store = harness.open();
      const first = await store.createLead(newLead({ idempotencyKey: 'key-1' }), ['email']);
      const again = await store.createLead(newLead({ idempotencyKey: 'key-1', name: 'Someone Else' }), ['email', 'webhook']);
      expect(again).toEqual({ lead: first.lead, created: false });
      expect(await store.listLeads()).toHaveLength(1);
      expect(await store.claimDue({ limit: 10 })).toHaveLength(1);

      const otherDealer = await store.createLead(newLead({ idempotencyKey: 'key-1', dealershipSlug: 'other' }), []);
      expect(otherDealer.created).toBe(true);
      const noKey = [await store.createLead(newLead(), []), await store.createLead(newLead(), [])];
      expect(noKey.map((result) => result.created)).toEqual([true, true]);
    });

    it('creates one lead when the same key reaches several stores at once', async () => {
      const stores = [harness.open(), harness.open(), harness.open()];
      const results = await Promise.all(stores.flatMap((store) => [1, 2].map(() => store.createLead(newLead({ idempotencyKey: 'race' }), ['email']))));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.lead.leadId)).size).toBe(1);
      expect(await stores[0]!.claimDue({ limit: 10 })).toHaveLength(1);
    });

    it('stores one lead for the same key sent twice at once (one group commit on SQLite)', async () => {
      const store = harness.open();
      const [a, b] = await Promise.all([
        store.createLead(newLead({ idempotencyKey: 'twice' }), ['email']),
        store.createLead(newLead({ idempotencyKey: 'twice' }), ['email']),
      ]);
      expect([a.created, b.created].sort()).toEqual([false, true]);
      expect(a.lead.leadId).toBe(b.lead.leadId);
      expect(await store.listLeads()).toHaveLength(1);
      expect(await store.claimDue({ limit: 10 })).toHaveLength(1);
    });

    it('fails only the lead that fails among leads written at once', async () => {
      const store = harness.open();
      const results = await Promise.allSettled([
        store.createLead(newLead({ name: 'First' }), ['email']),
        store.createLead(newLead({ name: 'Broken', idempotencyKey: 'broken' }), ['email', '']),
        store.createLead(newLead({ name: 'Last' }), ['email']),
        store.recordPhoneReveal({ dealer: 'demo', car_id: '42', dealership_id: 7, website_id: 3, at: '2026-03-02T09:00:00.000Z' }),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect((await store.listLeads()).map((lead) => lead.name).sort()).toEqual(['First', 'Last']);
      expect(await store.claimDue({ limit: 10 })).toHaveLength(2);
      expect(await store.phoneReveals()).toHaveLength(1);
    });

    it('stores nothing when the outbox insert fails after the lead insert', async () => {
      const store = harness.open();
      // The second row breaks the outbox's check (a target is never empty) after the lead is written.
      await expect(store.createLead(newLead({ idempotencyKey: 'k' }), ['email', ''])).rejects.toThrow();
      expect(await store.listLeads()).toEqual([]);
      expect(await store.claimDue({ limit: 10 })).toEqual([]);
      // The key is free again: the retry the shopper's island sends is stored.
      expect((await store.createLead(newLead({ idempotencyKey: 'k' }), ['email'])).created).toBe(true);
    });

    it('keeps spam as spam with nothing to forward', async () => {
      const store = harness.open();
      const { lead } = await store.createLead(newLead({ spam: true }), ['email']);
      expect(lead.status).toBe('spam');
      expect(await store.claimDue({ limit: 10 })).toEqual([]);
      expect(await store.retry(lead.leadId)).toBe(0);
      expect(await store.listLeads({ status: 'spam' })).toHaveLength(1);
    });

    it('lists leads newest first, by dealer and status, up to a limit', async () => {
      const store = harness.open();
      const ids: string[] = [];
      for (const dealer of ['a', 'b', 'a', 'a']) {
        ids.push((await store.createLead(newLead({ dealershipSlug: dealer }), [])).lead.leadId);
        harness.advance(1_000);
      }
      expect((await store.listLeads()).map((lead) => lead.leadId)).toEqual([...ids].reverse());
      expect((await store.listLeads({ dealer: 'a', limit: 2 })).map((lead) => lead.leadId)).toEqual([ids[3], ids[2]]);
      expect(await store.listLeads({ status: 'forwarded' })).toEqual([]);
      expect(await store.getLead('no-such-lead')).toBeNull();
    });

    it('lists same-millisecond leads in the order they were made', async () => {
      const store = harness.open();
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await store.createLead(newLead(), [])).lead.leadId);
      expect((await store.listLeads()).map((lead) => lead.leadId)).toEqual([...ids].reverse());
    });

    it('updates a multi-step lead by id and makes its rows due when the last step completes it', async () => {
      const store = harness.open();
      const { lead } = await store.createLead(newLead({ stage: 'partial' }), ['email']);
      expect(await store.claimDue({ limit: 10 })).toEqual([]);

      harness.advance(60_000);
      const step2 = await store.updateLead(lead.leadId, { email: 'sam@example.com', payload: { step: 2, finance: true } });
      expect(step2).toMatchObject({ stage: 'partial', email: 'sam@example.com', payload: { step: 2, finance: true }, name: 'Sam Shopper' });
      expect(await store.claimDue({ limit: 10 })).toEqual([]);

      const done = await store.updateLead(lead.leadId, { stage: 'complete', payload: { step: 3 } });
      expect(done).toMatchObject({ stage: 'complete', status: 'stored', payload: { step: 3, finance: true }, updatedAt: harness.now().toISOString() });
      const due = await store.claimDue({ limit: 10 });
      expect(due).toHaveLength(1);
      expect(due[0]?.lead.stage).toBe('complete');
      expect(await store.updateLead('no-such-lead', { stage: 'complete' })).toBeNull();
    });

    it('keeps every committed lead across close and reopen', async () => {
      const store = harness.open();
      const { lead } = await store.createLead(newLead({ idempotencyKey: 'durable' }), ['email']);
      await store.close();
      const reopened = harness.open();
      expect(await reopened.getLead(lead.leadId)).toEqual(lead);
      expect(await reopened.createLead(newLead({ idempotencyKey: 'durable' }), ['email'])).toEqual({ lead, created: false });
      expect(await reopened.claimDue({ limit: 10 })).toHaveLength(1);
    });

    it('records phone reveals', async () => {
      const store = harness.open();
      await store.recordPhoneReveal({ dealer: 'demo', car_id: '42', dealership_id: 7, website_id: 3, at: '2026-03-02T09:00:00.000Z' });
      await store.recordPhoneReveal({ dealer: null, car_id: '43', dealership_id: 7, website_id: 3, at: '2026-03-02T09:01:00.000Z' });
      expect(await store.phoneReveals({ dealer: 'demo' })).toEqual([
        { dealer: 'demo', car_id: '42', dealership_id: 7, website_id: 3, at: '2026-03-02T09:00:00.000Z' },
      ]);
      expect((await store.phoneReveals()).map((reveal) => reveal.car_id)).toEqual(['43', '42']);
    });

    it('shows a lead to the operator as snake_case JSON', async () => {
      const { lead } = await harness.open().createLead(newLead(), []);
      expect(leadOperatorRow(lead, sampleDealer().forms)).toEqual({
        lead_id: lead.leadId,
        dealership_slug: 'harbour-mazda',
        category: 'Vehicle Enquiry',
        subcategory: null,
        name: 'Sam Shopper',
        email: 'sam@example.com',
        phone: '0412345678',
        car_title: '2022 Mazda CX-5 Touring',
        stock_number: 'HM1234',
        car_id: '5501',
        status: 'stored',
        created_at: lead.createdAt,
        answers: expect.objectContaining({ 'Mobile Number': '0412345678' }),
      });
    });
  });
});
