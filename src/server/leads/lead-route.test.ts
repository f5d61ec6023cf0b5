import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { buildLeadSubmission, type LeadContext } from '../../lib/leads/lead-submission.ts';
import { filledEnquiry } from '../../lib/leads/testing/fixtures.ts';
import type { DealerRegistry } from '../context/dealer-registry.ts';
import { testServer } from '../context/testing/test-context.ts';

const HOST = 'http://harbour-mazda.localhost:4321';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function setup(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-leads-'));
  dirs.push(dataDir);
  const { RATE: rate, ...rest } = env;
  const server = testServer({ ...rest, FORECOURT_DATA_DIR: dataDir, FORECOURT_LEAD_RATE_PER_MINUTE: rate ?? '1000' });
  return { ...server, leads: server.features.leads, dealers: server.context.dealers };
}

function body(
  dealers: DealerRegistry,
  over: {
    context?: Partial<LeadContext>;
    values?: Record<string, string | boolean>;
    honeypot?: string;
    step?: { isLastStep: boolean; leadId: string | null; stepToken?: string };
  } = {},
) {
  const forms = dealers.dealer('harbour-mazda')!.forms;
  const context: LeadContext = { form: 'general_enquiry', car: null, subcategory: null, source: 'contact', locationId: null, ...over.context };
  const page = { url: `${HOST}/contact/`, pageId: '/contact/', userAgent: 'test', attributes: { visited_pages: ['/'], linked_query_params: {} } };
  const values = context.form === 'general_enquiry' ? { [FIELD.category]: 'General Enquiry', ...over.values } : over.values;
  return buildLeadSubmission(context, filledEnquiry(values), forms, page, over.step ?? { isLastStep: true, leadId: null }, over.honeypot ?? '');
}

const CAR = {
  car_id: '200001',
  title: '2024 Mazda CX-5',
  stock_number: 'S1',
  make: 'Mazda',
  model: 'CX-5',
  manufacturer_slug: 'mazda',
  car_type: 'new',
  vehicle_status: 'in_stock',
  dealership_slug: null,
  car_dealership_id: null,
  tag: null,
  year: 2024,
  variant: null,
  price: null,
  km: null,
  vin: null,
};

