import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSnapshotFile } from './snapshot-file.ts';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';

const snapshot = (cars: number) =>
  ({
    buildId: 'b1',
    builtAt: '2026-11-23T00:00:00.000Z',
    dealer: { slug: 'd', config: { name: 'D "quoted"' } },
    logoSvg: null,
    cars: Array.from({ length: cars }, (_, i) => ({ id: String(i), slug: `car-${i}`, note: 'a,b]}' })),
    stockUpdatedAt: '2026-11-23T00:00:00.000Z',
    carKeys: {},
    carChangedAt: {},
  }) as unknown as SiteSnapshot;

describe('writeSnapshotFile', () => {
  it.each([0, 1, 250, 251, 1_000])('writes a snapshot of %i cars that reads back equal', async (cars) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-file-'));
    const file = path.join(dir, 'snapshot.json');
    await writeSnapshotFile(file, snapshot(cars));
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(snapshot(cars))));
    expect(fs.readdirSync(dir)).toEqual(['snapshot.json']);
  });
});
