import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createServerContext } from '../context/server-context.ts';
import { MemoryDeliveryStore } from './delivery-store.ts';
import { signatureHeader } from './signature.ts';

const root = path.resolve(import.meta.dirname, '../../..');

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost:4321/api/webhooks/stock', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('the function app route /api/webhooks/stock', () => {
  it('answers 503 on a server whose context has no stock webhook (no build beside it)', async () => {
    const app = createApp(createServerContext({ env: {}, cwd: root }));
    const res = await app.fetch(post('{}'), { dealerSlug: null });
    expect(res.status).toBe(503);
  });

  it("hands requests to the context's stock webhook", async () => {
    const queued: string[] = [];
    const stockWebhook = {
      secret: 's',
      deliveries: new MemoryDeliveryStore(),
      now: () => 1_800_000_000_000,
      enqueue: (slug: string) => void queued.push(slug),
      resolveDealers: (event: { dealers: string[] }) => Promise.resolve(event.dealers),
    };
    const app = createApp(createServerContext({ env: {}, cwd: root, providers: { stockWebhook: () => stockWebhook } }));
    const body = JSON.stringify({ delivery_id: 'x', dealers: ['harbour-mazda'] });
    expect((await app.fetch(post(body), { dealerSlug: null })).status).toBe(401);
    const signed = await app.fetch(post(body, { 'Forecourt-Signature': signatureHeader('s', 1_800_000_000, body) }), { dealerSlug: null });
    expect(signed.status).toBe(202);
    expect(queued).toEqual(['harbour-mazda']);
  });
});
