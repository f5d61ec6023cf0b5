import { useStore } from '@nanostores/react';
import { silhouetteFor } from '../../lib/images/photo-placeholder.ts';
import { cardSourceOf } from '../../lib/listing/card-source.ts';
import { cardView, type CardOptions } from '../../lib/listing/card-view.ts';
import { $favourites, removeFavourite } from '../../stores/favourites.ts';
import { $recentlyViewed } from '../../stores/recently-viewed.ts';
import CarCardView from '../car/CarCardView.tsx';
import PhotoComingSoon from '../car/PhotoComingSoon.tsx';
import { useMounted } from '../car/use-mounted.ts';
import { useStockDocs } from './use-stock-docs.ts';

export type FavouritesListProps = { card: CardOptions };

/** The shopper's saved cars (kept in this browser) and the cars they viewed recently. */
export default function FavouritesList({ card }: FavouritesListProps) {
  const mounted = useMounted();
  const favourites = useStore($favourites);
  const viewed = useStore($recentlyViewed);
  const { docs, failed } = useStockDocs(mounted && (favourites.length > 0 || viewed.length > 0));
  const now = new Date();
  const none = (
    <p key="none" data-testid="no-favourites" className="when-no-favourites">
      You have no saved cars yet. Use <strong>Save</strong> on any car to keep it here. <a href="/search/">Browse our stock</a>
    </p>
  );
  // Before hydration both lines are in the HTML, and the page's pre-paint class shows the true one;
  // an empty list then keeps the same paragraph (by key), so nothing on screen is drawn again.
  if (!mounted) {
    return (
      <div className="favourites" data-before-mount="">
        <p key="loading" className="when-favourites">
          Loading your saved cars…
        </p>
        {none}
      </div>
    );
  }

  const recent = docs ? viewed.flatMap((v) => (docs.has(v.id) && !favourites.some((f) => f.id === v.id) ? [docs.get(v.id)!] : [])) : [];
  return (
    <div className="favourites">
      {favourites.length === 0 ? (
        none
      ) : (
        <div className="grid" data-testid="favourites">
          {favourites.map((favourite) => {
            const doc = docs?.get(favourite.id);
            if (doc) return <CarCardView key={favourite.id} view={cardView(cardSourceOf(doc), card, now)} />;
            return (
              <article key={favourite.id} className="card unavailable" data-car-id={favourite.id}>
                <div className="media">
                  {favourite.primary_image_url ? (
                    <img src={favourite.primary_image_url} alt="" width={400} height={300} loading="lazy" />
                  ) : (
                    <PhotoComingSoon style={card.noPhoto} silhouette={silhouetteFor({})} />
                  )}
                </div>
                <div className="body">
                  <h3>{favourite.name}</h3>
                  <p>{docs || failed ? 'This car is no longer available.' : 'Checking availability…'}</p>
                  <div className="actions">
                    <button type="button" className="btn secondary" onClick={() => removeFavourite(favourite.id)}>
                      Remove
                    </button>
                  </div>
                </div>
              </article>
            );
          })}
        </div>
      )}
      {recent.length > 0 ? (
        <section className="section" aria-labelledby="recently-viewed">
          <h2 id="recently-viewed">Recently viewed</h2>
          <div className="grid">
            {recent.map((doc) => (
              <CarCardView key={doc.id} view={cardView(cardSourceOf(doc), card, now)} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
