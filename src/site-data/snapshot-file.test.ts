import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshotFile, readSnapshotMeta, writeSnapshotFile } from './snapshot-file.ts';
import type { SiteSnapshot } from './snapshot.ts';

const snapshot = (cars: number) =>
  ({
    buildId: 'b1',
    builtAt: '2026-11-23T00:00:00.000Z',
    dealer: { slug: 'd', config: { name: 'D "quoted"' } },
    logoSvg: null,
    cars: Array.from({ length: cars }, (_, i) => ({ id: String(i), slug: `car-${i}`, note: 'a,b]}\nline two', features: ['Cruise Control', 'Apple CarPlay'] })),
    stockUpdatedAt: '2026-11-23T00:00:00.000Z',
    carKeys: {},
    carChangedAt: {},
  }) as unknown as SiteSnapshot;

describe('snapshot files', () => {
  it.each([0, 1, 250, 251, 1_000])('writes a snapshot of %i cars that reads back equal', async (cars) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-file-'));
    const file = path.join(dir, 'snapshot.json');
    await writeSnapshotFile(file, snapshot(cars));
    const expected = JSON.parse(JSON.stringify(snapshot(cars)));
    expect(readSnapshotFile(file)).toEqual(expected);
    expect(readSnapshotFile(file, { shared: true })).toEqual(expected);
    const { cars: _cars, ...meta } = expected;
    expect(readSnapshotMeta(file)).toEqual(meta);
    expect(fs.readdirSync(dir)).toEqual(['snapshot.json']);
  });

  it("reads cars whose lines straddle the reader's chunks", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-file-'));
    const file = path.join(dir, 'snapshot.json');
    const big = snapshot(3);
    big.cars.forEach((car, i) => Object.assign(car, { dealercomments: 'é'.repeat(3_000_000 + i) }));
    await writeSnapshotFile(file, big);
    expect(readSnapshotFile(file).cars.map((c) => c.dealercomments?.length)).toEqual([3_000_000, 3_000_001, 3_000_002]);
  });

  it('reads a snapshot written as one JSON text, as before', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-file-'));
    fs.writeFileSync(path.join(dir, 'old.json'), JSON.stringify(snapshot(3)));
    expect(readSnapshotFile(path.join(dir, 'old.json'))).toEqual(JSON.parse(JSON.stringify(snapshot(3))));
  });

  it('refuses an empty file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-file-'));
    fs.writeFileSync(path.join(dir, 'empty.json'), '');
    expect(() => readSnapshotFile(path.join(dir, 'empty.json'))).toThrow(/empty snapshot file/);
  });
});
