import { carTitle } from '../inventory/car-name.ts';
import { makeSlug } from '../inventory/manufacturers.ts';

/** The car a lead is about, in the lead payload's own terms (rule: leads.payload). */
export type LeadCar = {
  car_id: string;
  title: string;
  stock_number: string | null;
  make: string | null;
  model: string | null;
  manufacturer_slug: string | null;
  car_type: string | null;
  vehicle_status: string | null;
  dealership_slug: string | null;
  car_dealership_id: number | null;
  /** The car's custom tag; 'Test Drive Only' changes a test drive's analytics event. */
  tag: string | null;
  /** What the dealer's CRM is told of the car besides make and model (null when the page did not know). */
  year: number | null;
  /** Badge and series, e.g. 'Touring SKYACTIV-Drive'. */
  variant: string | null;
  /** The advertised price in dollars (null: none, 'Enquire for price'). */
  price: number | null;
  km: number | null;
  vin: string | null;
};

type Maybe<T> = T | null | undefined;

/** What a parsed car and a browser stock document both carry. */
export type LeadCarSource = {
  id: string | number;
  year?: Maybe<number>;
  make?: Maybe<string>;
  model?: Maybe<string>;
  badge?: Maybe<string>;
  series?: Maybe<string>;
  stocknum?: Maybe<string | number>;
  price?: Maybe<number>;
  km?: Maybe<number>;
  vin?: Maybe<string>;
  car_type?: Maybe<string>;
  status?: Maybe<string>;
  tag?: Maybe<string>;
  dealership_slug?: Maybe<string>;
  dealership_id?: Maybe<number>;
};

const text = (value: Maybe<string | number>): string | null => (value === null || value === undefined || String(value).trim() === '' ? null : String(value));

/**
 * The lead's view of a car. A stock document names its dealership by slug only (or by nothing):
 * the dealer's dealerships fill in the other half, and a single-dealership site fills both.
 */
export function leadCarOf(car: LeadCarSource, dealerships: readonly { id: number; slug: string }[]): LeadCar {
  const dealership =
    dealerships.find((d) => d.slug === car.dealership_slug) ??
    dealerships.find((d) => d.id === car.dealership_id) ??
    (dealerships.length === 1 ? dealerships[0] : undefined);
  const parts = {
    ...(typeof car.year === 'number' ? { year: car.year } : {}),
    make: car.make ?? '',
    model: car.model ?? '',
    badge: car.badge ?? null,
    series: car.series ?? null,
  };
  return {
    car_id: String(car.id),
    title: carTitle(parts),
    stock_number: text(car.stocknum),
    make: text(car.make),
    model: text(car.model),
    manufacturer_slug: car.make ? makeSlug(car.make) : null,
    car_type: text(car.car_type),
    vehicle_status: text(car.status),
    dealership_slug: text(car.dealership_slug) ?? dealership?.slug ?? null,
    car_dealership_id: car.dealership_id ?? dealership?.id ?? null,
    tag: text(car.tag),
    year: typeof car.year === 'number' ? car.year : null,
    variant: text([car.badge, car.series].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ')),
    price: typeof car.price === 'number' && car.price > 0 ? car.price : null,
    km: typeof car.km === 'number' ? car.km : null,
    vin: text(car.vin),
  };
}

/** The lead payload's top-level fields for a car (rule: leads.payload, with what the CRM is told besides); all null without one. */
export function leadCarFields(car: LeadCar | null) {
  return {
    manufacturer_slug: car?.manufacturer_slug ?? null,
    stock_number: car?.stock_number ?? null,
    'Vehicle Make': car?.make ?? null,
    'Vehicle Model': car?.model ?? null,
    car_type: car?.car_type ?? null,
    car_id: car?.car_id ?? null,
    vehicle_status: car?.vehicle_status ?? null,
    car_dealership_id: car?.car_dealership_id ?? null,
    car_year: car?.year ?? null,
    car_variant: car?.variant ?? null,
    car_price: car?.price ?? null,
    car_km: car?.km ?? null,
    car_vin: car?.vin ?? null,
  };
}
