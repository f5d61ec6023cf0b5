import fs from 'node:fs';
import type { RenderJob, RenderResult } from './render-pages.ts';
import type { PageRecord } from '../plan/page-keys.ts';
import { pageMapJson } from '../plan/manifest.ts';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';
import type { StockCar } from '../../lib/inventory/parse-stock.ts';

/**
 * The snapshot as changes to the previous build's, for a warm render process that holds that one
 * already: everything but the cars and their keys and change times, the car ids in order, the cars
 * whose records changed, and the keys and change times that differ from the base's.
 */
export type SnapshotDelta = {
  baseBuildId: string;
  snapshot: Omit<SiteSnapshot, 'cars' | 'carKeys' | 'carChangedAt'>;
  carIds: string[];
  changed: StockCar[];
  carKeys: Record<string, string>;
  carChangedAt: Record<string, string>;
};

/**
 * One render process's pages (see astro-child.ts). It works out the car times (RenderJob.carTimes)
 * from the snapshot: a job file of a 20,000-car dealer carried ~4 MB of them, twice.
 */
export type ChildJob = Omit<RenderJob, 'carTimes'> & {
  buildBundle?: false;
  resultFile: string;
  /** Set for warm processes holding the previous build's snapshot; others read `snapshotPath`. */
  delta?: SnapshotDelta;
};

/**
 * Astro's build run only to make the shared render bundle (shared-bundle.ts), in a process of its
 * own so Vite's memory is released before pages are rendered.
 */
export type BundleJob = {
  buildBundle: true;
  root: string;
  cacheDir: string;
  bundleDir: string;
  bundleKey: string;
  /** Where Vite writes the static files (client islands, CSS, public files). */
  outDir: string;
};

/**
 * What a render process reports. `fromDelta`: it built the snapshot from the base it held rather
 * than reading the file. `pages` holds only the paths new or changed since the job's previous build
 * (all of them without one): the parent holds the rest already.
 */
export type ChildResult = RenderResult & { fromDelta?: boolean };

const samePage = (a: PageRecord, b: PageRecord) => a.key === b.key && a.file === b.file && a.route === b.route && a.kind === b.kind;

/** The pages new or changed since `previous`. */
export function changedPages(pages: Record<string, PageRecord>, previous: Record<string, PageRecord>): Record<string, PageRecord> {
  const changed: Record<string, PageRecord> = {};
  for (const [pathname, page] of Object.entries(pages)) {
    const before = previous[pathname];
    if (!before || !samePage(before, page)) changed[pathname] = page;
  }
  return changed;
}

/**
 * Every page of the build: the previous build's, less the removed paths, with the changes over them,
 * made in place (a copy of a 20,000-car dealer's 80,000 took 40-110 ms of each change): `previous`
 * becomes this build's.
 */
export function takeChanges(previous: Record<string, PageRecord>, changed: Record<string, PageRecord>, removed: readonly string[]): Record<string, PageRecord> {
  for (const pathname of removed) delete previous[pathname];
  return Object.assign(previous, changed);
}

/** The message a warm render process sends once its bundle is imported and it waits for a job. */
export const WORKER_READY = 'worker-ready';

/** A warm process's ready message: `base` is the build id of the snapshot it actually read (null: none). */
export type WorkerReady = { type: typeof WORKER_READY; base: string | null };

/** The message a render process sends once its result file is written, before it exits. */
export const JOB_DONE = 'job-done';

/** The new snapshot from the base one and the changes, or null when they do not fit together. */
export function applyDelta(base: SiteSnapshot, delta: SnapshotDelta): SiteSnapshot | null {
  if (base.buildId !== delta.baseBuildId) return null;
  const byId = new Map(base.cars.map((car) => [car.id, car]));
  for (const car of delta.changed) byId.set(car.id, car);
  const cars = delta.carIds.map((id) => byId.get(id));
  const carKeys: Record<string, string> = {};
  const carChangedAt: Record<string, string> = {};
  for (const id of delta.carIds) {
    const key = delta.carKeys[id] ?? base.carKeys[id];
    const changedAt = delta.carChangedAt[id] ?? base.carChangedAt[id];
    if (key === undefined || changedAt === undefined) return null;
    carKeys[id] = key;
    carChangedAt[id] = changedAt;
  }
  return cars.every((car) => car !== undefined) ? { ...delta.snapshot, carKeys, carChangedAt, cars } : null;
}

/** Car key → the time the car last changed (RenderJob.carTimes), from a snapshot's keys and change times. */
export function carTimesOf(snapshot: Pick<SiteSnapshot, 'carKeys' | 'carChangedAt'>): Map<string, string> {
  const times = new Map<string, string>();
  for (const id in snapshot.carKeys) times.set(snapshot.carKeys[id]!, snapshot.carChangedAt[id]!);
  return times;
}

/**
 * Writes a result as JSON a part at a time: its page map holds every page of a full build (80,000
 * at 20,000 cars), whose text in one string would be the render process's peak.
 */
export function writeResultFile(file: string, result: ChildResult): void {
  const { pages, ...rest } = result;
  const fd = fs.openSync(file, 'w');
  try {
    writeAll(fd, `${JSON.stringify(rest).slice(0, -1)},"pages":{`);
    for (const part of pageMapJson(pages)) writeAll(fd, part);
    writeAll(fd, '}}');
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes all of `text`: a write may take fewer bytes than it is given. */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length;) at += fs.writeSync(fd, bytes, at);
}
