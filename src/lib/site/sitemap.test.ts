import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapFiles } from './sitemap.ts';

const SITE = 'https://www.example-motors.com.au';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('the sitemap', () => {
  it('lists every page by its absolute URL in one sitemap.xml up to 50,000 URLs', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({ path: `/cars/car-${i}/` }));
    const files = sitemapFiles(entries, SITE);
    expect(files.map((f) => f.name)).toEqual(['sitemap.xml']);
    expect(files[0]!.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(files[0]!.body);
    expect(urls.length).toBe(SITEMAP_MAX_URLS);
    expect(urls[0]).toBe(`${SITE}/cars/car-0/`);
  });

  it('becomes an index of parts of at most 50,000 URLs past that, listing every page once', () => {
    const entries = Array.from({ length: 2 * SITEMAP_MAX_URLS + 1 }, (_, i) => ({ path: `/cars/car-${i}/` }));
    const [index, ...parts] = sitemapFiles(entries, SITE);
    expect(index!.name).toBe('sitemap.xml');
    expect(index!.body).toContain('<sitemapindex');
    expect(locs(index!.body)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`, `${SITE}/sitemap-3.xml`]);
    expect(parts.map((p) => p.name)).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    expect(parts.map((p) => locs(p.body).length)).toEqual([SITEMAP_MAX_URLS, SITEMAP_MAX_URLS, 1]);
    expect(parts.flatMap((p) => locs(p.body))).toEqual(entries.map((e) => `${SITE}${e.path}`));
  });

  it('escapes URLs and carries a page’s last change when known', () => {
    const [file] = sitemapFiles([{ path: '/search/?a=1&b=2', lastmod: '2026-11-20T01:02:03.000Z' }], SITE);
    expect(file!.body).toContain(`<url><loc>${SITE}/search/?a=1&amp;b=2</loc><lastmod>2026-11-20T01:02:03.000Z</lastmod></url>`);
  });

  it('is named by robots.txt on the site’s own origin', () => {
    expect(robotsTxt(`${SITE}/`)).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
    expect(robotsTxt('http://harbour-mazda.localhost:4321')).toMatch(/^User-agent: \*\nAllow: \/\n/);
  });
});
