import type { BuildDigests, BuildManifest, CarRecord } from './manifest.ts';
import { digest } from './digest.ts';

export type CarInput = { id: string; slug: string; doc: string; timeState: string };

/** A car's key: its raw record and the time state of its tags (page-inputs.ts). */
function carKey(doc: string, timeState: string): string {
  return digest(doc, timeState);
}

/**
 * Each car's record for this build. `changedAt` carries over while the car's raw record is unchanged
 * and becomes `at` when it changes or first appears.
 */
export function carRecords(cars: readonly CarInput[], previous: BuildManifest | null, at: string): Record<string, CarRecord> {
  const records: Record<string, CarRecord> = {};
  for (const car of cars) {
    const before = previous?.cars[car.id];
    records[car.id] = {
      slug: car.slug,
      key: carKey(car.doc, car.timeState),
      doc: car.doc,
      changedAt: before && before.doc === car.doc ? before.changedAt : at,
    };
  }
  return records;
}

/** Aggregate digests over the cars in order: with time states (page keys) and without (stock content). */
export function stockDigests(records: Record<string, CarRecord>): { stock: string; stockContent: string } {
  const entries = Object.entries(records);
  return {
    stock: digest(...entries.map(([id, r]) => `${id}:${r.key}`)),
    stockContent: digest(...entries.map(([id, r]) => `${id}:${r.doc}`)),
  };
}

/** When the stock last changed: carried over while its content is unchanged. */
export function stockUpdatedAt(previous: BuildManifest | null, stockContent: string, at: string): string {
  return previous && previous.digests.stockContent === stockContent ? previous.stockUpdatedAt : at;
}

/**
 * Incremental when the previous build was made by the same code and its render bundle is still
 * kept; otherwise a full build (Astro makes a new bundle and every page is rendered).
 */
export function buildMode(o: { previous: BuildManifest | null; digests: BuildDigests; bundleReady: boolean; force: boolean }): 'full' | 'incremental' {
  if (o.force || !o.previous || !o.bundleReady) return 'full';
  const before = o.previous.digests;
  return before.code === o.digests.code && before.bundle === o.digests.bundle ? 'incremental' : 'full';
}

/** True when nothing a page renders from changed since `previous`: the previous build is current. */
export function isUnchanged(previous: BuildManifest | null, digests: BuildDigests): boolean {
  if (!previous) return false;
  const before = previous.digests;
  return (Object.keys(digests) as (keyof BuildDigests)[]).every((k) => before[k] === digests[k]);
}
