import { z } from 'zod';

/** A feature switch: `false` turns the feature off; an object turns it on with these options. */
export function featureSwitch<T extends z.ZodType>(options: T) {
  return z.union([z.literal(false), options]);
}

function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .refine(isIanaTimeZone, { error: 'expected an IANA time zone such as Australia/Sydney' });

export const HexColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'expected a colour written #rrggbb' });

export const StateSchema = z.enum(['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT']);

export const MoneySchema = z.number().min(0);
