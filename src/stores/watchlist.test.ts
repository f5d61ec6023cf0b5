import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRINGS } from '../lib/strings.ts';
import { $toast } from './toasts.ts';
import { $watchlist, isInWatchlist, setWatchlist, toggleWatchlist, watchlistSignInUrl, WATCHLIST_REMOVE_PATH, WATCHLIST_SAVE_PATH } from './watchlist.ts';

const car = { id: 42, name: '2021 Toyota Corolla' };
const ctx = { user: { phone_number: '0412345678' }, currentPath: '/cars/corolla-42', watchlistHref: '/watchlist' };

function fakeFetch(answer: () => Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit | undefined; listDuringCall: readonly string[] }> = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init, listDuringCall: $watchlist.get() });
    return answer();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
const ok = () => Promise.resolve(Response.json({ success: true }));

afterEach(() => {
  setWatchlist([]);
  $toast.set(null);
  cleanStores($watchlist, $toast);
});

describe('watchlist', () => {
  it('saves optimistically, posts {phone_number, car_id} and shows the saved toast', async () => {
    const { fetch, calls } = fakeFetch(ok);
    const result = await toggleWatchlist(car, ctx, { fetch, alert: vi.fn() });
    expect(result).toEqual({ status: 'saved' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/watchlist/save-car');
    expect(calls[0]?.url).toBe(WATCHLIST_SAVE_PATH);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ phone_number: '0412345678', car_id: 42 });
    expect(calls[0]?.listDuringCall).toEqual(['42']);
    expect($toast.get()).toMatchObject({
      open: true,
      title: 'Car Saved In Watchlist',
      text: '2021 Toyota Corolla is now available in your watchlist',
      action: { label: 'View List', href: '/watchlist' },
    });
  });
  it('removes optimistically and shows the removal toast', async () => {
    setWatchlist([42, 7]);
    const { fetch, calls } = fakeFetch(ok);
    expect(await toggleWatchlist(car, ctx, { fetch })).toEqual({ status: 'removed' });
    expect(calls[0]?.url).toBe(WATCHLIST_REMOVE_PATH);
    expect(calls[0]?.listDuringCall).toEqual(['7']);
    expect($toast.get()).toMatchObject({
      title: STRINGS.watchlistRemovedTitle,
      text: '2021 Toyota Corolla is no longer in your watchlist',
      action: { label: 'View List' },
    });
  });
  it('alerts the error message and reverts on a network failure', async () => {
    const alert = vi.fn();
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await toggleWatchlist(car, ctx, { fetch, alert })).toEqual({ status: 'failed', error: 'Failed to fetch' });
    expect(alert).toHaveBeenCalledWith('Failed to fetch');
    expect(isInWatchlist(42)).toBe(false);
    expect($toast.get()).toBeNull();

    setWatchlist([42]);
    const failing = fakeFetch(() => Promise.resolve(new Response('nope', { status: 500, statusText: 'Server Error' })));
    const removal = await toggleWatchlist(car, ctx, { fetch: failing.fetch, alert });
    expect(removal).toEqual({ status: 'failed', error: '500 Server Error' });
    expect(isInWatchlist(42)).toBe(true);
  });
  it('reverts without an alert when the answer has no success flag', async () => {
    const alert = vi.fn();
    const { fetch } = fakeFetch(() => Promise.resolve(Response.json({ success: false })));
    expect((await toggleWatchlist(car, ctx, { fetch, alert })).status).toBe('failed');
    expect(alert).not.toHaveBeenCalled();
    expect($watchlist.get()).toEqual([]);
  });
  it('sends signed-out users and users without a phone to sign-in', async () => {
    const navigate = vi.fn();
    const { fetch, calls } = fakeFetch(ok);
    const result = await toggleWatchlist(car, { ...ctx, user: null, backPath: '/search?page=2' }, { fetch, navigate });
    // Sign-in comes back to the car asking to save it; its Back link does not.
    const url = '/sign-in?type=watchlist&redirect=%2Fcars%2Fcorolla-42%3Fsave-to-watchlist%3D42&back=%2Fsearch%3Fpage%3D2';
    expect(result).toEqual({ status: 'redirect', url });
    expect(navigate).toHaveBeenCalledWith(url);
    expect(await toggleWatchlist(car, { ...ctx, user: { phone_number: ' ' } }, { fetch, navigate })).toMatchObject({ status: 'redirect' });
    expect(calls).toHaveLength(0);
    expect($watchlist.get()).toEqual([]);
    expect(watchlistSignInUrl('/a')).toBe('/sign-in?type=watchlist&redirect=%2Fa&back=%2Fa');
  });
  it('ignores a second click while the first request runs', async () => {
    let release: (r: Response) => void = () => {};
    const { fetch, calls } = fakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = toggleWatchlist(car, ctx, { fetch });
    expect(await toggleWatchlist(car, ctx, { fetch })).toEqual({ status: 'busy' });
    release(Response.json({ success: true }));
    expect(await first).toEqual({ status: 'saved' });
    expect(calls).toHaveLength(1);
  });
});
