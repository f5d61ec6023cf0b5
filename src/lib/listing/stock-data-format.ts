import { makeSlug } from '../inventory/manufacturers.ts';
import type { StockDocument } from '../search/stock-document.ts';

/**
 * The dealer's stock as the browser downloads it: a compact, dictionary-encoded JSON file
 * (`/_stock/stock.<hash>.json`) holding what cards, sorting and the listing's own facets need,
 * plus a second file with the rest (stock numbers, VINs and regos for text search, and the
 * facets the listing does not show), fetched the first time a search uses them.
 *
 * Fields that vary together (a model's badge, body, fuel, …; a location's city and dealership)
 * share one table of distinct rows, and each car holds one row number per table.
 */
export const STOCK_DATA_FORMAT = 1;

/** Distinct rows of some fields, stored column by column, and each car's row number. */
export type StockTable = {
  fields: string[];
  /** values[f][row] is field f of that row. */
  values: unknown[][];
  codes: number[];
};

export type StockFileData = {
  format: typeof STOCK_DATA_FORMAT;
  count: number;
  /** Car ids in index order: numbers for plain numeric ids, otherwise the id text. */
  ids: Array<number | string>;
  /** Slugs that differ from `defaultSlug`, by position. */
  slugs: Record<string, string>;
  tables: StockTable[];
  /** Numeric fields, one value per car. */
  numbers: Record<string, Array<number | null>>;
  /**
   * created_at in whole hours since the epoch: the first car's value, then each car's difference
   * from the previous dated car (cars are stored newest first, so differences are small).
   */
  created: Array<number | null>;
  /** Site path of the extra file, or null when there is nothing extra. */
  extra: string | null;
};

export type StockExtraData = {
  format: typeof STOCK_DATA_FORMAT;
  count: number;
  tables: StockTable[];
  strings: Record<string, Array<string | null>>;
};

/** Identifiers text search matches exactly; kept in the extra file. */
export const IDENTIFIER_FIELDS = ['stocknum', 'vin', 'regplate'] as const;

/**
 * The document fields of the browser's stock file. `fuel`, `body` and `transmission` are the
 * facet values (facet-fields.ts); `fuel_detail` holds the feed's fuel text where it alone decides
 * the Electric/Hybrid tag (else null); created_at (to the hour) and sold_at are unix seconds.
 */
export type ListingDocument = StockDocument & {
  id: string;
  slug: string;
  year: number | null;
  make: string;
  model: string;
  make_model: string;
  badge: string | null;
  series: string | null;
  fuel: string | null;
  fuel_detail: string | null;
  simple_fuel: string | null;
  transmission: string | null;
  location_id: number | null;
  car_type: string;
  status: string;
  tag: string | null;
  price_type: string | null;
  certified: boolean;
  reserved: boolean;
  preorder: boolean;
  payment_processors: string[];
  has_photos: boolean;
  primary_image_url: string | null;
  price: number | null;
  before_price: number | null;
  subscription_price: number | null;
  km: number | null;
  price_range: string | null;
  created_at: number | null;
  created_at_ts: number | null;
  sold_at: number | null;
  sold_at_ts: number | null;
  // Facet-only fields: in the main file when the listing shows the facet, else in the extra file.
  body?: string | null;
  simple_body?: string | null;
  drive?: string | null;
  seats?: number | null;
  item_type?: string | null;
  location_name?: string | null;
  city?: string | null;
  state?: string | null;
  dealership_slug?: string | null;
  dealership_name?: string | null;
  weekly_price_range?: string | null;
  categories?: string[];
  colour?: string | null;
  filtered_features?: string[];
  stocknum?: string | null;
  vin?: string | null;
  regplate?: string | null;
};

/** The slug a car gets from its year, make, model, badge and id; stored slugs only differ rarely. */
export function defaultSlug(car: { id: string; year: number | null; make: string; model: string; badge: string | null }): string {
  const words = [car.year, car.make, car.model, car.badge].filter((w) => w !== null && w !== '').join(' ');
  return `${makeSlug(words)}-${car.id}`;
}

/** What cards, sorting and distance need whatever facets the listing shows. */
export const CARD_FIELDS: ReadonlySet<string> = new Set([
  'make',
  'model',
  'badge',
  'series',
  'fuel',
  'fuel_detail',
  'simple_fuel',
  'transmission',
  'location_id',
  'car_type',
  'price_type',
  'certified',
  'status',
  'tag',
  'reserved',
  'preorder',
  'payment_processors',
  'has_photos',
  'primary_image_url',
]);
/**
 * Facet fields every main file has whatever facets the listing shows: a card without photos draws
 * its body silhouette from them (rule: stock.no-photo). One value per model row, so nearly free.
 */
export const SILHOUETTE_FIELDS: ReadonlySet<string> = new Set(['simple_body', 'item_type']);
/** Numeric columns every main file has. */
export const CORE_NUMBERS = ['year', 'price', 'before_price', 'subscription_price', 'km', 'sold_at'] as const;
