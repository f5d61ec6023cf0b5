import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../lib/strings.ts';
import Gallery from './Gallery.tsx';
import SidebarTools from './SidebarTools.tsx';
import WatchlistButton from './WatchlistButton.tsx';

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/p${i}.svg`);
const tools = {
  share: { url: 'http://d.example/cars/a/', title: '2020 Mazda CX-5', variant: 'dialog' as const, twitter: true },
  favourite: { id: '1', slug: 'a', name: '2020 Mazda CX-5' },
  watchlist: null,
  print: { href: '/print?car_id=a', slug: 'a' },
  phone: { phone: '+61295501200', carId: '1', dealershipId: 101, websiteId: 1, startRevealed: false },
};

describe('vehicle islands, rendered on the server', () => {
  it('gallery: renders the first photo as the eager, high-priority LCP image with its size, and thumbnails only for more than 3 photos', () => {
    const many = renderToString(<Gallery media={{ photos: photos(5), thumbs: null, video: null }} title="Car" imageHost={{ quality: 75, template: null }} />);
    const img = /<img[^>]*class="vg-media"[^>]*>/.exec(many)![0];
    expect(img).toMatch(/fetchPriority="high"/);
    expect(img).toMatch(/loading="eager"/);
    expect(img).toMatch(/width="800"/);
    expect(img).toMatch(/height="600"/);
    expect((many.match(/class="vg-slide"/g) ?? []).length).toBe(1);
    expect(many).toContain('data-testid="thumbnails"');
    expect((many.match(/class="vg-thumb"/g) ?? []).length).toBe(5);
    expect(many).toContain(`role="tooltip">${STRINGS.fullscreen}<`);
    const few = renderToString(<Gallery media={{ photos: photos(3), thumbs: null, video: null }} title="Car" imageHost={{ quality: 75, template: null }} />);
    expect(few).not.toContain('data-testid="thumbnails"');
  });

  it("sidebar tools: 'Fave' and 'Favourite' labels, the print link and the phone masked after 5 characters", () => {
    const html = renderToString(<SidebarTools {...tools} />);
    expect(html).toContain(`>${STRINGS.fave}<`);
    expect(html).toContain(`>${STRINGS.favourite}<`);
    expect(html).toContain('href="/print?car_id=a" target="_blank"');
    expect(html).toContain('02 95XX XXXX');
    expect(html).not.toContain('tel:');
  });

  it('sidebar tools: a revealed number is a tel: link from the start on sites that show it', () => {
    const html = renderToString(<SidebarTools {...tools} phone={{ ...tools.phone, startRevealed: true }} />);
    expect(html).toContain('href="tel:+61295501200"');
    expect(html).toContain('02 9550 1200');
  });

  it("watchlist: 'Watch' beside 'Fave', with one line saying which keeps what", () => {
    const html = renderToString(<SidebarTools {...tools} watchlist={{ car: { id: '1', name: 'Car', status: 'in_stock' }, watchlistHref: '/watchlist/' }} />);
    expect(html).toContain(`>${STRINGS.fave}<`);
    expect(html).toMatch(new RegExp(`aria-describedby="fave-and-watch"[^>]*>${ACCOUNT_COPY.watch}<`));
    expect(html).toContain(`<p class="tools-note" id="fave-and-watch">${ACCOUNT_COPY.faveAndWatchExplained}</p>`);
    expect(renderToString(<SidebarTools {...tools} />)).not.toContain('fave-and-watch');
  });

  it('watchlist: sold cars hide the Watch button unless watched; available cars show Watch', () => {
    expect(renderToString(<WatchlistButton car={{ id: '1', name: 'Car', status: 'sold' }} watchlistHref="/watchlist" />)).toBe('');
    expect(renderToString(<WatchlistButton car={{ id: '1', name: 'Car', status: 'in_stock' }} watchlistHref="/watchlist" />)).toContain(
      `>${ACCOUNT_COPY.watch}<`,
    );
  });
});
