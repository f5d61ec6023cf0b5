import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { STRINGS } from '../../lib/strings.ts';
import { showWatchlistButton } from '../../lib/inventory/save-rules.ts';
import { EVENTS, trackEvent } from '../../lib/vehicle/analytics.ts';
import { loadSession } from '../../stores/session.ts';
import { $watchlistIds, loadServerWatchlist, toggleWatchlist } from '../../stores/watchlist.ts';

export interface WatchlistButtonProps {
  car: { id: string; name: string; status: string };
  /** The 'View List' toast action. */
  watchlistHref: string;
}

/** Optimistic watchlist save/remove for signed-in shoppers; signed-out shoppers go to sign-in. Sold cars hide it unless saved. */
export default function WatchlistButton({ car, watchlistHref }: WatchlistButtonProps) {
  const ids = useStore($watchlistIds);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    void loadSession().then((session) => (session.status === 'signed-in' ? loadServerWatchlist() : undefined));
  }, []);
  const saved = mounted && ids.has(car.id);
  if (!showWatchlistButton(car, saved)) return null;
  return (
    <button
      type="button"
      className="btn secondary"
      data-testid="watchlist"
      aria-pressed={saved}
      onClick={async () => {
        const session = await loadSession();
        const user = session.status === 'signed-in' ? { phone_number: session.phone } : null;
        const result = await toggleWatchlist({ id: car.id, name: car.name }, { user, currentPath: window.location.pathname, watchlistHref });
        if (result.status === 'saved') trackEvent(EVENTS.save, { car_id: car.id, list: 'watchlist' });
      }}
    >
      {saved ? STRINGS.saved : STRINGS.save}
    </button>
  );
}
