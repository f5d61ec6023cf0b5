import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import GallerySlideView from './GallerySlideView.tsx';
import GalleryThumbs from './GalleryThumbs.tsx';
import type { GallerySlide } from '../../lib/vehicle/gallery.ts';

interface Props {
  slides: GallerySlide[];
  showThumbs: boolean;
  start: number;
  /** Called with the slide showing when it closes. */
  onClose: (index: number) => void;
}

/** The fullscreen slider: its own carousel, thumbnails, left/right arrow keys and Escape. */
export default function GalleryFullscreen({ slides, showThumbs, start, onClose }: Props) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: slides.length > 1, startIndex: start });
  const [index, setIndex] = useState(start);
  const closeButton = useRef<HTMLButtonElement>(null);
  const indexRef = useRef(start);
  indexRef.current = index;

  // Arrow keys pressed before the carousel has started (it starts after the first paint) are
  // kept and applied once it has, so no keypress is lost.
  const pendingSteps = useRef(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    if (pendingSteps.current !== 0) {
      const count = slides.length;
      embla.scrollTo((((start + pendingSteps.current) % count) + count) % count, true);
      pendingSteps.current = 0;
    }
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, slides.length, start]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (step !== 0 && !embla) pendingSteps.current += step;
      else if (step < 0) embla!.scrollPrev();
      else if (step > 0) embla!.scrollNext();
      else if (event.key === 'Escape') onClose(indexRef.current);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [embla, onClose]);

  return (
    <div className="vg-fs" role="dialog" aria-modal="true" aria-label={VEHICLE_COPY.gallery} data-testid="gallery-fullscreen">
      <div className="vg-fs-bar">
        <span data-testid="fullscreen-count">{VEHICLE_COPY.photoOf(index + 1, slides.length)}</span>
        <button type="button" ref={closeButton} className="vg-fs-close" onClick={() => onClose(index)}>
          {VEHICLE_COPY.closeFullscreen}
        </button>
      </div>
      <div className="vg-fs-stage">
        <div className="vg-viewport" ref={viewportRef}>
          <div className="vg-track">
            {slides.map((slide, i) => (
              <div className="vg-slide" key={i} role="group" aria-roledescription="slide" aria-label={VEHICLE_COPY.photoOf(i + 1, slides.length)}>
                <GallerySlideView slide={slide} priority={false} sizes="100vw" />
              </div>
            ))}
          </div>
        </div>
        <button type="button" className="vg-nav vg-prev" aria-label={VEHICLE_COPY.previousPhoto} onClick={() => embla?.scrollPrev()}>
          ‹
        </button>
        <button type="button" className="vg-nav vg-next" aria-label={VEHICLE_COPY.nextPhoto} onClick={() => embla?.scrollNext()}>
          ›
        </button>
      </div>
      {showThumbs && <GalleryThumbs slides={slides} current={index} onPick={(i) => embla?.scrollTo(i)} testId="fullscreen-thumbnails" />}
    </div>
  );
}
