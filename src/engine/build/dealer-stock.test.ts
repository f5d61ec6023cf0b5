import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStock } from '../../lib/inventory/parse-stock.ts';
import { carRecords } from '../plan/build-plan.ts';
import { testManifest } from '../plan/fixtures/manifest.ts';
import { defaultDealerPlans, generateFeed } from '../../dev/sample-feed/generate-feed.ts';
import { StockParseCache } from '../stock/stock-parse-cache.ts';
import { recordDigest } from '../../lib/search/record-digest.ts';
import { writeSnapshotFile } from '../../site-data/snapshot-file.ts';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';
import { carsFor, readDealerStock, type StockSource } from './dealer-stock.ts';

const records = () =>
  generateFeed({ now: new Date('2026-11-22T00:00:00Z'), dealers: defaultDealerPlans(process.cwd()).map((plan) => ({ ...plan, count: 40 })) });

/** A previous build of `earlier` (its manifest and base snapshot) and a source reading `now` against it. */
async function against(earlier: unknown[], now: unknown[], o: { keepParsed?: boolean; baseCars?: (cars: SiteSnapshot['cars']) => SiteSnapshot['cars'] } = {}) {
  const first = new StockParseCache().parse(earlier, 'd');
  const previous = testManifest({
    buildId: 'b1',
    cars: carRecords(
      first.cars.map((car) => ({ id: car.id, slug: car.slug, doc: first.digests.get(car.id)!, time: { state: 'none', until: null } })),
      null,
      '2026-11-22T01:00:00.000Z',
    ),
  });
  const baseFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-stock-')), 'base.json');
  const cars = o.baseCars ? o.baseCars(first.cars) : first.cars;
  await writeSnapshotFile(baseFile, { buildId: 'b1', cars, carKeys: {}, carChangedAt: {} } as unknown as SiteSnapshot);
  let pulls = 0;
  const src: StockSource = {
    slug: 'd',
    records: { docs: now },
    pull: async () => (pulls++, now),
    previous,
    baseFile,
    codeDigest: 'c',
    parseCache: new StockParseCache(),
    keepParsed: o.keepParsed ?? false,
  };
  return { src, pulls: () => pulls, expected: parseStock(now, 'd') };
}

describe("a build's stock read against the previous build", () => {
  it('keeps the cars of unchanged records unread, validates the rest, and rejects as parseStock does', async () => {
    const earlier = records();
    const now = earlier.map((r, i) => (i === 4 ? { ...(r as object), price: 12_345 } : r));
    now.push({ ...(earlier[9] as object), id: 'copy-of-9' });
    const { src, expected } = await against(earlier, now);
    const stock = await readDealerStock(src);
    expect(src.records.docs).toBeNull();
    expect(stock.entries.map((e) => [e.id, e.slug])).toEqual(expected.cars.map((c) => [c.id, c.slug]));
    expect(stock.rejected).toEqual(expected.rejected);
    const read = stock.entries.filter((e) => e.car);
    expect(read.map((e) => e.id)).toEqual([String((earlier[4] as { id: unknown }).id)]);
    expect(read[0]!.car!.price).toBe(12_345);
    expect(src.parseCache.empty).toBe(true);

    // Asked for, kept cars come from the base snapshot, equal to a fresh parse.
    const all = await carsFor(stock.entries, new Set(stock.entries.map((e) => e.id)), src);
    expect(stock.entries.map((e) => all.get(e.id))).toEqual(JSON.parse(JSON.stringify(expected.cars)));
  });

  it('takes the digests the index kept instead of hashing the records again', async () => {
    const earlier = records();
    const { src } = await against(earlier, earlier);
    const asked: unknown[] = [];
    src.knownDigest = (record) => (asked.push(record), recordDigest(record));
    const stock = await readDealerStock(src);
    expect(asked).toHaveLength(earlier.length);
    expect(stock.entries.every((e) => e.car === null)).toBe(true);
  });

  it('pulls and validates the records again when the base snapshot lacks a kept car', async () => {
    const earlier = records();
    const { src, pulls, expected } = await against(earlier, earlier, { baseCars: (cars) => cars.slice(1) });
    const stock = await readDealerStock(src);
    expect(stock.entries.every((e) => e.car === null)).toBe(true);
    const first = stock.entries[0]!.id;
    const got = await carsFor(stock.entries, new Set([first]), src);
    expect(pulls()).toBe(1);
    expect(got.get(first)).toEqual(expected.cars[0]);
  });

  it("a long-running process's first build holds every car (its parse cache keeps them)", async () => {
    const earlier = records();
    const { src, expected } = await against(earlier, earlier, { keepParsed: true });
    const stock = await readDealerStock(src);
    expect(stock.entries.every((e) => e.car !== null)).toBe(true);
    expect(stock.entries.map((e) => e.car)).toEqual(JSON.parse(JSON.stringify(expected.cars)));
    expect(src.parseCache.empty).toBe(false);
  });
});
