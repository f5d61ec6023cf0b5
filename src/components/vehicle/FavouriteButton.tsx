import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { STRINGS } from '../../lib/strings.ts';
import { EVENTS, trackEvent } from '../../lib/vehicle/analytics.ts';
import { $favouriteIds, toggleFavourite, type FavouriteInput } from '../../stores/favourites.ts';

/** Favourite toggle, labelled 'Fave' on desktop and 'Favourite' on mobile; stored locally. */
export default function FavouriteButton({ car }: { car: FavouriteInput }) {
  const ids = useStore($favouriteIds);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const saved = mounted && ids.has(String(car.id));
  return (
    <button
      type="button"
      className="btn secondary fave"
      data-testid="favourite"
      aria-pressed={saved}
      onClick={() => {
        if (toggleFavourite(car)) trackEvent(EVENTS.save, { car_id: String(car.id) });
      }}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      <span className="label-desktop">{STRINGS.fave}</span>
      <span className="label-mobile">{STRINGS.favourite}</span>
    </button>
  );
}
