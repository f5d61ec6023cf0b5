/**
 * Readers for records kept in localStorage. The stores run in listing islands whose JS budget
 * (rule: engineering.page-budgets) has no room for a schema library, so stored JSON is checked field by field here.
 * Each reader returns undefined when the value cannot be that field.
 */

export type StoredRecord = Readonly<Record<string, unknown>>;

export function asRecord(raw: unknown): StoredRecord | undefined {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as StoredRecord) : undefined;
}

/** A car id: a non-empty string, or a finite number as its text. */
export function idField(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function requiredText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Optional text: null or missing become `fallback`; any other non-string is invalid. */
export function optionalText<F extends string | null>(value: unknown, fallback: F): string | F | undefined {
  if (value === null || value === undefined) return fallback;
  return typeof value === 'string' ? value : undefined;
}

/** Keeps the entries `parse` accepts; anything but an array is an empty list. */
export function listOfRecords<T>(parse: (raw: unknown) => T | undefined): (raw: unknown) => T[] {
  return (raw) => {
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item: unknown) => {
      const value = parse(item);
      return value === undefined ? [] : [value];
    });
  };
}
