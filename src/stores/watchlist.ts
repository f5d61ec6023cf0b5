import { atom, computed } from 'nanostores';
import { signInUrl } from '../lib/accounts/sign-in-link.ts';
import { withSaveIntent } from '../lib/accounts/watchlist-intent.ts';
import { STRINGS } from '../lib/strings.ts';
import { showToast } from './toasts.ts';

export const WATCHLIST_SAVE_PATH = '/api/watchlist/save-car';
export const WATCHLIST_REMOVE_PATH = '/api/watchlist/remove-car';
const WATCHLIST_LIST_PATH = '/api/watchlist';

/** Ids of the cars in the signed-in user's watchlist, as far as this page knows. */
export const $watchlist = atom<readonly string[]>([]);
export const $watchlistIds = computed($watchlist, (ids) => new Set(ids));

export function setWatchlist(ids: ReadonlyArray<string | number>): void {
  $watchlist.set([...new Set(ids.map(String))]);
}

export function isInWatchlist(id: string | number): boolean {
  return $watchlistIds.get().has(String(id));
}

/** Sign-in link for a signed-out shopper saving to the watchlist. */
export function watchlistSignInUrl(redirect: string, back: string = redirect): string {
  return signInUrl('watchlist', redirect, back);
}

let loaded: Promise<void> | null = null;

/** The signed-in shopper's watchlist as the server keeps it (saved on any device), once per page. */
export function loadServerWatchlist(doFetch: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<void> {
  loaded ??= doFetch(WATCHLIST_LIST_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) return;
      const body = (await response.json()) as { car_ids?: unknown };
      if (Array.isArray(body.car_ids)) setWatchlist(body.car_ids.filter((id): id is string => typeof id === 'string'));
    })
    .catch(() => {});
  return loaded;
}

export interface WatchlistCar {
  id: string | number;
  /** Shown in the toast text. */
  name: string;
}

export interface WatchlistContext {
  user: { phone_number?: string | null | undefined } | null | undefined;
  /** Where sign-in returns to. */
  currentPath: string;
  backPath?: string;
  /** The 'View List' toast action's link. */
  watchlistHref: string;
}

export interface WatchlistDeps {
  fetch: typeof fetch;
  alert: (message: string) => void;
  navigate: (url: string) => void;
}

export type WatchlistResult =
  | { status: 'saved' | 'removed' }
  | { status: 'redirect'; url: string }
  | { status: 'failed'; error: string }
  /** A request for this car is still running; the click is ignored. */
  | { status: 'busy' };

const defaultDeps = (): WatchlistDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  alert: (message) => (globalThis as { alert?: (m: string) => void }).alert?.(message),
  navigate: (url) => (globalThis as { location?: { assign(u: string): void } }).location?.assign(url),
});

const pending = new Set<string>();

/** Saves or removes the car depending on whether it is in the watchlist. */
export function toggleWatchlist(car: WatchlistCar, ctx: WatchlistContext, deps: Partial<WatchlistDeps> = {}): Promise<WatchlistResult> {
  return isInWatchlist(car.id) ? removeFromWatchlist(car, ctx, deps) : saveToWatchlist(car, ctx, deps);
}

function saveToWatchlist(car: WatchlistCar, ctx: WatchlistContext, deps: Partial<WatchlistDeps> = {}): Promise<WatchlistResult> {
  return change('save', car, ctx, deps);
}

function removeFromWatchlist(car: WatchlistCar, ctx: WatchlistContext, deps: Partial<WatchlistDeps> = {}): Promise<WatchlistResult> {
  return change('remove', car, ctx, deps);
}

/**
 * Optimistic: the local watchlist changes at once, then the change is posted with
 * {phone_number, car_id}. A network or HTTP failure alerts its message and reverts; an answer
 * without success reverts. Signed-out users, or users without a phone, are sent to sign-in, which
 * brings them back to the page with the save they asked for still to make.
 */
async function change(kind: 'save' | 'remove', car: WatchlistCar, ctx: WatchlistContext, overrides: Partial<WatchlistDeps>): Promise<WatchlistResult> {
  const deps = { ...defaultDeps(), ...overrides };
  const phone = ctx.user?.phone_number?.trim();
  if (!phone) {
    // Sign-in returns to the page asking for this save, which the page then makes (watchlist-intent.ts).
    const redirect = kind === 'save' ? withSaveIntent(ctx.currentPath, String(car.id)) : ctx.currentPath;
    const url = watchlistSignInUrl(redirect, ctx.backPath ?? ctx.currentPath);
    deps.navigate(url);
    return { status: 'redirect', url };
  }
  const id = String(car.id);
  if (pending.has(id)) return { status: 'busy' };
  pending.add(id);

  const apply = (present: boolean) => {
    const others = $watchlist.get().filter((x) => x !== id);
    $watchlist.set(present ? [...others, id] : others);
  };
  apply(kind === 'save');
  try {
    const response = await deps.fetch(kind === 'save' ? WATCHLIST_SAVE_PATH : WATCHLIST_REMOVE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ phone_number: phone, car_id: car.id }),
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
    const body = (await response.json()) as { success?: unknown };
    if (body.success !== true) {
      apply(kind !== 'save');
      return { status: 'failed', error: 'The watchlist was not updated' };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    apply(kind !== 'save');
    deps.alert(message);
    return { status: 'failed', error: message };
  } finally {
    pending.delete(id);
  }

  const action = { label: STRINGS.viewList, href: ctx.watchlistHref };
  if (kind === 'save') {
    showToast({ title: STRINGS.watchlistSavedTitle, text: STRINGS.watchlistSavedText(car.name), action });
    return { status: 'saved' };
  }
  showToast({ title: STRINGS.watchlistRemovedTitle, text: STRINGS.watchlistRemovedText(car.name), action });
  return { status: 'removed' };
}
