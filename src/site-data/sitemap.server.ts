import { blogSections } from '../lib/content/blog-card.ts';
import { siteContentPages } from '../lib/content/site-content-pages.ts';
import { locationPages, locationPath } from '../lib/locations/locator.ts';
import { sitemapFiles, type SitemapEntry, type SitemapFile } from '../lib/site/sitemap.ts';
import { perSnapshot, siteData } from './site-data.server.ts';
import { brandPaths } from './brand-pages.server.ts';
import { rangePaths } from './range-pages.server.ts';
import { siteListing } from './site-listing.server.ts';

/**
 * The site's own pages that search engines should index and that every dealer builds. Pages that
 * carry `noindex` (favourites, compare, success, print, 404, sign-in, watchlist, garage, checkout) are left
 * out, as are files that are not pages. A new indexable page type adds its paths here: a journey compares this list with the
 * built pages (tests/shopper/finds-the-site-from-a-search-engine.e2e.ts).
 */
const DEALER_PAGES = [
  '/',
  '/finance/',
  '/personalised/finance/',
  '/contact-us/',
  '/book-test-drive/',
  '/dealer-locator/',
  // service page and booking
  '/service/',
  // the trade-in pages (tradein-form)
  '/trade-in/',
  // the parts enquiry (leads.parts-enquiry)
  '/parts/search/',
];
// Alias routes (/contact, /book-a-service, /sell-my-car, the finance pages but /finance, …) name their
// canonical route and are left out (rule: site.canonical-aliases): the sitemap lists canonical URLs only.

/** The blog's pages, as src/pages/blog/[...post].astro builds them: the index, each section and each post. */
function blogPaths({ blogs, blogPosts }: { blogs: readonly unknown[]; blogPosts: readonly { path: string }[] }): string[] {
  if (blogs.length === 0) return [];
  return ['/blog', ...blogSections(blogPosts).keys(), ...blogPosts.map((post) => post.path)];
}

/** Every indexable page of the dealer's site: its own and content pages, the blog, the listing pages and every car page. */
function sitemapEntries(): SitemapEntry[] {
  const { dealer, cars, carChangedAt } = siteData();
  const pagePaths = [
    dealer.config.content.offers.path,
    ...dealer.locations.filter((l) => l.visible).map((l) => `/contact-us/${l.slug}`),
    ...locationPages(dealer.locations, dealer.config.dealerships).map((page) => locationPath(page.slug)),
    ...siteContentPages(dealer.config, dealer.locations, dealer.pages).map((page) => page.path),
    ...blogPaths(dealer),
    ...rangePaths().map((page) => `/${page.params.range}`),
    ...brandPaths().map((page) => `/${page.params.brands}`),
  ];
  return [
    ...DEALER_PAGES.map((path) => ({ path })),
    ...pagePaths.map((path) => ({ path: `${path}/` })),
    ...siteListing().routes.map((route) => ({ path: route.path })),
    ...cars.map((car) => ({ path: `/cars/${car.slug}/`, lastmod: carChangedAt[car.id] })),
  ];
}

/** The sitemap files of the dealer being built: `sitemap.xml`, and its parts past 50,000 URLs. */
export const siteSitemaps = perSnapshot((): SitemapFile[] => sitemapFiles(sitemapEntries(), siteData().dealer.config.site_url));
