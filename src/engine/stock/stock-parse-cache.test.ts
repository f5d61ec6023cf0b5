import { describe, expect, it } from 'vitest';
import { parseStock } from '../../lib/inventory/parse-stock.ts';
import { defaultDealerPlans, generateFeed } from '../../dev/sample-feed/generate-feed.ts';
import { digestRecords, StockParseCache } from './stock-parse-cache.ts';

/** A small deterministic feed with the generator's deliberately malformed records. */
function sampleRecords(): unknown[] {
  const plans = defaultDealerPlans(process.cwd()).map((plan) => ({ ...plan, count: 60 }));
  return generateFeed({ now: new Date('2026-11-22T00:00:00Z'), dealers: plans });
}

describe('StockParseCache', () => {
  it('gives the same cars and rejections as parseStock, duplicates included', () => {
    const records = sampleRecords();
    const withDuplicates = [...records, structuredClone(records[3]), { ...(records[5] as object), id: 'other-id' }];
    const expected = parseStock(withDuplicates, 'test-dealer');
    const got = new StockParseCache().parse(withDuplicates, 'test-dealer');
    expect(got.cars).toEqual(expected.cars);
    expect(got.rejected).toEqual(expected.rejected);
    expect(got.rejected.length).toBeGreaterThanOrEqual(2);
  });

  it('validates again only the records that changed, by object and by content', () => {
    const cache = new StockParseCache();
    const records = sampleRecords();
    expect(cache.parse(records, 'd').parsed).toBe(records.length);
    expect(cache.parse(records, 'd').parsed).toBe(0);
    const copies = records.map((r) => structuredClone(r));
    expect(cache.parse(copies, 'd').parsed).toBe(0);
    const changed = copies.map((r, i) => (i === 7 ? { ...(r as object), price: 12345 } : r));
    const result = cache.parse(changed, 'd');
    expect(result.parsed).toBe(1);
    const id = String((records[7] as { id: unknown }).id);
    const car = result.cars.find((c) => c.id === id);
    if (car) expect(car.price).toBe(12345);
  });

  it('digests each car by its raw record', () => {
    const records = sampleRecords();
    const first = new StockParseCache().parse(records, 'd');
    const changed = records.map((r, i) => (i === 0 ? { ...(r as object), km: 1 } : r));
    const second = new StockParseCache().parse(changed, 'd');
    const [a, b] = [first.cars[0]!, first.cars[1]!];
    expect(second.digests.get(b.id)).toBe(first.digests.get(b.id));
    if (second.digests.has(a.id)) expect(second.digests.get(a.id)).not.toBe(first.digests.get(a.id));
  });

  it('takes seeded cars for records with their digests, as a JSON copy of an earlier parse', () => {
    const records = sampleRecords();
    const earlier = new StockParseCache().parse(records, 'd');
    const cache = new StockParseCache();
    expect(cache.empty).toBe(true);
    const stored = JSON.parse(JSON.stringify(earlier.cars)) as typeof earlier.cars;
    cache.seed(stored.map((car) => ({ digest: earlier.digests.get(car.id)!, car })));
    const changed = records.map((r, i) => (i === 7 ? { ...(r as object), price: 12345 } : r));
    const result = cache.parse(changed, 'd');
    expect(result.parsed).toBe(1 + earlier.rejected.length);
    expect(result.cars).toEqual(new StockParseCache().parse(changed, 'd').cars);
  });

  it('parses records digested beforehand, those let go taken from the seed, and refuses one it cannot know', () => {
    const records = sampleRecords();
    const earlier = new StockParseCache().parse(records, 'd');
    const known = new Set(earlier.digests.values());
    const changed = records.map((r, i) => (i === 7 ? { ...(r as object), price: 12345 } : r));
    const letGo = digestRecords(changed).map((r) => (known.has(r.digest) ? { digest: r.digest, record: null, gone: true as const } : r));
    expect(letGo.filter((r) => r.record !== null).length).toBe(1 + earlier.rejected.length);
    const cache = new StockParseCache();
    cache.seed(earlier.cars.map((car) => ({ digest: earlier.digests.get(car.id)!, car: structuredClone(car) })));
    const result = cache.parseDigested(letGo, 'd');
    expect(result.parsed).toBe(1 + earlier.rejected.length);
    expect(result.cars).toEqual(new StockParseCache().parse(changed, 'd').cars);
    expect(() => new StockParseCache().parseDigested(letGo, 'd')).toThrow(/let go before parsing/);
  });
});
