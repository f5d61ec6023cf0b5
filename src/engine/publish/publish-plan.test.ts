import { describe, expect, it } from 'vitest';
import { planPublish } from './publish-plan.ts';
import type { PublishedEntry, PublishedManifest } from './published-manifest.ts';

const page = (hash: string): PublishedEntry => [hash, 'text/html; charset=utf-8', 'public, max-age=60, must-revalidate'];
const published = (files: Record<string, PublishedEntry>, more: Partial<PublishedManifest> = {}): PublishedManifest => ({
  version: 1,
  slug: 'demo',
  buildId: 'b1',
  publishing: 'b1',
  complete: true,
  updatedAt: '2026-11-27T00:00:00.000Z',
  files,
  deleting: [],
  purging: [],
  ...more,
});

describe('the publish plan', () => {
  it('uploads everything on a first publish, the home page, 404 and host files last', () => {
    const local = new Map(
      ['index.html', '404.html', '_headers', 'cars/a/index.html', '_astro/x.1234abcd.js', 'sitemap.xml', 'images/a.jpg'].map((f) => [f, page('h')]),
    );
    const plan = planPublish(local, null);
    expect(plan.additions).toEqual(['_astro/x.1234abcd.js', 'images/a.jpg', 'cars/a/index.html', 'sitemap.xml', '404.html', '_headers', 'index.html']);
    expect(plan).toMatchObject({ replacements: [], deletions: [], skipped: 0, purge: [] });
  });

  it('re-uploads a file whose headers changed though its bytes did not', () => {
    const plan = planPublish(
      new Map([['cars/a/view.json', ['h', 'application/json; charset=utf-8', 'public, max-age=60, must-revalidate'] as PublishedEntry]]),
      published({ 'cars/a/view.json': ['h', 'application/octet-stream', 'public, max-age=60, must-revalidate'] }),
    );
    expect(plan.replacements).toEqual(['cars/a/view.json']);
  });

  it('after a killed run, trusts no file whose deletion had started and still purges what it owed', () => {
    const before = published(
      { 'index.html': page('new'), 'cars/a/index.html': page('a'), 'cars/b/index.html': page('b') },
      { complete: false, deleting: ['cars/a/index.html', 'cars/b/index.html'], purging: ['/cars/b/'] },
    );
    // A rollback brings car a back with the same bytes: the bucket may have lost it, so it is uploaded again.
    const plan = planPublish(
      new Map([
        ['index.html', page('new')],
        ['cars/a/index.html', page('a')],
      ]),
      before,
    );
    expect(plan.additions).toEqual(['cars/a/index.html']);
    expect(plan.deletions).toEqual(['cars/b/index.html']);
    expect(plan.purge).toEqual(['/cars/b/']);
    expect(plan.skipped).toBe(1);
  });
});
