import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealer, type Dealer } from '../../lib/dealer/load-dealer.ts';
import { DealerSwitchesSchema } from '../../lib/dealer/dealer-config.ts';
import type { PublishConfig } from '../../lib/dealer/config-publish.ts';
import { buildDir, promote } from '../release/releases.ts';
import { workPaths, type WorkPaths } from '../work-dir.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';
import { cdnFor, publishLive, warmPublish } from './publish-stage.ts';
import { s3Target } from './s3-target.ts';
import { recordedPurges } from './recorded-purge.ts';

/** The publish stage as `npm run build` runs it: the dealer's `publish` switch, its live build, credentials from env. */
let s3: LocalS3;
let tmp: string;
let paths: WorkPaths;
const real = loadDealer('outback-caravans', path.resolve(import.meta.dirname, '../../../dealers'));

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-stage-'));
  s3 = await startLocalS3(path.join(tmp, 's3'));
  paths = workPaths({ work: path.join(tmp, 'work') });
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const withPublish = (publish: Partial<PublishConfig> | false): Dealer => ({
  ...real,
  config: { ...real.config, publish: publish && DealerSwitchesSchema.shape.publish.parse({ bucket: s3.bucket, ...publish }) },
});

/** A live build of `files` made the way releases are (builds/<slug>/<id>/, then promote). */
function liveBuildOf(id: string, files: Record<string, string>): void {
  const dir = buildDir(real.slug, id, { root: paths.work });
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
  promote(real.slug, id, { root: paths.work }, { manifestFollows: true });
}

const log: string[] = [];
const options = (env: Record<string, string> = s3.env) => ({ paths, log: (l: string) => log.push(l), env });

