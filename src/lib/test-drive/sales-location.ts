import type { Location } from '../content/location-schema.ts';
import type { SpecialHours } from '../content/special-hours-schema.ts';
import type { SalesHours } from './appointment-slots.ts';

/** What the stock index says of where a car is: its location id, else its dealership. */
export type CarPlace = { location_id?: unknown; dealership_id?: unknown; dealership_slug?: unknown };

const sales = (l: Location) => l.location_type === 'sales';

/**
 * Where a car's test drive starts: the car's own location when it is one of the dealer's sales
 * locations, else its dealership's sales location (the primary one first), else the dealer's
 * primary sales location; null when the dealer lists no sales location.
 */
export function salesLocationOf(car: CarPlace, locations: readonly Location[]): Location | null {
  const own = locations.find((l) => sales(l) && String(l.id) === String(car.location_id));
  if (own) return own;
  const ofDealership = locations.filter((l) => sales(l) && (l.dealership_id === car.dealership_id || l.dealership_slug === car.dealership_slug));
  const all = locations.filter(sales);
  return ofDealership.find((l) => l.primary) ?? ofDealership[0] ?? all.find((l) => l.primary) ?? all[0] ?? null;
}

/** The location's weekly hours and its sales department's special hours. */
export function salesHoursOf(location: Location, special: readonly SpecialHours[]): SalesHours {
  return {
    weekly: location.contact_detail.opening_hours,
    special: special.filter((s) => s.location_name === location.name && s.department === 'sales'),
  };
}
