import { extraFinancePagePath } from '../lib/finance/enquiry.ts';
import { sitemapFiles, type SitemapEntry, type SitemapFile } from '../lib/site/sitemap.ts';
import { perSnapshot, siteData } from './site-data.server.ts';
import { siteListing } from './site-listing.server.ts';

/**
 * The site's own pages that search engines should index and that every dealer builds. Pages that
 * carry `noindex` (favourites, compare, success, print, 404) are left out, as are files that are
 * not pages. A new indexable page type adds its paths here: a journey compares this list with the
 * built pages (tests/shopper/finds-the-site-from-a-search-engine.e2e.ts).
 */
const DEALER_PAGES = [
  '/',
  '/finance/',
  '/apply-for-finance/',
  '/finance-pre-approval/',
  '/finance-enquiry/',
  '/personalised/finance/',
  '/contact/',
  '/contact-us/',
  '/book-test-drive/',
];

/** Every indexable page of the dealer's site: its own pages, the listing pages and every car page. */
function sitemapEntries(): SitemapEntry[] {
  const { dealer, cars, carChangedAt } = siteData();
  const financeLink = extraFinancePagePath(dealer.config.finance.link);
  return [
    ...DEALER_PAGES.map((path) => ({ path })),
    ...(financeLink ? [{ path: `${financeLink}/` }] : []),
    ...dealer.locations.filter((l) => l.visible).map((l) => ({ path: `/contact-us/${l.slug}/` })),
    ...siteListing().routes.map((route) => ({ path: route.path })),
    ...cars.map((car) => ({ path: `/cars/${car.slug}/`, lastmod: carChangedAt[car.id] })),
  ];
}

/** The sitemap files of the dealer being built: `sitemap.xml`, and its parts past 50,000 URLs. */
export const siteSitemaps = perSnapshot((): SitemapFile[] => sitemapFiles(sitemapEntries(), siteData().dealer.config.site_url));
