import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach } from 'vitest';
import type { DealerConfig } from '../../../lib/dealer/dealer-config.ts';
import { createApp } from '../../app.ts';
import type { DealerRegistry } from '../../context/dealer-registry.ts';
import type { ServerContext } from '../../context/server-context.ts';
import { testContext } from '../../context/testing/test-context.ts';
import type { LeadService } from '../../leads/lead-service.ts';
import type { ServerConfig } from '../../server-config.ts';
import { closeServer, serverFeatures } from '../../server-features.ts';
import type { TestEngine } from '../../store/testing/test-databases.ts';
import type { TradeInService } from '../trade-in-service.ts';

/** A small stock feed: two used cars with regplates (QLD and NSW), one without. */
const FEED_CARS = [
  {
    id: '1',
    car_type: 'used',
    regplate: '123ABC',
    state: 'QLD',
    vin: 'JTNKU3JE60J111111',
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    year: 2019,
    trans: 'CVT Automatic',
    bodyconfiguration: 'Hatchback',
    variant: { cylinders: 4 },
    build_date: '2019-03',
    compliance_date: '2019-04',
  },
  {
    id: '2',
    car_type: 'used',
    regplate: 'CD56SC',
    state: 'NSW',
    vin: 'JM0KF4W7A00222222',
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx',
    year: 2018,
    trans: '6 Speed Automatic',
    bodyconfiguration: 'Wagon',
  },
  { id: '3', car_type: 'used', regplate: null, state: 'VIC', vin: 'WVWZZZ1KZ00333333', make: 'Volkswagen', model: 'Golf', year: 2017 },
];

type Patch = Partial<DealerConfig['trade_in']>;

/**
 * The whole app on `engine` with a temp data dir and a small feed. `patch(slug, switches)` changes
 * a dealer's trade_in switches for one test; `site(slug)` is its origin.
 */
export function tradeInApp(engine: TestEngine, env: Record<string, string> = {}) {
  const dirs: string[] = [];
  const patches = new Map<string, Patch>();
  const state = {} as { context: ServerContext; config: ServerConfig; leads: LeadService; tradeIn: TradeInService; app: ReturnType<typeof createApp> };
  beforeEach(async () => {
    patches.clear();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-trade-in-'));
    dirs.push(dataDir);
    const feed = path.join(dataDir, 'stock-feed.json');
    fs.writeFileSync(feed, JSON.stringify(FEED_CARS));
    const location = await engine.fresh();
    const dbEnv = location.engine === 'postgres' ? { DATABASE_URL: location.url } : {};
    const real = testContext({ FORECOURT_DATA_DIR: dataDir, FORECOURT_STOCK_FEED: feed, FORECOURT_TRADE_IN_RATE_PER_MINUTE: '1000', ...dbEnv, ...env });
    const dealer: DealerRegistry['dealer'] = (slug) => {
      const entry = real.dealers.dealer(slug);
      const patch = slug === null ? undefined : patches.get(slug);
      if (!entry || !patch) return entry;
      const config = { ...entry.dealer.config, trade_in: { ...entry.dealer.config.trade_in, ...patch } };
      return { ...entry, dealer: { ...entry.dealer, config } };
    };
    state.context = { ...real, dealers: { ...real.dealers, dealer } };
    state.config = state.context.config;
    const features = serverFeatures(state.context);
    state.leads = features.leads;
    state.tradeIn = features.tradeIn;
    state.app = createApp(state.context, features);
  });
  afterEach(() => closeServer(state.context, state));
  afterAll(async () => {
    dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
    await engine.cleanup();
  });
  const site = (slug: string) => `http://${slug}.localhost:4321`;
  return {
    state,
    patch: (slug: string, switches: Patch) => patches.set(slug, switches),
    site,
    /** A JSON call; a string body is sent as is. */
    call(slug: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
      const init: RequestInit = { method: 'POST', headers: { origin: site(slug), 'content-type': 'application/json', ...headers } };
      if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
      return state.app.fetch(new Request(`${site(slug)}/api${route}`, init), { dealerSlug: slug, clientIp: '127.0.0.9' });
    },
    upload(slug: string, form: FormData) {
      const request = new Request(`${site(slug)}/api/eval-expert/image-upload`, { method: 'POST', headers: { origin: site(slug) }, body: form });
      return state.app.fetch(request, { dealerSlug: slug, clientIp: '127.0.0.9' });
    },
  };
}
