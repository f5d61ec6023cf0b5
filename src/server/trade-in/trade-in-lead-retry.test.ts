import { describe, expect, it } from 'vitest';
import { leadFormDefinition, TRADE_IN_FIELD as F } from '../../lib/leads/form-fields.ts';
import { validateStep } from '../../lib/leads/form-schemas.ts';
import { createLeadSession } from '../../lib/leads/lead-session.ts';
import { NETWORK_FAILURE } from '../../lib/leads/submit-outcome.ts';
import { quietly, tradeInDetails } from '../../lib/leads/testing/fixtures.ts';
import { firstItem } from '../../lib/trade-in/eval-expert-contract.ts';
import { offerValues, tradeInSubmission, vehicleValues, type TradeInLeadPage } from '../../lib/trade-in/trade-in-lead.ts';
import { initialTradeInState, tradeInReducer, type TradeInAction } from '../../lib/trade-in/trade-in-state.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { tradeInApp } from './testing/trade-in-app.ts';

const WESTSIDE = 'westside-used-cars';

/** What the shopper types on the last step ('Your details'), at one of Westside's locations. */
const DETAILS = tradeInDetails({ email: 'sam.retry@example.com', postcode: '6000', location: '4101', terms_conditions: true });

/**
 * The instant offer's own client code (its state, its lead steps and the lead session) posting to
 * the real app and store, as a browser would: same-origin requests carrying the page's Origin.
 * The connection drops the answer to the first lead post after the server has handled it — the
 * shopper's "Find my car" failed though the lead was stored — and the shopper presses it again.
 */
describe.each(testEngines())('a trade-in whose first step is sent again after its answer was lost, on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'retry', () => {
    const t = tradeInApp(engine);

    /** The page's fetch against the app; `dropAnswers` answers are lost on the way back, after the server handled the request. */
    function pageFetch(dropAnswers: number) {
      const posted: { key: string | null; status: number }[] = [];
      const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        headers.set('origin', t.site(WESTSIDE));
        const request = new Request(new URL(String(input), t.site(WESTSIDE)), { ...init, headers });
        const response = await t.state.app.fetch(request, { dealerSlug: WESTSIDE, clientIp: '127.0.0.9' });
        posted.push({ key: headers.get('idempotency-key'), status: response.status });
        if (posted.length <= dropAnswers) throw new TypeError('Failed to fetch');
        return response;
      }) as typeof globalThis.fetch;
      return { posted, fetch };
    }

    it('stores one lead, and the shopper goes on to the offer with it', async () => {
      const settings = t.state.context.dealers.dealer(WESTSIDE)!.forms;
      const definition = leadFormDefinition('trade_in', settings.rules, settings);
      const typed: TradeInAction[] = [
        { type: 'change', name: F.rego, value: '123ABC' },
        { type: 'change', name: F.state, value: 'QLD' },
      ];
      const shown = typed.reduce(tradeInReducer, initialTradeInState(definition, settings));
      expect(validateStep(definition, shown.values, 0).ok).toBe(true);
      const on: TradeInLeadPage = {
        car: null,
        source: 'trade-in',
        settings,
        page: { url: `${t.site(WESTSIDE)}/trade-in/`, pageId: '/trade-in/', userAgent: 'test', attributes: { visited_pages: ['/'], linked_query_params: {} } },
      };
      const page = pageFetch(1);
      const lead = createLeadSession({ fetch: page.fetch });
      const leads = () => t.state.leads.store().listLeads();

      // "Find my car": the lead is stored, the answer never arrives.
      expect(await quietly(() => lead.send(tradeInSubmission(lead, on, shown.values, false)))).toEqual(NETWORK_FAILURE);
      expect(await leads()).toHaveLength(1);
      // Pressed again, unchanged: the same request under the same key, answered with the same lead.
      const retried = await lead.send(tradeInSubmission(lead, on, shown.values, false));
      expect(await leads()).toHaveLength(1);
      const [stored] = await leads();
      expect(retried).toEqual({ kind: 'stored', leadId: stored!.leadId, stepToken: expect.any(String) });
      expect(page.posted).toEqual([
        { key: expect.stringMatching(/^[0-9a-f]{32}$/), status: 201 },
        { key: page.posted[0]!.key, status: 201 },
      ]);

      // The retry's step token works for the valuation and for every later step of the same lead.
      const lookup = await t.call(WESTSIDE, '/eval-expert/enter-vin', { rego: '123ABC', state: 'QLD', ...lead.ref() });
      expect(lookup.status).toBe(200);
      const item = firstItem(await lookup.json())!;
      const found = { ...shown.values, ...vehicleValues(item) };
      expect(await lead.send(tradeInSubmission(lead, on, found, false))).toEqual({ kind: 'stored', leadId: stored!.leadId });
      const last = offerValues({ ...found, ...DETAILS }, item, { km: 65_000, offerPrice: null, description: '2019 Toyota Corolla', redbook: false });
      expect(validateStep(definition, last, 1).ok).toBe(true);
      expect(await lead.send(tradeInSubmission(lead, on, last, true))).toEqual({ kind: 'stored', leadId: stored!.leadId });

      expect(new Set(page.posted.map((p) => p.key)).size).toBe(3);
      const [complete, ...others] = await leads();
      expect(others).toEqual([]);
      expect(complete).toMatchObject({ leadId: stored!.leadId, stage: 'complete', email: 'sam.retry@example.com' });
      expect(complete!.payload['userData']).toMatchObject({ rego: '123ABC', state: 'QLD', EvalID: item['EvalID'], Make: 'Toyota' });
    });
  });
});
