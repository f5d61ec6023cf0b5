import { describe, expect, it } from 'vitest';
import { nextOpening, wallClockInstant } from './next-opening.ts';

const TZ = 'Australia/Sydney';
const weekday = (day: number) => ({ weekday: day, status: 'Open', formated_hours: '8:30am - 5:30pm', open: '08:30', close: '17:30' });
// Open Monday to Friday, closed at the weekend.
const hours = { weekly: [1, 2, 3, 4, 5].map(weekday), special: [] };

describe('nextOpening', () => {
  it('is now while the location is open', () => {
    const now = wallClockInstant('2026-03-04', 10 * 60, TZ); // a Wednesday, 10am
    expect(nextOpening(hours, now, TZ)).toEqual(now);
  });

  it('is the next morning after closing time, and Monday morning from a Saturday', () => {
    expect(nextOpening(hours, wallClockInstant('2026-03-04', 19 * 60, TZ), TZ)).toEqual(wallClockInstant('2026-03-05', 8 * 60 + 30, TZ));
    expect(nextOpening(hours, wallClockInstant('2026-03-07', 11 * 60, TZ), TZ)?.toISOString()).toBe('2026-03-08T21:30:00.000Z');
  });

  it('is today’s opening before it, and follows special hours over the week’s', () => {
    expect(nextOpening(hours, wallClockInstant('2026-03-04', 6 * 60, TZ), TZ)).toEqual(wallClockInstant('2026-03-04', 8 * 60 + 30, TZ));
    const holiday = { ...hours, special: [{ status: 'Closed', date: '2026-03-05' }] };
    expect(nextOpening(holiday, wallClockInstant('2026-03-04', 19 * 60, TZ), TZ)).toEqual(wallClockInstant('2026-03-06', 8 * 60 + 30, TZ));
  });

  it('is null for a location with no opening in the next two weeks', () => {
    expect(nextOpening({ weekly: [], special: [] }, new Date('2026-03-04T00:00:00Z'), TZ)).toBeNull();
  });

  it('reads wall-clock times across a daylight-saving change', () => {
    // Sydney leaves daylight saving on 5 April 2026: 9am is 23:00 UTC before and at 9am AEST after.
    expect(wallClockInstant('2026-04-04', 9 * 60, TZ).toISOString()).toBe('2026-04-03T22:00:00.000Z');
    expect(wallClockInstant('2026-04-06', 9 * 60, TZ).toISOString()).toBe('2026-04-05T23:00:00.000Z');
  });
});
