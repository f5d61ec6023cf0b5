import type { Location } from '../content/location-schema.ts';
import { ogImageFor } from '../images/og-image.ts';
import type { Car } from '../inventory/car-schema.ts';
import { normaliseMakeName } from '../inventory/manufacturers.ts';
import { formatAud } from '../inventory/price-display.ts';
import { showsPrice } from '../inventory/vocabulary.ts';
import { carDealerLocation } from '../vehicle/location.ts';
import { carPageDescription, carPageTitle } from '../vehicle/page-meta.ts';
import { GoogleVehicleListingSchema, META_BODY_STYLES, MetaVehicleSchema, type FeedRow } from './feed-specs.ts';

/**
 * The dealer's marketplace inventory feeds (rule: site.marketplace-feeds), built with the site from the
 * same cars its pages show: a Google vehicle listings feed (TSV) and a Meta automotive inventory
 * catalogue (CSV). A vehicle goes in when it is for sale with a price shown and has everything the
 * format requires (`feed-specs.ts`); the rest are left out, as the platform would reject them.
 */
export type FeedInput = {
  cars: readonly Car[];
  siteUrl: string;
  dealerName: string;
  locations: readonly Location[];
  /** The dealer shows no prices (`pricing.default_mode: "no-price"`): nothing can be listed. */
  hidePrices: boolean;
};

export type FeedFile = { name: string; contentType: string; body: string };

/** Where each feed is served: the URLs a dealer gives Merchant Center and Commerce Manager. */
export const FEED_FILES = { google: 'google-vehicle-listings.tsv', meta: 'meta-vehicle-catalogue.csv' } as const;

const GOOGLE_COLUMNS = [
  'vin',
  'id',
  'store_code',
  'dealership_name',
  'dealership_address',
  'tracking_phone_number',
  'link',
  'image_link',
  'price',
  'condition',
  'make',
  'model',
  'trim',
  'year',
  'mileage',
  'exterior_color',
  'date_in_stock',
] as const;

const META_COLUMNS = [
  'vehicle_id',
  'vin',
  'title',
  'description',
  'url',
  'make',
  'model',
  'trim',
  'year',
  'body_style',
  'vehicle_type',
  'exterior_color',
  'image[0].url',
  'mileage.value',
  'mileage.unit',
  'price',
  'state_of_vehicle',
  'availability',
  'transmission',
  'fuel_type',
  'address',
  'latitude',
  'longitude',
  'dealer_name',
] as const;

const clean = (value: unknown) =>
  value == null
    ? ''
    : String(value)
        .replace(/[\t\r\n]+/g, ' ')
        .trim();

/** A vehicle the feeds may list: for sale, its price shown. */
function listable(car: Car, input: FeedInput): car is Car & { price: number } {
  return car.status === 'in_stock' && !input.hidePrices && showsPrice(car.price);
}

type Listed = { car: Car & { price: number }; location: Location | null; url: string; image: string | null; priceText: string };

function listed(input: FeedInput): Listed[] {
  return input.cars
    .filter((car) => listable(car, input))
    .map((car) => {
      const main = car.images[0]?.url;
      const image = main ? ogImageFor(main) : null;
      return {
        car,
        location: carDealerLocation(car, input.locations),
        url: new URL(`/cars/${car.slug}/`, input.siteUrl).href,
        // Platforms take raster photos only: a feed's photo as it is, a sample SVG by its JPEG variant.
        image: image ? new URL(image.url, input.siteUrl).href : null,
        priceText: `${car.price} AUD`,
      };
    });
}

const addressLine = (l: Location) => `${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}, AU`;

function googleRow({ car, location, url, image, priceText }: Listed, input: FeedInput): FeedRow {
  return {
    vin: clean(car.vin),
    id: clean(car.stocknum ?? car.id),
    store_code: clean(location?.slug),
    dealership_name: clean(location?.name ?? input.dealerName),
    dealership_address: location ? addressLine(location) : '',
    tracking_phone_number: clean(location?.contact_detail.phone),
    link: url,
    image_link: image ?? '',
    price: priceText,
    // Google takes new or used; a demonstrator has been registered and driven, so it is used.
    condition: car.car_type === 'new' ? 'new' : 'used',
    make: normaliseMakeName(car.make),
    model: clean(car.model),
    trim: clean(car.badge),
    year: String(car.year),
    mileage: typeof car.km === 'number' ? `${Math.round(car.km)} km` : '',
    exterior_color: clean(car.colour),
    date_in_stock: clean(car.created_at?.slice(0, 10)),
  };
}

const META_BODY: Record<string, (typeof META_BODY_STYLES)[number]> = {
  sedan: 'SEDAN',
  hatch: 'HATCHBACK',
  suv: 'SUV',
  wagon: 'WAGON',
  ute: 'TRUCK',
  cabChassis: 'TRUCK',
  coupe: 'COUPE',
  convertible: 'CONVERTIBLE',
  van: 'VAN',
  peopleMover: 'MINIVAN',
};

