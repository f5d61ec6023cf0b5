import type { Location } from '../content/location-schema.ts';
import type { Car } from '../inventory/car-schema.ts';
import { normaliseMakeName } from '../inventory/manufacturers.ts';
import { isAvailableStatus } from '../inventory/vocabulary.ts';
import { telHref } from '../phone/format-phone.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const SCHEMA = 'https://schema.org';

/** Drops null, undefined, empty strings, empty arrays and objects left empty, recursively. */
export function compact(value: unknown): Json | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map(compact).filter((v): v is Json => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([k, v]) => {
      const c = compact(v);
      return c === undefined ? [] : [[k, c] as const];
    });
    const meaningful = entries.filter(([k]) => k !== '@type' && k !== '@context');
    return meaningful.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(compact(data) ?? {}).replace(/</g, '\\u003c');
}

function itemCondition(car: Pick<Car, 'car_type'>): string {
  return `${SCHEMA}/${car.car_type === 'new' ? 'NewCondition' : 'UsedCondition'}`;
}

/** in_stock → InStock, coming_soon → PreOrder, anything else (sold, withdrawn, …) → SoldOut. */
function availability(car: Pick<Car, 'status'>): string {
  if (car.status === 'in_stock') return `${SCHEMA}/InStock`;
  if (car.status === 'coming_soon') return `${SCHEMA}/PreOrder`;
  return `${SCHEMA}/${isAvailableStatus(car.status) ? 'InStock' : 'SoldOut'}`;
}

export interface CarJsonLdInput {
  car: Car;
  title: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute image URLs. */
  images: string[];
  /** The price shown, or null when the page shows none. */
  price: number | null;
  /** `@id` of the AutoDealer selling the car. */
  sellerId: string;
  description?: string | null;
}

/**
 * The schema.org type of a stock item (rule: site.structured-data): a car is a `Car`, a motorcycle a
 * `Motorcycle`; caravans (camper trailers and motorhomes among them) and trucks are neither, so they
 * are the `Vehicle` both specialise, with their body (Caravan, Camper Trailer, Motorhome, Tipper…) as `bodyType`.
 */
function vehicleType(car: Pick<Car, 'item_type'>): 'Car' | 'Motorcycle' | 'Vehicle' {
  if (car.item_type === 'car') return 'Car';
  return car.item_type === 'motorcycle' ? 'Motorcycle' : 'Vehicle';
}

/**
 * schema.org `Car`, `Motorcycle` or `Vehicle` (see `vehicleType`), with an `Offer` only when the page
 * shows a price: an offer without one is not an offer. A vehicle without an image gets no markup at
 * all (null), as search engines show no rich result for a vehicle listing without one.
 */
export function carJsonLd({ car, title, url, images, price, sellerId, description }: CarJsonLdInput): JsonObject | null {
  if (images.length === 0) return null;
  const litres = car.engine_size_litres ?? car.variant?.enginesize_litres ?? null;
  return {
    '@context': SCHEMA,
    '@type': vehicleType(car),
    name: title,
    url,
    image: images,
    description: description ?? null,
    brand: { '@type': 'Brand', name: normaliseMakeName(car.make) },
    model: car.model,
    vehicleConfiguration: [car.badge, car.series].filter(Boolean).join(' ') || null,
    vehicleModelDate: String(car.year),
    productionDate: car.build_date ?? null,
    itemCondition: itemCondition(car),
    vehicleIdentificationNumber: car.vin ?? null,
    sku: car.stocknum ?? null,
    mileageFromOdometer: typeof car.km === 'number' ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : null,
    fuelType: car.fuel ?? car.simple_fuel ?? null,
    bodyType: car.bodyconfiguration ?? car.simple_body ?? null,
    driveWheelConfiguration: car.drive ?? null,
    vehicleTransmission: car.trans ?? car.simple_transmission ?? null,
    color: car.colour ?? null,
    vehicleInteriorColor: car.interior_colour ?? null,
    vehicleSeatingCapacity: car.seats ?? null,
    numberOfDoors: car.doors ?? null,
    vehicleEngine: {
      '@type': 'EngineSpecification',
      engineDisplacement: typeof litres === 'number' ? { '@type': 'QuantitativeValue', value: litres, unitCode: 'LTR' } : null,
      fuelType: car.simple_fuel ?? null,
      engineType: car.variant?.induction ?? null,
    },
    offers:
      price === null
        ? null
        : {
            '@type': 'Offer',
            url,
            price,
            priceCurrency: 'AUD',
            availability: availability(car),
            itemCondition: itemCondition(car),
            seller: { '@id': sellerId },
          },
  } as JsonObject;
}

export interface DealerJsonLdInput {
  id: string;
  name: string;
  url: string;
  location: Location | null;
  phone: string | null;
  logo?: string | null;
  /** The dealer's other locations, each its own business (home and dealership pages). */
  departments?: DealerJsonLdInput[];
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A sales (or untyped) location is an `AutoDealer`; a service-only one an `AutoRepair`; a parts one an `AutoPartsStore`. */
function businessType(location: Location | null): 'AutoDealer' | 'AutoRepair' | 'AutoPartsStore' {
  if (location?.location_type === 'service') return 'AutoRepair';
  return location?.location_type === 'parts' ? 'AutoPartsStore' : 'AutoDealer';
}

/** The location's weekly hours as schema.org `OpeningHoursSpecification`s, one a day it opens. */
function openingHours(location: Location | null): JsonObject[] {
  return (location?.contact_detail.opening_hours ?? [])
    .filter((h) => h.status === 'Open' && h.open && h.close)
    .toSorted((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))
    .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `${SCHEMA}/${DAYS[h.weekday]}`, opens: h.open!, closes: h.close! }));
}

/**
 * schema.org `AutoDealer` (or `AutoRepair`, `AutoPartsStore`) for a location (rule: site.structured-data):
 * name, address, geo coordinates, phone and weekly opening hours; on the home and dealership pages,
 * the dealer's other locations as its departments.
 */
export function autoDealerJsonLd({ id, name, url, location, phone, logo, departments = [] }: DealerJsonLdInput): JsonObject {
  const a = location?.address;
  return {
    '@context': SCHEMA,
    '@type': businessType(location),
    '@id': id,
    name,
    url,
    logo: logo ?? null,
    telephone: phone ? telHref(phone).slice('tel:'.length) : null,
    address: a
      ? { '@type': 'PostalAddress', streetAddress: a.street, addressLocality: a.city, addressRegion: a.state, postalCode: a.postcode, addressCountry: 'AU' }
      : null,
    geo: a ? { '@type': 'GeoCoordinates', latitude: a.lat, longitude: a.long } : null,
    openingHoursSpecification: openingHours(location),
    // A department sits inside its dealer's block: its @context is the outer one (compact drops the null).
    department: departments.map((d) => ({ ...autoDealerJsonLd(d), '@context': null })),
  } as JsonObject;
}

/** schema.org `BreadcrumbList` from the trail, first to last. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonObject {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}
