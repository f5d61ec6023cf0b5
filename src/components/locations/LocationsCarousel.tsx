import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import type { LocationCardView as View } from '../../lib/locations/location-card.ts';
import { STRINGS } from '../../lib/strings.ts';
import { reactIsland } from '../react-island.ts';
import LocationCardView from './LocationCardView.tsx';

/** The 'Our Locations' carousel (rule: locations.carousel): previous and next are disabled at the ends. */
export default reactIsland(function LocationsCarousel({ cards }: { cards: View[] }) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  // Before the carousel measures itself, only a forward move can be possible.
  const [ends, setEnds] = useState({ prev: false, next: cards.length > 1 });
  const update = useCallback(() => {
    if (api) setEnds({ prev: api.canScrollPrev(), next: api.canScrollNext() });
  }, [api]);
  useEffect(() => {
    if (!api) return;
    update();
    api.on('select', update).on('reInit', update).on('resize', update);
    return () => {
      api.off('select', update).off('reInit', update).off('resize', update);
    };
  }, [api, update]);

  return (
    <div className="locations-carousel">
      <div className="lcar-viewport" ref={viewportRef}>
        <ul className="lcar-track">
          {cards.map((view) => (
            <li className="lcar-slide" key={view.id}>
              <LocationCardView view={view} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
      <div className="lcar-controls">
        <button type="button" className="btn secondary" onClick={() => api?.scrollPrev()} disabled={!ends.prev}>
          <span aria-hidden="true">‹</span> {STRINGS.previous}
        </button>
        <button type="button" className="btn secondary" onClick={() => api?.scrollNext()} disabled={!ends.next}>
          {STRINGS.next} <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
});
