import { describe, expect, it } from 'vitest';
import { countUpValue, salesThisMonth } from './sales-counter.ts';

const brisbane = { per_day: 192, block_seconds: 450, timezone: 'Australia/Brisbane' };

describe("'Sales this Month'", () => {
  it('is 0 at midnight on the first of the month in the dealer time zone', () => {
    // Brisbane is UTC+10 all year.
    expect(salesThisMonth(new Date('2026-10-31T14:00:00Z'), brisbane)).toBe(0);
    expect(salesThisMonth(new Date('2026-10-31T13:59:59Z'), brisbane)).toBe(30 * 192 + 191);
  });

  it('adds 192 a day and one per whole 450 seconds elapsed today', () => {
    // 10 November, 10:07:30 in Brisbane: 9 days × 192 + 36450 s / 450 = 81 blocks.
    expect(salesThisMonth(new Date('2026-11-10T00:07:30Z'), brisbane)).toBe(9 * 192 + 81);
    expect(salesThisMonth(new Date('2026-11-10T00:07:29Z'), brisbane)).toBe(9 * 192 + 80);
  });

  it('takes day and time in the configured zone, daylight saving included', () => {
    // 10 November 00:30 UTC is 11:30 in Sydney (UTC+11 in summer) and 10:30 in Brisbane.
    const now = new Date('2026-11-10T00:30:00Z');
    expect(salesThisMonth(now, { ...brisbane, timezone: 'Australia/Sydney' })).toBe(9 * 192 + (11 * 3600 + 1800) / 450);
    expect(salesThisMonth(now, brisbane)).toBe(9 * 192 + (10 * 3600 + 1800) / 450);
  });

  it('uses the configured per-day count and block length', () => {
    expect(salesThisMonth(new Date('2026-11-03T02:00:00Z'), { ...brisbane, per_day: 50, block_seconds: 3600 })).toBe(2 * 50 + 12);
  });

  it('counts up from the old value to the new one over the duration, never past it', () => {
    expect(countUpValue(0, 1000, 0, 2000)).toBe(0);
    const mid = countUpValue(0, 1000, 1000, 2000);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1000);
    expect(countUpValue(0, 1000, 2000, 2000)).toBe(1000);
    expect(countUpValue(1800, 1801, 5000, 2000)).toBe(1801);
  });
});
