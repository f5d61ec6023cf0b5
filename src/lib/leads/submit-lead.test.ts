import { describe, expect, it } from 'vitest';
import { buildLeadSubmission } from './lead-submission.ts';
import { NETWORK_FAILURE } from './submit-outcome.ts';
import { filledEnquiry, formSettings, leadCar, quietly } from './testing/fixtures.ts';
import { STRINGS } from '../strings.ts';
import { newIdempotencyKey, submitLead } from './submit-lead.ts';

const payload = buildLeadSubmission(
  { form: 'car_enquiry', car: leadCar(), subcategory: STRINGS.quickEnquiry, source: 'quick-enquiry', locationId: null },
  filledEnquiry(),
  formSettings(),
  { url: 'http://x/cars/a/', pageId: '/cars/a/', userAgent: 'test', attributes: { visited_pages: [], linked_query_params: {} } },
  { isLastStep: true, leadId: null },
);

function answering(status: number, body: string, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe('submitLead', () => {
  it('POSTs the lead as JSON to /api/leads with the Idempotency-Key and returns the stored lead id', async () => {
    const server = answering(201, '{"lead_id":"L-42"}');
    await expect(submitLead(payload, { idempotencyKey: 'k-1', fetch: server.fetch })).resolves.toEqual({ kind: 'stored', leadId: 'L-42' });
    const [call] = server.calls;
    expect(call?.url).toBe('/api/leads');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' });
    expect(JSON.parse(String(call?.init.body))).toEqual(payload);
  });

  it('reads 422 fields, Retry-After and bodies that are not JSON', async () => {
    const invalid = answering(422, '{"error":"invalid","message":"Check it","fields":{"email":["bad"]}}');
    await expect(submitLead(payload, { idempotencyKey: 'k', fetch: invalid.fetch })).resolves.toEqual({
      kind: 'invalid',
      message: 'Check it',
      fields: { email: ['bad'] },
    });
    const busy = answering(429, '{"error":"rate_limited","message":"Slow down"}', { 'Retry-After': '12' });
    await expect(submitLead(payload, { idempotencyKey: 'k', fetch: busy.fetch })).resolves.toEqual({
      kind: 'failed',
      message: 'Slow down',
      retry: true,
      retryAfter: 12,
    });
    const html = answering(201, '<html>ok</html>');
    await expect(submitLead(payload, { idempotencyKey: 'k', fetch: html.fetch })).resolves.toMatchObject({ kind: 'failed', message: STRINGS.unexpectedError });
  });

  it('turns a request without an answer into the network failure', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    await expect(quietly(() => submitLead(payload, { idempotencyKey: 'k', fetch }))).resolves.toEqual(NETWORK_FAILURE);
  });

  it('makes a new random key each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    expect([...keys][0]).toMatch(/^[0-9a-f]{32}$/);
  });
});
