import { haversineKm, type LatLng } from '../geo/distance.ts';

export type LocationPoint = LatLng & { id: number };

/**
 * Documents ordered by the great-circle distance (Earth radius 6,371 km) from `origin` to their
 * location; documents at one location keep their order, documents without a known location go last.
 */
export function sortByDistance<D extends Readonly<Record<string, unknown>>>(docs: readonly D[], locations: readonly LocationPoint[], origin: LatLng): D[] {
  const km = new Map(locations.map((l) => [l.id, haversineKm(origin, l)]));
  const distance = (doc: D) => {
    const id = doc['location_id'];
    return typeof id === 'number' ? (km.get(id) ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  };
  return docs
    .map((doc, position) => ({ doc, position, km: distance(doc) }))
    .sort((a, b) => a.km - b.km || a.position - b.position)
    .map((entry) => entry.doc);
}
