import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import { GALLERY_SIZES, type GallerySlide } from '../../lib/vehicle/gallery.ts';

interface Props {
  slide: GallerySlide;
  /** The first slide is the page's LCP element: loaded eagerly and first. */
  priority: boolean;
  /** Larger images for the fullscreen slider. */
  sizes?: string;
}

/** One slide: a photo, a playable video, or a video poster linking to the video. */
export default function GallerySlideView({ slide, priority, sizes = GALLERY_SIZES }: Props) {
  if (slide.kind === 'video') {
    return <video className="vg-media" src={slide.src} controls preload="none" playsInline aria-label={slide.alt} />;
  }
  if (slide.kind === 'video-link') {
    return (
      <a className="vg-video-link" href={slide.href} target="_blank" rel="noopener" aria-label={`${VEHICLE_COPY.playVideo}: ${slide.alt}`}>
        <img className="vg-media" src={slide.poster} alt="" width={800} height={600} loading="lazy" decoding="async" draggable={false} />
        <span className="vg-play" aria-hidden="true">
          ▶
        </span>
        <span className="vg-video-label">{VEHICLE_COPY.video}</span>
      </a>
    );
  }
  return (
    <img
      className="vg-media"
      src={slide.src}
      srcSet={slide.srcSet}
      sizes={sizes}
      alt={slide.alt}
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
    />
  );
}
