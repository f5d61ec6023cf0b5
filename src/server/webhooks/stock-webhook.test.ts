import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MemoryDeliveryStore } from './delivery-store.ts';
import type { RebuildTrigger } from './stock-event.ts';
import { signatureHeader } from './signature.ts';
import { handleStockWebhook, stockEventLimit, type StockWebhookDeps } from './stock-webhook.ts';
import type { StockEvent } from './stock-event.ts';

const secret = 'test-secret';
const nowMs = 1_800_000_000_000;
const nowS = nowMs / 1000;

function setup(overrides: Partial<StockWebhookDeps> = {}) {
  const enqueued: { slug: string; trigger: RebuildTrigger }[] = [];
  const resolved: StockEvent[] = [];
  const deps: StockWebhookDeps = {
    secret,
    deliveries: new MemoryDeliveryStore(),
    now: () => nowMs,
    enqueue: (slug, trigger) => enqueued.push({ slug, trigger }),
    resolveDealers: (event) => {
      resolved.push(event);
      return Promise.resolve(event.car_ids.includes('404') ? [] : ['harbour-mazda', ...event.dealers]);
    },
    ...overrides,
  };
  return { deps, enqueued, resolved };
}

function post(body: string, signature: string | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/webhooks/stock', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'Forecourt-Signature': signature } : {}), ...headers },
    body,
  });
}

const signed = (body: string, at = nowS) => post(body, signatureHeader(secret, at, body));

describe('POST /api/webhooks/stock', () => {
  it('accepts a signed event, resolves its dealers and queues their rebuilds (202)', async () => {
    const { deps, enqueued } = setup();
    const body = JSON.stringify({ delivery_id: 'd-1', car_ids: ['200001', 200002], dealers: ['westside-used-cars'] });
    const res = await handleStockWebhook(signed(body), deps);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'accepted', delivery_id: 'd-1', dealers: ['harbour-mazda', 'westside-used-cars'] });
    expect(enqueued.map((e) => e.slug)).toEqual(['harbour-mazda', 'westside-used-cars']);
    expect(enqueued[0]!.trigger).toEqual({ deliveryId: 'd-1', carIds: ['200001', '200002'], receivedAt: nowMs });
  });

  it('refuses a bad, missing or stale signature with 401 and queues nothing', async () => {
    const { deps, enqueued } = setup();
    const body = JSON.stringify({ delivery_id: 'd-2', car_ids: ['1'] });
    const wrong = await handleStockWebhook(post(body, signatureHeader('not-the-secret', nowS, body)), deps);
    const missing = await handleStockWebhook(post(body, null), deps);
    const stale = await handleStockWebhook(signed(body, nowS - 301), deps);
    expect([wrong.status, missing.status, stale.status]).toEqual([401, 401, 401]);
    expect(((await stale.json()) as { reason: string }).reason).toBe('stale');
    expect(enqueued).toEqual([]);
  });

  it('answers a replayed delivery id with 200 and no second build', async () => {
    const { deps, enqueued } = setup();
    const body = JSON.stringify({ delivery_id: 'd-3', car_ids: ['1'] });
    expect((await handleStockWebhook(signed(body), deps)).status).toBe(202);
    const again = await handleStockWebhook(signed(body, nowS + 5), deps);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'duplicate', delivery_id: 'd-3' });
    expect(enqueued).toHaveLength(1);
  });

  it('refuses malformed JSON and schema violations with 400, naming the fields like every other refusal', async () => {
    const { deps, enqueued } = setup();
    const notJson = await handleStockWebhook(signed('{"delivery_id":'), deps);
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: string }).error).toBe('invalid_json');

    const empty = await handleStockWebhook(signed(JSON.stringify({ delivery_id: 'd-4' })), deps);
    expect(empty.status).toBe(400);
    const emptyBody = (await empty.json()) as { error: string; message: string; fields: Record<string, string[]> };
    expect(emptyBody).toMatchObject({ error: 'invalid_event', message: 'The event is not one this server accepts.' });
    expect(emptyBody.fields['_']![0]).toMatch(/at least one/);

    const badSlug = await handleStockWebhook(signed(JSON.stringify({ delivery_id: 'd-5', dealers: ['Not A Slug'], extra: 1 })), deps);
    const fields = ((await badSlug.json()) as { fields: Record<string, string[]> }).fields;
    expect(fields).toMatchObject({ 'dealers.0': [expect.stringMatching(/dealer slug/)], extra: ['Unknown field.'] });

    const polluted = await handleStockWebhook(signed('{"__proto__":{"x":1},"delivery_id":"d-9","car_ids":["1"]}'), deps);
    const pollutedFields = ((await polluted.json()) as { fields: object }).fields;
    expect([polluted.status, Object.entries(pollutedFields)]).toEqual([400, [['__proto__', ['This field name is not allowed.']]]]);
    expect(enqueued).toEqual([]);
  });

  it('refuses a body over 64 KB with 413, declared or streamed', async () => {
    const { deps } = setup();
    const big = JSON.stringify({ delivery_id: 'd-6', car_ids: Array.from({ length: 9000 }, (_, i) => `car-${i}`) });
    expect(big.length).toBeGreaterThan(64 * 1024);
    const limited = new Hono().all('/api/webhooks/stock', stockEventLimit, (c) => handleStockWebhook(c.req.raw, deps));
    const refused = await limited.fetch(signed(big));
    expect([refused.status, await refused.json()]).toEqual([413, { error: 'too_large', message: 'Stock events are limited to 65536 bytes.' }]);

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const init: RequestInit & { duplex: 'half' } = { method: 'POST', body: stream, duplex: 'half' };
    expect((await limited.fetch(new Request('http://localhost/api/webhooks/stock', init))).status).toBe(413);
  });

  it('checks the signature before parsing, and answers 405 to other methods and 503 without a secret', async () => {
    const { deps } = setup();
    expect((await handleStockWebhook(post('{not json', null), deps)).status).toBe(401);
    expect((await handleStockWebhook(new Request('http://localhost/api/webhooks/stock'), deps)).status).toBe(405);
    const { deps: unconfigured } = setup({ secret: null });
    const body = JSON.stringify({ delivery_id: 'd-7', car_ids: ['1'] });
    expect((await handleStockWebhook(signed(body), unconfigured)).status).toBe(503);
  });

  it('forgets the delivery when resolving its dealers fails, so the sender can retry', async () => {
    let fail = true;
    const { deps, enqueued } = setup({
      resolveDealers: () => (fail ? Promise.reject(new Error('index down')) : Promise.resolve(['harbour-mazda'])),
    });
    const body = JSON.stringify({ delivery_id: 'd-8', car_ids: ['1'] });
    await expect(handleStockWebhook(signed(body), deps)).rejects.toThrow('index down');
    fail = false;
    expect((await handleStockWebhook(signed(body), deps)).status).toBe(202);
    expect(enqueued).toHaveLength(1);
  });
});
