import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { harbourEnquiry } from './fixtures/harbour-enquiry.ts';
import { postLead, startLeadServer, stopLeadServer, type Answer, type LeadServer } from './fixtures/lead-server-process.ts';

/**
 * POST /api/leads over real HTTP to the lead API in a process of its own (site server, app and
 * embedded store as npm start runs them). Each case sends from a loopback address of its own, so
 * only the rate case meets the per-address rate (5 a minute here).
 */
const RATE = 5;
let server: LeadServer;
beforeAll(async () => {
  server = await startLeadServer({ env: { FORECOURT_LEAD_RATE_PER_MINUTE: String(RATE) } });
});
afterAll(() => stopLeadServer(server));

let nextAddress = 10;
const client = () => `127.0.0.${nextAddress++}`;
const post = (body: unknown, o: Parameters<typeof postLead>[2] = {}) => postLead(server.port, body, { localAddress: client(), ...o });
const json = (answer: Answer) => JSON.parse(answer.body) as { lead_id?: string; error?: string; fields?: Record<string, string[]> };

async function storedLeads() {
  const store = server.openStore();
  try {
    return { leads: await store.listLeads({ limit: 1_000 }), due: await store.claimDue({ now: new Date(Date.now() + 60_000), limit: 1_000, leaseMs: 1 }) };
  } finally {
    await store.close();
  }
}

describe('bad requests to the lead API', () => {
  it('get their statuses and store nothing', async () => {
    const before = (await storedLeads()).leads.length;
    const valid = harbourEnquiry();
    const malformed = await post('{"name": "Sam", ');
    expect([malformed.status, json(malformed).error]).toEqual([400, 'invalid_json']);

    const empty = await post({});
    expect(empty.status).toBe(422);
    expect(Object.keys(json(empty).fields!)).toEqual(expect.arrayContaining(['form', 'category', 'userData', 'isLastStep']));
    const missing = await post(harbourEnquiry({ values: { [FIELD.name]: '', [FIELD.email]: '', [FIELD.terms]: false } }));
    expect(missing.status).toBe(422);
    expect(Object.keys(json(missing).fields!)).toEqual(expect.arrayContaining([FIELD.name, FIELD.email, FIELD.terms]));
    const wrongTypes = await post({ ...valid, opt_in: 'yes', car_id: 7 });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(json(wrongTypes).fields!)).toEqual(expect.arrayContaining(['opt_in', 'car_id']));
    const wrongValues = await post(harbourEnquiry({ values: { [FIELD.email]: 'not-an-email', [FIELD.phone]: 'call me' } }));
    expect(wrongValues.status).toBe(422);
    expect(Object.keys(json(wrongValues).fields!)).toEqual(expect.arrayContaining([FIELD.email, FIELD.phone]));

    const large = { ...valid, message: 'x'.repeat(70 * 1024) };
    expect((await post(large)).status).toBe(413);
    expect((await post(large, { chunked: true })).status).toBe(413);
    expect((await post(valid, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await post(valid, { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect((await post(valid, { headers: { origin: 'https://phish.example' } })).status).toBe(403);

    expect((await storedLeads()).leads).toHaveLength(before);
  });

  it('answers a filled honeypot like a success, and keeps it as spam that is never forwarded', async () => {
    const answer = await post(harbourEnquiry({ values: { [FIELD.email]: 'bot@example.com' }, honeypot: 'https://cheap-pills.example' }));
    expect(answer.status).toBe(201);
    const { lead_id } = json(answer);
    const { leads, due } = await storedLeads();
    expect(leads.find((lead) => lead.leadId === lead_id)).toMatchObject({ status: 'spam', email: 'bot@example.com' });
    expect(due.map((item) => item.lead.leadId)).not.toContain(lead_id);
  });

  it('answers 429 with Retry-After past the rate, storing only what it accepted', async () => {
    const from = client();
    const answers: Answer[] = [];
    for (let i = 0; i < RATE + 2; i++)
      answers.push(await postLead(server.port, harbourEnquiry({ values: { [FIELD.email]: `rate-${i}@example.com` } }), { localAddress: from }));
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(RATE).fill(201), 429, 429]);
    expect(Number(answers[RATE]!.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is another client.
    expect((await post(harbourEnquiry({ values: { [FIELD.email]: 'other-client@example.com' } }))).status).toBe(201);
    const rateLeads = (await storedLeads()).leads.filter((lead) => lead.email?.startsWith('rate-'));
    expect(rateLeads.map((lead) => lead.email).sort()).toEqual(Array.from({ length: RATE }, (_, i) => `rate-${i}@example.com`));
  });
});

describe('the same Idempotency-Key', () => {
  it('stores one lead and answers every retry with its lead_id, in turn or at once', async () => {
    const body = harbourEnquiry({ values: { [FIELD.email]: 'retry@example.com' } });
    const first = await post(body, { headers: { 'idempotency-key': 'retry-in-turn' } });
    const again = await post(body, { headers: { 'idempotency-key': 'retry-in-turn' } });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(json(again).lead_id).toBe(json(first).lead_id);

    const together = await Promise.all([1, 2, 3].map(() => post(body, { headers: { 'idempotency-key': 'retry-at-once' } })));
    expect(together.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(together.map((a) => json(a).lead_id)).size).toBe(1);

    const stored = (await storedLeads()).leads.filter((lead) => lead.email === 'retry@example.com');
    expect(stored.map((lead) => lead.leadId).sort()).toEqual([json(first).lead_id, json(together[0]!).lead_id].sort());
  });
});
