import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { showWatchlistButton } from '../../lib/inventory/save-rules.ts';
import { EVENTS, trackEvent } from '../../lib/vehicle/analytics.ts';
import { saveIntentOf, withoutSaveIntent } from '../../lib/accounts/watchlist-intent.ts';
import { loadSession } from '../../stores/session.ts';
import { $watchlistIds, isInWatchlist, loadServerWatchlist, toggleWatchlist } from '../../stores/watchlist.ts';

export interface WatchlistButtonProps {
  car: { id: string; name: string; status: string };
  /** The 'View List' toast action. */
  watchlistHref: string;
}

/**
 * Optimistic watchlist Watch/Watching for signed-in shoppers; signed-out shoppers go to sign-in and,
 * back on this page signed in, the save they asked for is made here (the page's
 * `?save-to-watchlist=` names the car; the address bar then drops it). Sold cars hide it unless saved.
 */
export default function WatchlistButton({ car, watchlistHref }: WatchlistButtonProps) {
  const ids = useStore($watchlistIds);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    void (async () => {
      const session = await loadSession();
      if (session.status !== 'signed-in') return;
      await loadServerWatchlist();
      if (saveIntentOf(window.location.search) !== car.id) return;
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', withoutSaveIntent(`${pathname}${search}${hash}`));
      if (isInWatchlist(car.id)) return;
      const result = await toggleWatchlist({ id: car.id, name: car.name }, { user: { phone_number: session.phone }, currentPath: pathname, watchlistHref });
      if (result.status === 'saved') trackEvent(EVENTS.save, { car_id: car.id, list: 'watchlist' });
    })();
  }, [car.id, car.name, watchlistHref]);
  const saved = mounted && ids.has(car.id);
  if (!showWatchlistButton(car, saved)) return null;
  return (
    <button
      type="button"
      className="btn secondary"
      data-testid="watchlist"
      aria-pressed={saved}
      aria-describedby="fave-and-watch"
      onClick={async () => {
        const session = await loadSession();
        const user = session.status === 'signed-in' ? { phone_number: session.phone } : null;
        const result = await toggleWatchlist({ id: car.id, name: car.name }, { user, currentPath: window.location.pathname, watchlistHref });
        if (result.status === 'saved') trackEvent(EVENTS.save, { car_id: car.id, list: 'watchlist' });
      }}
    >
      {saved ? ACCOUNT_COPY.watching : ACCOUNT_COPY.watch}
    </button>
  );
}
