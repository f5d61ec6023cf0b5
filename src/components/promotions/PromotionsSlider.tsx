import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { Slide } from '../../lib/content/slide-schema.ts';
import { STRINGS } from '../../lib/strings.ts';
import { reactIsland } from '../react-island.ts';
import './promotions.css';

type Props = { slides: Slide[]; width: number; height: number };

/**
 * The home promotions slider (slides.json). The build renders the first slide's image sized and
 * eager, so it is the page's largest paint with no layout shift; slides out of view are inert.
 */
function PromotionsSlider({ slides, width, height }: Props) {
  const [viewport, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);
  const [ends, setEnds] = useState({ prev: false, next: slides.length > 1 });

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setEnds({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  return (
    <section className="promo-slider" aria-roledescription="carousel" aria-labelledby="promo-slider-heading" style={{ maxWidth: width }}>
      <h2 id="promo-slider-heading" className="visually-hidden">
        {STRINGS.promotionsHeading}
      </h2>
      <div className="promo-slider-viewport" ref={viewport}>
        <div className="promo-slider-track">
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className="promo-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={STRINGS.slideOf(i + 1, slides.length)}
              inert={i !== selected}
              data-slide={slide.name}
              style={slide.background ? { background: slide.background } : undefined}
            >
              <a href={slide.url}>
                <img
                  src={slide.image}
                  alt={slide.alt}
                  width={width}
                  height={height}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding={i === 0 ? 'sync' : 'async'}
                />
                {slide.hide_overlay ? null : (
                  <span className="promo-slide-overlay">
                    <strong>{slide.name}</strong>
                    {slide.description ? <span>{slide.description}</span> : null}
                  </span>
                )}
              </a>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="promo-slider-controls">
          <button type="button" className="promo-slider-button" aria-label={STRINGS.previousSlide} disabled={!ends.prev} onClick={() => embla?.scrollPrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="promo-slider-button" aria-label={STRINGS.nextSlide} disabled={!ends.next} onClick={() => embla?.scrollNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

export default reactIsland(PromotionsSlider);
