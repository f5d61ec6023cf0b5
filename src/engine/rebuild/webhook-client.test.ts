import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { verifySignature } from '../../server/webhooks/signature.ts';
import { sendStockEvent, webhookSecret } from './webhook-client.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('stock webhook client', () => {
  it("signs the exact body it sends so the server's check passes", async () => {
    let seen: { url: string; body: string; signature: string | null } | null = null;
    const fetchImpl = ((url: URL, init: RequestInit) => {
      seen = { url: String(url), body: String(init.body), signature: new Headers(init.headers).get('forecourt-signature') };
      return Promise.resolve(new Response('{"status":"accepted"}', { status: 202 }));
    }) as unknown as typeof fetch;
    const result = await sendStockEvent({
      server: 'http://localhost:4321',
      secret: 's',
      event: { delivery_id: 'd', car_ids: ['1'] },
      fetchImpl,
      nowSeconds: 1000,
    });
    expect(result).toEqual({ status: 202, body: { status: 'accepted' } });
    expect(seen!.url).toBe('http://localhost:4321/api/webhooks/stock');
    expect(verifySignature(seen!.signature, seen!.body, 's', 1000)).toEqual({ ok: true, timestamp: 1000 });
  });

  it('resolves null when no server listens, so the caller rebuilds directly', async () => {
    const refused = (() => Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))) as unknown as typeof fetch;
    await expect(
      sendStockEvent({ server: 'http://localhost:1', secret: 's', event: { delivery_id: 'd', dealers: ['x'] }, fetchImpl: refused }),
    ).resolves.toBeNull();
  });

  it('prefers FORECOURT_WEBHOOK_SECRET, else keeps one local secret with private permissions', () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    dirs.push(cache);
    expect(webhookSecret(cache, { FORECOURT_WEBHOOK_SECRET: 'from-env' })).toEqual({ secret: 'from-env', source: 'env' });
    const first = webhookSecret(cache, {});
    expect(first.source).toBe('local');
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(webhookSecret(cache, {}).secret).toBe(first.secret);
    expect(fs.statSync(path.join(cache, 'webhook-secret')).mode & 0o077).toBe(0);
  });
});
