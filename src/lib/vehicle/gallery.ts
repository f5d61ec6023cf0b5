import { GALLERY_WIDTHS, imageUrl, type ImageHost } from '../images/image-url.ts';
import type { Car } from '../inventory/car-schema.ts';
import { VEHICLE_COPY } from './vehicle-words.ts';

/** A gallery slide as the server prepares it: URLs already built for the image host. */
export type GallerySlide =
  | { kind: 'image'; src: string; srcSet: string; thumb: string; alt: string }
  | { kind: 'video'; src: string; thumb: string; alt: string }
  | { kind: 'video-link'; href: string; poster: string; thumb: string; alt: string };

export const GALLERY_SIZES = '(min-width: 960px) 66vw, 100vw';

export const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)(\?|#|$)/i;
export const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)(\?|#|$)/i;

/** What the gallery island receives: photo and thumbnail paths (thumbs null when they are the photos) and the video. */
export interface GalleryMedia {
  photos: string[];
  thumbs: string[] | null;
  video: string | null;
}

export function galleryMedia(car: Pick<Car, 'images' | 'video_url' | 'external_video_url'>): GalleryMedia {
  const photos = car.images.map((image) => image.url);
  const thumbs = car.images.map((image) => image.thumb.url);
  return { photos, thumbs: thumbs.every((t, i) => t === photos[i]) ? null : thumbs, video: car.video_url ?? car.external_video_url ?? null };
}

/** The gallery's slides: every photo through the image host, with the video (if any) second. */
export function gallerySlides({ photos: urls, thumbs, video: source }: GalleryMedia, title: string, host: ImageHost): GallerySlide[] {
  const photos: GallerySlide[] = urls.map((url, i) => ({
    kind: 'image',
    src: imageUrl(url, { width: 800, ...host }),
    srcSet: GALLERY_WIDTHS.map((w) => `${imageUrl(url, { width: w, ...host })} ${w}w`).join(', '),
    thumb: imageUrl(thumbs?.[i] ?? url, { width: 160, ...host }),
    alt: VEHICLE_COPY.photoAlt(title, i + 1),
  }));
  if (!source) return photos;
  const alt = `${title} ${VEHICLE_COPY.video.toLowerCase()}`;
  const firstPhoto = urls[0] ?? null;
  let video: GallerySlide;
  if (VIDEO_FILE.test(source)) {
    video = { kind: 'video', src: source, thumb: firstPhoto ? imageUrl(firstPhoto, { width: 160, ...host }) : '', alt };
  } else {
    // A video page (or, in the sample stock, a poster image standing in for the video) opens in a new tab.
    const poster = IMAGE_FILE.test(source) ? source : firstPhoto;
    video = {
      kind: 'video-link',
      href: source,
      poster: poster ? imageUrl(poster, { width: 800, ...host }) : '',
      thumb: poster ? imageUrl(poster, { width: 160, ...host }) : '',
      alt,
    };
  }
  return [...photos.slice(0, 1), video, ...photos.slice(1)];
}
