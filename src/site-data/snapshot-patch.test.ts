import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSnapshotFile } from './snapshot-file.ts';
import { patchSnapshotFile } from './snapshot-patch.ts';
import type { SiteSnapshot } from './snapshot.ts';
import type { StockCar } from '../lib/inventory/parse-stock.ts';

const car = (id: string, price: number) => ({ id, slug: `car-${id}`, price, note: 'a,b]}\n"quoted" é', features: ['Cruise Control'] }) as unknown as StockCar;

const snapshot = (buildId: string, cars: StockCar[]) =>
  ({
    buildId,
    builtAt: '2026-11-23T00:00:00.000Z',
    dealer: { slug: 'd', config: { name: 'D' } },
    logoSvg: null,
    cars,
    stockUpdatedAt: '2026-11-23T00:00:00.000Z',
    carKeys: Object.fromEntries(cars.map((c) => [c.id, `k${c.price}`])),
    carChangedAt: {},
  }) as unknown as SiteSnapshot;

async function patched(base: StockCar[], next: StockCar[], changedIds: string[], baseBuildId = 'b1') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-patch-'));
  const baseFile = path.join(dir, 'base.json');
  await writeSnapshotFile(baseFile, snapshot('b1', base));
  const { cars: _cars, ...meta } = snapshot('b2', next);
  const changed = new Map(next.filter((c) => changedIds.includes(c.id)).map((c) => [c.id, c]));
  const ok = await patchSnapshotFile(baseFile, path.join(dir, 'next.json'), meta, { baseBuildId, carIds: next.map((c) => c.id), changed });
  const whole = path.join(dir, 'whole.json');
  await writeSnapshotFile(whole, snapshot('b2', next));
  return {
    ok,
    files: fs.readdirSync(dir).sort(),
    text: ok ? fs.readFileSync(path.join(dir, 'next.json'), 'utf8') : null,
    expected: fs.readFileSync(whole, 'utf8'),
  };
}

const cars = (n: number) => Array.from({ length: n }, (_, i) => car(`${1000 + i}`, 10_000 + i));

describe('patching a snapshot file', () => {
  it('writes what writing the whole snapshot writes: a price changed, a car deleted, cars added between and after', async () => {
    const base = cars(600);
    const next = base.filter((c) => c.id !== '1300').map((c) => (c.id === '1002' ? car('1002', 1) : c));
    next.splice(400, 0, car('new-1', 5));
    next.push(car('new-2', 6));
    const r = await patched(base, next, ['1002', 'new-1', 'new-2']);
    expect(r.ok).toBe(true);
    expect(r.text).toBe(r.expected);
    expect(r.files).toEqual(['base.json', 'next.json', 'whole.json']);
  });

  it('writes the same snapshot when nothing but the first line changed, and when every car changed', async () => {
    const base = cars(3);
    expect((await patched(base, base, [])).text).toBe((await patched(base, base, [])).expected);
    const all = base.map((c) => car(c.id, 7));
    const r = await patched(
      base,
      all,
      all.map((c) => c.id),
    );
    expect(r.text).toBe(r.expected);
  });

  it('copies lines that straddle the parts of the base it reads at a time', async () => {
    const base = cars(7).map((c, i) => Object.assign(c, { dealercomments: 'é'.repeat(1_500_000 + i) }));
    const next = base.filter((c) => c.id !== '1004').map((c) => (c.id === '1002' ? car('1002', 1) : c));
    next.splice(3, 0, car('new-1', 5));
    const r = await patched(base, next, ['1002', 'new-1']);
    expect(r.ok).toBe(true);
    expect(r.text).toBe(r.expected);
  });

  it('declines, writing nothing, when the base is another build, lacks a kept car or holds the cars in another order', async () => {
    const base = cars(5);
    expect(await patched(base, base, [], 'b0')).toMatchObject({ ok: false, files: ['base.json', 'whole.json'] });
    expect((await patched(base, [...base, car('9999', 1)], [])).ok).toBe(false);
    expect((await patched(base, [...base].reverse(), [])).ok).toBe(false);
  });
});
