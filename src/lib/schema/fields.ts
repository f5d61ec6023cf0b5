import { z } from 'zod';
import { CAR_TYPES } from '../inventory/vocabulary.ts';

/** The field schemas the dealer config, the content files and the stock records share. */

export const MoneySchema = z.number().nonnegative();
export const NonNegativeIntSchema = z.number().int().nonnegative();
export const NonEmptyStringSchema = z.string().trim().min(1);
export const CarTypeSchema = z.enum(CAR_TYPES);

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A calendar date written YYYY-MM-DD (promotion start/expiry, special-hours dates). */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date written YYYY-MM-DD' })
  .refine((s) => isRealDate(Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))), {
    error: 'not a real calendar date',
  });

/** A review date written dd/mm/yyyy, as the spec's review records carry it. */
export const AuDateSchema = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, { error: 'expected a date written dd/mm/yyyy' })
  .refine((s) => isRealDate(Number(s.slice(6, 10)), Number(s.slice(3, 5)), Number(s.slice(0, 2))), {
    error: 'not a real calendar date',
  });

/** A 24-hour clock time HH:MM. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'expected a 24-hour time written HH:MM' });

function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z.string().refine(isIanaTimeZone, { error: 'expected an IANA time zone such as Australia/Sydney' });

/**
 * An ISO 8601 date-time with a zone (`Z` or an offset) or a plain date (taken as UTC midnight),
 * normalised to `toISOString()` form so stored times compare as strings.
 */
export const IsoDateTimeSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], {
    error: 'expected an ISO 8601 date-time with a time zone, or a YYYY-MM-DD date',
  })
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString());

/** An Australian phone number as stored: +61 and nine digits, 0 and nine digits, 1300/1800 or 13 numbers. */
export const PhoneSchema = z.string().regex(/^(\+61\d{9}|0\d{9}|1[38]00\d{6}|13\d{4})$/, {
  error: 'expected an Australian phone number such as +61295501200 or 1300123456',
});

export const StateSchema = z.enum(['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT']);

export const HexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'expected a colour written #rrggbb' });

/** Lower-case words joined by hyphens. */
export const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a slug of lower-case words joined by hyphens' });

/** A site path starting with '/', or an absolute http(s) URL. */
export const LinkSchema = z.string().regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, { error: "expected a path starting with '/' or an http(s) URL" });

/** A site-absolute path (`/stock-images/x.svg`) or an absolute http(s) URL, as stock feeds send media. */
export const UrlOrPathSchema = z.string().regex(/^(?:https?:\/\/|\/)\S*$/, { error: 'expected a site-absolute path or an http(s) URL' });

/** A record id as feeds send it: a non-empty string or a non-negative integer, always a string after parsing. */
export const RecordIdSchema = z
  .union([z.string().trim().min(1), z.number().int().nonnegative()], {
    error: 'expected a non-empty string or a whole number',
  })
  .transform(String);

/** A numeric id (dealership, location): an integer, or a string of digits, always a number after parsing. */
export const NumericIdSchema = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)], {
  error: 'expected a whole number',
});

/** A dealer-config feature switch: `false` turns the feature off; an object turns it on with these options. */
export function featureSwitch<T extends z.ZodType>(options: T) {
  return z.union([z.literal(false), options]);
}

/*
 * Stock feeds are patchy, so most record fields are optional on input; on output every optional
 * scalar is present and `null` when the feed left it out, and every list is present (possibly
 * empty), so pages never test for `undefined`.
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

/**
 * A string field with well-known values that must still accept others: the output type lists
 * the known values for editors and narrowing while admitting any non-empty string.
 */
export function openEnum<const T extends readonly string[]>(_known: T) {
  return NonEmptyStringSchema.transform((value) => value as T[number] | (string & {}));
}
