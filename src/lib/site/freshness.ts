/**
 * "Stock updated 4 minutes ago". Self-contained (no outside references) because the page inlines
 * its source into a tiny script that keeps the text current in the browser.
 */
export function stockAgeText(updatedMs: number, nowMs: number): string {
  const minutes = Math.floor(Math.max(0, nowMs - updatedMs) / 60000);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;
  let age: string;
  if (minutes < 1) age = 'just now';
  else if (minutes < 60) age = unit(minutes, 'minute');
  else if (minutes < 48 * 60) age = unit(Math.floor(minutes / 60), 'hour');
  else age = unit(Math.floor(minutes / (24 * 60)), 'day');
  return `Stock updated ${age}`;
}

/** The absolute form pages are served with (and what readers without JavaScript see). */
export function stockTimeText(iso: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
  return `Stock updated ${when}`;
}

/** The per-build file the freshness script reads the dealer's latest stock time from. */
export const BUILD_INFO_PATH = '/_build.json';
