import { dateWindow, isOpenAt } from '../../lib/promotions/date-window.ts';
import type { DateInput } from '../../lib/dates.ts';

/** The attributes DatedScript reads, and `hidden` as the build's clock has it. */
export function datedAttributes(item: { start?: DateInput | null; expiry?: DateInput | null }, now: Date) {
  const { from, until } = dateWindow(item);
  return {
    'data-from': from === null ? undefined : String(from),
    'data-until': until === null ? undefined : String(until),
    hidden: !isOpenAt(from, until, now.getTime()),
  };
}
