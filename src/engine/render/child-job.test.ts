import { describe, expect, it } from 'vitest';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';
import type { StockCar } from '../../lib/inventory/parse-stock.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyDelta, carTimesOf, takeChanges, writeResultFile, type ChildResult, type SnapshotDelta } from './child-job.ts';

const car = (id: string, price: number) => ({ id, slug: `car-${id}`, price }) as unknown as StockCar;
const shared = (buildId: string) => ({ buildId, builtAt: 't', dealer: {} as SiteSnapshot['dealer'], logoSvg: null, stockUpdatedAt: 't' });
const base: SiteSnapshot = {
  ...shared('b1'),
  carKeys: { '1': 'k1', '2': 'k2', '3': 'k3' },
  carChangedAt: { '1': 't1', '2': 't2', '3': 't3' },
  cars: [car('1', 10), car('2', 20), car('3', 30)],
};
const delta = (o: Partial<SnapshotDelta>): SnapshotDelta => ({
  baseBuildId: 'b1',
  snapshot: shared('b2'),
  carIds: ['1'],
  changed: [],
  carKeys: {},
  carChangedAt: {},
  ...o,
});

describe('applyDelta', () => {
  it('rebuilds the new snapshot from the base: order from carIds, changed cars replaced or added, keys and times as changed', () => {
    const next = applyDelta(
      base,
      delta({
        carIds: ['4', '1', '3'],
        changed: [car('4', 40), car('3', 33)],
        carKeys: { '4': 'k4', '3': 'k3b', '1': 'k1b' },
        carChangedAt: { '4': 't4', '3': 't3b' },
      }),
    )!;
    expect(next.buildId).toBe('b2');
    expect(next.cars.map((c) => [c.id, c.price])).toEqual([
      ['4', 40],
      ['1', 10],
      ['3', 33],
    ]);
    // Car 1's record is unchanged but its key changed (its tag state did): the key comes from the delta, its time from the base.
    expect(next.carKeys).toEqual({ '4': 'k4', '1': 'k1b', '3': 'k3b' });
    expect(next.carChangedAt).toEqual({ '4': 't4', '1': 't1', '3': 't3b' });
    expect(Object.fromEntries(carTimesOf(next))).toEqual({ k4: 't4', k1b: 't1', k3b: 't3b' });
  });

  it('refuses a delta made against another build or naming a car, key or time it cannot find', () => {
    expect(applyDelta(base, delta({ baseBuildId: 'b0' }))).toBeNull();
    expect(applyDelta(base, delta({ carIds: ['1', '9'], changed: [] }))).toBeNull();
    expect(applyDelta(base, delta({ carIds: ['1', '9'], changed: [car('9', 90)], carKeys: { '9': 'k9' } }))).toBeNull();
    expect(applyDelta(base, delta({ carIds: ['1', '9'], changed: [car('9', 90)], carKeys: { '9': 'k9' }, carChangedAt: { '9': 't9' } }))).not.toBeNull();
  });
});

describe('writeResultFile', () => {
  it("makes the previous build's pages this build's: removed paths gone, changed and new ones over them", () => {
    const page = (key: string) => ({ route: 'src/pages/cars/[slug].astro', kind: 'car' as const, key, file: `${key}.html` });
    const previous = { '/a/': page('a1'), '/b/': page('b1'), '/c/': page('c1') };
    const pages = takeChanges(previous, { '/b/': page('b2'), '/d/': page('d1') }, ['/c/']);
    expect(pages).toBe(previous);
    expect(pages).toEqual({ '/a/': page('a1'), '/b/': page('b2'), '/d/': page('d1') });
  });

  it('writes what JSON.stringify would, page map and all, over several parts', () => {
    const pages: ChildResult['pages'] = {};
    for (let i = 0; i < 4500; i++)
      pages[`/cars/car-${i}/`] = { route: 'src/pages/cars/[slug]/index.astro', kind: 'car', key: `k"${i}`, file: `cars/car-${i}/index.html` };
    const result: ChildResult = {
      pages,
      rendered: ['/a/', '/b/'],
      dropped: [],
      reused: 3,
      removed: ['/gone/'],
      planSeconds: 0.5,
      renderSeconds: 1,
      fromDelta: false,
    };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'result-')), 'result.json');
    writeResultFile(file, result);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(result);
    writeResultFile(file, { ...result, pages: {} });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ ...result, pages: {} });
  });
});
