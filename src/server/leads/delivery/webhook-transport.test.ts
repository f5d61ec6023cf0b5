import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifySignature } from '../../webhooks/signature.ts';
import { dealerLookup } from './lead-dealer.ts';
import { claimed, sampleDealer, scratchLeadStore, storeFormLead } from '../fixtures/form-leads.ts';
import type { OutboxItem } from '../lead-types.ts';
import { webhookTransport } from './webhook-transport.ts';

type Hit = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

const hits: Hit[] = [];
let reply: { status: number; body?: string; delayMs?: number } = { status: 204 };
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    hits.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    setTimeout(() => res.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.body ?? ''), reply.delayMs ?? 0);
  });
});
let base: string;

let scratch: ReturnType<typeof scratchLeadStore>;
/** A trade-in as the instant offer sends it, stored, and its webhook outbox row as the forwarder claims it. */
let item: OutboxItem;
const sampleItem = (over: Partial<OutboxItem> = {}): OutboxItem => ({ ...item, ...over });

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  scratch = scratchLeadStore();
  item = await claimed(scratch.store, await storeFormLead(scratch.store, 'trade-in', { targets: ['webhook'] }), 'webhook');
});
afterAll(async () => {
  await scratch.remove();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
beforeEach(() => {
  hits.splice(0);
  reply = { status: 204 };
});

const NOW = new Date('2026-11-23T03:00:00Z');
const SECRET = 'crm-shared-secret';

function transport(url = `${base}/crm/leads?src=forecourt`, env: Record<string, string> = { HARBOUR_CRM_SECRET: SECRET }) {
  const dealer = sampleDealer('harbour-mazda', { leads: { forward: { webhook: { url, secret_env: 'HARBOUR_CRM_SECRET' } } } }).delivery;
  const photosFor = async () => ['/data/trade-in-images/harbour-mazda/e/1.jpg'];
  return webhookTransport({ dealerFor: dealerLookup([dealer]), secret: (name) => env[name], now: () => NOW, timeoutMs: 300, photosFor });
}

describe('the signed JSON webhook transport', () => {
  it('POSTs the lead as JSON to the CRM URL, signed with the secret from the named variable', async () => {
    expect(await transport().deliver(sampleItem({ attempt: 2 }))).toEqual({ ok: true });
    expect(hits).toHaveLength(1);
    const hit = hits[0]!;
    expect(hit).toMatchObject({ method: 'POST', url: '/crm/leads?src=forecourt' });
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['forecourt-delivery']).toBe(item.outboxId);
    const check = verifySignature(hit.headers['forecourt-signature'] as string, hit.body, SECRET, NOW.getTime() / 1000);
    expect(check).toEqual({ ok: true, timestamp: NOW.getTime() / 1000 });
    expect(verifySignature(hit.headers['forecourt-signature'] as string, hit.body, 'other', NOW.getTime() / 1000)).toMatchObject({ ok: false });
    const { lead } = item;
    const body = JSON.parse(hit.body) as { lead: { answers: Array<{ name: string; label: string; value: string }> } };
    expect(body).toEqual({
      event: 'lead.created',
      delivery_id: item.outboxId,
      attempt: 2,
      lead: {
        id: lead.leadId,
        dealer: 'harbour-mazda',
        category: 'Trade-In Valuation',
        subcategory: null,
        interest: 'trade-in',
        stage: 'complete',
        name: 'Sam Shopper',
        email: 'sam@example.com',
        phone: '0412345678',
        car_id: null,
        created_at: lead.createdAt,
        updated_at: lead.updatedAt,
        fields: lead.payload,
        answers: expect.any(Array),
      },
    });
    // Every answer, labelled as the e-mail shows it: the vehicle's too, and the photos' links.
    const answers = Object.fromEntries(body.lead.answers.map((a) => [a.label, a.value]));
    expect(answers).toMatchObject({
      'Rego Number': 'TRD456',
      VIN: 'JTDBR32E100123456',
      Year: '2015',
      Make: 'Toyota',
      Model: 'Corolla',
      Odometer: '98,000 km',
      offer_price: '12500',
      'Service history': 'Full service history',
      'Photos (1)': '/data/trade-in-images/harbour-mazda/e/1.jpg',
    });
  });

  it('names a resend in the event', async () => {
    await transport().deliver(sampleItem({ resend: true }));
    expect(JSON.parse(hits[0]!.body)).toMatchObject({ event: 'lead.resent' });
  });

  it('treats a 4xx as permanent, except 408 and 429, and a 5xx or redirect as worth retrying', async () => {
    const outcomes: Record<number, unknown> = {};
    for (const status of [200, 202, 301, 400, 401, 404, 408, 410, 422, 429, 500, 503]) {
      reply = { status, body: status === 422 ? 'unknown field\n"make"' : '' };
      outcomes[status] = await transport().deliver(sampleItem());
    }
    expect(outcomes).toEqual({
      200: { ok: true },
      202: { ok: true },
      301: { ok: false, permanent: false, error: 'HTTP 301' },
      400: { ok: false, permanent: true, error: 'HTTP 400' },
      401: { ok: false, permanent: true, error: 'HTTP 401' },
      404: { ok: false, permanent: true, error: 'HTTP 404' },
      408: { ok: false, permanent: false, error: 'HTTP 408' },
      410: { ok: false, permanent: true, error: 'HTTP 410' },
      422: { ok: false, permanent: true, error: 'HTTP 422: unknown field "make"' },
      429: { ok: false, permanent: false, error: 'HTTP 429' },
      500: { ok: false, permanent: false, error: 'HTTP 500' },
      503: { ok: false, permanent: false, error: 'HTTP 503' },
    });
  });

  it('retries when the receiver is down or too slow', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await transport(`http://127.0.0.1:${port}/`).deliver(sampleItem())).toEqual({ ok: false, error: `127.0.0.1:${port}: ECONNREFUSED` });
    reply = { status: 200, delayMs: 1000 };
    expect(await transport().deliver(sampleItem())).toEqual({ ok: false, error: expect.stringMatching(/no answer within 300 ms$/) });
  });

  it('waits for the secret instead of sending unsigned, and never puts the secret in the request', async () => {
    expect(await transport(undefined, {}).deliver(sampleItem())).toEqual({
      ok: false,
      error: 'environment variable HARBOUR_CRM_SECRET (the webhook secret) is not set',
    });
    expect(hits).toHaveLength(0);
    await transport().deliver(sampleItem());
    expect(JSON.stringify(hits[0])).not.toContain(SECRET);
  });

  it('refuses, permanently, a lead whose dealer no longer forwards by webhook', async () => {
    const none = webhookTransport({ dealerFor: dealerLookup([sampleDealer().delivery]), secret: () => undefined });
    expect(await none.deliver(sampleItem())).toMatchObject({ ok: false, permanent: true });
  });
});
