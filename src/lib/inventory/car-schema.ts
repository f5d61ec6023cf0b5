import { z } from 'zod';
import { CarImageSchema, HotspotsSchema } from './car-media-schema.ts';
import { CarLocationSchema } from './car-location-schema.ts';
import { AutograbDataSchema, CaravanSpecsSchema, StandardEquipmentSchema, VariantSchema } from './car-specs-schema.ts';
import { FinanceLendersSchema } from './finance-lender-schema.ts';
import {
  CarTypeSchema,
  flag,
  IsoDateTimeSchema,
  list,
  MoneySchema,
  NonEmptyStringSchema,
  NonNegativeIntSchema,
  nullish,
  NumericIdSchema,
  openEnum,
  RecordIdSchema,
  UrlOrPathSchema,
} from '../schema/fields.ts';
import { CAR_STATUSES } from './vocabulary.ts';

const ITEM_TYPES = ['car', 'motorcycle', 'caravan', 'truck'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Body type values of the specification; feeds may send others. */
const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;

const SIMPLE_FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric', 'LPG'] as const;
const SIMPLE_TRANSMISSIONS = ['Automatic', 'Manual'] as const;

/** URL-safe: the slug is used as a path segment (`/cars/{slug}`) and a file name (`{slug}.pdf`). */
const SlugSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._~-]*$/, { error: 'expected a URL-safe slug (letters, digits, . _ ~ -)' });

/** First year of the motor car; anything earlier is a feed error. */
const MIN_YEAR = 1886;
const MAX_YEAR = 2100;

const CodeSchema = z.union([z.string(), z.number().int().transform(String)]);

