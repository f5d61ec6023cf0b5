import { describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { STRINGS } from '../../lib/strings.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { leadApi } from './fixtures/lead-api.ts';
import { canonicalJson } from './lead-requests.ts';

const reused = { status: 422, body: { error: 'idempotency_key_reused', fields: { 'Idempotency-Key': [STRINGS.idempotencyKeyReused] } } };

/** The same JSON with every object's keys in reverse order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reordered(inner)]),
  );
}

describe.each(testEngines())('an Idempotency-Key names one request body, on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'keys', () => {
    const api = leadApi(engine);
    const key = (name: string) => ({ 'idempotency-key': name });
    const leadCount = async () => (await api.service().store().listLeads()).length;

    it('answers the same key and body with the first lead, however the JSON orders its keys', async () => {
      const body = api.carEnquiry({ isLastStep: true, leadId: null });
      const first = await api.post(body, key('k-1'));
      expect(first.status).toBe(201);
      const again = await api.post(JSON.stringify(reordered(body)), key('k-1'));
      expect(again).toEqual(first);
      expect(await leadCount()).toBe(1);
    });

    it('refuses the key with another body (422 naming the Idempotency-Key) and keeps the first lead as it was', async () => {
      const first = await api.post(api.carEnquiry({ isLastStep: true, leadId: null }), key('k-2'));
      const leadId = String(first.body['lead_id']);
      const stored = await api.service().store().getLead(leadId);
      const other = await api.post(api.carEnquiry({ isLastStep: true, leadId: null }, { [FIELD.name]: 'Someone Else' }), key('k-2'));
      expect(other).toMatchObject(reused);
      expect(await leadCount()).toBe(1);
      expect(await api.service().store().getLead(leadId)).toEqual(stored);
      // The key is the dealer's own: another body under a fresh key is a new lead.
      expect((await api.post(api.carEnquiry({ isLastStep: true, leadId: null }, { [FIELD.name]: 'Someone Else' }), key('k-3'))).status).toBe(201);
    });

    it('answers a retried first step with the same lead and a step token that works', async () => {
      const body = api.carEnquiry({ isLastStep: false, leadId: null });
      const first = await api.post(body, key('step-1'));
      const retried = await api.post(body, key('step-1'));
      expect(retried.body['lead_id']).toBe(first.body['lead_id']);
      expect(retried.body['step_token']).toEqual(expect.any(String));
      expect(await leadCount()).toBe(1);
      const leadId = String(retried.body['lead_id']);
      const last = await api.post(api.carEnquiry({ isLastStep: true, leadId, stepToken: String(retried.body['step_token']) }), key('step-2'));
      expect(last).toEqual({ status: 201, body: { lead_id: leadId } });
    });

    it('makes one lead of a first step sent ten times at once, and every answer can go on', async () => {
      const body = api.carEnquiry({ isLastStep: false, leadId: null });
      const answers = await Promise.all(Array.from({ length: 10 }, () => api.post(body, key('burst'))));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((answer) => answer.body['lead_id'])).size).toBe(1);
      expect(await leadCount()).toBe(1);
      const leadId = String(answers[0]!.body['lead_id']);
      for (const answer of answers) expect(await api.service().store().stepTokenMatches(leadId, String(answer.body['step_token']))).toBe(true);
    });

    it('answers a retried last step as the first time, not 409, and refuses its key with another body', async () => {
      const first = await api.post(api.carEnquiry({ isLastStep: false, leadId: null }), key('a-1'));
      const leadId = String(first.body['lead_id']);
      const stepToken = String(first.body['step_token']);
      const last = api.carEnquiry({ isLastStep: true, leadId, stepToken });
      expect((await api.post(last, key('a-2'))).status).toBe(201);
      const done = await api.service().store().getLead(leadId);
      expect(await api.post(last, key('a-2'))).toEqual({ status: 201, body: { lead_id: leadId } });
      expect(await api.post(api.carEnquiry({ isLastStep: true, leadId, stepToken }, { [FIELD.name]: 'Mallory' }), key('a-2'))).toMatchObject(reused);
      expect(await api.service().store().getLead(leadId)).toEqual(done);
    });

    it("refuses a first step's key reused on a later step, and a later step's key reused on a new lead", async () => {
      const first = await api.post(api.carEnquiry({ isLastStep: false, leadId: null }), key('b-1'));
      const leadId = String(first.body['lead_id']);
      const stepToken = String(first.body['step_token']);
      expect(await api.post(api.carEnquiry({ isLastStep: false, leadId, stepToken }), key('b-1'))).toMatchObject(reused);
      expect((await api.post(api.carEnquiry({ isLastStep: false, leadId, stepToken }, { [FIELD.name]: 'Sam Second' }), key('b-2'))).status).toBe(201);
      expect(await api.post(api.carEnquiry({ isLastStep: true, leadId: null }), key('b-2'))).toMatchObject(reused);
      expect(await leadCount()).toBe(1);
      expect(await api.service().store().getLead(leadId)).toMatchObject({ stage: 'partial', name: 'Sam Second' });
    });
  });
});

describe('canonical JSON', () => {
  it('orders keys at every depth and keeps a __proto__ key as text', () => {
    expect(canonicalJson({ b: [{ d: 1, c: null }], a: 'x' })).toBe('{"a":"x","b":[{"c":null,"d":1}]}');
    expect(canonicalJson(JSON.parse('{"__proto__": {"x": 1}, "a": 2}'))).toBe('{"__proto__":{"x":1},"a":2}');
  });
});
