import { describe, expect, it } from 'vitest';
import type { OpeningHourEntry } from '../hours/opening-hours.ts';
import { appointmentDays, offersSlot, type SalesHours } from './appointment-slots.ts';

const open = (weekday: number, from: string, to: string): OpeningHourEntry => ({ weekday, status: 'Open', formated_hours: '', open: from, close: to });
// Mon-Fri 8:30 to 17:30, Saturday 9 to 12 (hours only in formated_hours), Sunday closed.
const week: OpeningHourEntry[] = [
  { weekday: 0, status: 'Closed', formated_hours: 'Closed', open: null, close: null },
  ...[1, 2, 3, 4, 5].map((d) => open(d, '08:30', '17:30')),
  { weekday: 6, status: 'Open', formated_hours: '9:00am - 12:00pm' },
];
const hours: SalesHours = { weekly: week, special: [] };
const rules = { slot_minutes: 60, horizon_days: 7, notice_minutes: 60 };
const SYDNEY = 'Australia/Sydney';
// Thursday 3 July 2025, 22:00 UTC is Friday 4 July 08:00 in Sydney (UTC+10).
const FRIDAY_8AM_SYDNEY = new Date('2025-07-03T22:00:00Z');

const times = (days: ReturnType<typeof appointmentDays>, date: string) => days.find((d) => d.date === date)?.slots.map((s) => s.dateTime.slice(11)) ?? [];

describe('appointmentDays', () => {
  it("offers every slot from opening time that ends by closing time, in the dealer's zone, from today on", () => {
    const days = appointmentDays(hours, rules, FRIDAY_8AM_SYDNEY, SYDNEY);
    // 8:00 now plus an hour's notice: the 8:30 slot is too soon, 9:30 is the first.
    expect(times(days, '2025-07-04')).toEqual(['09:30', '10:30', '11:30', '12:30', '13:30', '14:30', '15:30', '16:30']);
    expect(days[0]).toMatchObject({
      date: '2025-07-04',
      label: 'Fri 4 Jul',
      slots: expect.arrayContaining([{ dateTime: '2025-07-04T09:30', label: '9:30am' }]),
    });
    // Saturday from formated_hours; Sunday closed and left out; seven days from Friday end on Thursday.
    expect(times(days, '2025-07-05')).toEqual(['09:00', '10:00', '11:00']);
    expect(days.map((d) => d.date)).toEqual(['2025-07-04', '2025-07-05', '2025-07-07', '2025-07-08', '2025-07-09', '2025-07-10']);
    expect(times(days, '2025-07-07')[0]).toBe('08:30');
  });

  it('never offers a past time: one instant is evening in Sydney and afternoon in Perth', () => {
    // 2025-07-04 07:00 UTC: 17:00 in Sydney (nothing left today), 15:00 in Perth (one slot, 16:30, after the notice).
    const instant = new Date('2025-07-04T07:00:00Z');
    expect(times(appointmentDays(hours, rules, instant, SYDNEY), '2025-07-04')).toEqual([]);
    expect(times(appointmentDays(hours, rules, instant, 'Australia/Perth'), '2025-07-04')).toEqual(['16:30']);
    // Late on Thursday night in UTC is already Friday in Sydney: Friday is today there, not tomorrow.
    expect(appointmentDays(hours, rules, new Date('2025-07-03T15:00:00Z'), SYDNEY)[0]?.date).toBe('2025-07-04');
  });

  it('lets special hours win: a closed public holiday offers nothing, a short day only its own hours', () => {
    const special = [
      { status: 'Closed', date: '2025-07-07', department: 'sales', location_name: 'City' },
      { status: 'Open', date: '2025-07-08', start_hour: '10:00', end_hour: '12:00', department: 'sales', location_name: 'City' },
      { status: 'Open', date: '2025-07-06', start_hour: '10:00', end_hour: '13:00', department: 'sales', location_name: 'City' },
    ];
    const days = appointmentDays({ weekly: week, special }, rules, FRIDAY_8AM_SYDNEY, SYDNEY);
    expect(times(days, '2025-07-07')).toEqual([]);
    expect(times(days, '2025-07-08')).toEqual(['10:00', '11:00']);
    // A special opening on a Sunday, a day the weekly hours keep closed.
    expect(times(days, '2025-07-06')).toEqual(['10:00', '11:00', '12:00']);
  });

  it('leaves out taken slots and follows the slot length, horizon and notice', () => {
    const taken = new Set(['2025-07-04T09:30', '2025-07-05T10:00']);
    const days = appointmentDays(hours, rules, FRIDAY_8AM_SYDNEY, SYDNEY, taken);
    expect(times(days, '2025-07-04')[0]).toBe('10:30');
    expect(times(days, '2025-07-05')).toEqual(['09:00', '11:00']);
    expect(offersSlot(days, '2025-07-05T09:00')).toBe(true);
    expect(offersSlot(days, '2025-07-05T10:00')).toBe(false);
    expect(offersSlot(days, '2025-07-06T10:00')).toBe(false);

    const halfHours = appointmentDays(hours, { slot_minutes: 30, horizon_days: 2, notice_minutes: 0 }, FRIDAY_8AM_SYDNEY, SYDNEY);
    expect(halfHours.map((d) => d.date)).toEqual(['2025-07-04', '2025-07-05']);
    expect(times(halfHours, '2025-07-04').slice(0, 3)).toEqual(['08:30', '09:00', '09:30']);
    expect(times(halfHours, '2025-07-04').at(-1)).toBe('17:00');
    // A day's notice: nothing today, Saturday from 9:00 (after Friday 8:00 plus 24 hours).
    const dayAhead = appointmentDays(hours, { ...rules, notice_minutes: 1440 }, FRIDAY_8AM_SYDNEY, SYDNEY);
    expect(dayAhead[0]?.date).toBe('2025-07-05');
    expect(times(dayAhead, '2025-07-05')[0]).toBe('09:00');
  });

  it('keeps wall-clock times across a daylight-saving change', () => {
    // Sydney moves to UTC+11 on Sunday 5 October 2025; Monday's slots still start at 8:30 local time.
    const days = appointmentDays(hours, rules, new Date('2025-10-03T21:00:00Z'), SYDNEY);
    expect(days[0]?.date).toBe('2025-10-04');
    expect(times(days, '2025-10-06')[0]).toBe('08:30');
  });
});
