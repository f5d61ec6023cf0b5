import { deriveFacetFields } from '../inventory/facet-fields.ts';
import type { StockCar } from '../inventory/parse-stock.ts';
import { FACET_ATTRIBUTES } from '../search/index-settings.ts';
import { electrification } from '../inventory/car-tags.ts';
import {
  CARD_FIELDS,
  SILHOUETTE_FIELDS,
  CORE_NUMBERS,
  defaultSlug,
  IDENTIFIER_FIELDS,
  STOCK_DATA_FORMAT,
  type StockExtraData,
  type StockFileData,
  type StockTable,
} from './stock-data-format.ts';

type Row = Record<string, unknown>;

/**
 * Fields stored together because they vary together (see stock-data-format.ts). Card fields are
 * always in the main file; a facet-only field goes there only when the listing shows its facet.
 */
const TABLES: readonly (readonly string[])[] = [
  ['make', 'model', 'badge', 'series', 'fuel', 'fuel_detail', 'simple_fuel', 'transmission', 'body', 'simple_body', 'drive', 'seats', 'item_type'],
  ['location_id', 'location_name', 'city', 'state', 'dealership_slug', 'dealership_name'],
  ['car_type', 'price_type', 'certified'],
  ['status', 'tag', 'reserved', 'preorder', 'payment_processors', 'has_photos'],
  ['weekly_price_range'],
  ['categories'],
  ['colour'],
  ['filtered_features'],
  ['primary_image_url'],
];
/** Facets the decoder works out from card fields. */
const DERIVED = ['make_model', 'price_range'];

/** The facets whose values only the extra file holds, for a listing showing `coreFacets`. */
export function extraFacetsFor(coreFacets: readonly string[]): string[] {
  const main = new Set<string>([...CARD_FIELDS, ...SILHOUETTE_FIELDS, ...CORE_NUMBERS, ...DERIVED, ...coreFacets]);
  return FACET_ATTRIBUTES.filter((facet) => !main.has(facet));
}

export type StockEncodeOptions = {
  /** Dealership id → name, for the dealership_name facet. */
  dealershipNames?: ReadonlyMap<number, string>;
  /**
   * Facets the listing shows: their fields go in the main file, other facet-only fields in the
   * extra file. Every facet by default.
   */
  coreFacets?: readonly string[];
};

/**
 * Per row, the key of its values in each table. Rows are kept per car (`rowFor`), so a warm render
 * process encoding the next snapshot works out only the changed cars' keys.
 */
const tableKeys = new WeakMap<Row, Map<string, string>>();

function tableKey(row: Row, fields: readonly string[], name: string): string {
  let keys = tableKeys.get(row);
  if (!keys) tableKeys.set(row, (keys = new Map()));
  let key = keys.get(name);
  if (key === undefined) keys.set(name, (key = JSON.stringify(fields.map((f) => row[f] ?? null))));
  return key;
}

function table(rows: readonly Row[], fields: readonly string[]): StockTable {
  const name = fields.join(',');
  const index = new Map<string, number>();
  const values: unknown[][] = fields.map(() => []);
  const codes = rows.map((row) => {
    const key = tableKey(row, fields, name);
    let code = index.get(key);
    if (code === undefined) {
      code = index.size;
      index.set(key, code);
      fields.forEach((f, i) => (values[i] as unknown[]).push(row[f] ?? null));
    }
    return code;
  });
  return { fields: [...fields], values, codes };
}

/** created_at is kept to the hour; storage order keeps the exact newest-first order. */
const CREATED_UNIT_MS = 3_600_000;

const seconds = (iso: string | null) => (iso === null ? null : Math.floor(Date.parse(iso) / 1000));
const NUMERIC_ID = /^(0|[1-9]\d{0,14})$/;

