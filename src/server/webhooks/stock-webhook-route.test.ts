import { afterEach, describe, expect, it } from 'vitest';
import { handleRequest } from '../app.ts';
import { MemoryDeliveryStore } from './delivery-store.ts';
import { signatureHeader } from './signature.ts';
import { configureStockWebhook } from './stock-webhook-route.ts';

afterEach(() => configureStockWebhook(null));

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost:4321/api/webhooks/stock', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('the function app route /api/webhooks/stock', () => {
  it('answers 503 until the hosting server configures it', async () => {
    const res = await handleRequest(post('{}'), { dealerSlug: null });
    expect(res.status).toBe(503);
  });

  it('hands requests to the configured handler', async () => {
    const queued: string[] = [];
    configureStockWebhook({
      secret: 's',
      deliveries: new MemoryDeliveryStore(),
      now: () => 1_800_000_000_000,
      enqueue: (slug) => queued.push(slug),
      resolveDealers: (event) => Promise.resolve(event.dealers),
    });
    const body = JSON.stringify({ delivery_id: 'x', dealers: ['harbour-mazda'] });
    expect((await handleRequest(post(body), { dealerSlug: null })).status).toBe(401);
    const signed = await handleRequest(post(body, { 'Forecourt-Signature': signatureHeader('s', 1_800_000_000, body) }), { dealerSlug: null });
    expect(signed.status).toBe(202);
    expect(queued).toEqual(['harbour-mazda']);
  });
});
