import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { STRINGS } from '../../lib/strings.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import GalleryFullscreen from './GalleryFullscreen.tsx';
import GallerySlideView from './GallerySlideView.tsx';
import GalleryThumbs from './GalleryThumbs.tsx';
import { gallerySlides, type GalleryMedia } from '../../lib/vehicle/gallery.ts';
import type { ImageHost } from '../../lib/images/image-url.ts';
import { reactIsland } from '../react-island.ts';

interface GalleryProps {
  media: GalleryMedia;
  title: string;
  /** The dealer's image host: quality and URL template. */
  imageHost: ImageHost;
}

/**
 * The photo gallery: an embla carousel over the slides (a video second when there is one),
 * thumbnails, and a fullscreen slider. The first photo is server-rendered as the LCP image and
 * hydration keeps it.
 */
function Gallery({ media, title, imageHost }: GalleryProps) {
  const [all] = useState(() => gallerySlides(media, title, imageHost));
  // The server renders the first slide only (the LCP image, and a cheap build); the rest join after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const slides = hydrated ? all : all.slice(0, 1);
  /** Thumbnails appear only when the car has more than 3 images. */
  const showThumbs = media.photos.length > 3;
  const [viewportRef, embla] = useEmblaCarousel({ loop: all.length > 1 });
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const go = useCallback((to: number) => embla?.scrollTo(to), [embla]);
  const close = useCallback(
    (at: number) => {
      setFullscreen(false);
      embla?.scrollTo(at, true);
    },
    [embla],
  );
  const many = all.length > 1;

  return (
    <div className="vg" data-testid="gallery" role="region" aria-roledescription="carousel" aria-label={VEHICLE_COPY.gallery}>
      <div className="vg-stage">
        <div className="vg-viewport" ref={viewportRef}>
          <div className="vg-track">
            {slides.map((slide, i) => (
              <div
                className="vg-slide"
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={VEHICLE_COPY.photoOf(i + 1, all.length)}
                data-kind={slide.kind}
              >
                <GallerySlideView slide={slide} priority={i === 0} />
              </div>
            ))}
          </div>
        </div>
        {many && (
          <>
            <button type="button" className="vg-nav vg-prev" aria-label={VEHICLE_COPY.previousPhoto} onClick={() => embla?.scrollPrev()}>
              ‹
            </button>
            <button type="button" className="vg-nav vg-next" aria-label={VEHICLE_COPY.nextPhoto} onClick={() => embla?.scrollNext()}>
              ›
            </button>
          </>
        )}
        <span className="vg-count" aria-live="polite" data-testid="gallery-count">
          {VEHICLE_COPY.photoOf(index + 1, all.length)}
        </span>
        <button type="button" className="vg-fullscreen tip" aria-label={STRINGS.fullscreen} onClick={() => setFullscreen(true)}>
          <span aria-hidden="true">⤢</span>
          <span className="tip-text" role="tooltip">
            {STRINGS.fullscreen}
          </span>
        </button>
      </div>
      {showThumbs && <GalleryThumbs slides={all} current={index} onPick={go} testId="thumbnails" />}
      {fullscreen && <GalleryFullscreen slides={all} showThumbs={showThumbs} start={index} onClose={close} />}
    </div>
  );
}

export default reactIsland(Gallery);
