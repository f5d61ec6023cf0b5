import type { DeliveryRates } from '../content/delivery-schema.ts';
import { haversineKm, type LatLng } from './distance.ts';
import { lookupPostcode } from './postcodes.ts';

/** Delivery estimate (spec: name, the region, and price). */
export interface DeliveryEstimate {
  name: string;
  price: number;
}

export interface DeliveryOptions {
  /** The car's location. */
  origin: LatLng;
  /** The dealer's regions and prices (delivery.json, or its default). */
  rates: DeliveryRates;
}

/** The region a distance falls in and its price, or null beyond the last region. */
export function deliveryPrice(distanceKm: number, rates: DeliveryRates): { region: string | null; price: number } | null {
  let previousEnd = 0;
  for (const region of rates.regions) {
    if (distanceKm < region.up_to_km) {
      const start = region.per_km_after ?? previousEnd;
      const raw = region.price + region.per_km * Math.max(0, distanceKm - start);
      return { region: region.name, price: Math.ceil(raw / rates.round_to) * rates.round_to };
    }
    previousEnd = region.up_to_km;
  }
  return null;
}

/**
 * Delivery estimate to a postcode: its suburb and state as the name (with the dealer's region
 * name when it has one), the price by the distance from the car. Null for an unknown postcode or
 * one beyond the last region.
 */
export function deliveryEstimate(postcode: string | number, { origin, rates }: DeliveryOptions): DeliveryEstimate | null {
  const place = lookupPostcode(postcode);
  if (!place) return null;
  const priced = deliveryPrice(haversineKm(origin, place), rates);
  if (priced === null) return null;
  const name = `${place.name}, ${place.state}`;
  return { name: priced.region ? `${name} (${priced.region})` : name, price: priced.price };
}
