import { STRINGS } from '../strings.ts';
import { parseClockTime, zonedTime } from './zoned-time.ts';

/** One weekday's regular hours (rule: locations.opening-hours). */
export interface OpeningHourEntry {
  /** 0 Sunday to 6 Saturday */
  weekday: number;
  status: string;
  formated_hours?: string | null | undefined;
  open?: string | null | undefined;
  close?: string | null | undefined;
}

/** Holiday or other one-off hours. */
export interface SpecialHoursEntry {
  status: string;
  /** YYYY-MM-DD in the dealer's time zone. */
  date: string;
  start_hour?: string | null | undefined;
  end_hour?: string | null | undefined;
  department?: string | null | undefined;
  location_name?: string | null | undefined;
}

type OpenStatus = 'Open' | 'Closed';

export interface HoursRow {
  label: string;
  weekdays: number[];
  status: OpenStatus;
  /** formated_hours when open, otherwise 'Closed'. */
  hours: string;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MON_FRI_LABEL = 'Mon-Fri';
const CLOSED: OpenStatus = 'Closed';
/** Monday first, Sunday last. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

const statusOf = (entry: { status: string } | undefined): OpenStatus => (entry?.status.trim().toLowerCase() === 'open' ? 'Open' : CLOSED);

function rowFor(weekday: number, entry: OpeningHourEntry | undefined): HoursRow {
  const status = statusOf(entry);
  const hours = status === 'Open' ? entry?.formated_hours?.trim() || formatRange(entry?.open, entry?.close) : CLOSED;
  return { label: WEEKDAY_NAMES[weekday] ?? '', weekdays: [weekday], status, hours };
}

function formatRange(open: string | null | undefined, close: string | null | undefined): string {
  return [open, close].filter((v) => v && v.trim()).join(' - ');
}

/**
 * Rows of the opening-hours table, Monday to Sunday. A day without an entry shows as Closed.
 * Weekdays 1 to 5 collapse into one 'Mon-Fri' row when their status and hours are equal.
 */
export function openingHoursRows(entries: readonly OpeningHourEntry[], options: { groupWeekdays?: boolean } = {}): HoursRow[] {
  const byDay = new Map(entries.map((e) => [e.weekday, e]));
  const rows = DISPLAY_ORDER.map((day) => rowFor(day, byDay.get(day)));
  const weekdays = rows.slice(0, 5);
  const first = weekdays[0];
  const same = first !== undefined && weekdays.every((r) => r.status === first.status && r.hours === first.hours);
  if (options.groupWeekdays === false || !same) return rows;
  return [{ label: MON_FRI_LABEL, weekdays: [1, 2, 3, 4, 5], status: first.status, hours: first.hours }, ...rows.slice(5)];
}

export interface SpecialHoursRow {
  date: string;
  /** 'Today' for the current date in the dealer's zone, otherwise e.g. 'Fri 4 Jul'. */
  label: string;
  status: OpenStatus;
  hours: string;
  department: string | null;
  locationName: string | null;
}

/** 'Fri 4 Jul' for '2025-07-04'. */
export function shortDateLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return `${WEEKDAY_SHORT[day.getUTCDay()]} ${day.getUTCDate()} ${MONTH_SHORT[day.getUTCMonth()]}`;
}

/** '9:00am' for 540 minutes after midnight. */
export function clockLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${String(minutes % 60).padStart(2, '0')}${suffix}`;
}

/** A special opening's hours, as '9:00am - 1:00pm' when both times can be read. */
function specialRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = parseClockTime(start);
  const to = parseClockTime(end);
  return from !== null && to !== null ? `${clockLabel(from)} - ${clockLabel(to)}` : formatRange(start, end);
}

/** Special hours from today on (in the dealer's IANA time zone), by date. */
export function specialHoursRows(entries: readonly SpecialHoursEntry[], now: Date, timeZone: string): SpecialHoursRow[] {
  return specialHoursFrom(entries, zonedTime(now, timeZone).date);
}

/** Special hours from `today` (YYYY-MM-DD) on, by date, today's labelled 'Today'. */
export function specialHoursFrom(entries: readonly SpecialHoursEntry[], today: string): SpecialHoursRow[] {
  return entries
    .filter((e) => e.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((e) => {
      const status = statusOf(e);
      return {
        date: e.date,
        label: e.date === today ? STRINGS.today : shortDateLabel(e.date),
        status,
        hours: status === 'Open' ? specialRange(e.start_hour, e.end_hour) : CLOSED,
        department: e.department ?? null,
        locationName: e.location_name ?? null,
      };
    });
}

function within(minutes: number, open: number | null, close: number | null): boolean | null {
  if (open === null || close === null) return null;
  const end = close <= open ? 24 * 60 : close;
  return minutes >= open && minutes < end;
}

function hoursFromText(text: string | null | undefined): [number | null, number | null] {
  const [from, to] = (text ?? '').split(/\s*(?:-|–|to)\s*/);
  return [parseClockTime(from), parseClockTime(to)];
}

/**
 * Whether the location is open at `now` in its time zone. Special hours for today win over the
 * regular hours. Null when today's entry is Open but its times cannot be read.
 */
export function isOpenNow(entries: readonly OpeningHourEntry[], now: Date, timeZone: string, special: readonly SpecialHoursEntry[] = []): boolean | null {
  const local = zonedTime(now, timeZone);
  const todaySpecial = special.find((s) => s.date === local.date);
  if (todaySpecial) {
    if (statusOf(todaySpecial) === CLOSED) return false;
    return within(local.minutes, parseClockTime(todaySpecial.start_hour), parseClockTime(todaySpecial.end_hour));
  }
  const entry = entries.find((e) => e.weekday === local.weekday);
  if (statusOf(entry) === CLOSED || entry === undefined) return false;
  return within(local.minutes, ...openingTimes(entry));
}

/** An Open day's opening and closing minutes, from open and close or else from formated_hours; null where unreadable. */
export function openingTimes(entry: OpeningHourEntry): [number | null, number | null] {
  const open = parseClockTime(entry.open);
  const close = parseClockTime(entry.close);
  return open !== null && close !== null ? [open, close] : hoursFromText(entry.formated_hours);
}

/** Whether an hours entry (weekly or special) says Open. */
export const isOpenEntry = (entry: { status: string } | undefined): boolean => statusOf(entry) === 'Open';
