import { describe, expect, it } from 'vitest';
import { isOpenNow, openingHoursRows, shortDateLabel, specialHoursFrom, specialHoursRows, type OpeningHourEntry } from './opening-hours.ts';
import { parseClockTime, zonedTime } from './zoned-time.ts';

const weekday = (day: number, hours = '8:30am - 5:30pm'): OpeningHourEntry => ({
  weekday: day,
  status: 'Open',
  formated_hours: hours,
  open: '08:30',
  close: '17:30',
});
const week: OpeningHourEntry[] = [
  { weekday: 0, status: 'Closed', formated_hours: '' },
  ...[1, 2, 3, 4, 5].map((d) => weekday(d)),
  { weekday: 6, status: 'Open', formated_hours: '9am - 5pm', open: '9am', close: '5pm' },
];

describe('openingHoursRows', () => {
  it('groups Mon-Fri when weekdays 1 to 5 are equal, Sunday last', () => {
    expect(openingHoursRows(week)).toEqual([
      { label: 'Mon-Fri', weekdays: [1, 2, 3, 4, 5], status: 'Open', hours: '8:30am - 5:30pm' },
      { label: 'Saturday', weekdays: [6], status: 'Open', hours: '9am - 5pm' },
      { label: 'Sunday', weekdays: [0], status: 'Closed', hours: 'Closed' },
    ]);
  });
  it('lists every day when a weekday differs or grouping is off', () => {
    const late = week.map((e) => (e.weekday === 4 ? weekday(4, '8:30am - 8pm') : e));
    const rows = openingHoursRows(late);
    expect(rows.map((r) => r.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows[3]?.hours).toBe('8:30am - 8pm');
    expect(openingHoursRows(week, { groupWeekdays: false })).toHaveLength(7);
  });
  it('shows missing days as Closed', () => {
    expect(openingHoursRows([weekday(6)]).at(0)).toEqual({ label: 'Mon-Fri', weekdays: [1, 2, 3, 4, 5], status: 'Closed', hours: 'Closed' });
  });
});

describe('specialHoursRows', () => {
  const special = [
    { status: 'Closed', date: '2025-07-04', department: 'Sales', location_name: 'City' },
    { status: 'Open', date: '2025-07-05', start_hour: '10:00am', end_hour: '2:00pm' },
    { status: 'Open', date: '2025-07-01', start_hour: '9', end_hour: '5' },
  ];
  it("shows 'Today' for the current date in the dealer's zone and drops past dates", () => {
    // 2025-07-03 23:30 UTC is already 4 July in Sydney.
    const rows = specialHoursRows(special, new Date('2025-07-03T23:30:00Z'), 'Australia/Sydney');
    expect(rows).toEqual([
      { date: '2025-07-04', label: 'Today', status: 'Closed', hours: 'Closed', department: 'Sales', locationName: 'City' },
      { date: '2025-07-05', label: 'Sat 5 Jul', status: 'Open', hours: '10:00am - 2:00pm', department: null, locationName: null },
    ]);
  });
  it('uses the date label in another zone where the day has not started', () => {
    // 2025-07-03 15:30 UTC is 4 July 01:30 in Sydney but still 3 July 23:30 in Perth.
    const instant = new Date('2025-07-03T15:30:00Z');
    expect(specialHoursRows(special, instant, 'Australia/Sydney').map((r) => r.label)).toEqual(['Today', 'Sat 5 Jul']);
    expect(specialHoursRows(special, instant, 'Australia/Perth').map((r) => r.label)).toEqual(['Fri 4 Jul', 'Sat 5 Jul']);
    expect(shortDateLabel('2025-07-04')).toBe('Fri 4 Jul');
  });
});

describe('isOpenNow', () => {
  // 2025-07-04 is a Friday; Sydney is UTC+10 in July.
  const at = (iso: string) => new Date(iso);
  it('uses the regular hours in the dealer zone', () => {
    expect(isOpenNow(week, at('2025-07-03T22:29:00Z'), 'Australia/Sydney')).toBe(false);
    expect(isOpenNow(week, at('2025-07-03T22:30:00Z'), 'Australia/Sydney')).toBe(true);
    expect(isOpenNow(week, at('2025-07-04T07:29:00Z'), 'Australia/Sydney')).toBe(true);
    expect(isOpenNow(week, at('2025-07-04T07:30:00Z'), 'Australia/Sydney')).toBe(false);
    expect(isOpenNow(week, at('2025-07-06T02:00:00Z'), 'Australia/Sydney')).toBe(false);
    expect(isOpenNow(week, at('2025-07-05T03:00:00Z'), 'Australia/Sydney')).toBe(true);
  });
  it('lets special hours for today win', () => {
    const closed = [{ status: 'Closed', date: '2025-07-04' }];
    expect(isOpenNow(week, at('2025-07-04T00:00:00Z'), 'Australia/Sydney', closed)).toBe(false);
    const short = [{ status: 'Open', date: '2025-07-04', start_hour: '10am', end_hour: '12pm' }];
    expect(isOpenNow(week, at('2025-07-04T01:00:00Z'), 'Australia/Sydney', short)).toBe(true);
    expect(isOpenNow(week, at('2025-07-04T03:00:00Z'), 'Australia/Sydney', short)).toBe(false);
  });
  it('reads formated_hours when open and close are missing, null when unreadable', () => {
    const text = [{ weekday: 5, status: 'Open', formated_hours: '8:00am - 6:00pm' }];
    expect(isOpenNow(text, at('2025-07-04T07:30:00Z'), 'Australia/Sydney')).toBe(true);
    expect(isOpenNow([{ weekday: 5, status: 'Open', formated_hours: 'By appointment' }], at('2025-07-04T01:00:00Z'), 'Australia/Sydney')).toBeNull();
  });
});

describe('time helpers', () => {
  it('reads clock times', () => {
    expect(parseClockTime('08:30')).toBe(510);
    expect(parseClockTime('5:30pm')).toBe(1050);
    expect(parseClockTime('12am')).toBe(0);
    expect(parseClockTime('12pm')).toBe(720);
    expect(parseClockTime('17:30:00')).toBe(1050);
    expect(parseClockTime('2000-01-01T08:30:00.000+10:00')).toBe(510);
    expect(parseClockTime('soon')).toBeNull();
  });
  it('gives the wall-clock date, weekday and minutes in a zone', () => {
    expect(zonedTime(new Date('2025-07-04T13:59:00Z'), 'Australia/Sydney')).toEqual({ date: '2025-07-04', weekday: 5, minutes: 23 * 60 + 59 });
    expect(zonedTime(new Date('2025-07-04T14:00:00Z'), 'Australia/Sydney')).toEqual({ date: '2025-07-05', weekday: 6, minutes: 0 });
    expect(zonedTime(new Date('2025-01-04T14:00:00Z'), 'Australia/Brisbane').minutes).toBe(0);
  });
});

describe('specialHoursFrom', () => {
  it("labels the given date 'Today', formats times on a 12-hour clock and drops earlier dates", () => {
    const entries = [
      { status: 'Open', date: '2025-07-04', start_hour: '09:00', end_hour: '13:00' },
      { status: 'Closed', date: '2025-07-03' },
      { status: 'Closed', date: '2025-12-25', start_hour: null, end_hour: null },
    ];
    expect(specialHoursFrom(entries, '2025-07-04').map((r) => [r.label, r.hours])).toEqual([
      ['Today', '9:00am - 1:00pm'],
      ['Thu 25 Dec', 'Closed'],
    ]);
    expect(specialHoursFrom(entries, '2025-07-05').map((r) => r.label)).toEqual(['Thu 25 Dec']);
  });
});
