import { addDays, openOn, type SalesHours } from '../test-drive/appointment-slots.ts';
import { zonedTime } from './zoned-time.ts';

const MINUTE_MS = 60_000;
/** How far ahead an opening is looked for: past it, a location is taken to have no hours at all. */
const LOOK_AHEAD_DAYS = 14;

/** The instant at which the wall clock in `timeZone` reads `date` at `minutes` past midnight. */
export function wallClockInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wanted = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + minutes * MINUTE_MS;
  let guess = wanted;
  // Twice: the zone's offset at the first guess may differ from the offset at the answer (a DST change between).
  for (let i = 0; i < 2; i += 1) {
    const local = zonedTime(new Date(guess), timeZone);
    const [ly, lm, ld] = local.date.split('-').map(Number);
    const seen = Date.UTC(ly ?? 1970, (lm ?? 1) - 1, ld ?? 1) + local.minutes * MINUTE_MS;
    guess += wanted - seen;
  }
  return new Date(guess);
}

/**
 * When the location whose `hours` these are is next open, from `now` in `timeZone`: `now` itself
 * while it is open, else the start of its next opening (special hours win over weekly hours); null
 * when it opens on none of the next two weeks' days.
 */
export function nextOpening(hours: SalesHours, now: Date, timeZone: string): Date | null {
  const local = zonedTime(now, timeZone);
  for (let offset = 0; offset < LOOK_AHEAD_DAYS; offset += 1) {
    const date = addDays(local.date, offset);
    const open = openOn(date, hours);
    if (!open) continue;
    if (offset === 0 && local.minutes >= open[1]) continue;
    if (offset === 0 && local.minutes >= open[0]) return now;
    return wallClockInstant(date, open[0], timeZone);
  }
  return null;
}
