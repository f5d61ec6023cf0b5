import { haversineKm, type LatLng } from './distance.ts';
import { lookupPostcode } from './postcodes.ts';

/**
 * A delivery price band up to `upToKm` (exclusive) from the dealer: `flat` dollars plus `perKm`
 * dollars for every km beyond `perKmAfter` (default: the previous band's end).
 */
export interface DeliveryBand {
  upToKm: number;
  flat?: number;
  perKm?: number;
  perKmAfter?: number;
}

/** Delivery estimate (spec: name, the region, and price). */
export interface DeliveryEstimate {
  name: string;
  price: number;
}

/**
 * Default bands: free under 50 km (metro); $150 plus $1.50/km beyond 50 km up to 200 km;
 * $375 plus $1.20/km beyond 200 km up to 1000 km; no estimate from 1000 km.
 */
export const DEFAULT_DELIVERY_BANDS: readonly DeliveryBand[] = [
  { upToKm: 50, flat: 0 },
  { upToKm: 200, flat: 150, perKm: 1.5 },
  { upToKm: 1000, flat: 375, perKm: 1.2 },
];

export interface DeliveryOptions {
  /** The dealer's location. */
  origin: LatLng;
  bands?: readonly DeliveryBand[];
  /** Prices round up to this many dollars. */
  roundTo?: number;
}

/** Delivery price for a distance, or null beyond the last band. */
export function deliveryPrice(distanceKm: number, bands: readonly DeliveryBand[], roundTo = 1): number | null {
  const sorted = [...bands].sort((a, b) => a.upToKm - b.upToKm);
  let previousEnd = 0;
  for (const band of sorted) {
    if (distanceKm < band.upToKm) {
      const start = band.perKmAfter ?? previousEnd;
      const raw = (band.flat ?? 0) + (band.perKm ?? 0) * Math.max(0, distanceKm - start);
      return roundTo > 0 ? Math.ceil(raw / roundTo) * roundTo : raw;
    }
    previousEnd = band.upToKm;
  }
  return null;
}

/**
 * Delivery estimate to a postcode: its suburb and state as the name, the price by the distance
 * from the dealer. Null for an unknown postcode or one beyond the last band.
 */
export function deliveryEstimate(postcode: string | number, options: DeliveryOptions): DeliveryEstimate | null {
  const place = lookupPostcode(postcode);
  if (!place) return null;
  const price = deliveryPrice(haversineKm(options.origin, place), options.bands ?? DEFAULT_DELIVERY_BANDS, options.roundTo ?? 1);
  return price === null ? null : { name: `${place.name}, ${place.state}`, price };
}
