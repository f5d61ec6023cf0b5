import type { SiteSnapshot } from './snapshot.ts';
import type { Car } from '../lib/inventory/car-schema.ts';
import { withTruckBody } from '../lib/inventory/truck-body.ts';
import { readSnapshotFile } from './snapshot-file.ts';
import { handedSnapshot, leaveUnlisted as leave, listingFocus } from './render-handover.ts';

/** The snapshot being rendered, with the dealer's truck body applied to its cars. */
export type SiteData = SiteSnapshot & {
  /** Newest first, the listing's default order. */
  latest: Car[];
};

const given = new WeakMap<SiteSnapshot, SiteData>();
let fromFile: { file: string; data: SiteData } | undefined;

function prepare(raw: SiteSnapshot): SiteData {
  const truckBody = raw.dealer.config.inventory.truck_body;
  const cars = raw.cars.map((car) => withTruckBody(car, truckBody));
  // ISO times order as plain strings; localeCompare (collation) was a third of preparing 20,000 cars.
  const created = (car: Car) => String(car.created_at ?? '');
  const latest = [...cars].sort((a, b) => (created(a) < created(b) ? 1 : created(a) > created(b) ? -1 : 0));
  return { ...raw, cars, latest };
}

/**
 * The snapshot of the dealer being built, as the render process handed it over
 * (render-handover.ts); the only place pages learn which dealer that is. A render process may be
 * handed another snapshot later (a warm process rehearses on the previous build's): everything
 * derived from it is kept per snapshot (`perSnapshot`), never in module state.
 */
export function siteData(): SiteData {
  const handed = handedSnapshot();
  if (!handed) throw new Error('No snapshot was handed over: pages render through `npm run build`, which prepares each dealer.');
  if ('snapshot' in handed) {
    let data = given.get(handed.snapshot);
    if (!data) given.set(handed.snapshot, (data = prepare(handed.snapshot)));
    return data;
  }
  if (fromFile?.file !== handed.file) fromFile = { file: handed.file, data: prepare(readSnapshotFile(handed.file, { shared: true })) };
  return fromFile.data;
}

/** A value computed from the current snapshot once (pages ask for it many times). */
export function perSnapshot<T>(compute: (data: SiteData) => T): () => T {
  const values = new WeakMap<SiteData, T>();
  return () => {
    const data = siteData();
    if (!values.has(data)) values.set(data, compute(data));
    return values.get(data) as T;
  };
}

/**
 * Whether the current render lists only its focus cars' paths: an incremental render sets the ids
 * of the cars whose keys changed, `carPaths` then lists only theirs, and every other car's pages
 * are the previous build's (render-pages.ts), as a per-car page reads nothing but its own car, the
 * dealer and the code.
 */
export function focused(): boolean {
  return listingFocus() !== null;
}

/**
 * Under a focus, a keyed route whose pages read other cars (the price comparisons) lists only the
 * paths whose content it worked out again, and leaves each other path it has here with its cache
 * key: render-pages.ts carries the previous build's page over when its key is unchanged, as it does
 * for unlisted per-car pages.
 */
export function leaveUnlisted(pathname: string, cacheKey: string): void {
  leave(pathname, cacheKey);
}

/**
 * One static path per car in the snapshot (or in the focus above), for the detail page and each of its sub-pages. The
 * `cacheKey` makes the page "per car" for incremental builds (see page-inputs.ts): it re-renders
 * only when this car, the dealer or the code changes.
 */
export function carPaths(): { params: { slug: string }; props: { car: Car }; cacheKey?: string }[] {
  const { cars, carKeys } = siteData();
  const focus = listingFocus();
  return (focus ? cars.filter((car) => focus.has(car.id)) : cars).map((car) => {
    const cacheKey = carKeys?.[car.id];
    // Without a key the page counts as an aggregate: re-rendered on every stock change, never stale.
    return cacheKey ? { params: { slug: car.slug }, props: { car }, cacheKey } : { params: { slug: car.slug }, props: { car } };
  });
}
