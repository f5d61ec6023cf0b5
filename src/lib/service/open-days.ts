import type { Location } from '../content/location-schema.ts';
import type { SpecialHours } from '../content/special-hours-schema.ts';
import { shortDateLabel } from '../hours/opening-hours.ts';
import { zonedTime } from '../hours/zoned-time.ts';

/** The days a service location takes cars: its open weekdays, and dates its special hours open or close. */
export type OpenDays = {
  /** 0 Sunday to 6 Saturday. */
  weekdays: number[];
  /** YYYY-MM-DD → open (true) or closed (false) that day, whatever the weekday says. */
  special: Record<string, boolean>;
};

/** How far ahead the preferred service date may be chosen. */
const SERVICE_DATE_HORIZON_DAYS = 60;

/**
 * A location's open days: its weekly hours, then its special hours: the service department's, and
 * on a date with none, those of the location's own department (a sales yard closed for a holiday
 * takes no services that day either).
 */
export function openDaysOf(location: Pick<Location, 'name' | 'location_type' | 'contact_detail'>, special: readonly SpecialHours[]): OpenDays {
  const own = special.filter((s) => s.location_name === location.name);
  const byDate: Record<string, boolean> = {};
  for (const s of own) if (s.department === location.location_type) byDate[s.date] = s.status === 'Open';
  for (const s of own) if (s.department === 'service') byDate[s.date] = s.status === 'Open';
  return { weekdays: location.contact_detail.opening_hours.filter((h) => h.status === 'Open').map((h) => h.weekday), special: byDate };
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export function isOpenOn(days: OpenDays, date: string): boolean {
  return days.special[date] ?? days.weekdays.includes(weekdayOf(date));
}

/** The open dates from `today` (YYYY-MM-DD, included) over the horizon, each with its label ('Fri 4 Jul'). */
export function openDates(days: OpenDays, today: string, horizonDays = SERVICE_DATE_HORIZON_DAYS): { value: string; label: string }[] {
  const dates: { value: string; label: string }[] = [];
  for (let i = 0; i < horizonDays; i++) {
    const date = addDays(today, i);
    if (isOpenOn(days, date)) dates.push({ value: date, label: shortDateLabel(date) });
  }
  return dates;
}

/**
 * Whether `date` can be booked at `now`: an open day from the dealer's today over the horizon. A
 * day's slack either side covers a shopper whose clock is a little off the server's at midnight.
 */
export function isBookableDate(days: OpenDays, date: string, now: Date, timeZone: string, horizonDays = SERVICE_DATE_HORIZON_DAYS): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return false;
  const today = zonedTime(now, timeZone).date;
  return date >= addDays(today, -1) && date <= addDays(today, horizonDays) && isOpenOn(days, date);
}