/** Meta's vehicle types: caravans and motorhomes are RVs, camper trailers trailers, trucks commercial. */
function metaVehicleType(car: Car): string {
  if (car.item_type === 'motorcycle') return 'MOTORCYCLE';
  if (car.item_type === 'truck') return 'COMMERCIAL';
  if (car.item_type === 'caravan') return /camper trailer/i.test(car.bodyconfiguration ?? '') ? 'TRAILER' : 'RV_CAMPER';
  return 'CAR_TRUCK';
}

function metaRow({ car, location, url, image, priceText }: Listed, input: FeedInput): FeedRow {
  const km = typeof car.km === 'number' ? car.km : car.car_type === 'new' ? 0 : null;
  return {
    vehicle_id: clean(car.stocknum ?? car.id),
    vin: clean(car.vin),
    title: carPageTitle(car),
    description: carPageDescription(car, { dealerName: input.dealerName, priceText: formatAud(car.price) }),
    url,
    make: normaliseMakeName(car.make),
    model: clean(car.model),
    trim: clean(car.badge),
    year: String(car.year),
    body_style: META_BODY[car.simple_body ?? ''] ?? 'OTHER',
    vehicle_type: metaVehicleType(car),
    exterior_color: clean(car.colour),
    'image[0].url': image ?? '',
    'mileage.value': km === null ? '' : String(Math.round(km)),
    'mileage.unit': 'KM',
    price: priceText,
    state_of_vehicle: car.car_type === 'new' ? 'NEW' : car.certified ? 'CPO' : 'USED',
    availability: 'AVAILABLE',
    transmission: clean(car.simple_transmission ?? car.trans).toUpperCase(),
    fuel_type: clean(car.simple_fuel ?? car.fuel).toUpperCase(),
    address: location
      ? JSON.stringify({
          addr1: location.address.street,
          city: location.address.city,
          region: location.address.state,
          postal_code: location.address.postcode,
          country: 'AU',
        })
      : '',
    latitude: location ? String(location.address.lat) : '',
    longitude: location ? String(location.address.long) : '',
    dealer_name: clean(location?.name ?? input.dealerName),
  };
}

/** Each row as its schema reads it: empty cells are absent values. */
const present = (row: FeedRow) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== ''));

/** The Google vehicle listings rows: cars only (Google lists passenger vehicles), each passing the format's required fields. */
export function googleVehicleListingRows(input: FeedInput): FeedRow[] {
  return listed(input)
    .filter(({ car }) => car.item_type === 'car')
    .map((l) => googleRow(l, input))
    .filter((row) => GoogleVehicleListingSchema.safeParse(present(row)).success);
}

/** The Meta automotive catalogue rows: every kind of vehicle, each passing the format's required fields. */
export function metaVehicleRows(input: FeedInput): FeedRow[] {
  return listed(input)
    .map((l) => metaRow(l, input))
    .filter((row) => MetaVehicleSchema.safeParse(present(row)).success);
}

/** Tab-separated: the header row, then a row a vehicle (cells hold no tab or line break). */
function tsv(columns: readonly string[], rows: readonly FeedRow[]): string {
  return [columns.join('\t'), ...rows.map((row) => columns.map((c) => row[c] ?? '').join('\t'))].join('\n') + '\n';
}

/** RFC 4180 CSV: a cell with a comma, quote or space is quoted, its quotes doubled. */
function csv(columns: readonly string[], rows: readonly FeedRow[]): string {
  const cell = (value: string) => (/[",\s]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [columns.map(cell).join(','), ...rows.map((row) => columns.map((c) => cell(row[c] ?? '')).join(','))].join('\n') + '\n';
}

/** Both feed files of the dealer's site. */
export function marketplaceFeeds(input: FeedInput): FeedFile[] {
  return [
    { name: FEED_FILES.google, contentType: 'text/tab-separated-values; charset=utf-8', body: tsv(GOOGLE_COLUMNS, googleVehicleListingRows(input)) },
    { name: FEED_FILES.meta, contentType: 'text/csv; charset=utf-8', body: csv(META_COLUMNS, metaVehicleRows(input)) },
  ];
}

/** A feed file read back into rows (header names to cells): what the tests and the report check. */
export function readFeed(name: string, body: string): FeedRow[] {
  const lines = body.replace(/\n$/, '').split('\n');
  const split = name.endsWith('.tsv') ? (line: string) => line.split('\t') : splitCsvLine;
  const header = split(lines[0]!);
  return lines.slice(1).map((line) => Object.fromEntries(split(line).map((value, i) => [header[i]!, value])));
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  return [...cells, cell];
}
