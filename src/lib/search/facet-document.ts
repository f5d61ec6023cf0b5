import { CarSchema } from '../inventory/car-schema.ts';
import { deriveFacetFields, type FacetFields } from '../inventory/facet-fields.ts';
import type { StockDocument } from './stock-document.ts';

/**
 * Facet attributes a feed record does not carry as the listing shows them (spec part 1 §3):
 * `deriveFacetFields` works them out. Both engines store them in each document, so Meilisearch
 * facets and filters `body`, `price_range` or 'Mercedes-Benz' exactly as the browser's static
 * index does.
 */
export const DERIVED_FACET_FIELDS = [
  'make',
  'make_model',
  'body',
  'fuel',
  'transmission',
  'price_range',
  'weekly_price_range',
  'dealership_name',
] as const satisfies readonly (keyof FacetFields)[];

/** The derived field names a stored document holds (absent: a record stored as sent). */
const DERIVED_MARK = 'derived_fields';
/** The record's own values of the fields derivation replaced (`make` and `fuel` as sent). */
const FEED_VALUES = 'feed_values';

/** Dealership id → name, from the dealers' configs (feeds do not name dealerships). */
export type DealershipNames = ReadonlyMap<number, string>;

/**
 * The document as stored: the record with the derived facet fields, keeping what they replaced so
 * `asFeedRecord` gives the record back exactly. A record that is not a valid car (the build skips
 * and reports it) is stored as sent.
 */
export function withFacetFields(record: StockDocument, dealershipNames: DealershipNames): StockDocument {
  const parsed = CarSchema.safeParse(record);
  if (!parsed.success) return record;
  const derived = deriveFacetFields(parsed.data, dealershipNames);
  const stored: StockDocument = { ...record };
  const replaced: Record<string, unknown> = {};
  for (const field of DERIVED_FACET_FIELDS) {
    if (field in record) replaced[field] = record[field];
    stored[field] = derived[field];
  }
  stored[DERIVED_MARK] = [...DERIVED_FACET_FIELDS];
  stored[FEED_VALUES] = replaced;
  return stored;
}

/** The feed record a stored document was made from (documents stored as sent are returned as they are). */
export function asFeedRecord(stored: StockDocument): StockDocument {
  const fields = stored[DERIVED_MARK];
  if (!Array.isArray(fields)) return stored;
  const record: StockDocument = { ...stored };
  for (const field of fields) if (typeof field === 'string') delete record[field];
  const replaced = stored[FEED_VALUES];
  if (replaced && typeof replaced === 'object' && !Array.isArray(replaced)) Object.assign(record, replaced);
  delete record[DERIVED_MARK];
  delete record[FEED_VALUES];
  return record;
}
