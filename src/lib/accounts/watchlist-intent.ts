/**
 * The save a signed-out shopper asked for, carried through sign-in (issue 31): Save sends them to
 * sign-in with a return path that names the car (`?save-to-watchlist=<car id>`); back on the car's
 * page, signed in, the page saves it and drops the parameter. Leaving sign-in by its Back link
 * returns without it, so nothing is saved that the shopper abandoned.
 */
const PARAM = 'save-to-watchlist';
const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `path` (a site path, with or without a query) asking to save `carId` once the shopper is back. */
export function withSaveIntent(path: string, carId: string): string {
  const url = new URL(path, 'https://site.invalid');
  url.searchParams.set(PARAM, carId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The car a page's query asks to save, or null (none, or not a car id). */
export function saveIntentOf(search: string): string | null {
  const id = new URLSearchParams(search).get(PARAM);
  return id !== null && CAR_ID.test(id) ? id : null;
}

/** The same page address without the save it asked for (what the address bar shows once saved). */
export function withoutSaveIntent(pathWithQuery: string): string {
  const url = new URL(pathWithQuery, 'https://site.invalid');
  url.searchParams.delete(PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
