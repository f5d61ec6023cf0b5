import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildChanges } from '../../../lib/builds/build-changes.ts';
import { PublishedBuildsSchema, type BuildRun, type CarLine, type PublishedBuilds } from '../../../lib/builds/build-record.ts';
import { testEngines } from '../../store/testing/test-databases.ts';
import { valuationStore } from '../../trade-in/valuation-store.ts';
import { consoleHarness, type ConsoleHarness } from '../testing/console-harness.ts';

const WESTSIDE = 'westside-used-cars';
const HARBOUR = 'harbour-mazda';
const LIVE = '20261120T010000Z-aaaaaa';
const STAGED = '20261121T010000Z-bbbbbb';
const EARLIER = '20261119T010000Z-cccccc';

const run = (id: string, at: string): BuildRun => ({
  build_id: id,
  created_at: at,
  trigger: 'stock',
  mode: 'incremental',
  seconds: 2.5,
  pages: 40,
  rendered: 3,
  cars: 2,
  stock_updated_at: at,
  timings: { pull: 120, render: 1800 },
});
const car = (slug: string, price: number | null, status = 'in_stock', photos = 8): CarLine => ({ slug, title: slug.replace(/-/g, ' '), price, status, photos });

/** What `npm run builds-overview` publishes for westside: a staged build selling one car and repricing another. */
function published(): PublishedBuilds {
  const live = { '1': car('2019-mazda-cx-5', 31990), '2': car('2018-toyota-hilux', 42990), '3': car('2020-kia-rio', null, 'in_stock', 0) };
  const staged = { ...live, '1': car('2019-mazda-cx-5', 31990, 'sold'), '2': car('2018-toyota-hilux', 39990) };
  return PublishedBuildsSchema.parse({
    overview: {
      dealer: WESTSIDE,
      live: run(LIVE, '2026-11-20T01:00:00.000Z'),
      staged: run(STAGED, '2026-11-21T01:00:00.000Z'),
      changes: buildChanges(
        { cars: live, pages: { '/': 'a', '/cars/2019-mazda-cx-5/': 'b' } },
        { cars: staged, pages: { '/': 'a', '/cars/2019-mazda-cx-5/': 'c' } },
      ),
      preview_url: 'https://preview.westside.example/',
      rollback_to: EARLIER,
      history: [{ at: '2026-11-21T01:00:00.000Z', action: 'stage', build_id: STAGED, build: run(STAGED, '2026-11-21T01:00:00.000Z') }],
      generated_at: '2026-11-21T01:00:05.000Z',
    },
    health: {
      dealer: WESTSIDE,
      stock_updated_at: '2026-11-21T00:59:00.000Z',
      build_id: STAGED,
      built_at: '2026-11-21T01:00:00.000Z',
      skipped: [{ car_id: '77', path: 'price', reason: 'expected number, received string' }],
      dropped: [],
      without_photos: [{ id: '3', slug: '2020-kia-rio', title: '2020 kia rio' }],
      without_price: [{ id: '3', slug: '2020-kia-rio', title: '2020 kia rio' }],
    },
  });
}

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/** A loopback stand-in for GitHub's API and the folder CI publishes overviews to. */
async function fakeGitHub(dispatchStatus: () => number) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.method === 'GET' && req.url === `/published/${WESTSIDE}.json` && req.headers.authorization === 'Bearer read-token') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(published()));
      } else if (req.method === 'POST' && req.url === '/repos/forecourt/sites/actions/workflows/release.yml/dispatches') {
        const status = dispatchStatus();
        res.writeHead(status).end(status === 204 ? '' : '{"message":"Bad credentials"}');
      } else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, dispatches: () => received.filter((r) => r.method === 'POST'), close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(testEngines())('the console Builds and Stock health API on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'builds', () => {
    let h: ConsoleHarness;
    let github: Awaited<ReturnType<typeof fakeGitHub>>;
    let dispatchStatus = 204;
    beforeEach(async () => {
      dispatchStatus = 204;
      github = await fakeGitHub(() => dispatchStatus);
      h = consoleHarness(await engine.fresh(), {
        env: {
          FORECOURT_BUILDS_URL: `${github.base}/published/`,
          FORECOURT_BUILDS_TOKEN: 'read-token',
          GITHUB_REPOSITORY: 'forecourt/sites',
          GITHUB_TOKEN: 'dispatch-token',
          GITHUB_API_URL: github.base,
        },
      });
      await h.cli('invite', 'mia@westside.example', '--dealer', WESTSIDE, '--role', 'manager');
      await h.cli('invite', 'sid@westside.example', '--dealer', WESTSIDE, '--role', 'sales');
    });
    afterEach(async () => {
      await h.close();
      await github.close();
    });
    afterAll(() => engine.cleanup());

    const audit = async () => (await h.server.features.staff.audit().list(WESTSIDE)).map((l) => `${l.outcome} ${l.action} ${l.target ?? '-'}`);
    const route = (rest: string, dealer = WESTSIDE) => `/dealers/${dealer}${rest}`;

    it('shows a manager the published builds and approves through the release workflow, with the exact workflow_dispatch request', async () => {
      const manager = await h.signIn(WESTSIDE, 'mia@westside.example');
      const got = await h.call(WESTSIDE, 'GET', route('/builds'), { cookie: manager });
      expect(got.status).toBe(200);
      const body = (await got.json()) as { overview: PublishedBuilds['overview']; via: string; immediate: boolean };
      expect(body.via).toBe('GitHub Actions (forecourt/sites)');
      expect(body.immediate).toBe(false);
      expect(body.overview.changes).toMatchObject({
        sold: [{ id: '1', slug: '2019-mazda-cx-5' }],
        prices: [{ id: '2', from: 42990, to: 39990 }],
        pages: { changed: 1, added: 0, removed: 0, sample: ['/cars/2019-mazda-cx-5/'] },
      });
      expect(body.overview.preview_url).toBe('https://preview.westside.example/');

      const approved = await h.call(WESTSIDE, 'POST', route('/builds/promote'), { cookie: manager, body: { build_id: STAGED } });
      expect(approved.status).toBe(200);
      expect(await approved.json()).toMatchObject({ build_id: STAGED, done: false });
      const [dispatch] = github.dispatches();
      expect(github.dispatches()).toHaveLength(1);
      expect(dispatch!.url).toBe('/repos/forecourt/sites/actions/workflows/release.yml/dispatches');
      expect(dispatch!.headers).toMatchObject({
        authorization: 'Bearer dispatch-token',
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        'content-type': 'application/json',
      });
      expect(JSON.parse(dispatch!.body)).toEqual({ ref: 'main', inputs: { dealer: WESTSIDE, action: 'promote' } });

      const rolled = await h.call(WESTSIDE, 'POST', route('/builds/rollback'), { cookie: manager, body: { build_id: EARLIER } });
      expect(rolled.status).toBe(200);
      expect(JSON.parse(github.dispatches()[1]!.body)).toEqual({ ref: 'main', inputs: { dealer: WESTSIDE, action: 'rollback' } });
      expect(await audit()).toEqual(expect.arrayContaining([`done builds.promote ${STAGED}`, `done builds.rollback ${EARLIER}`]));
    });

    it('refuses sales staff, another dealer, a stale or malformed build id, and a refused dispatch; each is audited and nothing is dispatched', async () => {
      const sales = await h.signIn(WESTSIDE, 'sid@westside.example');
      const manager = await h.signIn(WESTSIDE, 'mia@westside.example');
      const status = async (method: string, path: string, cookie: string, body?: unknown) =>
        (await h.call(WESTSIDE, method, path, { cookie, ...(body === undefined ? {} : { body }) })).status;
      expect(await status('GET', route('/builds'), sales)).toBe(403);
      expect(await status('POST', route('/builds/promote'), sales, { build_id: STAGED })).toBe(403);
      expect(await status('GET', route('/builds', HARBOUR), manager)).toBe(403);
      expect(await status('POST', route('/builds/promote', HARBOUR), manager, { build_id: STAGED })).toBe(403);
      expect(await status('GET', route('/stock-health', HARBOUR), manager)).toBe(403);

      const stale = await h.call(WESTSIDE, 'POST', route('/builds/promote'), { cookie: manager, body: { build_id: LIVE } });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toMatchObject({ error: 'build_moved_on' });
      const malformed = await h.call(WESTSIDE, 'POST', route('/builds/promote'), { cookie: manager, body: { build_id: '../../etc' } });
      expect(malformed.status).toBe(422);
      expect(((await malformed.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty('build_id');
      expect(await status('POST', route('/builds/rollback'), manager, {})).toBe(422);
      expect(github.dispatches()).toEqual([]);

      dispatchStatus = 401;
      const failed = await h.call(WESTSIDE, 'POST', route('/builds/promote'), { cookie: manager, body: { build_id: STAGED } });
      expect(failed.status).toBe(502);
      expect(await failed.json()).toMatchObject({ error: 'release_failed' });
      const log = await audit();
      expect(log).toEqual(expect.arrayContaining(['refused builds.list -', 'refused builds.promote -']));
      expect(log.filter((l) => l === 'refused builds.promote -').length).toBeGreaterThanOrEqual(3);
      expect(log.some((l) => l.startsWith('done builds.'))).toBe(false);
      expect((await h.server.features.staff.audit().list(HARBOUR)).map((l) => `${l.outcome} ${l.action}`)).toEqual(
        expect.arrayContaining(['refused builds.list', 'refused builds.promote', 'refused stock-health.read']),
      );
    });

    it('shows sales staff stock health: skipped records with reasons, cars without photos or price, and trade-in valuations with their photos', async () => {
      const valuations = valuationStore(h.server.context.store.database());
      const valuation = await valuations.create({
        dealer: WESTSIDE,
        leadId: null,
        rego: 'ABC123',
        state: 'QLD',
        description: '2017 Mazda 3 Maxx',
        manualEntry: true,
        vehicle: {
          VIN: null,
          Body: null,
          Transmission: null,
          Cylinders: null,
          CompMth: null,
          CompYr: null,
          BuildMth: null,
          BuildYr: null,
          Make: 'Mazda',
          Model: '3',
          Variant: null,
          Year: 2017,
        },
      } as Parameters<typeof valuations.create>[0]);
      const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
      const key = `${WESTSIDE}/${valuation.evalId}/${crypto.randomUUID()}.jpg`;
      await h.server.context.providers.images().put(key, photo, 'image/jpeg');
      expect(await valuations.addImage(WESTSIDE, valuation.evalId, { key, contentType: 'image/jpeg', bytes: photo.length })).toBe('added');

      const sales = await h.signIn(WESTSIDE, 'sid@westside.example');
      const got = await h.call(WESTSIDE, 'GET', route('/stock-health'), { cookie: sales });
      expect(got.status).toBe(200);
      const body = (await got.json()) as {
        health: PublishedBuilds['health'];
        valuations: { vehicle: string; rego: string; photos: { url: string }[] }[];
      };
      expect(body.health.skipped).toEqual([{ car_id: '77', path: 'price', reason: 'expected number, received string' }]);
      expect(body.health.without_photos.map((c) => c.slug)).toEqual(['2020-kia-rio']);
      expect(body.valuations).toMatchObject([{ vehicle: '2017 Mazda 3 Maxx', rego: 'ABC123' }]);
      const image = await h.server.app.fetch(
        new Request(`http://${WESTSIDE}.localhost:4321${body.valuations[0]!.photos[0]!.url}`, { headers: { cookie: sales } }),
        {
          dealerSlug: WESTSIDE,
          clientIp: '127.0.0.5',
        },
      );
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(photo);
    });
  });
});

describe('a host with no builds port', () => {
  it('answers 503 builds_unavailable on Builds, and Stock health still lists valuations', async () => {
    const h = consoleHarness({ engine: 'sqlite', file: '' });
    try {
      await h.cli('invite', 'olive@westside.example', '--dealer', WESTSIDE, '--role', 'owner');
      const owner = await h.signIn(WESTSIDE, 'olive@westside.example');
      const got = await h.call(WESTSIDE, 'GET', `/dealers/${WESTSIDE}/builds`, { cookie: owner });
      expect(got.status).toBe(503);
      expect(await got.json()).toMatchObject({ error: 'builds_unavailable' });
      expect((await h.call(WESTSIDE, 'POST', `/dealers/${WESTSIDE}/builds/promote`, { cookie: owner, body: { build_id: STAGED } })).status).toBe(503);
      const health = await h.call(WESTSIDE, 'GET', `/dealers/${WESTSIDE}/stock-health`, { cookie: owner });
      expect(await health.json()).toEqual({ health: null, valuations: [] });
    } finally {
      await h.close();
    }
  });
});
