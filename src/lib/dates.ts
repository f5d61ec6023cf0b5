export type DateInput = string | number | Date;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Milliseconds since the epoch, or null when the value is missing or unparseable. Numbers below
 * 1e12 are read as Unix seconds (the search index stores sortable timestamps in seconds), larger
 * numbers as milliseconds. A date-only string means midnight UTC of that day.
 */
export function toEpochMs(value: DateInput | null | undefined): number | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return value < 1e12 ? value * 1000 : value;
  }
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return toEpochMs(Number(trimmed));
  const ms = Date.parse(trimmed);
  return Number.isNaN(ms) ? null : ms;
}

/** End of an expiry value: a date-only string stays valid through that whole day (UTC). */
export function expiryEpochMs(value: DateInput | null | undefined): number | null {
  const ms = toEpochMs(value);
  if (ms === null) return null;
  return typeof value === 'string' && DATE_ONLY.test(value.trim()) ? ms + DAY_MS - 1 : ms;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
