import type { StockDocument } from './stock-document.ts';

/** Fields that range filters, sorts and facet stats compare as numbers. */
const NUMERIC_FIELDS = [
  'price',
  'km',
  'year',
  'seats',
  'doors',
  'subscription_price',
  'before_price',
  'dealership_id',
  'location_id',
] as const;

/** ISO datetime fields and the unix-seconds field derived from each (Meilisearch filters compare numbers). */
export const TIMESTAMP_FIELDS = { sold_at: 'sold_at_ts', created_at: 'created_at_ts' } as const;

/** Meilisearch accepts only these document ids; one bad id fails a whole batch, so both engines refuse it. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,511}$/;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export type IndexDocumentResult =
  | { ok: true; document: StockDocument }
  | { ok: false; reason: string };

/** Unix seconds of an ISO date or datetime; a datetime without an offset is read as UTC. */
export function isoToUnixSeconds(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = LOCAL_DATETIME.test(value) ? `${value}Z` : value;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

function normaliseId(id: unknown): string | null {
  if (typeof id === 'number' && Number.isSafeInteger(id)) return String(id);
  if (typeof id === 'string' && DOCUMENT_ID.test(id)) return id;
  return null;
}

/**
 * Turns a feed record into an index document: id as a string, numeric text in numeric fields as
 * numbers, and `sold_at_ts` / `created_at_ts` derived from `sold_at` / `created_at`.
 * With `partial` (a merge update), derived fields are set only for source fields present in it.
 */
export function toIndexDocument(
  record: unknown,
  options: { partial?: boolean } = {},
): IndexDocumentResult {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { ok: false, reason: 'not an object' };
  }
  const source = record as Record<string, unknown>;
  if (source['id'] === undefined || source['id'] === null || source['id'] === '') {
    return { ok: false, reason: 'no id' };
  }
  const id = normaliseId(source['id']);
  if (id === null) {
    return { ok: false, reason: `invalid id ${JSON.stringify(source['id'])}` };
  }
  const document: StockDocument = { ...source, id };
  for (const field of NUMERIC_FIELDS) {
    const value = document[field];
    if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) {
      document[field] = Number(value.trim());
    }
  }
  for (const [field, derived] of Object.entries(TIMESTAMP_FIELDS)) {
    if (options.partial && !(field in source)) continue;
    const seconds = isoToUnixSeconds(source[field]);
    if (seconds !== null) document[derived] = seconds;
    else if (options.partial) document[derived] = null;
    else delete document[derived];
  }
  return { ok: true, document };
}

export type SkippedRecord = { position: number; reason: string };

/**
 * Converts a feed. Records that are not objects or lack a valid id are skipped with a reason; of
 * records sharing an id the last wins (as one Meilisearch batch does) and the earlier are reported.
 */
export function toIndexDocuments(records: readonly unknown[]): {
  documents: StockDocument[];
  skipped: SkippedRecord[];
} {
  const byId = new Map<string, { position: number; document: StockDocument }>();
  const skipped: SkippedRecord[] = [];
  records.forEach((record, position) => {
    const result = toIndexDocument(record);
    if (!result.ok) {
      skipped.push({ position, reason: result.reason });
      return;
    }
    const earlier = byId.get(result.document.id);
    if (earlier) {
      skipped.push({
        position: earlier.position,
        reason: `duplicate id ${result.document.id} (record ${position} replaces it)`,
      });
      byId.delete(result.document.id);
    }
    byId.set(result.document.id, { position, document: result.document });
  });
  const documents = [...byId.values()]
    .sort((a, b) => a.position - b.position)
    .map((entry) => entry.document);
  skipped.sort((a, b) => a.position - b.position);
  return { documents, skipped };
}