/** One car as the fields the browser's stock file keeps (before encoding). */
function rowOf(car: StockCar, names: ReadonlyMap<number, string>): Row {
  const facets = deriveFacetFields(car, names, car.facets);
  return {
    ...facets,
    id: car.id,
    slug: car.slug,
    series: car.series,
    // The feed's fuel text only where it changes the Electric/Hybrid tag; elsewhere `fuel` says the same.
    fuel_detail:
      electrification({ simple_fuel: car.simple_fuel, fuel: car.fuel }) === electrification({ simple_fuel: car.simple_fuel, fuel: facets.fuel })
        ? null
        : car.fuel,
    simple_fuel: car.simple_fuel,
    location_id: car.location_id,
    price_type: car.price_type,
    reserved: car.reserved,
    preorder: car.preorder,
    payment_processors: car.payment_processors,
    has_photos: (car.photos_count ?? car.images.length) > 0,
    primary_image_url: car.primary_image_url,
    before_price: car.before_price,
    sold_at: seconds(car.sold_at),
    created: car.created_at === null ? null : Math.floor(Date.parse(car.created_at) / CREATED_UNIT_MS),
    stocknum: car.stocknum,
    vin: car.vin,
    regplate: car.regplate,
  };
}

/** Whether each row's slug differs from `defaultSlug` (stored apart), kept while the row lives. */
const ownSlugs = new WeakMap<Row, boolean>();

function ownSlug(row: Row): boolean {
  let own = ownSlugs.get(row);
  if (own === undefined) {
    const expected = defaultSlug({
      id: row['id'] as string,
      year: row['year'] as number,
      make: row['make'] as string,
      model: row['model'] as string,
      badge: row['badge'] as string | null,
    });
    ownSlugs.set(row, (own = row['slug'] !== expected));
  }
  return own;
}

/**
 * The row of each car, kept while the car object lives: a render process given the next snapshot
 * as changes (the unchanged cars the same objects) works out only the changed cars' rows. Rows
 * depend on nothing else but the dealership names, which the entry is checked against.
 */
const carRows = new WeakMap<StockCar, { names: string; row: Row }>();

function rowFor(car: StockCar, names: ReadonlyMap<number, string>, namesKey: string): Row {
  const kept = carRows.get(car);
  if (kept?.names === namesKey) return kept.row;
  const row = rowOf(car, names);
  carRows.set(car, { names: namesKey, row });
  return row;
}

/**
 * The browser's stock file for a dealer's parsed cars, newest first: the main data (card fields
 * and the shown facets) and the extra file's data (identifiers and the other facets). created_at keeps hour precision; ties keep the exact order by position.
 * `rows`: each car's row in file order, the same object for as long as the car object lives.
 */
export function encodeStockFile(
  cars: readonly StockCar[],
  options: StockEncodeOptions = {},
): { core: StockFileData; extra: StockExtraData; rows: readonly object[] } {
  const names = options.dealershipNames ?? new Map<number, string>();
  const ordered = cars
    .map((car, position) => ({ car, position, created: car.created_at === null ? Number.NEGATIVE_INFINITY : Date.parse(car.created_at) }))
    .sort((a, b) => b.created - a.created || a.position - b.position);
  const namesKey = JSON.stringify([...names]);
  const rows = ordered.map(({ car }) => rowFor(car, names, namesKey));

  const slugs: Record<string, string> = {};
  rows.forEach((row, i) => {
    if (ownSlug(row)) slugs[i] = row['slug'] as string;
  });

  const created: Array<number | null> = [];
  let previous: number | null = null;
  for (const row of rows) {
    const hours = row['created'] as number | null;
    created.push(hours === null ? null : previous === null ? hours : previous - hours);
    if (hours !== null) previous = hours;
  }

  const numbers: StockFileData['numbers'] = {};
  for (const field of CORE_NUMBERS) numbers[field] = rows.map((row) => (row[field] as number | null) ?? null);

  const inCore = (field: string) =>
    CARD_FIELDS.has(field) || SILHOUETTE_FIELDS.has(field) || options.coreFacets === undefined || options.coreFacets.includes(field);
  const split = (keep: boolean) =>
    TABLES.map((fields) => fields.filter((f) => inCore(f) === keep))
      .filter((fields) => fields.length > 0)
      .map((fields) => table(rows, fields));
  const core: StockFileData = {
    format: STOCK_DATA_FORMAT,
    count: rows.length,
    ids: rows.map((row) => {
      const id = row['id'] as string;
      return NUMERIC_ID.test(id) ? Number(id) : id;
    }),
    slugs,
    tables: split(true),
    numbers,
    created,
    extra: null,
  };
  const strings: StockExtraData['strings'] = {};
  for (const field of IDENTIFIER_FIELDS) strings[field] = rows.map((row) => (row[field] as string | null) ?? null);
  const extra: StockExtraData = { format: STOCK_DATA_FORMAT, count: rows.length, tables: split(false), strings };
  return { core, extra, rows };
}
