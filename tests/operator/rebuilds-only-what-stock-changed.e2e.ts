import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_FILES, readFeed } from '../../src/lib/feeds/marketplace-feeds.ts';
import { makeSlug, normaliseMakeName } from '../../src/lib/inventory/manufacturers.ts';
import { EmbeddedStockIndex } from '../../src/lib/search/embedded-index.ts';
import { buildManifest, differingFiles, isolatedWorkDir, runScript } from '../setup/isolated-work.ts';

/**
 * An incremental build after stock changes produces exactly the site a full build of the same stock
 * does (no stale page), while rendering only the changed car's pages and the aggregates.
 */
let work: string;
const slug = 'outback-caravans';
const env = () => ({ FORECOURT_WORK_DIR: work });

type Manifest = {
  buildId: string;
  mode: string;
  cars: Record<string, { slug: string }>;
  pages: Record<string, { file: string; kind: string; route: string }>;
  stats: { rendered: string[]; removed: string[] };
};

const manifest = () => buildManifest<Manifest>(work, slug);

/** The rows of a build's marketplace feed (rule: site.marketplace-feeds). */
const feedRows = (m: Manifest, name: string) =>
  readFeed(name, fs.readFileSync(path.join(work, 'builds', slug, m.buildId, m.pages[`/feeds/${name}`]!.file), 'utf8'));

beforeAll(async () => {
  work = isolatedWorkDir('incremental');
  const built = await runScript('build.ts', ['--dealer', slug], env());
  expect(built.code, built.output).toBe(0);
}, 600_000);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('an incremental build', () => {
  it('renders only what changed and matches a full build of the same stock byte for byte', async () => {
    const before = manifest();
    const index = new EmbeddedStockIndex({ dir: path.join(work, '.cache', 'index') });
    const own = new Set(Object.keys(before.cars));
    // The repriced car is one the Meta catalogue lists, so the feed's update can be seen.
    const listed = new Set(feedRows(before, FEED_FILES.meta).map((row) => new URL(row['url']!).pathname));
    const carUrl = (id: string) => `/cars/${before.cars[id]!.slug}/`;
    const docs = (await index.getDocuments())
      .filter((d) => own.has(d.id) && d['status'] === 'in_stock' && typeof d['price'] === 'number')
      .sort((a, b) => Number(listed.has(carUrl(b.id))) - Number(listed.has(carUrl(a.id))));
    const [priced, sold, doomed] = docs as [(typeof docs)[0], (typeof docs)[0], (typeof docs)[0]];
    await index.updateDocuments([
      { id: priced.id, price: Number(priced['price']) + 250 },
      { id: sold.id, status: 'sold', sold_at: new Date().toISOString() },
    ]);
    await index.deleteDocuments([doomed.id]);

    const incremental = await runScript('build.ts', ['--dealer', slug], env());
    expect(incremental.code, incremental.output).toBe(0);
    const after = manifest();
    expect(after.mode).toBe('incremental');
    const changedSlugs = [priced, sold, doomed].map((d) => before.cars[d.id]!.slug);
    for (const pathname of after.stats.rendered) {
      const kind = after.pages[pathname]!.kind;
      if (kind === 'car') expect(changedSlugs.some((s) => pathname.startsWith(`/cars/${s}`))).toBe(true);
    }
    expect(after.stats.removed.some((p) => p.startsWith(`/cars/${before.cars[doomed.id]!.slug}`))).toBe(true);
    expect(after.stats.rendered.length).toBeLessThan(Object.keys(after.pages).length / 5);

    // Both marketplace feeds are aggregates: rebuilt with the change, the new price in, the sold car out.
    const metaRow = (url: string) => feedRows(after, FEED_FILES.meta).find((row) => row['url']!.endsWith(url));
    expect(metaRow(carUrl(priced.id))?.['price']).toBe(`${Number(priced['price']) + 250} AUD`);
    expect(metaRow(carUrl(sold.id))).toBeUndefined();
    expect(after.stats.rendered).toEqual(expect.arrayContaining([`/feeds/${FEED_FILES.google}`, `/feeds/${FEED_FILES.meta}`]));

    // Landing pages are keyed by what they show: the changed cars' make pages are rendered again
    // (their cars and stock time changed). Every make page counts every make (a disjunctive facet),
    // so the deleted car touches them all; model pages of other makes count only their make's
    // cars and keep their file.
    const landing = Object.keys(after.pages).filter((p) => after.pages[p]!.route === 'src/pages/search/[...route].astro');
    const changedMakes = new Set([priced, sold, doomed].map((d) => `/search/${makeSlug(normaliseMakeName(String(d['make'])))}`));
    for (const make of changedMakes) expect(after.stats.rendered).toContain(make);
    const untouched = landing.filter((p) => /^\/search\/[^/]+\/[^/]+$/.test(p) && ![...changedMakes].some((m) => p.startsWith(`${m}/`)));
    expect(untouched.length).toBeGreaterThan(0);
    expect(untouched.filter((p) => after.stats.rendered.includes(p))).toEqual([]);

    // Aggregate pages show the build's clock (the listing's "now"), so they differ between any two
    // builds: each must have been rendered afresh. Every other file, keyed landing pages included,
    // must equal what a full build of the same stock makes.
    const dir = (id: string) => path.join(work, 'builds', slug, id);
    const aggregates = Object.values(after.pages)
      .filter((p) => p.kind === 'stock')
      .map((p) => p.file);
    const stale = aggregates.filter((file) => {
      const old = fs.statSync(path.join(dir(before.buildId), file), { throwIfNoEntry: false });
      return old && old.ino === fs.statSync(path.join(dir(after.buildId), file)).ino;
    });
    expect(stale).toEqual([]);

    const full = await runScript('build.ts', ['--dealer', slug, '--full'], env());
    expect(full.code, full.output).toBe(0);
    const reference = manifest();
    expect(reference.mode).toBe('full');
    expect(differingFiles(work, slug, after.buildId, reference.buildId, new Set(aggregates))).toEqual([]);
  }, 600_000);
});
