import { isAvailableStatus } from '../inventory/vocabulary.ts';
import type { BuildChanges, CarLine, CarRef } from './build-record.ts';

/** How many changed page paths the console names (the counts are always whole). */
const PAGE_SAMPLE = 20;

const ref = (id: string, car: CarLine): CarRef => ({ id, slug: car.slug, title: car.title });
const byTitle = (a: CarRef, b: CarRef) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

/**
 * What a staged build changes for shoppers against the live one: cars added and removed, cars sold
 * (available live, sold staged), price changes, and pages changed, added or removed (by the page
 * keys of the two manifests: a page's key changes exactly when what it renders from does).
 */
export function buildChanges(
  live: { cars: Readonly<Record<string, CarLine>>; pages: Readonly<Record<string, string>> },
  staged: { cars: Readonly<Record<string, CarLine>>; pages: Readonly<Record<string, string>> },
): BuildChanges {
  const out: BuildChanges = { added: [], removed: [], sold: [], prices: [], pages: { changed: 0, added: 0, removed: 0, sample: [] } };
  for (const [id, car] of Object.entries(staged.cars)) {
    const before = live.cars[id];
    if (!before) {
      out.added.push(ref(id, car));
      continue;
    }
    if (car.status === 'sold' && isAvailableStatus(before.status)) out.sold.push(ref(id, car));
    if (car.price !== before.price) out.prices.push({ ...ref(id, car), from: before.price, to: car.price });
  }
  for (const [id, car] of Object.entries(live.cars)) if (!staged.cars[id]) out.removed.push(ref(id, car));
  for (const list of [out.added, out.removed, out.sold, out.prices]) list.sort(byTitle);
  const sample = (path: string) => {
    if (out.pages.sample.length < PAGE_SAMPLE) out.pages.sample.push(path);
  };
  for (const [path, key] of Object.entries(staged.pages)) {
    const was = live.pages[path];
    if (was === undefined) {
      out.pages.added++;
      sample(path);
    } else if (was !== key) {
      out.pages.changed++;
      sample(path);
    }
  }
  for (const path of Object.keys(live.pages)) {
    if (staged.pages[path] !== undefined) continue;
    out.pages.removed++;
    sample(path);
  }
  return out;
}

/** Live (available) cars without a photo, and without a price a shopper sees, by title. */
export function carsMissing(cars: Readonly<Record<string, CarLine>>): { withoutPhotos: CarRef[]; withoutPrice: CarRef[] } {
  const withoutPhotos: CarRef[] = [];
  const withoutPrice: CarRef[] = [];
  for (const [id, car] of Object.entries(cars)) {
    if (!isAvailableStatus(car.status)) continue;
    if (car.photos === 0) withoutPhotos.push(ref(id, car));
    if (car.price === null) withoutPrice.push(ref(id, car));
  }
  return { withoutPhotos: withoutPhotos.sort(byTitle), withoutPrice: withoutPrice.sort(byTitle) };
}
