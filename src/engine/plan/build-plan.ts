import type { BuildDigests, BuildManifest, CarRecord } from './manifest.ts';
import { digest, digestAll } from './digest.ts';

/**
 * One car of a build. `time`: its time state and when that lapses (page-inputs.ts), or 'kept' when the
 * caller knows it is the previous build's (same raw record and dealer, its `until` not yet come).
 */
export type CarInput = { id: string; slug: string; doc: string; time: { state: string; until: number | null } | 'kept' };

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
    const kept = car.time === 'kept' ? before : undefined;
    if (car.time === 'kept' && (!kept || kept.doc !== car.doc)) throw new Error(`car ${car.id}: kept, but the previous build has another record`);
    // The previous record itself when nothing in it changes (most cars of a long-running server's
    // build): no new object per car to allocate and later collect.
    if (kept && kept.slug === car.slug && kept.until !== undefined) {
      records[car.id] = kept;
      continue;
    }
    records[car.id] = {
      slug: car.slug,
      key: kept ? kept.key : carKey(car.doc, (car.time as { state: string }).state),
      doc: car.doc,
      changedAt: before && before.doc === car.doc ? before.changedAt : at,
      until: kept ? (kept.until ?? null) : (car.time as { until: number | null }).until,
    };
  }
  return records;
}

/**
 * The snapshot's car keys and change times by car id, and those that differ from `previous`'s: what a
 * delta to the previous snapshot carries. The ids in `differing.keys` are the cars whose pages changed.
 */
export function carMaps(
  records: Record<string, CarRecord>,
  previous: BuildManifest | null,
): { keys: Record<string, string>; changedAt: Record<string, string>; differing: { keys: Record<string, string>; changedAt: Record<string, string> } } {
  const keys: Record<string, string> = {};
  const changedAt: Record<string, string> = {};
  const differing = { keys: {} as Record<string, string>, changedAt: {} as Record<string, string> };
  for (const id in records) {
    const record = records[id]!;
    const before = previous?.cars[id];
    keys[id] = record.key;
    changedAt[id] = record.changedAt;
    if (before?.key !== record.key) differing.keys[id] = record.key;
    if (before?.changedAt !== record.changedAt) differing.changedAt[id] = record.changedAt;
  }
  return { keys, changedAt, differing };
}

/**
 * True when a car the previous build had, with the same raw record and dealer switches, still has the
 * time state that build gave it at `at`: its `until` has not come (null: it never lapses). A record
 * from a manifest that did not keep `until` does not know.
 */
export function timeStateHolds(before: CarRecord | undefined, at: Date): boolean {
  const until = before?.until;
  return until === null || (until !== undefined && at.getTime() < until);
}

/** Aggregate digests over the cars in order: with time states (page keys) and without (stock content). */
export function stockDigests(records: Record<string, CarRecord>): { stock: string; stockContent: string } {
  const entries = Object.entries(records);
  return {
    stock: digestAll(entries.map(([id, r]) => `${id}:${r.key}`)),
    stockContent: digestAll(entries.map(([id, r]) => `${id}:${r.doc}`)),
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
