import { z } from 'zod';

/**
 * The required fields of the two marketplace inventory feeds, transcribed from each format's published
 * specification into schemas: the feed builders keep only the vehicles that pass, and the tests
 * check every row of every sample dealer's built feeds against them (rule: site.marketplace-feeds).
 */

const text = z.string().trim().min(1);
const httpsOrHttpUrl = z.url({ protocol: /^https?$/ });
/** An amount and an ISO 4217 currency, as both formats write a price: '48990 AUD'. */
const price = z.string().regex(/^\d+(\.\d{2})? [A-Z]{3}$/, { error: "expected a price written '48990 AUD'" });
/** A 17-character Vehicle Identification Number (no I, O or Q). */
const vin = z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/, { error: 'expected a 17-character VIN' });

/**
 * Google vehicle listings (the feed behind vehicle ads and the vehicle listings on Google):
 * https://developers.google.com/vehicle-listings/reference/feed-specification — the attributes marked
 * Required (vin, store_code, dealership_name, dealership_address, price, condition, make, model, year),
 * trim 'required if available' (so not empty when sent), and mileage 'required for used vehicles'.
 * Google accepts passenger vehicles only (cars and utes), so the feed carries cars alone.
 */
export const GoogleVehicleListingSchema = z
  .object({
    vin,
    store_code: text,
    dealership_name: text,
    dealership_address: text,
    price,
    condition: z.enum(['new', 'used']),
    make: text,
    model: text,
    trim: text.optional(),
    year: z.string().regex(/^\d{4}$/),
    mileage: z
      .string()
      .regex(/^\d+ (km|miles)$/)
      .optional(),
    link: httpsOrHttpUrl,
    image_link: httpsOrHttpUrl.optional(),
  })
  .refine((row) => row.condition === 'new' || row.mileage !== undefined, { error: 'a used vehicle needs its mileage', path: ['mileage'] });

/**
 * Meta (Facebook and Instagram) automotive inventory ads catalogue, vehicle fields:
 * https://developers.facebook.com/docs/marketing-api/auto-ads/reference (feed format: CSV, the first
 * row the column headers, nested fields as flattened JSON-path columns such as image[0].url) and the
 * vehicle fields marked Required on https://developers.facebook.com/docs/marketing-api/reference/product-catalog/vehicles
 * and the auto catalogue page: vehicle_id, vin (exactly 17 characters), make, model, year, body_style
 * (its enum), description, exterior_color, image[0].url, mileage.value and mileage.unit, price,
 * state_of_vehicle, address, title, url, latitude and longitude.
 */
export const META_BODY_STYLES = ['CONVERTIBLE', 'COUPE', 'HATCHBACK', 'MINIVAN', 'TRUCK', 'SUV', 'SEDAN', 'VAN', 'WAGON', 'CROSSOVER', 'OTHER'] as const;

export const MetaVehicleSchema = z.object({
  vehicle_id: text.max(100),
  vin,
  title: text,
  description: text.max(5000),
  url: httpsOrHttpUrl,
  make: text,
  model: text,
  year: z.string().regex(/^\d{4}$/),
  body_style: z.enum(META_BODY_STYLES),
  exterior_color: text,
  'image[0].url': httpsOrHttpUrl,
  'mileage.value': z.string().regex(/^\d+$/),
  'mileage.unit': z.enum(['KM', 'MI']),
  price,
  state_of_vehicle: z.enum(['NEW', 'USED', 'CPO']),
  address: text.refine((value) => ['addr1', 'city', 'region', 'postal_code', 'country'].every((key) => key in (JSON.parse(value) as object)), {
    error: 'expected the address as JSON with addr1, city, region, postal_code and country',
  }),
  latitude: z.string().regex(/^-?\d+(\.\d+)?$/),
  longitude: z.string().regex(/^-?\d+(\.\d+)?$/),
});

export type FeedRow = Record<string, string>;
