import fs from 'node:fs';
import path from 'node:path';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';
import { writeSnapshotFile } from '../../site-data/snapshot-file.ts';
import { patchSnapshotFile } from '../../site-data/snapshot-patch.ts';
import type { BuildPlan } from '../plan/plan-build.ts';
import type { SnapshotDelta } from '../render/child-job.ts';
import type { WorkPaths } from '../work-dir.ts';
import { carsFor, type StockEntry, type StockSource } from './dealer-stock.ts';
import { collectDriverGarbage } from './lean-heap.ts';

/** The snapshot without its cars and their keys: the same for a full snapshot and a delta. */
export type SnapshotShared = Omit<SiteSnapshot, 'cars' | 'carKeys' | 'carChangedAt'>;

/** The snapshot of a dealer's newest build, kept for the warm render processes of its next build. */
export function baseSnapshotPath(paths: WorkPaths, slug: string): string {
  return path.join(paths.cache, 'snapshots', slug, 'base.json');
}

/**
 * A build's snapshot: `delta`, the changes to the previous build's (for warm render processes
 * holding that one), and `write`, which writes the snapshot file once (render processes holding no
 * base read it, and it becomes the next build's base). `settled` waits for a write under way.
 */
export type BuildSnapshot = {
  file: string;
  delta: SnapshotDelta | null;
  write: () => Promise<void>;
  settled: () => Promise<void>;
};

/**
 * Prepares the snapshot of `plan` over `entries`. Holds the entries only until the file is
 * written: a one-off build's render processes then have the memory. When the previous build's
 * snapshot (the base) was made by the same code, the file is the base with the changed cars' lines
 * replaced (snapshot-patch.ts: the kept cars' lines are copied, not parsed or stringified);
 * otherwise every car is written.
 */
export function buildSnapshot(o: {
  plan: BuildPlan;
  shared: SnapshotShared;
  entries: StockEntry[];
  source: StockSource;
  file: string;
  keepParsed: boolean;
  timings: Record<string, number>;
}): BuildSnapshot {
  const { plan, shared, source, file } = o;
  const meta: Omit<SiteSnapshot, 'cars'> = { ...shared, carKeys: plan.carKeys, carChangedAt: plan.carChangedAt };
  const carIds = o.entries.map((e) => e.id);
  const changedIds = new Set([...plan.carChanges.added, ...plan.carChanges.changed]);
  const changedCars = () => held!.flatMap((e) => (changedIds.has(e.id) ? [e.car!] : []));
  let held: StockEntry[] | null = o.entries;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // The base (the previous build's snapshot) holds the previous build's car keys and change times:
  // the delta carries only those that differ.
  const delta: SnapshotDelta | null =
    plan.mode === 'incremental' && plan.previousBuildId
      ? {
          baseBuildId: plan.previousBuildId,
          snapshot: shared,
          carIds,
          changed: changedCars(),
          carKeys: plan.differing.keys,
          carChangedAt: plan.differing.changedAt,
        }
      : null;
  let written: Promise<void> | null = null;
  const write = () =>
    (written ??= (async () => {
      const started = performance.now();
      const changed = plan.previousBuildId ? changedCars() : [];
      const entries = held!;
      held = null;
      const patched =
        plan.patchSnapshot &&
        plan.previousBuildId !== null &&
        (await patchSnapshotFile(source.baseFile, file, meta, {
          baseBuildId: plan.previousBuildId,
          carIds,
          changed: new Map(changed.map((car) => [car.id, car])),
        }));
      if (!patched) {
        const cars = await carsFor(entries, new Set(carIds), source);
        await writeSnapshotFile(file, { ...meta, cars: carIds.map((id) => cars.get(id)!) });
        // A one-off build only: a long-running server (which keeps the parsed stock) would stall its
        // answers for the collection, and its memory is not the render processes' to take.
        if (!o.keepParsed) collectDriverGarbage();
      }
      o.timings['snapshot'] = Math.round(performance.now() - started);
    })());
  return { file, delta, write, settled: async () => void (await (written as Promise<void> | null)?.catch(() => {})) };
}
