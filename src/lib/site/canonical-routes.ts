/**
 * One canonical URL per content (rule: site.canonical-aliases). The specification gives some pages
 * several routes; each route stays (links, bookmarks and a lead's source name them), and each alias
 * names the one canonical route as its `rel=canonical`, so search engines index one page, not three.
 * Only the canonical route is in the sitemap. The dealer's own finance link page (`finance.link`)
 * is a finance alias too (see `FINANCE_CANONICAL`).
 */
const ALIAS_GROUPS: readonly { canonical: string; aliases: readonly string[] }[] = [
  { canonical: '/trade-in/', aliases: ['/sell-my-car/', '/cars/trade-in/'] },
  { canonical: '/service/', aliases: ['/book-a-service/'] },
  // The menus link /contact-us, the hub of the per-location /contact-us/{slug} pages.
  { canonical: '/contact-us/', aliases: ['/contact/'] },
  { canonical: '/finance/', aliases: ['/apply-for-finance/', '/finance-pre-approval/', '/finance-enquiry/'] },
];

/** Where every finance page (built-in or the dealer's finance link page) points its canonical. */
export const FINANCE_CANONICAL = '/finance/';

const CANONICAL_OF = new Map(ALIAS_GROUPS.flatMap((group) => group.aliases.map((alias) => [alias, group.canonical] as const)));

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The canonical path of the page at `path` (with or without its trailing slash): its group's canonical route, or itself. */
export function canonicalPathOf(path: string): string {
  return CANONICAL_OF.get(withSlash(path)) ?? withSlash(path);
}

/** Every alias route and the route it points to (the findability report and its tests read them). */
export const CANONICAL_ALIASES: readonly (readonly [alias: string, canonical: string])[] = [...CANONICAL_OF];
