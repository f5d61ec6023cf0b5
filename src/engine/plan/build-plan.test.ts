import { describe, expect, it } from 'vitest';
import { buildMode, carMaps, carRecords, isUnchanged, stockDigests, stockUpdatedAt, timeStateHolds } from './build-plan.ts';
import type { BuildDigests, BuildManifest } from './manifest.ts';
import { testManifest } from './fixtures/manifest.ts';

const T1 = '2026-11-22T01:00:00.000Z';
const T2 = '2026-11-22T02:00:00.000Z';
const digests: BuildDigests = { code: 'c', dealer: 'd', stock: 's', stockContent: 'sc', date: '2026-11-22', bundle: 'b' };

const manifest = (over: Partial<BuildManifest>) => testManifest({ createdAt: T1, digests, stockUpdatedAt: T1, ...over });

describe('build plan', () => {
  it("keeps a car's change time while its record is unchanged, even when its tag state changes", () => {
    const first = carRecords(
      [
        { id: '1', slug: 'a', doc: 'doc-1', time: { state: 'new-arrival', until: null } },
        { id: '2', slug: 'b', doc: 'doc-2', time: { state: 'none', until: null } },
      ],
      null,
      T1,
    );
    const previous = manifest({ cars: first });
    const next = carRecords(
      [
        { id: '1', slug: 'a', doc: 'doc-1', time: { state: 'none', until: null } },
        { id: '2', slug: 'b', doc: 'doc-2b', time: { state: 'none', until: null } },
        { id: '3', slug: 'c', doc: 'doc-3', time: { state: 'none', until: null } },
      ],
      previous,
      T2,
    );
    expect(next['1']!.changedAt).toBe(T1);
    expect(next['1']!.key).not.toBe(first['1']!.key);
    expect(next['2']!.changedAt).toBe(T2);
    expect(next['3']!.changedAt).toBe(T2);
  });

  it("takes a kept car's key and lapse time from the previous build, and refuses to keep a car whose record changed", () => {
    const first = carRecords([{ id: '1', slug: 'a', doc: 'doc-1', time: { state: 'new-arrival', until: 1_000 } }], null, T1);
    const kept = carRecords([{ id: '1', slug: 'a', doc: 'doc-1', time: 'kept' }], manifest({ cars: first }), T2);
    expect(kept['1']).toEqual(first['1']);
    expect(() => carRecords([{ id: '1', slug: 'a', doc: 'doc-1b', time: 'kept' }], manifest({ cars: first }), T2)).toThrow(/previous build has another record/);
  });

  it("holds a kept car's time state until its lapse time, for ever with none, and not when the manifest did not record one", () => {
    const at = new Date(T2);
    const record = (until?: number | null) => ({ slug: 'a', key: 'k', doc: 'doc-1', changedAt: T1, ...(until === undefined ? {} : { until }) });
    expect(timeStateHolds(record(null), at)).toBe(true);
    expect(timeStateHolds(record(at.getTime() + 1), at)).toBe(true);
    expect(timeStateHolds(record(at.getTime()), at)).toBe(false);
    expect(timeStateHolds(record(), at)).toBe(false);
    expect(timeStateHolds(undefined, at)).toBe(false);
  });

  it('moves the stock time only when the stock content changes (not when a tag expires)', () => {
    const a = carRecords([{ id: '1', slug: 'a', doc: 'doc-1', time: { state: 'new-arrival', until: null } }], null, T1);
    const b = carRecords([{ id: '1', slug: 'a', doc: 'doc-1', time: { state: 'none', until: null } }], null, T1);
    const c = carRecords([{ id: '1', slug: 'a', doc: 'doc-1b', time: { state: 'none', until: null } }], null, T1);
    const da = stockDigests(a);
    const db = stockDigests(b);
    expect(db.stock).not.toBe(da.stock);
    expect(db.stockContent).toBe(da.stockContent);
    const previous = manifest({ digests: { ...digests, stockContent: da.stockContent }, stockUpdatedAt: T1 });
    expect(stockUpdatedAt(previous, db.stockContent, T2)).toBe(T1);
    expect(stockUpdatedAt(previous, stockDigests(c).stockContent, T2)).toBe(T2);
    expect(stockUpdatedAt(null, da.stockContent, T2)).toBe(T2);
  });

  it('digests the stock of a dealer of any size (200,000 cars)', () => {
    const cars = Array.from({ length: 200_000 }, (_, i) => ({ id: String(i), slug: `car-${i}`, doc: `doc-${i}`, time: { state: 'none', until: null } }));
    const all = stockDigests(carRecords(cars, null, T1));
    const one = stockDigests(
      carRecords(
        cars.map((c, i) => (i === 199_999 ? { ...c, doc: 'doc-changed' } : c)),
        null,
        T1,
      ),
    );
    expect(one.stockContent).not.toBe(all.stockContent);
  });

  it('lists the car keys and change times a snapshot holds, and those a delta to the previous carries', () => {
    const before = carRecords(
      [
        { id: '1', slug: 'a', doc: 'doc-1', time: { state: 'none', until: null } },
        { id: '2', slug: 'b', doc: 'doc-2', time: { state: 'none', until: null } },
      ],
      null,
      T1,
    );
    const previous = manifest({ cars: before });
    const now = carRecords(
      [
        { id: '1', slug: 'a', doc: 'doc-1', time: 'kept' },
        { id: '2', slug: 'b', doc: 'doc-2', time: { state: 'just-sold', until: null } },
        { id: '3', slug: 'c', doc: 'doc-3', time: { state: 'none', until: null } },
      ],
      previous,
      T2,
    );
    const maps = carMaps(now, previous);
    expect(Object.keys(maps.keys)).toEqual(['1', '2', '3']);
    expect(maps.changedAt).toEqual({ '1': T1, '2': T1, '3': T2 });
    // Car 2's tag changed (a new key, the same record); car 3 is new.
    expect(maps.differing.keys).toEqual({ '2': now['2']!.key, '3': now['3']!.key });
    expect(maps.differing.changedAt).toEqual({ '3': T2 });
    expect(carMaps(now, null).differing.keys).toEqual(maps.keys);
  });

  it('builds incrementally only from a build of the same code with its bundle kept', () => {
    const previous = manifest({});
    expect(buildMode({ previous, digests, bundleReady: true, force: false })).toBe('incremental');
    expect(buildMode({ previous, digests: { ...digests, stock: 's2', dealer: 'd2' }, bundleReady: true, force: false })).toBe('incremental');
    expect(buildMode({ previous, digests: { ...digests, code: 'c2' }, bundleReady: true, force: false })).toBe('full');
    expect(buildMode({ previous, digests: { ...digests, bundle: 'b2' }, bundleReady: true, force: false })).toBe('full');
    expect(buildMode({ previous, digests, bundleReady: false, force: false })).toBe('full');
    expect(buildMode({ previous, digests, bundleReady: true, force: true })).toBe('full');
    expect(buildMode({ previous: null, digests, bundleReady: true, force: false })).toBe('full');
  });

  it('calls a build unchanged only when every digest matches', () => {
    expect(isUnchanged(manifest({}), digests)).toBe(true);
    expect(isUnchanged(manifest({}), { ...digests, date: '2026-11-23' })).toBe(false);
    expect(isUnchanged(null, digests)).toBe(false);
  });
});