const CarFieldsSchema = z.object({
  id: RecordIdSchema,
  slug: SlugSchema,
  name: nullish(z.string()),
  year: z.number().int().min(MIN_YEAR).max(MAX_YEAR),
  make: NonEmptyStringSchema,
  model: NonEmptyStringSchema,
  badge: nullish(z.string()),
  series: nullish(z.string()),
  colour: nullish(z.string()),
  interior_colour: nullish(z.string()),
  gearnum: nullish(NonNegativeIntSchema),
  simple_transmission: nullish(openEnum(SIMPLE_TRANSMISSIONS)),
  /** Transmission as described by the feed, e.g. '6 Speed Automatic'. */
  trans: nullish(z.string()),
  /** Body as described by the feed, e.g. 'Dual Cab Utility'. */
  bodyconfiguration: nullish(z.string()),
  simple_body: nullish(openEnum(BODY_TYPES)),
  simple_fuel: nullish(openEnum(SIMPLE_FUELS)),
  /** Fuel as described by the feed, e.g. 'Petrol - Premium ULP'. */
  fuel: nullish(z.string()),
  drive: nullish(z.string()),
  seats: nullish(NonNegativeIntSchema),
  doors: nullish(NonNegativeIntSchema),
  /** Engine capacity in cc. */
  engine_size: nullish(z.number().nonnegative()),
  engine_size_litres: nullish(z.number().nonnegative()),
  km: nullish(z.number().nonnegative()),
  /** Dollars; 0 or null means no price ('Enquire for price.'). */
  price: nullish(MoneySchema),
  before_price: nullish(MoneySchema),
  subscription_price: nullish(MoneySchema),
  preorder: flag(false),
  /** e.g. 'Drive Away', 'Excl. Govt. Charges'. */
  price_type: nullish(z.string()),
  stocknum: nullish(CodeSchema),
  vin: nullish(z.string()),
  regplate: nullish(z.string()),
  rego_expiry: nullish(z.string()),
  build_date: nullish(z.string()),
  compliance_date: nullish(z.string()),
  views: nullish(NonNegativeIntSchema),
  dealercomments: nullish(z.string()),
  car_type: CarTypeSchema,
  status: openEnum(CAR_STATUSES),
  /** Custom tag, e.g. 'runout sale', 'Test Drive Only'. */
  tag: nullish(z.string()),
  reserved: flag(false),
  certified: flag(false),
  sold: z.boolean().nullish(),
  has_nvic: flag(false),
  created_at: nullish(IsoDateTimeSchema),
  updated_at: nullish(IsoDateTimeSchema),
  /** When the car was sold; set by feeds for sold cars, drives "sold within N days". */
  sold_at: nullish(IsoDateTimeSchema),
  /** History report link. */
  file: nullish(UrlOrPathSchema),
  location: nullish(CarLocationSchema),
  location_id: nullish(NumericIdSchema),
  location_name: nullish(z.string()),
  city: nullish(z.string()),
  state: nullish(z.string()),
  dealership_id: NumericIdSchema,
  dealership_ids: list(NumericIdSchema),
  dealership_slug: nullish(z.string()),
  images: list(CarImageSchema),
  thumbnails: list(UrlOrPathSchema),
  primary_image_url: nullish(UrlOrPathSchema),
  photos_count: nullish(NonNegativeIntSchema),
  video_url: nullish(UrlOrPathSchema),
  external_video_url: nullish(UrlOrPathSchema),
  /** Frames of the exterior 360° spin, in rotation order. */
  spin_images: list(UrlOrPathSchema),
  spin_interior_image: nullish(UrlOrPathSchema),
  spin_code: nullish(z.string()),
  hotspots: nullish(HotspotsSchema),
  standardEquipment: StandardEquipmentSchema,
  path: nullish(z.string()),
  show_on_dealer_website: flag(true),
  manufacturer_body: nullish(z.string()),
  manufacturer_body2: nullish(z.string()),
  manufacturer_body3: nullish(z.string()),
  private_suburb: nullish(z.string()),
  private_postcode: nullish(CodeSchema),
  /** e.g. ['stripe']; a car is reservable online when it has one. */
  payment_processors: list(NonEmptyStringSchema),
  variant: nullish(VariantSchema),
  caravan: nullish(CaravanSpecsSchema),
  autograb_data: nullish(AutograbDataSchema),
  finance_lenders: FinanceLendersSchema.nullish().transform((lenders) => lenders ?? {}),
  item_type: z
    .enum(ITEM_TYPES)
    .nullish()
    .transform((type): ItemType => type ?? 'car'),
  categories: list(NonEmptyStringSchema),
  filtered_features: list(NonEmptyStringSchema),
});

/**
 * A stock record. Unknown keys are dropped. Required: id (string or number, a string after
 * parsing), slug, year, make, model, car_type, status and dealership_id; everything else is
 * optional and, after parsing, present (`null`, `[]`, `{}` or a default flag when absent).
 * Parsing also fills what one field implies for another: `sold` from the status,
 * `dealership_ids` from `dealership_id`, `primary_image_url`, `photos_count` and `thumbnails`
 * from the images, and the location id, name, city and state from `location`.
 * `make` stays as the feed sent it; display names come from `normaliseMakeName`.
 */
export const CarSchema = CarFieldsSchema.transform((car) => ({
  ...car,
  sold: car.sold ?? car.status === 'sold',
  dealership_ids: car.dealership_ids.length > 0 ? car.dealership_ids : [car.dealership_id],
  primary_image_url: car.primary_image_url ?? car.images[0]?.url ?? null,
  photos_count: car.photos_count ?? car.images.length,
  thumbnails: car.thumbnails.length > 0 ? car.thumbnails : car.images.map((image) => image.thumb.url),
  location_id: car.location_id ?? car.location?.id ?? null,
  location_name: car.location_name ?? car.location?.name ?? null,
  city: car.city ?? car.location?.address?.city ?? null,
  state: car.state ?? car.location?.address?.state ?? null,
}));

export type Car = z.output<typeof CarSchema>;
export type CarInput = z.input<typeof CarSchema>;
