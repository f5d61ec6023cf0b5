import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenLinks } from './bucket-links.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';
import type { PublishTarget } from './publish-target.ts';
import type { CdnPurge } from './purge-cdn.ts';
import { publishSite, type PublishResult } from './publish-site.ts';
import { readPublished } from './published-manifest.ts';
import { recordedPurge, recordedPurges } from './recorded-purge.ts';
import { s3Target } from './s3-target.ts';
import { siteFiles } from './site-files.ts';

/** The publish stage against a real S3 API (s3rver on loopback) through @aws-sdk/client-s3. */
let s3: LocalS3;
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-publish-'));
  s3 = await startLocalS3(path.join(tmp, 's3'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Site = Record<string, string>;
const page = (title: string, links: string[]) =>
  `<!doctype html><title>${title}</title><script src="/_astro/app.1a2b3c4d.js"></script>${links.map((l) => `<a href="${l}">${l}</a>`).join('')}`;

/** Version 1: a home page listing two cars, their pages, assets, the stock file and sitemap. */
const v1: Site = {
  '_astro/app.1a2b3c4d.js': 'console.log(1)',
  'index.html': page('home', ['/cars/a/', '/cars/b/']),
  'cars/a/index.html': page('a $10,000', ['/cars/b/', '/']),
  'cars/b/index.html': page('b', ['/cars/a/', '/']),
  'cars/a/view.json': '{"price":10000}',
  'cars/a/autogauge': '{"fill":1}',
  '404.html': page('not found', ['/']),
  '_stock/current.json': '{"path":"/_stock/stock.aaaaaaaaaaaa.json"}',
  '_stock/stock.aaaaaaaaaaaa.json': '[{"id":"a"},{"id":"b"}]',
  'sitemap.xml': '<urlset><url><loc>/cars/a/</loc></url><url><loc>/cars/b/</loc></url></urlset>',
  _headers: '/*\n  X-Frame-Options: DENY\n',
};
/** Version 2: car a's price changed, car b sold (gone), car c arrived with new stock and a new bundle. */
const v2: Site = {
  '_astro/app.9f8e7d6c.js': 'console.log(2)',
  'index.html': page('home', ['/cars/a/', '/cars/c/']).replace('1a2b3c4d', '9f8e7d6c'),
  'cars/a/index.html': page('a $9,000', ['/cars/c/', '/']).replace('1a2b3c4d', '9f8e7d6c'),
  'cars/c/index.html': page('c', ['/cars/a/', '/']).replace('1a2b3c4d', '9f8e7d6c'),
  'cars/a/view.json': '{"price":9000}',
  'cars/a/autogauge': '{"fill":1}',
  '404.html': page('not found', ['/']).replace('1a2b3c4d', '9f8e7d6c'),
  '_stock/current.json': '{"path":"/_stock/stock.bbbbbbbbbbbb.json"}',
  '_stock/stock.bbbbbbbbbbbb.json': '[{"id":"a"},{"id":"c"}]',
  'sitemap.xml': '<urlset><url><loc>/cars/a/</loc></url><url><loc>/cars/c/</loc></url></urlset>',
  _headers: '/*\n  X-Frame-Options: DENY\n',
};

let builds = 0;
/** Writes a site as a build folder and publishes it (the local entries through site-files.ts, as the stage does). */
async function publish(
  site: Site,
  prefix: string,
  options: { target?: PublishTarget; cdn?: CdnPurge; note?: string; concurrency?: number; log?: string[] } = {},
): Promise<PublishResult> {
  const dir = path.join(tmp, 'builds', String(++builds));
  for (const [file, body] of Object.entries(site)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
  const { entries } = siteFiles(dir, Object.keys(site), path.join(tmp, 'cache', prefix || 'root', 'hashes.json'));
  return publishSite({
    slug: 'demo',
    buildId: `build-${builds}`,
    dir,
    local: entries,
    target: options.target ?? target(prefix),
    prefix,
    cdn: options.cdn ?? recordedPurge(path.join(tmp, 'cache'), prefix.replace(/\/$/, '')),
    settledNote: options.note ?? path.join(tmp, 'cache', 'settled.json'),
    log: (line) => options.log?.push(line),
    concurrency: options.concurrency ?? 8,
    retry: { attempts: 4, baseMs: 1 },
  });
}

const target = (prefix: string) =>
  s3Target({ endpoint: s3.endpoint, region: 'us-east-1', bucket: s3.bucket, prefix }, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

async function siteIn(prefix: string): Promise<Map<string, Buffer>> {
  const objects = await s3.objects(prefix);
  return new Map([...objects].filter(([key]) => !key.startsWith('.forecourt/')).map(([key, o]) => [key, o.body]));
}
const asText = (site: Map<string, Buffer>) => Object.fromEntries([...site].map(([k, v]) => [k, v.toString('utf8')]));

describe('publishing a site to an S3 bucket', () => {
  it('uploads every file with its type and caching, keeps its manifest beside the site, and skips everything the next time', async () => {
    const first = await publish(v1, 'one/');
    expect(first).toMatchObject({ uploaded: 11, skipped: 0, deleted: 0, purged: 0 });
    const objects = await s3.objects('one/');
    expect(asText(await siteIn('one/'))).toEqual(v1);
    expect(objects.get('.forecourt/published.json.gz')).toBeDefined();
    expect(objects.get('_astro/app.1a2b3c4d.js')).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(objects.get('_stock/stock.aaaaaaaaaaaa.json')!.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(objects.get('cars/a/index.html')).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: 'public, max-age=60, must-revalidate' });
    expect(objects.get('_stock/current.json')!.cacheControl).toBe('public, max-age=60, must-revalidate');
    expect(objects.get('sitemap.xml')!.contentType).toBe('application/xml; charset=utf-8');
    expect(objects.get('cars/a/autogauge')!.contentType).toBe('application/json; charset=utf-8');

    const again = await publish(v1, 'one/');
    expect(again).toMatchObject({ uploaded: 0, skipped: 11, deleted: 0, purged: 0, puts: 0 });
  });

  it('uploads only what changed, new files before the pages linking them, deletes after, and purges exactly the changed URLs', async () => {
    await publish(v1, 'two/');
    const order: string[] = [];
    const real = target('two/');
    const watching: PublishTarget = {
      ...real,
      put: async (key, body, headers) => {
        order.push(`put ${key.slice('two/'.length)}`);
        return real.put(key, body, headers);
      },
      delete: async (keys) => {
        order.push(...keys.map((k) => `delete ${k.slice('two/'.length)}`));
        await real.delete(keys);
      },
    };
    const second = await publish(v2, 'two/', { target: watching, concurrency: 1 });
    expect(second).toMatchObject({ uploaded: 9, skipped: 2, deleted: 3, purged: 9, purgeCalls: 1 });
    expect(asText(await siteIn('two/'))).toEqual(v2);
    const files = order.filter((o) => !o.includes('.forecourt/'));
    const at = (o: string) => files.indexOf(o);
    expect(at('put _astro/app.9f8e7d6c.js')).toBe(0);
    expect(at('put cars/c/index.html')).toBeLessThan(at('put cars/a/index.html'));
    expect(at('put _stock/stock.bbbbbbbbbbbb.json')).toBeLessThan(at('put _stock/current.json'));
    expect(at('put cars/a/index.html')).toBeLessThan(at('put _stock/current.json'));
    expect(at('put _stock/current.json')).toBeLessThan(at('put index.html'));
    expect(files.slice(-3).sort()).toEqual(['delete _astro/app.1a2b3c4d.js', 'delete _stock/stock.aaaaaaaaaaaa.json', 'delete cars/b/index.html']);
    expect(recordedPurges(path.join(tmp, 'cache'), 'two').at(-1)!.paths).toEqual([
      '/',
      '/404.html',
      '/_astro/app.1a2b3c4d.js',
      '/_stock/current.json',
      '/_stock/stock.aaaaaaaaaaaa.json',
      '/cars/a/',
      '/cars/a/view.json',
      '/cars/b/',
      '/sitemap.xml',
    ]);
  });

  it('stopped before any request leaves every reachable link working, and the next run completes it', async () => {
    const siteFilesOf = new Set([...Object.keys(v1), ...Object.keys(v2)]);
    const purgedIn = (prefix: string) => recordedPurges(path.join(tmp, 'cache'), prefix.replace(/\/$/, '')).flatMap((p) => p.paths);
    // Version 2 takes 9 uploads, one write of the manifest, one deletion call and the purge: stop before each.
    for (let stopAt = 0; stopAt < 12; stopAt++) {
      const prefix = `kill-${stopAt}/`;
      await publish(v1, prefix);
      const real = target(prefix);
      const cdn = recordedPurge(path.join(tmp, 'cache'), prefix.replace(/\/$/, ''));
      const requests: string[] = [];
      let reachStop = () => {};
      const reached = new Promise<void>((resolve) => (reachStop = resolve));
      // The run hangs at its stop, as a killed process would stay: nothing after it happens.
      const stop = () => {
        reachStop();
        return new Promise<never>(() => {});
      };
      const go = (what: string) => requests.push(what) <= stopAt;
      const dying: PublishTarget = {
        ...real,
        put: (key, body, headers, condition) => (go(key.endsWith('.json.gz') ? 'manifest' : 'put') ? real.put(key, body, headers, condition) : stop()),
        delete: (keys) => (go('delete') ? real.delete(keys) : stop()),
      };
      const dyingCdn: CdnPurge = { ...cdn, purge: (paths) => (go('purge') ? cdn.purge(paths) : stop()) };
      await Promise.race([reached, publish(v2, prefix, { target: dying, cdn: dyingCdn, concurrency: 1 })]);
      expect(requests.at(-1), `stopped at request ${stopAt}`).toBe(stopAt < 9 ? 'put' : ['manifest', 'delete', 'purge'][stopAt - 9]);
      const during = await siteIn(prefix);
      expect(brokenLinks(during, siteFilesOf), `stopped at request ${stopAt}`).toEqual([]);
      // The next run, in another process: none of the stopped run's memory, only what the bucket says.
      const resumed = await publish(v2, prefix, { target: { ...real, label: `resuming ${prefix}` } });
      expect(asText(await siteIn(prefix)), `resumed after request ${stopAt}`).toEqual(v2);
      expect(resumed.uploaded).toBeLessThanOrEqual(9);
      // Whatever the stopped run had replaced or deleted is purged by the run that finishes it.
      expect(purgedIn(prefix)).toEqual(expect.arrayContaining(['/cars/a/', '/cars/b/', '/']));
      // And once finished, nothing is owed: the run after it makes no request.
      const purges = purgedIn(prefix).length;
      expect(await publish(v2, prefix, { target: { ...real, label: `resuming ${prefix}` } })).toMatchObject({ uploaded: 0, deleted: 0, puts: 0, purged: 0 });
      expect(purgedIn(prefix)).toHaveLength(purges);
    }
  }, 120_000);

  it('writes the manifest once per change, and does not delete or purge again what it finished', async () => {
    await publish(v1, 'once/');
    const real = target('once/');
    const manifestWrites: string[] = [];
    const watching: PublishTarget = {
      ...real,
      put: async (key, body, headers, condition) => {
        if (key.endsWith('.json.gz')) manifestWrites.push(condition && 'ifMatch' in condition ? 'If-Match' : 'unconditional');
        return real.put(key, body, headers, condition);
      },
    };
    // 9 uploads, one manifest and one DeleteObjects call.
    expect(await publish(v2, 'once/', { target: watching })).toMatchObject({ uploaded: 9, deleted: 3, puts: 11, purged: 9 });
    expect(manifestWrites).toEqual(['If-Match']);
    const purges = recordedPurges(path.join(tmp, 'cache'), 'once').length;
    // This process, and a fresh one on this machine (the settled note, as a CI runner restores it): nothing to do.
    expect(await publish(v2, 'once/', { target: watching })).toMatchObject({ deleted: 0, puts: 0, purged: 0 });
    expect(await publish(v2, 'once/', { target: { ...watching, label: 'a fresh process' } })).toMatchObject({ deleted: 0, puts: 0, purged: 0 });
    expect(recordedPurges(path.join(tmp, 'cache'), 'once')).toHaveLength(purges);
    // Another machine cannot know the tail was done: it deletes and purges those again (no upload, no
    // manifest write), once.
    const elsewhere = { target: { ...watching, label: 'another machine' }, note: path.join(tmp, 'elsewhere', 'settled.json') };
    expect(await publish(v2, 'once/', elsewhere)).toMatchObject({ uploaded: 0, deleted: 3, puts: 1, purged: 9 });
    expect(await publish(v2, 'once/', elsewhere)).toMatchObject({ deleted: 0, puts: 0, purged: 0 });
    expect(manifestWrites).toEqual(['If-Match']);
    expect(asText(await siteIn('once/'))).toEqual(v2);
  });

  it('uploads in parallel, yet sends the entry pages of a first publish only once everything before them has arrived', async () => {
    const real = target('parallel/');
    const events: string[] = [];
    let inFlight = 0;
    let most = 0;
    const watching: PublishTarget = {
      ...real,
      put: async (key, body, headers) => {
        const file = key.slice('parallel/'.length);
        events.push(`start ${file}`);
        most = Math.max(most, ++inFlight);
        // The hashed asset is the slowest upload: the pages linking it must still wait for it.
        await new Promise((resolve) => setTimeout(resolve, file.startsWith('_astro/') ? 50 : 5));
        const out = await real.put(key, body, headers);
        inFlight--;
        events.push(`done ${file}`);
        return out;
      },
    };
    await publish(v1, 'parallel/', { target: watching, concurrency: 8 });
    expect(most).toBeGreaterThan(1);
    const at = (e: string) => events.indexOf(e);
    for (const entry of ['index.html', '404.html', '_headers'])
      for (const file of ['_astro/app.1a2b3c4d.js', 'cars/a/index.html', 'cars/b/index.html', '_stock/current.json', 'sitemap.xml'])
        expect(at(`start ${entry}`), `${entry} after ${file}`).toBeGreaterThan(at(`done ${file}`));
    expect(at('start cars/a/index.html')).toBeGreaterThan(at('done _astro/app.1a2b3c4d.js'));
  });

  it("keeps the manifest it wrote, asks the bucket only whether it is still that one, and reads another publisher's", async () => {
    const real = target('held/');
    const reads: string[] = [];
    const watching: PublishTarget = {
      ...real,
      get: async (key, options) => {
        const got = await real.get(key, options);
        reads.push(got === 'unchanged' ? 'unchanged' : got ? `${got.body.length} bytes` : 'none');
        return got;
      },
    };
    expect((await publish(v1, 'held/', { target: watching })).manifest).toBe('downloaded');
    const second = await publish(v2, 'held/', { target: watching });
    expect(second).toMatchObject({ manifest: 'unchanged', uploaded: 9, deleted: 3 });
    expect(reads).toEqual(['none', 'unchanged']);
    expect(asText(await siteIn('held/'))).toEqual(v2);

    // Another process (another label: none of this one's memory) publishes version 1 again.
    await publish(v1, 'held/', { target: { ...real, label: 'another publisher' } });
    const third = await publish(v2, 'held/', { target: watching });
    expect(third).toMatchObject({ manifest: 'downloaded', uploaded: 9, deleted: 3 });
    expect(reads.at(-1)).toMatch(/^\d+ bytes$/);
    expect(asText(await siteIn('held/'))).toEqual(v2);
  });

  it('two publishes racing: the later manifest write is refused (412), reads the other one again and ends with a manifest matching the bucket', async () => {
    await publish(v1, 'race/');
    const conditionalBefore = s3.conditionalPuts();
    // Publish A (version 2) and publish B (version 1 with a page of its own) read the same manifest;
    // B's manifest write is held until A has finished, so it replaces a manifest it never read.
    const v1b: Site = { ...v1, 'cars/d/index.html': page('d', ['/']) };
    const real = target('race/');
    let aDone = () => {};
    const aFinished = new Promise<void>((resolve) => (aDone = resolve));
    let bRead = () => {};
    const bHasRead = new Promise<void>((resolve) => (bRead = resolve));
    const slowB: PublishTarget = {
      ...real,
      label: 'publish B',
      get: async (key, options) => {
        const got = await real.get(key, options);
        bRead();
        return got;
      },
      put: async (key, body, headers, condition) => {
        if (key.endsWith('.json.gz')) await aFinished;
        return real.put(key, body, headers, condition);
      },
    };
    const log: string[] = [];
    const b = publish(v1b, 'race/', { target: slowB, log, note: path.join(tmp, 'b', 'settled.json') });
    await bHasRead;
    const a = await publish(v2, 'race/', { target: { ...real, label: 'publish A' } });
    aDone();
    expect(a.races).toBe(0);
    const bResult = await b;
    expect(bResult.races).toBe(1);
    expect(log.join('\n')).toContain('the published manifest was changed by another publish; reading it again and publishing the difference (1 of 5)');
    // The SDK sent the conditions and the stand-in in front of s3rver checked them (s3rver ignores them).
    expect(s3.conditionalPuts() - conditionalBefore).toBeGreaterThanOrEqual(3);
    // B published last: the bucket holds version 1b, with A's files it does not have deleted, and the
    // manifest claims exactly what the bucket holds, with the bytes it holds.
    const inBucket = await siteIn('race/');
    expect(asText(inBucket)).toEqual(v1b);
    const { manifest } = await readPublished({ ...real, label: 'a reader' }, 'race/');
    const claimed = Object.fromEntries(Object.entries(manifest!.files).map(([file, entry]) => [file, entry[0]]));
    const held = Object.fromEntries([...inBucket].map(([file, body]) => [file, crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)]));
    expect(claimed).toEqual(held);
    expect(brokenLinks(inBucket, new Set([...Object.keys(v1b), ...Object.keys(v2)]))).toEqual([]);
  });

  it('retries a failing upload with backoff and says so', async () => {
    const real = target('flaky/');
    const failures = new Map<string, number>();
    const flaky: PublishTarget = {
      ...real,
      put: async (key, body, headers) => {
        const failed = failures.get(key) ?? 0;
        if (failed < 2) {
          failures.set(key, failed + 1);
          throw new Error(`503 SlowDown on ${key}`);
        }
        return real.put(key, body, headers);
      },
    };
    const log: string[] = [];
    const result = await publish(v1, 'flaky/', { target: flaky, log });
    expect(result.uploaded).toBe(11);
    expect(asText(await siteIn('flaky/'))).toEqual(v1);
    expect(log.filter((l) => l.includes('retrying after 503 SlowDown'))).toHaveLength(2 * 11 + 2 * 1);
  });
});
