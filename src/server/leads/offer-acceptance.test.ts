import { describe, expect, it } from 'vitest';
import { TRADE_IN_FIELD as T } from '../../lib/leads/form-fields.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { sampleDealer, storeFormLead } from './fixtures/form-leads.ts';
import { storeHarness } from './fixtures/store-harness.ts';
import type { LeadStore } from './lead-store.ts';

const westside = sampleDealer('westside-used-cars');

/** Delivers every due row of the store (as the forwarder would), so the lead is forwarded. */
async function deliverAll(store: LeadStore, now: Date): Promise<void> {
  for (const item of await store.claimDue({ now, limit: 100 }))
    await store.recordDelivery(item.outboxId, { ok: true }, { maxAttempts: 5, backoffMs: 1000, now });
}

describe.each(testEngines())('accepting a trade-in offer on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'offer acceptance', () => {
    const harness = storeHarness(engine);

    it('marks the complete lead offer_accepted and sends it to the dealer again, once', async () => {
      const store = harness.open();
      const lead = await storeFormLead(store, 'trade-in', { dealer: westside, targets: ['email', 'webhook'] });
      expect(lead.payload['offer_accepted']).toBe(false);
      await deliverAll(store, harness.now());
      expect((await store.getLead(lead.leadId))!.status).toBe('forwarded');

      const at = harness.advance(60_000);
      const accepted = await store.acceptOffer(lead.leadId);
      expect(accepted).toMatchObject({ ok: true, resent: 2 });
      const stored = (await store.getLead(lead.leadId))!;
      expect(stored.payload).toMatchObject({ offer_accepted: true, offer_accepted_at: at.toISOString() });
      expect(stored.status).toBe('stored');
      // The dealer's CRM targets get the accepted lead again, as resends.
      const again = await store.claimDue({ now: at, limit: 10 });
      expect(again.map((i) => [i.target, i.resend, i.lead.payload['offer_accepted']]).sort()).toEqual([
        ['email', true, true],
        ['webhook', true, true],
      ]);

      // Accepting again changes nothing and sends nothing more.
      harness.advance(60_000);
      expect(await store.acceptOffer(lead.leadId)).toMatchObject({ ok: true, resent: 0 });
      expect((await store.getLead(lead.leadId))!.payload['offer_accepted_at']).toBe(at.toISOString());
    });

    it('sends a lead not yet delivered once, accepted', async () => {
      const store = harness.open();
      const lead = await storeFormLead(store, 'trade-in', { dealer: westside });
      expect(await store.acceptOffer(lead.leadId)).toMatchObject({ ok: true, resent: 0 });
      const due = await store.claimDue({ now: harness.now(), limit: 10 });
      expect(due.map((i) => [i.target, i.resend, i.lead.payload['offer_accepted']])).toEqual([['email', false, true]]);
    });

    it('refuses a lead with no offer to accept, an unknown lead and an offer past its 7 days', async () => {
      const store = harness.open();
      const noOffer = await storeFormLead(store, 'trade-in', { dealer: westside, values: { [T.offerPrice]: '' } });
      expect(await store.acceptOffer(noOffer.leadId)).toEqual({ ok: false, refusal: 'no_offer' });
      const enquiry = await storeFormLead(store, 'car-enquiry', { dealer: westside });
      expect(await store.acceptOffer(enquiry.leadId)).toEqual({ ok: false, refusal: 'no_offer' });
      expect(await store.acceptOffer('0190a4a0-0000-7000-8000-000000000000')).toEqual({ ok: false, refusal: 'unknown' });

      const late = await storeFormLead(store, 'trade-in', { dealer: westside });
      harness.advance(7 * 86_400_000 + 1);
      expect(await store.acceptOffer(late.leadId)).toEqual({ ok: false, refusal: 'expired' });
      expect((await store.getLead(late.leadId))!.payload['offer_accepted']).toBe(false);
    });
  });
});
