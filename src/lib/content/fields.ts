import { z } from 'zod';

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
export const TimeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'expected a 24-hour time written HH:MM' });

/** An Australian phone number as stored: +61 and nine digits, 0 and nine digits, 1300/1800 or 13 numbers. */
export const PhoneSchema = z
  .string()
  .regex(/^(\+61\d{9}|0\d{9}|1[38]00\d{6}|13\d{4})$/, {
    error: 'expected an Australian phone number such as +61295501200 or 1300123456',
  });

/** Lower-case words joined by hyphens. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a slug of lower-case words joined by hyphens' });

/** A site path starting with '/', or an absolute http(s) URL. */
export const LinkSchema = z
  .string()
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, { error: "expected a path starting with '/' or an http(s) URL" });

export const CarTypeSchema = z.enum(['new', 'demo', 'used']);
