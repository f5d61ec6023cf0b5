import type { TestDriveConfig } from '../dealer/config-test-drive.ts';
import { clockLabel, isOpenEntry, openingTimes, shortDateLabel, type OpeningHourEntry, type SpecialHoursEntry } from '../hours/opening-hours.ts';
import { parseClockTime, zonedTime } from '../hours/zoned-time.ts';

/** One bookable start time: `dateTime` is the dealer's wall-clock time, as the test-drive form sends it (YYYY-MM-DDTHH:MM). */
type AppointmentSlot = { dateTime: string; label: string };

/** A day with at least one open slot. */
export type AppointmentDay = { date: string; label: string; slots: AppointmentSlot[] };

/** The hours a car's sales location keeps: its weekly hours and its sales department's special hours. */
export type SalesHours = { weekly: readonly OpeningHourEntry[]; special: readonly SpecialHoursEntry[] };

type SlotRules = Pick<TestDriveConfig, 'slot_minutes' | 'horizon_days' | 'notice_minutes'>;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + days * DAY_MS).toISOString().slice(0, 10);
}

const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Opening and closing minutes on `date`: the special hours for that date win over the weekly hours; null when closed or unreadable. */
export function openOn(date: string, hours: SalesHours): [number, number] | null {
  const special = hours.special.find((s) => s.date === date);
  const weekly = hours.weekly.find((e) => e.weekday === weekdayOf(date));
  let times: [number | null, number | null] = [null, null];
  if (special) times = isOpenEntry(special) ? [parseClockTime(special.start_hour), parseClockTime(special.end_hour)] : times;
  else if (weekly && isOpenEntry(weekly)) times = openingTimes(weekly);
  const [open, close] = times;
  return open !== null && close !== null && close > open ? [open, close] : null;
}

/**
 * The test-drive slots to offer from `now` on, in the dealer's time zone: for each of the next
 * `horizon_days` days (today first), every `slot_minutes` from opening time that ends by closing
 * time, on days the location is open (special hours win over weekly hours), leaving out slots
 * starting within `notice_minutes` of now and the `taken` ones. Days with no slot left are left out.
 * `rules` are the dealer's `test_drive` switches.
 */
export function appointmentDays(hours: SalesHours, rules: SlotRules, now: Date, timeZone: string, taken: ReadonlySet<string> = new Set()): AppointmentDay[] {
  const local = zonedTime(now, timeZone);
  const days: AppointmentDay[] = [];
  for (let offset = 0; offset < rules.horizon_days; offset += 1) {
    const date = addDays(local.date, offset);
    const open = openOn(date, hours);
    if (!open) continue;
    // Minutes after this day's midnight before which no slot may start (negative once the notice has passed).
    const earliest = local.minutes + rules.notice_minutes - offset * 1440;
    const slots: AppointmentSlot[] = [];
    for (let start = open[0]; start + rules.slot_minutes <= open[1]; start += rules.slot_minutes) {
      const dateTime = `${date}T${hhmm(start)}`;
      if (start >= earliest && !taken.has(dateTime)) slots.push({ dateTime, label: clockLabel(start) });
    }
    if (slots.length > 0) days.push({ date, label: shortDateLabel(date), slots });
  }
  return days;
}

/** Whether `dateTime` is one of the offered slots. */
export const offersSlot = (days: readonly AppointmentDay[], dateTime: string): boolean =>
  days.some((day) => dateTime.startsWith(day.date) && day.slots.some((slot) => slot.dateTime === dateTime));
