import type { StockDocument } from './stock-document.ts';

/** Fields that range filters, sorts and facet stats compare as numbers. */
const NUMERIC_FIELDS = ['price', 'km', 'year', 'seats', 'doors', 'subscription_price', 'before_price', 'dealership_id', 'location_id'] as const;

/** ISO datetime fields and the unix-seconds field derived from each (Meilisearch filters compare numbers). */
const TIMESTAMP_FIELDS = { sold_at: 'sold_at_ts', created_at: 'created_at_ts' } as const;

/** Meilisearch accepts only these document ids; one bad id fails a whole batch, so both engines refuse it. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,511}$/;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export type IndexDocumentResult = { ok: true; document: StockDocument } | { ok: false; reason: string };

/** Unix seconds of an ISO date or datetime; a datetime without an offset is read as UTC. */
export function isoToUnixSeconds(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = LOCAL_DATETIME.test(value) ? `${value}Z` : value;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/** A record's id as the index keys it (a string), or why the index cannot take the record. */
function documentId(record: unknown): { ok: true; id: string } | { ok: false; reason: string } {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { ok: false, reason: 'not an object' };
  }
  const raw = (record as Record<string, unknown>)['id'];
  if (raw === undefined || raw === null || raw === '') return { ok: false, reason: 'no id' };
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return { ok: true, id: String(raw) };
  if (typeof raw === 'string' && DOCUMENT_ID.test(raw)) return { ok: true, id: raw };
  return { ok: false, reason: `invalid id ${JSON.stringify(raw)}` };
}

/** `documentId` for a record that must be indexable: throws when it is not. */
export function requiredDocumentId(record: unknown): string {
  const id = documentId(record);
  if (!id.ok) throw new TypeError(`Cannot index document: ${id.reason}`);
  return id.id;
}

/**
 * Turns a feed record into an index document: id as a string, numeric text in numeric fields as
 * numbers, and `sold_at_ts` / `created_at_ts` derived from `sold_at` / `created_at`.
 */
export function toIndexDocument(record: unknown): IndexDocumentResult {
  const id = documentId(record);
  if (!id.ok) return id;
  const source = record as Record<string, unknown>;
  const document: StockDocument = { ...source, id: id.id };
  for (const field of NUMERIC_FIELDS) {
    const value = document[field];
    if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) {
      document[field] = Number(value.trim());
    }
  }
  for (const [field, derived] of Object.entries(TIMESTAMP_FIELDS)) {
    const seconds = isoToUnixSeconds(source[field]);
    if (seconds !== null) document[derived] = seconds;
    else delete document[derived];
  }
  return { ok: true, document };
}

export type SkippedRecord = { position: number; reason: string };

/**
 * The records of a feed an index can take, with their ids. Records that are not objects or lack a
 * valid id are skipped with a reason; of records sharing an id the last wins (as one Meilisearch
 * batch does) and the earlier are reported.
 */
export function indexableRecords(records: readonly unknown[]): {
  records: Record<string, unknown>[];
  ids: string[];
  skipped: SkippedRecord[];
} {
  const byId = new Map<string, { position: number; record: Record<string, unknown> }>();
  const skipped: SkippedRecord[] = [];
  records.forEach((record, position) => {
    const id = documentId(record);
    if (!id.ok) {
      skipped.push({ position, reason: id.reason });
      return;
    }
    const earlier = byId.get(id.id);
    if (earlier) {
      skipped.push({ position: earlier.position, reason: `duplicate id ${id.id} (record ${position} replaces it)` });
      byId.delete(id.id);
    }
    byId.set(id.id, { position, record: record as Record<string, unknown> });
  });
  const kept = [...byId.entries()].sort(([, a], [, b]) => a.position - b.position);
  skipped.sort((a, b) => a.position - b.position);
  return { records: kept.map(([, entry]) => entry.record), ids: kept.map(([id]) => id), skipped };
}
