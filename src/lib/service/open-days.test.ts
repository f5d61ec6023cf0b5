import { describe, expect, it } from 'vitest';
import { location } from '../leads/testing/fixtures.ts';
import type { SpecialHours } from '../content/special-hours-schema.ts';
import { isBookableDate, openDates, openDaysOf } from './open-days.ts';

const weekdaysAndSaturday = [1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  status: 'Open' as const,
  formated_hours: '8:00am - 5:00pm',
  open: '08:00',
  close: '17:00',
}));
const closedSunday = { weekday: 0, status: 'Closed' as const, formated_hours: 'Closed', open: null, close: null };
const centre = location(13, 'sample-toyota', {
  name: 'Service Centre',
  location_type: 'service',
  contact_detail: { phone: '+61733401100', landline_phone: null, opening_hours: [closedSunday, ...weekdaysAndSaturday] },
});
const yard = location(11, 'sample-toyota', { name: 'Sales Yard', contact_detail: centre.contact_detail });
const special = (date: string, status: 'Open' | 'Closed', department: SpecialHours['department'], location_name: string): SpecialHours => ({
  date,
  status,
  department,
  location_name,
  start_hour: status === 'Open' ? '09:00' : null,
  end_hour: status === 'Open' ? '12:00' : null,
});

describe('the days a location takes services', () => {
  it('are its open weekdays, less the dates its service special hours close, plus those they open', () => {
    const days = openDaysOf(centre, [
      special('2026-12-25', 'Closed', 'service', 'Service Centre'),
      special('2026-12-27', 'Open', 'service', 'Service Centre'),
      special('2026-12-26', 'Closed', 'sales', 'Service Centre'),
      special('2026-12-28', 'Closed', 'service', 'Another Centre'),
    ]);
    // Tue 22 Dec to Mon 28 Dec 2026: Christmas closed, Sunday 27th opened specially; a sales closure and another location's change nothing.
    expect(openDates(days, '2026-12-22', 7).map((d) => d.value)).toEqual(['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-26', '2026-12-27', '2026-12-28']);
    expect(openDates(days, '2026-12-22', 2)).toEqual([
      { value: '2026-12-22', label: 'Tue 22 Dec' },
      { value: '2026-12-23', label: 'Wed 23 Dec' },
    ]);
  });

  it("at a sales yard that services too, follow the yard's own closures on dates service names none", () => {
    const days = openDaysOf(yard, [special('2026-12-25', 'Closed', 'sales', 'Sales Yard'), special('2026-12-26', 'Open', 'service', 'Sales Yard')]);
    expect(openDates(days, '2026-12-24', 3).map((d) => d.value)).toEqual(['2026-12-24', '2026-12-26']);
  });

  it('can be booked from the dealer’s today over the horizon, never on a closed day', () => {
    const days = openDaysOf(centre, [special('2026-12-25', 'Closed', 'service', 'Service Centre')]);
    // 10:00 on Wed 23 Dec in Brisbane.
    const now = new Date('2026-12-23T00:00:00Z');
    const zone = 'Australia/Brisbane';
    expect(isBookableDate(days, '2026-12-24', now, zone)).toBe(true);
    expect(isBookableDate(days, '2026-12-25', now, zone)).toBe(false);
    expect(isBookableDate(days, '2026-12-27', now, zone)).toBe(false);
    expect(isBookableDate(days, '2026-12-01', now, zone)).toBe(false);
    expect(isBookableDate(days, '2027-06-01', now, zone)).toBe(false);
    expect(isBookableDate(days, '2026-02-30', now, zone)).toBe(false);
    expect(isBookableDate(days, 'tomorrow', now, zone)).toBe(false);
  });
});
