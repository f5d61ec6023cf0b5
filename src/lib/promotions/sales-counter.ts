/** The sales counter's settings (content.sales_counter). */
export interface SalesCounterRule {
  per_day: number;
  block_seconds: number;
  timezone: string;
}

/** Day of the month and seconds since midnight on the wall clock of `timeZone`. */
function wallClock(now: Date, timeZone: string): { day: number; seconds: number } {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { day: part('day'), seconds: part('hour') * 3600 + part('minute') * 60 + part('second') };
}

/**
 * 'Sales this Month' at `now` (rule: promotions.sales-counter): (day of month − 1) × per_day, plus the whole
 * block_seconds blocks elapsed since midnight, both taken in the rule's time zone.
 */
export function salesThisMonth(now: Date, rule: SalesCounterRule): number {
  const { day, seconds } = wallClock(now, rule.timezone);
  return (day - 1) * rule.per_day + Math.floor(seconds / rule.block_seconds);
}

/** The value shown `elapsedMs` into a count from `from` to `to` lasting `durationMs` (eased out). */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs >= durationMs || durationMs <= 0) return to;
  const t = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}
