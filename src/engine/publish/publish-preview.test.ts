import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealer, type Dealer } from '../../lib/dealer/load-dealer.ts';
import { DealerSwitchesSchema } from '../../lib/dealer/dealer-config.ts';
import type { PublishConfig } from '../../lib/dealer/config-publish.ts';
import { buildDir, promote, stage } from '../release/releases.ts';
import { workPaths, type WorkPaths } from '../work-dir.ts';
import { ownTag } from './cache-tags.ts';
import { cloudflarePurge } from './cloudflare-purge.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';
import { publishLive, publishStaged } from './publish-stage.ts';

/**
 * Two `publish` switches through the stage against a real S3 API (s3rver): a staged build published
 * to `preview_prefix` and promoted by copies inside the bucket; and Cloudflare's purge by cache tag
 * (`purge.by: tag`), its requests caught by a loopback receiver.
 */
let s3: LocalS3;
let tmp: string;
let paths: WorkPaths;
let receiver: http.Server;
let apiBase: string;
const purgeBodies: unknown[] = [];
// The sample dealer that holds stock builds for approval (builds.auto_promote_stock_builds: false).
const real = loadDealer('westside-used-cars', path.resolve(import.meta.dirname, '../../../dealers'));

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-preview-'));
  s3 = await startLocalS3(path.join(tmp, 's3'));
  paths = workPaths({ work: path.join(tmp, 'work') });
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      purgeBodies.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":true,"errors":[],"messages":[],"result":{"id":"x"}}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await s3?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

const withPublish = (publish: Partial<PublishConfig>): Dealer => ({
  ...real,
  config: { ...real.config, publish: DealerSwitchesSchema.shape.publish.parse({ bucket: s3.bucket, endpoint: s3.endpoint, ...publish }) },
});
const log: string[] = [];
const options = {
  get paths() {
    return paths;
  },
  log: (l: string) => log.push(l),
  get env() {
    return s3.env;
  },
};

/** A finished build of `files` (builds/<slug>/<id>/), as a release makes one. */
function buildOf(id: string, files: Record<string, string>): void {
  const dir = buildDir(real.slug, id, { root: paths.work });
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
}
const text = async (prefix: string) =>
  Object.fromEntries([...(await s3.objects(prefix))].filter(([k]) => !k.startsWith('.forecourt/')).map(([k, o]) => [k, o.body.toString()]));

const v1 = { 'index.html': '<a href="/cars/x/">x $1</a>', 'cars/x/index.html': 'x $1', '_astro/a.js': 'a' };
const v2 = { 'index.html': '<a href="/cars/x/">x $2</a>', 'cars/x/index.html': 'x $2', '_astro/a.js': 'a', 'cars/y/index.html': 'y' };

describe('a staged build and its promotion', () => {
  it('publishes a staged build to the preview prefix only, and its promotion copies it into the live prefix', async () => {
    expect(real.config.builds.auto_promote_stock_builds).toBe(false);
    const dealer = withPublish({ prefix: 'live/westside/', preview_prefix: 'preview/westside/' });
    buildOf('20261127T000000Z-aaaaaa', v1);
    promote(real.slug, '20261127T000000Z-aaaaaa', { root: paths.work }, { manifestFollows: true });
    await publishLive(dealer, options);
    expect(await text('live/westside/')).toEqual(v1);

    buildOf('20261127T000100Z-bbbbbb', v2);
    stage(real.slug, '20261127T000100Z-bbbbbb', { root: paths.work }, { manifestFollows: true });
    const staged = await publishStaged(dealer, options);
    expect(staged).toMatchObject({ uploaded: 4, purged: 0 });
    expect(await text('preview/westside/')).toEqual(v2);
    expect(await text('live/westside/'), 'shoppers still see the live build').toEqual(v1);

    promote(real.slug, '20261127T000100Z-bbbbbb', { root: paths.work }, { manifestFollows: true });
    const live = await publishLive(dealer, { ...options, fromPreview: true });
    // The changed home and car page and the new car page come from the preview: nothing is uploaded from here.
    expect(live).toMatchObject({ uploaded: 3, copied: 3, skipped: 1, bytes: 0 });
    expect(log.at(-1)).toMatch(/; 3 of them copied from preview\/westside\/$/);
    const objects = await s3.objects('live/westside/');
    expect(await text('live/westside/')).toEqual(v2);
    expect(objects.get('cars/y/index.html')).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: 'public, max-age=60, must-revalidate' });
  });

  it('publishes nothing for a staged build when the dealer has no preview prefix', async () => {
    expect(await publishStaged(withPublish({ prefix: 'other/' }), options)).toBeNull();
  });
});

describe('purging Cloudflare by cache tag', () => {
  it("stores each object's tags as its cache-tag metadata and purges a changed car's pages by the car's one tag", async () => {
    const dealer = withPublish({
      prefix: 'tagged/',
      purge: { provider: 'cloudflare', zone_id: '023e105f4ecef8ad9ca31a8372d0c353', distribution_id: null, by: 'tag' },
    });
    const cdn = cloudflarePurge('023e105f4ecef8ad9ca31a8372d0c353', real.config.site_url, 't', { apiBase, byTag: true });
    const listing = (price: number) => `<a href="/cars/x/">x $${price}</a><a href="/cars/z/">z</a>`;
    buildOf('20261127T000200Z-cccccc', {
      'index.html': listing(1),
      'search/index.html': listing(1),
      'cars/x/index.html': 'x $1',
      'cars/x/view.json': '{}',
      'about/index.html': 'about',
    });
    promote(real.slug, '20261127T000200Z-cccccc', { root: paths.work }, { manifestFollows: true });
    await publishLive(dealer, { ...options, cdn });
    const objects = await s3.objects('tagged/');
    expect(objects.get('search/index.html')!.cacheTag).toBe(`${ownTag('/search/')},c-x,c-z`);
    expect(objects.get('cars/x/view.json')!.cacheTag).toBe(`${ownTag('/cars/x/view.json')},c-x`);
    expect(objects.get('about/index.html')!.cacheTag).toBe(ownTag('/about/'));

    purgeBodies.length = 0;
    buildOf('20261127T000300Z-dddddd', {
      'index.html': listing(2),
      'search/index.html': listing(2),
      'cars/x/index.html': 'x $2',
      'cars/x/view.json': '{}',
      'about/index.html': 'about v2',
    });
    promote(real.slug, '20261127T000300Z-dddddd', { root: paths.work }, { manifestFollows: true });
    const result = await publishLive(dealer, { ...options, cdn });
    // Four URLs changed: three show car x (one tag reaches them all), the about page has its own.
    expect(result).toMatchObject({ uploaded: 4, purged: 4, purgedTags: 2, purgeCalls: 1 });
    expect(purgeBodies).toEqual([{ tags: ['c-x', ownTag('/about/')].sort() }]);
    expect(log.at(-1)).toContain('4 paths purged in 1 calls (Cloudflare zone 023e105f4ecef8ad9ca31a8372d0c353 by tag, 2 tags)');
  });
});
