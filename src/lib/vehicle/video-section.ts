import { imageUrl, type ImageHost } from '../images/image-url.ts';
import type { Car } from '../inventory/car-schema.ts';
import { playableVideo, type VideoPlayer } from '../embeds/video-players.ts';
import { IMAGE_FILE, VIDEO_FILE } from './gallery.ts';

/** What the car page's video section shows (rule: vehicle.video). */
export type VideoSectionView =
  /** A video file: the page's own player, fetching nothing until played (preload none). */
  | { kind: 'file'; src: string; poster: string | null }
  /** A watch link on a host the dealer embeds: the poster links to it, and pressing play frames the host's player. */
  | { kind: 'player'; player: VideoPlayer; embedUrl: string; watchUrl: string; poster: string | null }
  /** Any other video page: the poster links to it, opening in a new tab. */
  | { kind: 'link'; href: string; poster: string | null };

/**
 * The car's video for its section: the external video (a hosted walkaround) before the feed's own
 * file; null when the car has neither. The poster is the car's first photo through the image host
 * (or, in the sample stock, the poster image standing in for the video), never the video host's.
 */
export function videoSection(
  car: Pick<Car, 'video_url' | 'external_video_url' | 'images'>,
  players: readonly VideoPlayer[],
  host: ImageHost,
): VideoSectionView | null {
  const source = car.external_video_url ?? car.video_url;
  if (!source) return null;
  const firstPhoto = car.images[0]?.url ?? null;
  const posterSource = IMAGE_FILE.test(source) ? source : firstPhoto;
  const poster = posterSource ? imageUrl(posterSource, { width: 800, ...host }) : null;
  if (VIDEO_FILE.test(source)) return { kind: 'file', src: source, poster };
  const playable = playableVideo(source, players);
  if (playable) return { kind: 'player', ...playable, watchUrl: source, poster };
  return { kind: 'link', href: source, poster };
}
