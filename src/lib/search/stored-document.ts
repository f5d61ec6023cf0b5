import { z } from 'zod';
import { CarSchema } from '../inventory/car-schema.ts';
import { dealershipName, deriveRecordFacets, RECORD_FACET_FIELDS, type RecordFacets } from '../inventory/facet-fields.ts';
import { isSold, type StockDocument } from './stock-document.ts';
import { toIndexDocument } from './to-index-document.ts';

/**
 * The shape `toStoredDocument` gives documents. Bump it whenever the fields it writes or their
 * derivation change: an embedded index written in another version is upgraded
 * (`EmbeddedStockIndex.upgrade`) rather than read.
 */
export const STORED_DOCUMENT_VERSION = 3;

/**
 * Facet attributes a feed record does not carry as the listing shows them (rule: listing.facets).
 * Both engines store them in each document, so Meilisearch facets and filters `body`,
 * `price_range` or 'Mercedes-Benz' exactly as the browser's static index does, and builds read
 * them instead of deriving them again.
 */
export const DERIVED_FACET_FIELDS = [...RECORD_FACET_FIELDS, 'dealership_name'] as const;

/**
 * 1 for a sold car, else 0: Meilisearch sorts numbers and strings only, and price sorts put sold
 * cars after available ones by it (query.ts; rule: listing.price-sort).
 */
const SOLD_LAST = 'sold_last';

/** The record's own values of the fields the derived facets replaced (`make` and `fuel` as sent). */
const FEED_VALUES = 'feed_values';
/** The derived field names, which documents of version 1 also kept. */
const VERSION_1_MARK = 'derived_fields';

/** Dealership id → name, from the dealers' configs (feeds do not name dealerships). */
export type DealershipNames = ReadonlyMap<number, string>;

const StoredFacetsSchema = z.object({
  make: z.string(),
  make_model: z.string(),
  body: z.string().nullable(),
  fuel: z.string().nullable(),
  transmission: z.string().nullable(),
  price_range: z.string().nullable(),
  weekly_price_range: z.string().nullable(),
}) satisfies z.ZodType<RecordFacets>;

function feedValues(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null;
  const feed = (value as Record<string, unknown>)[FEED_VALUES];
  return typeof feed === 'object' && feed !== null && !Array.isArray(feed) ? (feed as Record<string, unknown>) : null;
}

/**
 * A document as both engines store it: the record normalised (`toIndexDocument`) and, when it is
 * a valid car, with the derived facet fields and `sold_last`, keeping what they replaced in `feed_values`. A
 * record that is not a valid car (the build skips and reports it) is stored as sent. Takes feed
 * records and stored documents alike; throws for a record without a usable id.
 */
export function toStoredDocument(record: unknown, dealershipNames: DealershipNames): StockDocument {
  const normalised = toIndexDocument(recordAsSent(record));
  if (!normalised.ok) throw new TypeError(`Cannot index document: ${normalised.reason}`);
  const source = normalised.document;
  const parsed = CarSchema.safeParse(source);
  if (!parsed.success) return source;
  const derived = {
    ...deriveRecordFacets(parsed.data),
    dealership_name: dealershipName(parsed.data, dealershipNames),
    [SOLD_LAST]: isSold(source) ? 1 : 0,
  };
  const replaced: Record<string, unknown> = {};
  for (const field of [...DERIVED_FACET_FIELDS, SOLD_LAST]) if (field in source) replaced[field] = source[field];
  return { ...source, ...derived, [FEED_VALUES]: replaced };
}

/**
 * The record a stored document was made from, for parsing the car and merging partial updates
 * (anything else is returned as it is).
 */
export function recordAsSent<T>(stored: T): T {
  const feed = feedValues(stored);
  if (!feed) return stored;
  const record: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const field of DERIVED_FACET_FIELDS) delete record[field];
  delete record[SOLD_LAST];
  delete record[VERSION_1_MARK];
  delete record[FEED_VALUES];
  return Object.assign(record, feed) as T;
}

/** The derived facets a stored document carries; null for a record stored as sent. */
export function storedFacets(stored: unknown): RecordFacets | null {
  if (!feedValues(stored)) return null;
  const facets = StoredFacetsSchema.safeParse(stored);
  return facets.success ? facets.data : null;
}
