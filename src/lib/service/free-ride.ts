import { haversineKm, type LatLng } from '../geo/distance.ts';
import { lookupPostcode } from '../geo/postcodes.ts';

export type FreeRideAnswer = { kind: 'invalid' } | { kind: 'unknown' } | { kind: 'within' | 'outside'; place: string; km: number };

/**
 * Whether a shopper's postcode is within the free ride radius of the dealership: the great-circle
 * distance (haversine, Earth radius 6371 km) from the postcode's centre to the location.
 */
export function freeRideAnswer(postcode: string, dealership: LatLng, radiusKm: number): FreeRideAnswer {
  if (!/^\d{4}$/.test(postcode.trim())) return { kind: 'invalid' };
  const place = lookupPostcode(postcode.trim());
  if (!place) return { kind: 'unknown' };
  const km = haversineKm(place, dealership);
  return { kind: km <= radiusKm ? 'within' : 'outside', place: `${place.name} ${place.state} ${place.postcode}`, km: Math.round(km * 10) / 10 };
}
