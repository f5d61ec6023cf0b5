import { describe, expect, it } from 'vitest';
import { lighthousePages, type LighthouseSite } from './lighthouse-pages.ts';

const site = (dealer: string, pages: Record<string, string>): LighthouseSite => ({
  dealer,
  pages: Object.fromEntries(Object.entries(pages).map(([p, route]) => [p, { route }])),
  vehiclePage: '/cars/a-car',
});

const sites = [
  site('one', {
    '/': 'src/pages/index.astro',
    '/search': 'src/pages/search/index.astro',
    '/cars/a-car': 'src/pages/cars/[slug]/index.astro',
    '/404': 'src/pages/404.astro',
    '/finance': 'src/pages/finance.astro',
    '/models': 'src/pages/[...range].astro',
    '/mazda3': 'src/pages/[...range].astro',
    '/sitemap.xml': 'src/pages/[sitemap].xml.ts',
  }),
  site('two', { '/': 'src/pages/index.astro', '/finance': 'src/pages/finance.astro', '/trade-in': 'src/pages/trade-in.astro' }),
];

describe('the pages bench:lighthouse measures', () => {
  it('are home, listing and an in-stock car page of every dealer by default', () => {
    expect(lighthousePages(sites, { everyType: false })).toEqual([
      { dealer: 'one', page: 'home', path: '/' },
      { dealer: 'one', page: 'listing', path: '/search/' },
      { dealer: 'one', page: 'vehicle', path: '/cars/a-car/' },
      { dealer: 'two', page: 'home', path: '/' },
      { dealer: 'two', page: 'listing', path: '/search/' },
      { dealer: 'two', page: 'vehicle', path: '/cars/a-car/' },
    ]);
  });

  it('add one page of every other HTML page type, taking dealers in turn, never the 404 or a non-HTML route', () => {
    const extra = lighthousePages(sites, { everyType: true }).slice(6);
    expect(extra).toEqual([
      { dealer: 'one', page: '[...range]', path: '/models/' },
      { dealer: 'two', page: 'finance', path: '/finance/' },
      { dealer: 'two', page: 'trade-in', path: '/trade-in/' },
    ]);
  });
});
