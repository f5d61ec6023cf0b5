/**
 * Which pages bench:lighthouse measures: the home page, the listing and an in-stock car page of every
 * dealer (the pages shoppers land on most), then one page of every other HTML page type the builds
 * have, so a new page type joins the Lighthouse list without anyone adding it. Other page types are
 * taken from the dealers in turn, spreading them across the dealers' configs.
 */
export type LighthouseSite = {
  dealer: string;
  /** Page paths of the dealer's live build (no trailing slash, as the manifest writes them) by route. */
  pages: Readonly<Record<string, { route: string }>>;
  /** The path of an in-stock car page, which has the car's actions. */
  vehiclePage: string;
};

export type LighthousePage = { dealer: string; page: string; path: string };

const HOME = 'src/pages/index.astro';
const LISTING = 'src/pages/search/index.astro';
const VEHICLE = 'src/pages/cars/[slug]/index.astro';
// The 404 page answers 404, which Lighthouse refuses to score.
const UNSCORED = new Set(['src/pages/404.astro']);

const servedAt = (pagePath: string) => (pagePath === '/' || pagePath.endsWith('/') ? pagePath : `${pagePath}/`);

/** A page type's short name: its route without `src/pages/` and the extension. */
const typeName = (route: string) => route.replace(/^src\/pages\//, '').replace(/\.astro$/, '');

export function lighthousePages(sites: readonly LighthouseSite[], { everyType }: { everyType: boolean }): LighthousePage[] {
  const core = sites.flatMap((site) => [
    { dealer: site.dealer, page: 'home', path: '/' },
    { dealer: site.dealer, page: 'listing', path: '/search/' },
    { dealer: site.dealer, page: 'vehicle', path: servedAt(site.vehiclePage) },
  ]);
  if (!everyType) return core;
  const byRoute = new Map<string, Map<string, string>>();
  for (const site of sites) {
    for (const [pagePath, { route }] of Object.entries(site.pages)) {
      if (!route.endsWith('.astro') || UNSCORED.has(route) || [HOME, LISTING, VEHICLE].includes(route)) continue;
      const dealers = byRoute.get(route) ?? new Map<string, string>();
      if (!dealers.has(site.dealer)) dealers.set(site.dealer, pagePath);
      byRoute.set(route, dealers);
    }
  }
  const others = [...byRoute.keys()].sort().map((route, i) => {
    const dealers = [...byRoute.get(route)!];
    const [dealer, pagePath] = dealers[i % dealers.length]!;
    return { dealer, page: typeName(route), path: servedAt(pagePath) };
  });
  return [...core, ...others];
}
