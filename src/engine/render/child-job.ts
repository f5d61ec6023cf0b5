import type { RenderJob, RenderResult } from './render-pages.ts';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';
import type { StockCar } from '../../lib/inventory/parse-stock.ts';

/**
 * The snapshot as changes to the previous build's, for a warm render process that holds that one
 * already: everything but the cars, the car ids in order, and the cars whose records changed.
 */
export type SnapshotDelta = {
  baseBuildId: string;
  snapshot: Omit<SiteSnapshot, 'cars'>;
  carIds: string[];
  changed: StockCar[];
};

/** One render process's pages (see astro-child.ts). */
export type ChildJob = RenderJob & {
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

/** `fromDelta`: the process built the snapshot from the base it held rather than reading the file. */
export type ChildResult = RenderResult & { fromDelta?: boolean };

/** The message a warm render process sends once its bundle is imported and it waits for a job. */
export const WORKER_READY = 'worker-ready';

/** The new snapshot from the base one and the changes, or null when they do not fit together. */
export function applyDelta(base: SiteSnapshot, delta: SnapshotDelta): SiteSnapshot | null {
  if (base.buildId !== delta.baseBuildId) return null;
  const byId = new Map(base.cars.map((car) => [car.id, car]));
  for (const car of delta.changed) byId.set(car.id, car);
  const cars = delta.carIds.map((id) => byId.get(id));
  return cars.every((car) => car !== undefined) ? { ...delta.snapshot, cars } : null;
}
