import fs from 'node:fs';
import type { SiteSnapshot } from './snapshot.ts';
import type { Car } from '../inventory/car-schema.ts';

let cached: SiteData | undefined;

export type SiteData = SiteSnapshot & {
  bySlug: Map<string, Car>;
  /** Newest first, the listing's default order. */
  latest: Car[];
};

/** The snapshot of the dealer being built; the only place pages learn which dealer that is. */
export function siteData(): SiteData {
  if (cached) return cached;
  const file = process.env['FORECOURT_SNAPSHOT'];
  if (!file) throw new Error('FORECOURT_SNAPSHOT is not set: build through `npm run build`, which prepares each dealer.');
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteSnapshot;
  const latest = [...snapshot.cars].sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')));
  cached = { ...snapshot, bySlug: new Map(snapshot.cars.map((c) => [c.slug, c])), latest };
  return cached;
}

/** One static path per car in the snapshot, for the detail page and each of its sub-pages. */
export function carPaths(): { params: { slug: string }; props: { car: Car } }[] {
  return siteData().cars.map((car) => ({ params: { slug: car.slug }, props: { car } }));
}
