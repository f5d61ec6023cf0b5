import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ServerEnv } from '../server-env.ts';
import { parseEnvironment } from '../../lib/environment/environment.ts';
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

  it('keeps a window per session cookie too, so one session on many addresses meets the rate', async () => {
    const clock = { t: 1_000_000 };
    const a = app(clock);
    const cookie = `forecourt_session=${'s'.repeat(43)}`;
    const withSession = (ip: string) => a.fetch(new Request('http://x/', { method: 'POST', headers: { cookie } }), { dealerSlug: 'd', clientIp: ip });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await withSession(`127.0.0.${10 + i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await withSession('127.0.0.20');
    expect(await refused.json()).toMatchObject({ message: 'Too many requests from this session. Try again shortly.' });
    // The addresses it used are not held back for other clients.
    expect((await hit(a, '127.0.0.10')).status).toBe(200);
  });

  it('reads its rate from FORECOURT_LEAD_RATE_PER_MINUTE, 10 by default, and refuses to start on one that is not a whole number above 0', () => {
    const config = (env: Record<string, string>) => serverConfig(parseEnvironment(env));
    expect(config({}).leadRatePerMinute).toBe(10);
    expect(config({ FORECOURT_LEAD_RATE_PER_MINUTE: '' }).leadRatePerMinute).toBe(10);
    expect(config({ FORECOURT_LEAD_RATE_PER_MINUTE: '500' }).leadRatePerMinute).toBe(500);
    expect(() => config({ FORECOURT_LEAD_RATE_PER_MINUTE: 'lots' })).toThrow(/FORECOURT_LEAD_RATE_PER_MINUTE: expected a whole number above 0, got "lots"/);
  });

  it('reads the other write calls’ rate from FORECOURT_WRITE_RATE_PER_MINUTE, 30 by default', () => {
    const config = (env: Record<string, string>) => serverConfig(parseEnvironment(env));
    expect(config({}).writeRatePerMinute).toBe(30);
    expect(config({ FORECOURT_WRITE_RATE_PER_MINUTE: '5' }).writeRatePerMinute).toBe(5);
    expect(() => config({ FORECOURT_WRITE_RATE_PER_MINUTE: '-1', FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1.5' })).toThrow(
      /FORECOURT_SIGN_IN_RATE_PER_MINUTE: .*\n.*FORECOURT_WRITE_RATE_PER_MINUTE: expected a whole number above 0, got "-1"/,
    );
  });
});
