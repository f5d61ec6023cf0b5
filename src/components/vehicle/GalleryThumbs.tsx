import { useEffect, useRef } from 'react';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import type { GallerySlide } from '../../lib/vehicle/gallery.ts';

interface Props {
  slides: GallerySlide[];
  current: number;
  onPick: (index: number) => void;
  testId: string;
}

export default function GalleryThumbs({ slides, current, onPick, testId }: Props) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = list.current?.children[current] as HTMLElement | undefined;
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <div className="vg-thumbs" data-testid={testId} ref={list}>
      {slides.map((slide, i) => (
        <button
          type="button"
          key={i}
          className="vg-thumb"
          aria-label={slide.kind === 'image' ? slide.alt : VEHICLE_COPY.video}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onPick(i)}
        >
          <img src={slide.thumb} alt="" width={160} height={120} loading="lazy" decoding="async" draggable={false} />
          {slide.kind !== 'image' && (
            <span className="vg-play small" aria-hidden="true">
              ▶
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
