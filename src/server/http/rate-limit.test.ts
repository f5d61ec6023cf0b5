import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ServerEnv } from '../server-env.ts';
import { serverConfig } from '../server-config.ts';
import { rateLimited } from './rate-limit.ts';

describe('rateLimited', () => {
  const app = (clock: { t: number }) => new Hono<ServerEnv>().post('/', rateLimited({ perMinute: 3, now: () => clock.t }), (c) => c.text('ok'));
  const hit = (a: Hono<ServerEnv>, ip: string) => a.fetch(new Request('http://x/', { method: 'POST' }), { dealerSlug: 'd', clientIp: ip });

  it('answers 429 with Retry-After past the rate, per address, and lets the window slide', async () => {
    const clock = { t: 1_000_000 };
    const a = app(clock);
    for (let i = 0; i < 3; i += 1) expect((await hit(a, '127.0.0.2')).status).toBe(200);
    const refused = await hit(a, '127.0.0.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(60);
    expect((await hit(a, '127.0.0.3')).status).toBe(200);
    clock.t += 60_001;
    expect((await hit(a, '127.0.0.2')).status).toBe(200);
  });

  it('reads its rate from FORECOURT_LEAD_RATE_PER_MINUTE, 10 by default', () => {
    expect(serverConfig({}).leadRatePerMinute).toBe(10);
    expect(serverConfig({ FORECOURT_LEAD_RATE_PER_MINUTE: '500' }).leadRatePerMinute).toBe(500);
    expect(serverConfig({ FORECOURT_LEAD_RATE_PER_MINUTE: 'lots' }).leadRatePerMinute).toBe(10);
  });
});
