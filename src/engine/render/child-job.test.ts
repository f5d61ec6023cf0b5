import { describe, expect, it } from 'vitest';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';
import type { StockCar } from '../../lib/inventory/parse-stock.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyDelta, writeResultFile, type ChildResult, type SnapshotDelta } from './child-job.ts';

const car = (id: string, price: number) => ({ id, slug: `car-${id}`, price }) as unknown as StockCar;
const meta = (buildId: string) => ({
  buildId,
  builtAt: 't',
  dealer: {} as SiteSnapshot['dealer'],
  logoSvg: null,
  stockUpdatedAt: 't',
  carKeys: {},
  carChangedAt: {},
});
const base: SiteSnapshot = { ...meta('b1'), cars: [car('1', 10), car('2', 20), car('3', 30)] };

describe('applyDelta', () => {
  it('rebuilds the new snapshot from the base: order from carIds, changed cars replaced or added', () => {
    const delta: SnapshotDelta = { baseBuildId: 'b1', snapshot: meta('b2'), carIds: ['4', '1', '3'], changed: [car('4', 40), car('3', 33)] };
    const next = applyDelta(base, delta)!;
    expect(next.buildId).toBe('b2');
    expect(next.cars.map((c) => [c.id, c.price])).toEqual([
      ['4', 40],
      ['1', 10],
      ['3', 33],
    ]);
  });

  it('refuses a delta made against another build or naming a car it cannot find', () => {
    expect(applyDelta(base, { baseBuildId: 'b0', snapshot: meta('b2'), carIds: ['1'], changed: [] })).toBeNull();
    expect(applyDelta(base, { baseBuildId: 'b1', snapshot: meta('b2'), carIds: ['1', '9'], changed: [] })).toBeNull();
  });
});

describe('writeResultFile', () => {
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