describe('the publish stage', () => {
  it('does nothing for a dealer that publishes nowhere (publish: false, the default)', async () => {
    liveBuildOf('20261127T000000Z-aaaaaa', { 'index.html': '<a href="/cars/x/">x</a>', 'cars/x/index.html': 'x' });
    expect(real.config.publish).toBe(false);
    expect(await publishLive(withPublish(false), options())).toBeNull();
    expect(await s3.keys()).toEqual([]);
  });

  it("publishes the live build to the dealer's endpoint, bucket and prefix, and records the purge of what changed", async () => {
    const dealer = withPublish({ endpoint: s3.endpoint, prefix: 'sites/outback/' });
    const first = await publishLive(dealer, options());
    expect(first).toMatchObject({ uploaded: 2, skipped: 0, purged: 0 });
    expect(await s3.keys('sites/outback/')).toEqual(['.forecourt/published.json.gz', 'cars/x/index.html', 'index.html']);
    expect(log.at(-1)).toMatch(
      /^↑ outback-caravans: published 20261127T000000Z-aaaaaa to s3:\/\/sites\/sites\/outback\/ at http:\/\/127\.0\.0\.1:\d+: 2 uploaded \(2 new\), 0 skipped, 0 deleted, 0 paths purged/,
    );

    liveBuildOf('20261127T000100Z-bbbbbb', { 'index.html': '<a href="/cars/y/">y</a>', 'cars/y/index.html': 'y' });
    const second = await publishLive(dealer, options());
    expect(second).toMatchObject({ uploaded: 2, deleted: 1, purged: 2, purgeCalls: 1 });
    expect(await s3.keys('sites/outback/')).toEqual(['.forecourt/published.json.gz', 'cars/y/index.html', 'index.html']);
    expect(recordedPurges(paths.cache, real.slug).map((p) => p.paths)).toEqual([['/', '/cars/x/']]);
  });

  it('a starting server reads the published manifest before the first change, which then publishes without downloading it', async () => {
    const dealer = withPublish({ endpoint: s3.endpoint, prefix: 'sites/warm/' });
    const config = dealer.config.publish as PublishConfig;
    // Published by another process (a CI runner): nothing of it is in this one's memory.
    const ci = { ...s3Target(config, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }), label: 'a CI runner' };
    expect(await publishLive(dealer, { ...options(), target: ci })).toMatchObject({ uploaded: 2, manifest: 'downloaded' });

    await warmPublish(dealer, { paths, env: s3.env });
    liveBuildOf('20261127T000200Z-cccccc', { 'index.html': '<a href="/cars/z/">z</a>', 'cars/z/index.html': 'z' });
    expect(await publishLive(dealer, options())).toMatchObject({ uploaded: 2, deleted: 1, manifest: 'unchanged' });
    expect(await s3.keys('sites/warm/')).toEqual(['.forecourt/published.json.gz', 'cars/z/index.html', 'index.html']);
    // Without credentials there is nothing to read, and no error: the publish itself says why.
    await expect(warmPublish(dealer, { paths, env: {} })).resolves.toBeUndefined();
  });

  it('takes credentials from the environment only, and leaves the bucket as it was without them', async () => {
    const dealer = withPublish({ endpoint: s3.endpoint, prefix: 'sites/nocreds/' });
    await expect(publishLive(dealer, options({}))).rejects.toThrow('needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment');
    expect(await s3.keys('sites/nocreds/')).toEqual([]);
  });

  it('purges through the CDN the purge switch names, with its own credentials', () => {
    const cloudfront = withPublish({ purge: { provider: 'cloudfront', distribution_id: 'E2QWRUHAPOMQZL', zone_id: null, by: 'url' } });
    expect(cdnFor(cloudfront, cloudfront.config.publish as PublishConfig, paths, s3.env).label).toBe('CloudFront E2QWRUHAPOMQZL');
    expect(() => cdnFor(cloudfront, cloudfront.config.publish as PublishConfig, paths, {})).toThrow('AWS_ACCESS_KEY_ID');
    const cloudflare = withPublish({ purge: { provider: 'cloudflare', zone_id: '023e105f4ecef8ad9ca31a8372d0c353', distribution_id: null, by: 'url' } });
    expect(cdnFor(cloudflare, cloudflare.config.publish as PublishConfig, paths, { CLOUDFLARE_API_TOKEN: 't' }).label).toBe(
      'Cloudflare zone 023e105f4ecef8ad9ca31a8372d0c353',
    );
    expect(() => cdnFor(cloudflare, cloudflare.config.publish as PublishConfig, paths, {})).toThrow('CLOUDFLARE_API_TOKEN');
    const recorded = withPublish({});
    expect(cdnFor(recorded, recorded.config.publish as PublishConfig, paths, {}).label).toContain('purges.jsonl');
  });

  it('refuses a config naming a CDN without its id, or a prefix that is not a folder', () => {
    const parse = (publish: unknown) => DealerSwitchesSchema.safeParse({ publish }).success;
    expect(parse({ bucket: 'sites', purge: { provider: 'cloudfront' } })).toBe(false);
    expect(parse({ bucket: 'sites', purge: { provider: 'cloudflare' } })).toBe(false);
    expect(parse({ bucket: 'sites', prefix: 'harbour' })).toBe(false);
    expect(parse({ bucket: 'sites', purge: { provider: 'cloudfront', distribution_id: 'E2QWRUHAPOMQZL', by: 'tag' } })).toBe(false);
    expect(parse({ bucket: 'sites', prefix: 'sites/harbour/', preview_prefix: 'sites/harbour/preview/' })).toBe(false);
    expect(parse({ bucket: 'sites', prefix: '', preview_prefix: 'preview/' })).toBe(false);
    expect(parse({ bucket: 'sites', prefix: 'sites/harbour/', preview_prefix: 'preview/harbour/' })).toBe(true);
    expect(parse({ bucket: 'sites', prefix: 'sites/harbour/', region: 'auto', endpoint: 'https://acc.r2.cloudflarestorage.com' })).toBe(true);
  });
});
