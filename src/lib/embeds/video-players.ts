/**
 * Video hosts whose player a car page's video section can embed (rule: vehicle.video): how a
 * host's watch link becomes its player's address, and the origin the site's policy must allow in
 * frames for it. Nothing of a host loads with the page; its player is framed on the shopper's click.
 */

export type VideoPlayer = 'youtube' | 'vimeo';

/** Each player's frame origin: YouTube's privacy-enhanced host (no cookies until played), Vimeo's player host. */
const PLAYER_ORIGINS: Record<VideoPlayer, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

/** A watch link the page can play in a player frame. */
export type PlayableVideo = { player: VideoPlayer; embedUrl: string };

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id = first === 'watch' ? url.searchParams.get('v') : first === 'embed' || first === 'shorts' || first === 'live' ? (second ?? null) : null;
  }
  return id !== null && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').find((part) => /^\d+$/.test(part));
  return id ?? null;
}

/**
 * The player for a watch link (youtube.com/watch?v=…, youtu.be/…, /embed/, /shorts/; vimeo.com/123), when
 * its host is one the dealer lets the page embed; null otherwise (the page links to the video instead).
 */
export function playableVideo(source: string, allowed: readonly VideoPlayer[]): PlayableVideo | null {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = allowed.includes('youtube') ? youtubeId(url) : null;
  if (youtube) return { player: 'youtube', embedUrl: `${PLAYER_ORIGINS.youtube}/embed/${youtube}?autoplay=1&rel=0` };
  const vimeo = allowed.includes('vimeo') ? vimeoId(url) : null;
  if (vimeo) return { player: 'vimeo', embedUrl: `${PLAYER_ORIGINS.vimeo}/video/${vimeo}?autoplay=1&dnt=1` };
  return null;
}

/** The frame origins the dealer's players need in the site's policy; none by default. */
export function videoFrameSources(players: readonly VideoPlayer[]): string[] {
  return players.map((p) => PLAYER_ORIGINS[p]);
}
