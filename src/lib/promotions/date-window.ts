import { expiryEpochMs, toEpochMs, type DateInput } from '../dates.ts';

/** When a dated item shows: from its start to the end of its expiry (epoch ms; null is open-ended). */
export interface DateWindow {
  from: number | null;
  until: number | null;
}

/** The window of an item with a start and an expiry; a date-only expiry lasts that whole day (UTC). */
export function dateWindow(item: { start?: DateInput | null | undefined; expiry?: DateInput | null | undefined }): DateWindow {
  return { from: toEpochMs(item.start), until: expiryEpochMs(item.expiry) };
}

/**
 * Whether a window is open at `now`. Self-contained (no imports, no closures): the pages' inline
 * script carries its source, so the browser applies the same rule as the build and the tests.
 */
export function isOpenAt(from: number | null, until: number | null, now: number): boolean {
  return (from === null || from <= now) && (until === null || now <= until);
}

/** Whether a window has closed by `now`: such an item is left out of the page altogether. */
export function hasEnded(window: DateWindow, now: number): boolean {
  return window.until !== null && now > window.until;
}
