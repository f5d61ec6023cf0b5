import { z } from 'zod';

/**
 * Building blocks shared by the stock schemas. Feeds are patchy, so most fields are optional on
 * input; on output every optional scalar is present and `null` when the feed left it out, and
 * every list is present (possibly empty), so pages never test for `undefined`.
 */

/** Optional and nullable on input; always present on output, `null` when absent. */
export function nullish<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value): z.output<T> | null => value ?? null);
}

/** Optional list on input (`null` accepted); always an array on output. */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((value): z.output<T>[] => value ?? []);
}

/** Optional flag on input (`null` accepted); the given default on output. */
export function flag(defaultValue: boolean) {
  return z
    .boolean()
    .nullish()
    .transform((value) => value ?? defaultValue);
}

export const NonEmptyStringSchema = z.string().trim().min(1);

/** A record id as feeds send it: a non-empty string or a non-negative integer, always a string after parsing. */
export const RecordIdSchema = z
  .union([z.string().trim().min(1), z.number().int().nonnegative()], {
    error: 'expected a non-empty string or a whole number',
  })
  .transform(String);

/** A numeric id (dealership, location): an integer, or a string of digits, always a number after parsing. */
export const NumericIdSchema = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)], {
    error: 'expected a whole number',
  });

/** A site-absolute path (`/stock-images/x.svg`) or an absolute http(s) URL. */
export const UrlOrPathSchema = z
  .string()
  .regex(/^(?:https?:\/\/|\/)\S*$/, { error: 'expected a site-absolute path or an http(s) URL' });

/**
 * An ISO 8601 date-time with a zone (`Z` or an offset) or a plain date (taken as UTC midnight),
 * normalised to `toISOString()` form so stored times compare as strings.
 */
export const IsoDateTimeSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], {
    error: 'expected an ISO 8601 date-time with a time zone, or a YYYY-MM-DD date',
  })
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString());

export const MoneySchema = z.number().nonnegative();
export const NonNegativeIntSchema = z.number().int().nonnegative();

/**
 * A string field with well-known values that must still accept others: the output type lists
 * the known values for editors and narrowing while admitting any non-empty string.
 */
export function openEnum<const T extends readonly string[]>(_known: T) {
  return NonEmptyStringSchema.transform((value) => value as T[number] | (string & {}));
}
