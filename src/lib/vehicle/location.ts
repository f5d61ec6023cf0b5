import type { Location } from '../content/location-schema.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import type { Car } from '../inventory/car-schema.ts';
import type { LatLng } from '../geo/distance.ts';
import type { CarType } from '../inventory/vocabulary.ts';
import { choosePhone } from '../phone/choose-phone.ts';
import { locationDirectionsHref, mapSearchHref } from '../locations/location-card.ts';

/** The car fields the location features read. */
export type LocatedCar = Pick<Car, 'car_type' | 'city' | 'location_id' | 'location'>;

export type LocationConfig = Pick<DealerConfig, 'override_city' | 'phones'>;

function primaryLocation(locations: readonly Location[]): Location | null {
  return locations.find((l) => l.primary) ?? locations[0] ?? null;
}

/** The dealer location the car sits at, or the primary location when the car names none we know. */
export function carDealerLocation(car: LocatedCar, locations: readonly Location[]): Location | null {
  const id = car.location_id ?? car.location?.id;
  return locations.find((l) => l.id === id) ?? primaryLocation(locations);
}

/** The primary dealership's city (the dealer's override city when set). */
function primaryCity(config: LocationConfig, locations: readonly Location[]): string | null {
  return config.override_city ?? primaryLocation(locations)?.address.city ?? null;
}

/** The city for 'Located at {city}' when the car sits in a different city from the primary dealership; else null. */
export function locatedAtCity(car: LocatedCar, config: LocationConfig, locations: readonly Location[]): string | null {
  const city = (car.city ?? car.location?.address?.city ?? '').trim();
  const home = primaryCity(config, locations)?.trim() ?? '';
  if (city === '' || home === '') return null;
  return city.toLowerCase() === home.toLowerCase() ? null : city;
}

/** 'Get Directions': the location's map link, or a map search for its address. */
export function directionsHref(car: LocatedCar, location: Location | null): string {
  const placeUrl = car.location?.address?.place_url;
  if (placeUrl) return placeUrl;
  if (location) return locationDirectionsHref(location);
  const a = car.location?.address;
  return mapSearchHref([a?.street, a?.city, a?.state, a?.postcode]);
}

/** The dealer number shown on the car: location override, car-type number, location phone, then the main number. */
export function carPhone(car: LocatedCar, config: LocationConfig, locations: readonly Location[]): string | null {
  const location = carDealerLocation(car, locations);
  const byType = config.phones.by_car_type;
  const carTypePhones: Partial<Record<CarType, string>> = {};
  if (byType.new) carTypePhones.new = byType.new;
  if (byType.used) carTypePhones.used = byType.used;
  if (byType.demo) carTypePhones.demo = byType.demo;
  return choosePhone(
    {
      location: { id: car.location?.id ?? location?.id ?? null, phone: car.location?.phone ?? null, contact_detail: location?.contact_detail ?? null },
      carType: car.car_type ?? null,
    },
    {
      carTypePhones,
      filterByCarType: config.phones.filter_by_car_type,
      locationOverrides: config.phones.location_overrides,
      defaultPhone: primaryLocation(locations)?.contact_detail.phone ?? null,
    },
  );
}

/** Where deliveries of the car start: its location's coordinates, else the primary location's. */
export function deliveryOrigin(car: LocatedCar, locations: readonly Location[]): LatLng | null {
  const location = carDealerLocation(car, locations);
  return location ? { lat: location.address.lat, lng: location.address.long } : null;
}
