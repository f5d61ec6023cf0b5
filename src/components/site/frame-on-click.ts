/**
 * A third party's page (a video player, a map) framed only when the shopper asks for it: a link
 * carrying `data-frame-src` goes to the third party's own page without JavaScript; with it, a click
 * puts the frame in the link's place. Nothing of the third party loads before the click, and the
 * site's policy allows frames from just the origins the dealer's config names (rules: vehicle.video,
 * locations.map).
 */
let listening = false;

export function frameOnClick(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-frame-src]');
    const src = link?.dataset['frameSrc'];
    if (!link || !src) return;
    event.preventDefault();
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = link.dataset['frameTitle'] ?? '';
    frame.className = 'click-frame';
    frame.allow = link.dataset['frameAllow'] ?? '';
    frame.allowFullscreen = true;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    link.replaceWith(frame);
    frame.focus();
  });
}
