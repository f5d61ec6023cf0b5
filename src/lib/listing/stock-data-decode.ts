import { bandFor, PRICE_BANDS } from '../inventory/price-bands.ts';
import { showsPrice } from '../inventory/vocabulary.ts';
import {
  CARD_FIELDS,
  CORE_NUMBERS,
  defaultSlug,
  STOCK_DATA_FORMAT,
  type ListingDocument,
  type StockExtraData,
  type StockFileData,
  type StockTable,
} from './stock-data-format.ts';

function checkFormat(data: { format?: unknown; count?: unknown }, what: string): number {
  if (data.format !== STOCK_DATA_FORMAT || typeof data.count !== 'number') {
    throw new Error(`Unsupported ${what} format ${String(data.format)}`);
  }
  return data.count;
}

type Columns = Map<string, readonly unknown[]>;

/** Columns every main file has; the decoder reads them by name. Any other column is copied as it is. */
const BUILT_IN: ReadonlySet<string> = new Set([...CARD_FIELDS, ...CORE_NUMBERS]);

function tableColumns(tables: readonly StockTable[], into: Columns = new Map()): Columns {
  for (const t of tables) {
    t.fields.forEach((field, f) => {
      const values = t.values[f] ?? [];
      into.set(
        field,
        t.codes.map((code) => values[code] ?? null),
      );
    });
  }
  return into;
}

/** The listing documents of the main stock file, in index order (newest first). */
export function decodeStockFile(data: StockFileData): ListingDocument[] {
  const count = checkFormat(data, 'stock file');
  const columns = tableColumns(data.tables);
  for (const [field, values] of Object.entries(data.numbers)) columns.set(field, values);
  const none: readonly unknown[] = [];
  const col = (field: string) => columns.get(field) ?? none;
  const make = col('make');
  const model = col('model');
  const badge = col('badge');
  const series = col('series');
  const fuel = col('fuel');
  const fuelDetail = col('fuel_detail');
  const simpleFuel = col('simple_fuel');
  const transmission = col('transmission');
  const locationId = col('location_id');
  const carType = col('car_type');
  const priceType = col('price_type');
  const certified = col('certified');
  const status = col('status');
  const tag = col('tag');
  const reserved = col('reserved');
  const preorder = col('preorder');
  const processors = col('payment_processors');
  const hasPhotos = col('has_photos');
  const image = col('primary_image_url');
  const year = col('year');
  const price = col('price');
  const beforePrice = col('before_price');
  const subscriptionPrice = col('subscription_price');
  const km = col('km');
  const soldAt = col('sold_at');
  const facetOnly = [...columns].filter(([field]) => !BUILT_IN.has(field));
  const slugPrefixes = new Map<string, string>();
  const docs: ListingDocument[] = new Array(count);
  let hours: number | null = null;
  for (let i = 0; i < count; i++) {
    const id = String(data.ids[i]);
    const step = data.created[i] ?? null;
    if (step !== null) hours = hours === null ? step : hours - step;
    const created = step === null || hours === null ? null : hours * 3600;
    const carMake = String(make[i] ?? '');
    const carModel = String(model[i] ?? '');
    const carYear = (year[i] as number | null) ?? null;
    const carBadge = (badge[i] as string | null) ?? null;
    const carPrice = (price[i] as number | null) ?? null;
    let slug = data.slugs[i];
    if (slug === undefined) {
      // The slug minus its id depends on year, make, model and badge only: work it out once each.
      const key = `${carYear}\u0000${carMake}\u0000${carModel}\u0000${carBadge}`;
      let prefix = slugPrefixes.get(key);
      if (prefix === undefined) {
        prefix = defaultSlug({ id: '', year: carYear, make: carMake, model: carModel, badge: carBadge });
        slugPrefixes.set(key, prefix);
      }
      slug = `${prefix}${id}`;
    }
    const doc: ListingDocument = {
      id,
      slug,
      year: carYear,
      make: carMake,
      model: carModel,
      make_model: `${carMake} ${carModel}`,
      badge: carBadge,
      series: (series[i] as string | null) ?? null,
      fuel: (fuel[i] as string | null) ?? null,
      fuel_detail: (fuelDetail[i] as string | null) ?? null,
      simple_fuel: (simpleFuel[i] as string | null) ?? null,
      transmission: (transmission[i] as string | null) ?? null,
      location_id: (locationId[i] as number | null) ?? null,
      car_type: String(carType[i] ?? ''),
      status: String(status[i] ?? ''),
      tag: (tag[i] as string | null) ?? null,
      price_type: (priceType[i] as string | null) ?? null,
      certified: certified[i] === true,
      reserved: reserved[i] === true,
      preorder: preorder[i] === true,
      payment_processors: (processors[i] as string[] | null) ?? [],
      has_photos: hasPhotos[i] === true,
      primary_image_url: (image[i] as string | null) ?? null,
      price: carPrice,
      before_price: (beforePrice[i] as number | null) ?? null,
      subscription_price: (subscriptionPrice[i] as number | null) ?? null,
      km: (km[i] as number | null) ?? null,
      price_range: bandFor(showsPrice(carPrice) ? carPrice : null, PRICE_BANDS),
      created_at: created,
      created_at_ts: created,
      sold_at: (soldAt[i] as number | null) ?? null,
      sold_at_ts: (soldAt[i] as number | null) ?? null,
    };
    for (const [field, values] of facetOnly) doc[field] = values[i] ?? null;
    docs[i] = doc;
  }
  return docs;
}

/** The documents with the extra file's fields added (new objects; the input is left as it is). */
export function mergeStockExtra(docs: readonly ListingDocument[], extra: StockExtraData): ListingDocument[] {
  const count = checkFormat(extra, 'stock extra');
  if (count !== docs.length) throw new Error(`Stock extra holds ${count} cars, the stock file ${docs.length}`);
  const columns = tableColumns(extra.tables);
  for (const [field, values] of Object.entries(extra.strings)) columns.set(field, values);
  const fields = [...columns];
  return docs.map((doc, i) => {
    const merged: ListingDocument = { ...doc };
    for (const [field, values] of fields) merged[field] = values[i] ?? null;
    return merged;
  });
}
