import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAllDealers } from '../../lib/dealer/load-dealer.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import { dealerFilterPredicate } from '../../lib/search/filter-predicate.ts';
import { toIndexDocument } from '../../lib/search/to-index-document.ts';
import type { StockDocument } from '../../lib/search/stock-document.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import { defaultDealerPlans, generateFeed } from '../../dev/sample-feed/generate-feed.ts';
import { resolveDealers } from './stock-resolver.ts';
import { writeManifest } from '../plan/manifest.ts';
import { testManifest } from '../plan/fixtures/manifest.ts';

const now = Math.floor(Date.parse('2026-11-22T00:00:00Z') / 1000);
const { dealers } = loadAllDealers(path.join(process.cwd(), 'dealers'));
const records = generateFeed({ now: new Date(now * 1000), dealers: defaultDealerPlans(process.cwd()).map((p) => ({ ...p, count: 40 })), malformed: false });
const docs = records.flatMap((r) => {
  const result = toIndexDocument(r);
  return result.ok ? [result.document] : [];
});
const index = { getDocuments: () => Promise.resolve(docs) } as unknown as StockIndex;
const buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resolver-'));
afterAll(() => fs.rmSync(buildsDir, { recursive: true, force: true }));

function ownerOf(doc: StockDocument): string[] {
  return dealers.filter((d) => dealerFilterPredicate(dealerFilterFor(d), now)(doc)).map((d) => d.slug);
}

describe('resolveDealers', () => {
  it('finds the dealer whose stock filter keeps each changed car', async () => {
    const picks = dealers.map((d) => docs.find((doc) => ownerOf(doc).includes(d.slug))!).filter(Boolean);
    expect(picks.length).toBe(dealers.length);
    const slugs = await resolveDealers({ carIds: [picks[0]!.id], dealerSlugs: [], dealers, index, buildsDir, now });
    expect(slugs).toEqual(ownerOf(picks[0]!));
    const all = await resolveDealers({ carIds: picks.map((p) => p.id), dealerSlugs: [], dealers, index, buildsDir, now });
    expect(all).toEqual(dealers.map((d) => d.slug).sort());
  });

  it('keeps named dealers it knows and ignores unknown ones', async () => {
    const slugs = await resolveDealers({ carIds: [], dealerSlugs: ['westside-used-cars', 'no-such-dealer'], dealers, index, buildsDir, now });
    expect(slugs).toEqual(['westside-used-cars']);
  });

  it("finds a deleted car through the dealer's newest build manifest", async () => {
    const slug = dealers[0]!.slug;
    fs.mkdirSync(path.join(buildsDir, slug, '20261122T000000Z-aaaaaa'), { recursive: true });
    const manifest = testManifest({
      slug,
      buildId: '20261122T000000Z-aaaaaa',
      cars: { 'gone-123': { slug: 'gone', key: 'k', doc: 'd', changedAt: '2026-11-22T00:00:00.000Z' } },
    });
    await writeManifest(path.join(buildsDir, slug), manifest);
    expect(await resolveDealers({ carIds: ['gone-123'], dealerSlugs: [], dealers, index, buildsDir, now })).toEqual([slug]);
    expect(await resolveDealers({ carIds: ['never-seen'], dealerSlugs: [], dealers, index, buildsDir, now })).toEqual([]);
  });
});