function post(app: ReturnType<typeof setup>['app'], payload: unknown, headers: Record<string, string> = {}, ip = '127.0.0.2') {
  const request = new Request(`${HOST}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: HOST, ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return app.fetch(request, { dealerSlug: 'harbour-mazda', clientIp: ip });
}

describe('POST /api/leads', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });
  afterEach(() => t.close());

  it('answers 201 with the lead_id of a lead already in the store, queued for the dealer’s CRM', async () => {
    const response = await post(t.app, body(t.dealers));
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const stored = await t.leads.store().getLead(lead_id);
    expect(stored).toMatchObject({
      dealershipSlug: 'harbour-mazda',
      category: 'General Enquiry',
      name: 'Sam Shopper',
      email: 'sam@example.com',
      status: 'stored',
      stage: 'complete',
    });
    const due = await t.leads.store().claimDue({ now: new Date(Date.now() + 1000), limit: 10, leaseMs: 1000 });
    // The CRM's e-mail, and the staff's new-lead alert beside it (rule: leads.new-lead-alerts).
    expect(due.map((i) => [i.lead.leadId, i.target]).sort()).toEqual([
      [lead_id, 'alerts'],
      [lead_id, 'email'],
    ]);
  });

  it('stores one lead for a retry with the same Idempotency-Key', async () => {
    const payload = body(t.dealers);
    const first = (await (await post(t.app, payload, { 'idempotency-key': 'k-1' })).json()) as { lead_id: string };
    const again = await post(t.app, payload, { 'idempotency-key': 'k-1' });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { lead_id: string }).lead_id).toBe(first.lead_id);
    expect(await t.leads.store().listLeads({ dealer: 'harbour-mazda' })).toHaveLength(1);
  });

  it('answers a filled honeypot like a success, stored as spam and never forwarded', async () => {
    const response = await post(t.app, body(t.dealers, { honeypot: 'http://spam.example' }));
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect((await t.leads.store().getLead(lead_id))?.status).toBe('spam');
    expect(await t.leads.store().claimDue({ now: new Date(Date.now() + 1000), limit: 10, leaseMs: 1000 })).toEqual([]);
  });

  it('names every bad field with 422 and stores nothing', async () => {
    const response = await post(t.app, body(t.dealers, { values: { [FIELD.email]: 'not-an-email', [FIELD.name]: '' } }));
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { error: string; fields: Record<string, string[]> };
    expect(answer.error).toBe('invalid');
    expect(Object.keys(answer.fields)).toEqual(expect.arrayContaining([FIELD.email, FIELD.name]));
    expect(await t.leads.store().listLeads()).toEqual([]);
  });

  it('refuses malformed JSON (400), a wrong content type (415), 70 KB (413), a foreign Origin (403) and a bad key (400)', async () => {
    expect((await post(t.app, '{"name": ')).status).toBe(400);
    expect((await post(t.app, body(t.dealers), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(t.app, { ...body(t.dealers), message: 'x'.repeat(70 * 1024) })).status).toBe(413);
    expect((await post(t.app, body(t.dealers), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(t.app, body(t.dealers), { 'idempotency-key': 'has spaces' })).status).toBe(400);
    expect(await t.leads.store().listLeads()).toEqual([]);
  });

  it('creates a partial lead on the first step and completes the same lead on the last', async () => {
    const context = { form: 'car_enquiry' as const, car: CAR };
    const first = await post(t.app, body(t.dealers, { context, step: { isLastStep: false, leadId: null } }));
    expect(first.status).toBe(201);
    const { lead_id, step_token } = (await first.json()) as { lead_id: string; step_token: string };
    expect((await t.leads.store().getLead(lead_id))?.stage).toBe('partial');
    const last = await post(t.app, body(t.dealers, { context, step: { isLastStep: true, leadId: lead_id, stepToken: step_token } }));
    expect(((await last.json()) as { lead_id: string }).lead_id).toBe(lead_id);
    expect(await t.leads.store().getLead(lead_id)).toMatchObject({ stage: 'complete', carId: '200001' });
    const unknown = await post(t.app, body(t.dealers, { context, step: { isLastStep: true, leadId: '00000000-0000-7000-8000-000000000000' } }));
    expect(unknown.status).toBe(422);
  });

  it('answers 404 on a host that is no dealer, and 405 to other methods', async () => {
    const response = await t.app.fetch(
      new Request('http://localhost:4321/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      { dealerSlug: null },
    );
    expect(response.status).toBe(404);
    expect((await t.app.fetch(new Request(`${HOST}/api/leads`), { dealerSlug: 'harbour-mazda' })).status).toBe(405);
  });
});

describe('POST /api/leads under pressure', () => {
  it('answers 429 with Retry-After past the per-address rate', async () => {
    const t = setup({ RATE: '2' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(t.app, body(t.dealers))).status);
    const refused = await post(t.app, body(t.dealers));
    expect(statuses).toEqual([201, 201, 429]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(t.app, body(t.dealers), {}, '127.0.0.3')).status).toBe(201);
    await t.close();
  });

  it('counts a multi-step lead once: its later steps and its retries pass an address whose window is full', async () => {
    const t = setup({ RATE: '2' });
    const context = { form: 'car_enquiry' as const, car: CAR };
    const first = await post(t.app, body(t.dealers, { context, step: { isLastStep: false, leadId: null } }));
    const { lead_id, step_token } = (await first.json()) as { lead_id: string; step_token: string };
    expect((await post(t.app, body(t.dealers))).status).toBe(201);
    expect((await post(t.app, body(t.dealers))).status).toBe(429);
    // The address is full, yet the enquiry it started goes on, and its last step sent again is the same lead.
    const last = body(t.dealers, { context, step: { isLastStep: true, leadId: lead_id, stepToken: step_token } });
    const lastTwice = [await post(t.app, last, { 'idempotency-key': 'last-step' }), await post(t.app, last, { 'idempotency-key': 'last-step' })];
    expect(lastTwice.map((r) => r.status)).toEqual([201, 201]);
    expect(await t.leads.store().getLead(lead_id)).toMatchObject({ stage: 'complete' });

    // A first step sent again under its key (no answer reached the shopper) is not a new lead either.
    const from = '127.0.0.4';
    const retried = body(t.dealers, { values: { [FIELD.email]: 'retry@example.com' } });
    const tries = [];
    for (let i = 0; i < 3; i += 1) tries.push(await post(t.app, retried, { 'idempotency-key': 'first-step' }, from));
    expect(tries.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(await Promise.all(tries.map(async (r) => ((await r.json()) as { lead_id: string }).lead_id))).size).toBe(1);
    expect((await post(t.app, body(t.dealers), {}, from)).status).toBe(201);
    expect((await post(t.app, body(t.dealers), {}, from)).status).toBe(429);
    await t.close();
  });

  it('refuses an address 429 past the rate of bodies it could not read, and its leads still count on their own', async () => {
    const t = setup({ RATE: '2' });
    const bad = [];
    for (let i = 0; i < 3; i += 1) bad.push((await post(t.app, 'not json', {}, '127.0.0.7')).status);
    expect(bad).toEqual([400, 400, 429]);
    expect((await post(t.app, body(t.dealers), {}, '127.0.0.7')).status).toBe(201);
    expect((await post(t.app, 'not json', {}, '127.0.0.8')).status).toBe(400);
    await t.close();
  });

  it('counts a step it refuses (a wrong step token) against the address, as a new lead', async () => {
    const t = setup({ RATE: '2' });
    const context = { form: 'car_enquiry' as const, car: CAR };
    const first = await post(t.app, body(t.dealers, { context, step: { isLastStep: false, leadId: null } }), {}, '127.0.0.5');
    const { lead_id } = (await first.json()) as { lead_id: string };
    const guess = body(t.dealers, { context, step: { isLastStep: true, leadId: lead_id, stepToken: 'not-the-token' } });
    expect((await post(t.app, guess, {}, '127.0.0.6')).status).toBe(403);
    expect((await post(t.app, guess, {}, '127.0.0.6')).status).toBe(403);
    expect((await post(t.app, body(t.dealers), {}, '127.0.0.6')).status).toBe(429);
    await t.close();
  });

  it('answers 503 with Retry-After when the store is unreachable, acknowledging nothing', async () => {
    const t = setup({ DATABASE_URL: 'postgres://forecourt@127.0.0.1:9/leads' });
    const response = await post(t.app, body(t.dealers));
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    await t.close();
  });
});
