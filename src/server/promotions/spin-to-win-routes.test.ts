import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { rateLimited } from '../http/rate-limit.ts';
import type { ServerEnv } from '../server-env.ts';
import { SPIN_TO_WIN_CATEGORY, spinToWinRoutes } from './spin-to-win-routes.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

// harbour-mazda runs the sample promotion (2026-11-01 to 2030-12-31): free car wash 6, fuel voucher 3, first service 1.
const HARBOUR = 'harbour-mazda';
const site = (slug: string) => `http://${slug}.localhost:4321`;

describe('spin to win on the server', () => {
  let server: TestServer;
  let app: Hono<ServerEnv>;
  let now: Date;
  let draw: number;

  beforeEach(() => {
    now = new Date('2026-11-23T10:00:00Z');
    draw = 0.65;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-spin-'));
    dirs.push(dataDir);
    server = testServer({ FORECOURT_DATA_DIR: dataDir });
    app = new Hono<ServerEnv>({ strict: false }).route(
      '/api/spin-to-win',
      spinToWinRoutes(server.context, server.features.leads, server.features.accounts, rateLimited({ perMinute: 1000 }), {
        clock: () => now,
        random: () => draw,
      }),
    );
  });
  afterEach(() => server.close());

  const signedIn = async (slug: string, phone: string) => `forecourt_session=${await server.features.accounts.sessions().create(slug, phone)}`;
  function call(slug: string, method: string, route: string, cookie?: string, origin = site(slug)) {
    const headers: Record<string, string> = { origin, ...(cookie ? { cookie } : {}) };
    return app.fetch(new Request(`${site(slug)}/api/spin-to-win${route}`, { method, headers }), { dealerSlug: slug, clientIp: '127.0.0.7' });
  }
  const spinLeads = async () => (await server.features.leads.store().listLeads({ dealer: HARBOUR })).filter((l) => l.category === SPIN_TO_WIN_CATEGORY);

  it('draws the prize on the server, stores it as a lead for the dealer, and refuses a second spin', async () => {
    const cookie = await signedIn(HARBOUR, '0412555032');
    expect(await (await call(HARBOUR, 'GET', '/', cookie)).json()).toEqual({ spun: false, prize: null });

    const spun = await call(HARBOUR, 'POST', '/spin', cookie);
    expect(spun.status).toBe(201);
    expect(await spun.json()).toMatchObject({ prize: '$50 fuel voucher' });
    const [lead, ...more] = await spinLeads();
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ subcategory: '$50 fuel voucher', phone: '0412555032', stage: 'complete', status: 'stored' });
    expect(lead!.payload).toMatchObject({ promotion: 'Spin to Win', prize: '$50 fuel voucher' });

    draw = 0.01;
    const again = await call(HARBOUR, 'POST', '/spin', cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'already_spun', prize: '$50 fuel voucher' });
    expect(await spinLeads()).toHaveLength(1);
    expect(await (await call(HARBOUR, 'GET', '/', cookie)).json()).toEqual({ spun: true, prize: '$50 fuel voucher' });

    // Another mobile spins for itself.
    const other = await call(HARBOUR, 'POST', '/spin', await signedIn(HARBOUR, '0412555033'));
    expect(await other.json()).toMatchObject({ prize: 'Free car wash' });
  });

  it('refuses a spin signed out, from another site, outside the dates, or where no promotion runs; storing nothing', async () => {
    const cookie = await signedIn(HARBOUR, '0412555034');
    expect((await call(HARBOUR, 'POST', '/spin')).status).toBe(401);
    expect((await call(HARBOUR, 'POST', '/spin', cookie, 'https://evil.example')).status).toBe(403);
    expect((await call(HARBOUR, 'GET', '/spin', cookie)).status).toBe(405);
    now = new Date('2031-01-01T00:00:00Z');
    const closed = await call(HARBOUR, 'POST', '/spin', cookie);
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ error: 'closed' });
    expect((await call('westside-used-cars', 'POST', '/spin', await signedIn('westside-used-cars', '0412555034'))).status).toBe(404);
    expect((await call('outback-caravans', 'POST', '/spin')).status).toBe(404);
    expect(await spinLeads()).toEqual([]);
  });
});
