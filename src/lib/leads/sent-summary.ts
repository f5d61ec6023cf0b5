import { FIELD, type FormValues } from './form-field-spec.ts';
import type { LeadCar } from './lead-car.ts';

/** Where the form leaves what was sent for the thank-you page to repeat (this tab only, read once). */
export const SENT_SUMMARY_KEY = 'forecourt:lead-sent';

/** What the thank-you page repeats of a stored lead: the car it was about, the time asked for. */
export type SentSummary = { car: string | null; when: string | null };

/**
 * A local date and time as the test-drive times give it ('2026-12-05T10:00', the dealer's wall
 * clock) in words: 'Saturday 5 December 2026 at 10:00 am'. Read as written, never moved to the
 * browser's time zone.
 */
export function whenText(dateTime: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(dateTime);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  // Words of our own rather than Intl's: browsers' ICU versions differ in the spaces and commas they put in.
  const weekday = WEEKDAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  const time = `${h % 12 === 0 ? 12 : h % 12}:${String(mi).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
  return `${weekday} ${d} ${MONTHS[mo - 1]} ${y} at ${time}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The summary of a lead the shopper just sent, or null when there is nothing to repeat beyond the thanks. */
export function sentSummary(car: LeadCar | null, values: FormValues): SentSummary | null {
  const chosen = values[FIELD.dateTime];
  const when = typeof chosen === 'string' && chosen !== '' ? whenText(chosen) : null;
  if (!car && !when) return null;
  return { car: car?.title ?? null, when };
}
