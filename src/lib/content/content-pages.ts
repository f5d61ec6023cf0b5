/**
 * The site's content pages and where each lives (rule: site.content-pages). Every link to a content page is
 * made here, so the `content.pages_path` switch moves the pages and their links together.
 */

/** Where a page lives: `company` pages move under /pages/ with `pages_path`; `site` pages stay at the root; `dealer` pages are always under /pages/. */
type PagePlace = 'company' | 'site' | 'dealer';

/** The built-in content pages, each with default copy a dealer markdown file of the same name replaces. */
export const CONTENT_PAGES = {
  'about-us': { title: 'About Us', place: 'company' },
  careers: { title: 'Careers', place: 'company' },
  'terms-and-conditions': { title: 'Terms and Conditions', place: 'company' },
  'privacy-policy': { title: 'Privacy Policy', place: 'company' },
  'value-my-car-terms-and-conditions': { title: 'Value My Car Terms and Conditions', place: 'company' },
  warranty: { title: 'Warranty', place: 'site' },
  'roadside-assist': { title: 'Roadside Assist', place: 'site' },
  accessories: { title: 'Accessories', place: 'site' },
  'vehicle-parts-and-accessories': { title: 'Vehicle Parts and Accessories', place: 'site' },
  fleet: { title: 'Fleet', place: 'site' },
  faqs: { title: 'Frequently Asked Questions', place: 'dealer' },
} as const satisfies Record<string, { title: string; place: PagePlace }>;

export type ContentPageSlug = keyof typeof CONTENT_PAGES;

/** The two switches that place content pages: `content.pages_path` and `content.root_pages`. */
export type PagesPlacement = { pages_path: boolean; root_pages: readonly string[] };

const placeOf = (slug: string): PagePlace => (slug in CONTENT_PAGES ? CONTENT_PAGES[slug as ContentPageSlug].place : 'dealer');

const isContentPageSlug = (slug: string): slug is ContentPageSlug => slug in CONTENT_PAGES;

/**
 * The site path of a content page: a built-in page's, or a dealer markdown page's (any other slug,
 * /pages/{slug}, or /{slug} when `content.root_pages` names it). Company and legal pages are under
 * /pages/ when `content.pages_path` is on.
 */
export function contentPagePath(content: PagesPlacement, slug: string): string {
  const place = placeOf(slug);
  if (place === 'dealer') return content.root_pages.includes(slug) ? `/${slug}` : `/pages/${slug}`;
  return place === 'company' && content.pages_path ? `/pages/${slug}` : `/${slug}`;
}

/**
 * A configured or written link as the site must print it: a link naming a company or legal page,
 * or a dealer page `content.root_pages` moves to the root, by either of its paths (/about-us or
 * /pages/about-us, with any query or hash) points where the page is; every other link is returned
 * as given.
 */
export function contentHref(content: PagesPlacement, href: string): string {
  const match = /^\/(?:pages\/)?([a-z0-9-]+)\/?([?#].*)?$/.exec(href);
  if (!match) return href;
  const [, slug = '', rest = ''] = match;
  const moves = isContentPageSlug(slug) ? CONTENT_PAGES[slug].place === 'company' || content.root_pages.includes(slug) : content.root_pages.includes(slug);
  return moves ? `${contentPagePath(content, slug)}${rest}` : href;
}
