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

/** schema.org `Car` with its `Offer`. */
export function carJsonLd({ car, title, url, images, price, sellerId, description }: CarJsonLdInput): JsonObject {
  const litres = car.engine_size_litres ?? car.variant?.enginesize_litres ?? null;
  return {
    '@context': SCHEMA,
    '@type': 'Car',
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
    offers: {
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
}

/** schema.org `AutoDealer` for the location selling the car. */
export function autoDealerJsonLd({ id, name, url, location, phone, logo }: DealerJsonLdInput): JsonObject {
  const a = location?.address;
  return {
    '@context': SCHEMA,
    '@type': 'AutoDealer',
    '@id': id,
    name,
    url,
    logo: logo ?? null,
    telephone: phone ? telHref(phone).slice('tel:'.length) : null,
    address: a
      ? { '@type': 'PostalAddress', streetAddress: a.street, addressLocality: a.city, addressRegion: a.state, postalCode: a.postcode, addressCountry: 'AU' }
      : null,
    geo: a ? { '@type': 'GeoCoordinates', latitude: a.lat, longitude: a.long } : null,
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
