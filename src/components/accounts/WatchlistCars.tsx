import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { cardSourceOf } from '../../lib/listing/card-source.ts';
import { cardView, type CardOptions } from '../../lib/listing/card-view.ts';
import { loadSession } from '../../stores/session.ts';
import { useSession } from './use-session.ts';
import { $watchlist, loadServerWatchlist, toggleWatchlist } from '../../stores/watchlist.ts';
import CarCardView from '../car/CarCardView.tsx';
import { useStockDocs } from '../listing/use-stock-docs.ts';

export type WatchlistCarsProps = { card: CardOptions; watchlistHref: string };

/**
 * The signed-in shopper's watchlist as the server keeps it: a card per car still in stock, each
 * shown as watched ('♥ Watching', pressed; pressing it takes the car off), never the device's
 * '♡ Save' (issue 31); a Remove for the rest.
 */
export default function WatchlistCars({ card, watchlistHref }: WatchlistCarsProps) {
  const session = useSession();
  const ids = useStore($watchlist);
  useEffect(() => {
    void loadSession().then((s) => (s.status === 'signed-in' ? loadServerWatchlist() : undefined));
  }, []);
  const signedIn = session.status === 'signed-in';
  const { docs, failed } = useStockDocs(signedIn && ids.length > 0);
  if (!signedIn) return <p>{ACCOUNT_COPY.checkingSignIn}</p>;
  if (ids.length === 0) return <p data-testid="watchlist-empty">{ACCOUNT_COPY.watchlistEmpty}</p>;
  const now = new Date();
  const user = { phone_number: session.phone };
  return (
    <div className="grid" data-testid="watchlist-cars">
      {ids.map((id) => {
        const doc = docs?.get(id);
        if (doc) {
          const view = cardView(cardSourceOf(doc), card, now);
          const watched = (
            <div className="card-tools">
              <button
                type="button"
                className="fav"
                aria-pressed="true"
                data-testid="watching"
                onClick={() => void toggleWatchlist({ id, name: view.title }, { user, currentPath: window.location.pathname, watchlistHref })}
              >
                <span aria-hidden="true">♥</span> {ACCOUNT_COPY.watching}
              </button>
            </div>
          );
          return <CarCardView key={id} view={view} tools={watched} />;
        }
        return (
          <article key={id} className="card unavailable" data-car-id={id}>
            <div className="body">
              <h3>{docs || failed ? ACCOUNT_COPY.noLongerAvailable : ACCOUNT_COPY.checkingAvailability}</h3>
              <div className="actions">
                <button
                  type="button"
                  className="btn secondary"
                  onClick={() => void toggleWatchlist({ id, name: ACCOUNT_COPY.savedCar }, { user, currentPath: window.location.pathname, watchlistHref })}
                >
                  {ACCOUNT_COPY.remove}
                </button>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
