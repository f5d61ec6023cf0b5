import { describe, expect, it } from 'vitest';
import { dealerBrowser } from '../support/browser.ts';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { extraFinancePagePath } from '../../src/lib/finance/enquiry.ts';
import { CANONICAL_ALIASES, FINANCE_CANONICAL } from '../../src/lib/site/canonical-routes.ts';
import { builtHtmlPages, readBuilt } from '../support/built-site.ts';

const DEALERS = ['harbour-mazda', 'sunstate-motor-group', 'outback-caravans', 'westside-used-cars'];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const isNoindex = (html: string) => /<meta name="robots" content="[^"]*\bnoindex\b/.test(html);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
const metaOf = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
/** The site path a built file is served at. */
const pathOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

/** The dealer's alias routes (rule: site.canonical-aliases) and the route each names as canonical. */
function aliasesOf(dealer: string): Map<string, string> {
  const financeLink = extraFinancePagePath(loadDealer(dealer).config.finance.link);
  return new Map([...CANONICAL_ALIASES, ...(financeLink ? [[`${financeLink}/`, FINANCE_CANONICAL] as const] : [])]);
}

/** Every page URL the dealer's sitemap lists, through its index when it has one. */
function sitemapUrls(dealer: string): string[] {
  const root = readBuilt(dealer, 'sitemap.xml');
  if (!root.includes('<sitemapindex')) return locs(root);
  return locs(root).flatMap((part) => locs(readBuilt(dealer, new URL(part).pathname.slice(1))));
}

const site = dealerBrowser();

/** What the site serves at `path`, fetched as a crawler would (by the dealer's host). */
async function served(dealer: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const page = await site.newPage();
  try {
    const response = await page.goto(site.url(dealer, path));
    return { status: response!.status(), type: response!.headers()['content-type'] ?? '', body: (await response!.body()).toString('utf8') };
  } finally {
    await page.close();
  }
}

describe('what search engines find on a dealer site', () => {
  for (const dealer of DEALERS) {
    it(`${dealer}: the sitemap lists every car page and every other indexable page, each by its canonical URL`, () => {
      const listed = sitemapUrls(dealer);
      expect(new Set(listed).size).toBe(listed.length);
      const listedPaths = new Set(listed.map((url) => new URL(url).pathname));
      const pages = builtHtmlPages(dealer).map((file) => ({ file, html: readBuilt(dealer, file) }));

      const aliases = aliasesOf(dealer);
      const carPages = pages.filter((p) => /^cars\/[^/]+\/index\.html$/.test(p.file) && !aliases.has(pathOf(p.file)));
      expect(carPages.length).toBeGreaterThan(100);
      expect(carPages.map((p) => pathOf(p.file)).filter((path) => !listedPaths.has(path))).toEqual([]);

      const indexable = pages.filter((p) => !isNoindex(p.html) && !aliases.has(pathOf(p.file)));
      expect(
        [...aliases.keys()].filter((path) => listedPaths.has(path)),
        'alias routes are not listed',
      ).toEqual([]);
      expect(indexable.map((p) => pathOf(p.file)).filter((path) => !listedPaths.has(path))).toEqual([]);
      const byPath = new Map(pages.map((p) => [pathOf(p.file), p.html]));
      for (const url of listed) {
        const html = byPath.get(new URL(url).pathname);
        expect(html, `${url} is built`).toBeDefined();
        expect(isNoindex(html!), `${url} is indexable`).toBe(false);
        expect(canonicalOf(html!), url).toBe(url);
      }
    });

    it(`${dealer}: every indexable page names its canonical URL and og:url on the dealer's site, an alias route its one canonical route`, () => {
      const origin = new URL(locs(readBuilt(dealer, 'sitemap.xml'))[0]!).origin;
      const aliases = aliasesOf(dealer);
      for (const file of builtHtmlPages(dealer)) {
        const html = readBuilt(dealer, file);
        if (isNoindex(html)) continue;
        const canonical = canonicalOf(html);
        expect(canonical, file).toBe(`${origin}${aliases.get(pathOf(file)) ?? pathOf(file)}`);
        expect(metaOf(html, 'og:url'), file).toBe(canonical);
      }
    });
  }

  it('robots.txt names the sitemap, which the site serves as XML', async () => {
    for (const dealer of DEALERS) {
      const robots = await served(dealer, '/robots.txt');
      expect(robots.status).toBe(200);
      const sitemap = /^Sitemap: (.+)$/m.exec(robots.body)?.[1];
      expect(sitemap, dealer).toMatch(/\/sitemap\.xml$/);
      const xml = await served(dealer, new URL(sitemap!).pathname);
      expect(xml.status).toBe(200);
      expect(xml.type).toMatch(/^application\/xml/);
      expect(locs(xml.body).length).toBeGreaterThan(0);
    }
  });

  it('a shared car page shows a raster image the site serves', async () => {
    for (const dealer of DEALERS) {
      const images = builtHtmlPages(dealer)
        .filter((file) => /^cars\/[^/]+\/index\.html$/.test(file))
        .map((file) => metaOf(readBuilt(dealer, file), 'og:image'))
        .filter((image) => image !== null);
      expect(images.length).toBeGreaterThan(100);
      for (const image of images) expect(image).toMatch(/\.(jpe?g|png|webp)$/);
      for (const image of new Set(images.slice(0, 3))) {
        const file = await served(dealer, new URL(image).pathname);
        expect(file.status, image).toBe(200);
        expect(file.type).toMatch(/^image\/(jpeg|png|webp)$/);
      }
    }
  });
});
