import { useStore } from '@nanostores/react';
import type { CardFavourite } from '../../lib/listing/card-view.ts';
import { STRINGS } from '../../lib/strings.ts';
import { $compare, COMPARE_LIMIT, toggleCompare } from '../../stores/compare.ts';
import { $favouriteIds, toggleFavourite } from '../../stores/favourites.ts';
import { useMounted } from './use-mounted.ts';

/** The card's Save/Saved favourite toggle and its compare toggle (same visibility rule). */
export default function CardActions({ car }: { car: CardFavourite }) {
  const mounted = useMounted();
  const favourites = useStore($favouriteIds);
  const compare = useStore($compare);
  const saved = mounted && favourites.has(car.id);
  const compared = mounted && compare.some((c) => c.id === car.id);
  const full = mounted && !compared && compare.length >= COMPARE_LIMIT;
  return (
    <div className="card-tools">
      <button type="button" className="fav" aria-pressed={saved} onClick={() => toggleFavourite(car)}>
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? STRINGS.saved : STRINGS.save}
      </button>
      <button
        type="button"
        className="compare"
        aria-pressed={compared}
        disabled={full}
        title={full ? `Compare up to ${COMPARE_LIMIT} cars` : undefined}
        onClick={() => toggleCompare(car)}
      >
        {compared ? 'Comparing' : 'Compare'}
      </button>
    </div>
  );
}
