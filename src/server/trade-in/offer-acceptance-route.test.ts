import { describe, expect, it } from 'vitest';
import { TRADE_IN_FIELD as T } from '../../lib/leads/form-fields.ts';
import { OFFER_COPY } from '../../lib/trade-in/offer-copy.ts';
import { STRINGS } from '../../lib/strings.ts';
import { formLead, sampleDealer } from '../leads/fixtures/form-leads.ts';
import { runLeadsCli } from '../leads/lead-cli.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { tradeInApp } from './testing/trade-in-app.ts';

const SUNSTATE = 'sunstate-motor-group';

describe.each(testEngines())('the instant offer through the lead API on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'offer acceptance over the API', () => {
    const t = tradeInApp(engine);

    /** A trade-in sent as the island sends it: the first step, then the last with its adjustments step; the lead's id and step token. */
    async function tradeIn(slug: string, values: Record<string, string> = {}): Promise<{ lead_id: string; step_token: string }> {
      const { firstStep, submission } = formLead('trade-in', { dealer: sampleDealer(slug), values });
      const first = await t.call(slug, '/leads', firstStep);
      expect(first.status).toBe(201);
      const ref = (await first.json()) as { lead_id: string; step_token: string };
      const last = await t.call(slug, '/leads', { ...submission, lead_id: ref.lead_id, step_token: ref.step_token });
      expect([last.status, await last.json()]).toEqual([201, { lead_id: ref.lead_id }]);
      return ref;
    }
    const show = async (leadId: string) =>
      JSON.parse((await runLeadsCli(['show', leadId], t.state.leads.store(), { valuations: t.state.tradeIn.valuations(), imageLocation: 'x' })).out) as {
        payload: Record<string, unknown>;
        stored_valuation?: Record<string, unknown>;
      };

    it('keeps the adjustments step {id, adjustmentAnswers} for a dealer without the valuation column, and accepts the offer', async () => {
      const ref = await tradeIn(SUNSTATE);
      const before = await show(ref.lead_id);
      expect(before.payload).toMatchObject({ offer_accepted: false, lead_status: 'Complete', adjustments: { id: 'E-1001' } });
      expect(before.stored_valuation).toMatchObject({
        offer_price: 12500,
        rego: 'TRD456',
        adjustmentAnswers: { odometer: 98000, service_history: STRINGS.tradeInServiceHistory[0], car_condition: STRINGS.tradeInConditions[1] },
      });

      const missing = await t.call(SUNSTATE, '/leads/accept-offer', { lead_id: ref.lead_id });
      expect([missing.status, await missing.json()]).toEqual([422, expect.objectContaining({ fields: { step_token: [STRINGS.leadStepTokenMissing] } })]);
      const other = await tradeIn(SUNSTATE);
      expect((await t.call(SUNSTATE, '/leads/accept-offer', { lead_id: ref.lead_id, step_token: other.step_token })).status).toBe(403);
      expect((await show(ref.lead_id)).payload['offer_accepted']).toBe(false);

      const accepted = await t.call(SUNSTATE, '/leads/accept-offer', ref);
      expect([accepted.status, await accepted.json()]).toEqual([200, { lead_id: ref.lead_id, offer_accepted: true, offer_price: 12500 }]);
      expect((await show(ref.lead_id)).payload).toMatchObject({ offer_accepted: true, offer_accepted_at: expect.any(String) });
      expect((await t.call(SUNSTATE, '/leads/accept-offer', ref)).status).toBe(200);
    });

    it('refuses an offer a form claims accepted, an adjustments step for another valuation, a lead without an offer, and a dealer without the instant offer', async () => {
      const { firstStep, submission } = formLead('trade-in', { dealer: sampleDealer(SUNSTATE) });
      const claimed = await t.call(SUNSTATE, '/leads', { ...firstStep, offer_accepted: true });
      expect([claimed.status, Object.keys(((await claimed.json()) as { fields: object }).fields)]).toEqual([422, ['offer_accepted']]);
      const first = (await (await t.call(SUNSTATE, '/leads', firstStep)).json()) as { lead_id: string; step_token: string };
      const wrongId = await t.call(SUNSTATE, '/leads', { ...submission, ...first, adjustments: { ...submission.adjustments, id: 'E-9999' } });
      expect([wrongId.status, Object.keys(((await wrongId.json()) as { fields: object }).fields)]).toEqual([422, ['adjustments.id']]);

      const none = await tradeIn(SUNSTATE, { [T.offerPrice]: '' });
      const refused = await t.call(SUNSTATE, '/leads/accept-offer', none);
      expect([refused.status, await refused.json()]).toEqual([409, { error: 'no_offer', message: OFFER_COPY.noOffer }]);
      expect((await t.call('outback-caravans', '/leads/accept-offer', none)).status).toBe(404);
      const foreign = await t.call('westside-used-cars', '/leads/accept-offer', none);
      expect(await foreign.json()).toMatchObject({ fields: { lead_id: [STRINGS.tradeInUnknownLead] } });
    });
  });
});
