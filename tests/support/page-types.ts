import fs from 'node:fs';
import path from 'node:path';
import { readManifest, type BuildManifest } from '../../src/engine/plan/manifest.ts';
import { builtStock } from '../../src/lib/listing/fixtures/built-stock.ts';
import type { ListingDocument } from '../../src/lib/listing/stock-data-format.ts';

/** A page of a built dealer site the quality gate checks: what it is, where it is served, its built file. */
export type SamplePage = { route: string; name: string; path: string; file: string };

/** What a page type's sampler sees of one dealer's live build. */
type BuiltSite = {
  dealer: string;
  /** Page paths of the build (as the manifest writes them: no trailing slash) built from `route`. */
  pathsOf: (route: string) => string[];
  docs: readonly ListingDocument[];
  html: (pagePath: string) => string;
  /**
   * One page of each structure among `paths` (pages of one template differing only in their words:
   * the model pages of a range), or every one of them when the gate checks every page.
   */
  ofEachShape: (paths: string[]) => string[];
};

type Sampler = (site: BuiltSite) => [name: string, path: string | undefined][];

/**
 * Every route pattern of src/pages: either the sample pages of it the gate checks (by name), or why
 * it has none (it answers something other than an HTML page). A route pattern missing here fails
 * the gate, so a new page type cannot go unchecked.
 */
const PAGE_TYPES: Record<string, Sampler | { notHtml: string }> = {
  'src/pages/index.astro': () => [['home', '/']],
  'src/pages/404.astro': () => [['404', '/404']],
  'src/pages/search/index.astro': () => [['listing', '/search']],
  'src/pages/search/[...route].astro': (site) => {
    const paths = site.pathsOf('src/pages/search/[...route].astro');
    const depth = (p: string) => p.split('/').length - 2;
    return [
      ['used cars listing', paths.find((p) => p === '/search/used-cars')],
      ['make landing page', paths.find((p) => depth(p) === 1 && !p.endsWith('-cars'))],
      ['model landing page', paths.find((p) => depth(p) === 2)],
    ];
  },
  'src/pages/cars/[slug]/index.astro': (site) => {
    const car = (test: (d: ListingDocument) => boolean) => site.docs.find(test)?.slug;
    const forSale = (d: ListingDocument) => d.status === 'in_stock';
    const carPath = (slug: string | undefined) => (slug ? `/cars/${slug}` : undefined);
    const withSpin = site.pathsOf('src/pages/cars/[slug]/index.astro').find((p) => site.html(p).includes('component-url="/_astro/SpinViewer'));
    return [
      ['new car', carPath(car((d) => forSale(d) && d.car_type === 'new'))],
      ['used car', carPath(car((d) => forSale(d) && d.car_type === 'used'))],
      ['sold car', carPath(car((d) => d.status === 'sold'))],
      ['caravan', carPath(car((d) => forSale(d) && /caravan/i.test(`${d.item_type ?? ''} ${d.body ?? ''}`)))],
      ['car with a 360° spin', withSpin],
      ['car with a video', site.pathsOf('src/pages/cars/[slug]/index.astro').find((p) => site.html(p).includes('data-testid="vehicle-video"'))],
    ];
  },
  'src/pages/cars/[slug]/print.astro': (site) => [['car print page', site.pathsOf('src/pages/cars/[slug]/print.astro')[0]]],
  'src/pages/print.astro': () => [['print', '/print']],
  'src/pages/[...financeLink].astro': (site) => site.pathsOf('src/pages/[...financeLink].astro').map((p) => [`finance link ${p}`, p]),
  'src/pages/finance.astro': () => [['finance', '/finance']],
  'src/pages/finance-enquiry.astro': () => [['finance enquiry', '/finance-enquiry']],
  'src/pages/finance-pre-approval.astro': () => [['finance pre-approval', '/finance-pre-approval']],
  'src/pages/apply-for-finance.astro': () => [['apply for finance', '/apply-for-finance']],
  'src/pages/personalised/finance.astro': () => [['personalised finance', '/personalised/finance']],
  'src/pages/compare.astro': () => [['compare', '/compare']],
  'src/pages/favourites.astro': () => [['favourites', '/favourites']],
  'src/pages/contact.astro': () => [['contact', '/contact']],
  'src/pages/contact-us/index.astro': () => [['contact us', '/contact-us']],
  'src/pages/contact-us/[location].astro': (site) => [['a location', site.pathsOf('src/pages/contact-us/[location].astro')[0]]],
  'src/pages/book-test-drive.astro': () => [['book a test drive', '/book-test-drive']],
  'src/pages/service.astro': () => [['service', '/service']],
  'src/pages/book-a-service.astro': () => [['book a service', '/book-a-service']],
  'src/pages/trade-in.astro': () => [['trade-in', '/trade-in']],
  'src/pages/sell-my-car.astro': () => [['sell my car', '/sell-my-car']],
  'src/pages/cars/trade-in.astro': () => [['car trade-in', '/cars/trade-in']],
  'src/pages/parts/search.astro': () => [['parts enquiry', '/parts/search']],
  'src/pages/dealer-locator.astro': () => [['dealer locator', '/dealer-locator']],
  'src/pages/locations/[slug].astro': (site) => [['a location page', site.pathsOf('src/pages/locations/[slug].astro')[0]]],
  // Every kind of content page (about us, careers, a legal page, a markdown page, …).
  'src/pages/[...contentPage].astro': (site) => site.ofEachShape(site.pathsOf('src/pages/[...contentPage].astro')).map((p) => [`content page ${p}`, p]),
  'src/pages/blog/[...post].astro': (site) => {
    const paths = site.pathsOf('src/pages/blog/[...post].astro');
    const depth = (p: string) => p.split('/').length - 1;
    return [1, 2, 3].map((d) => [`blog page at depth ${d}`, paths.find((p) => depth(p) === d)]);
  },
  'src/pages/sign-in/[...page].astro': (site) => [['sign in', site.pathsOf('src/pages/sign-in/[...page].astro')[0]]],
  'src/pages/watchlist/[...page].astro': (site) => [['watchlist', site.pathsOf('src/pages/watchlist/[...page].astro')[0]]],
  'src/pages/my-garage/[...page].astro': (site) => [['my garage', site.pathsOf('src/pages/my-garage/[...page].astro')[0]]],
  'src/pages/checkout-journey/[...page].astro': (site) => [['online purchase journey', site.pathsOf('src/pages/checkout-journey/[...page].astro')[0]]],
  'src/pages/spin-to-win/[...page].astro': (site) => [['spin to win', site.pathsOf('src/pages/spin-to-win/[...page].astro')[0]]],
  'src/pages/[garage_alias].astro': (site) => [['my garage at its alias', site.pathsOf('src/pages/[garage_alias].astro')[0]]],
  'src/pages/online-payment/[...page].astro': (site) => [['online payment', site.pathsOf('src/pages/online-payment/[...page].astro')[0]]],
  'src/pages/cars/[slug]/checkout.astro': (site) => [['reserve online (checkout)', site.pathsOf('src/pages/cars/[slug]/checkout.astro')[0]]],
  'src/pages/cars/[slug]/buy-online.astro': (site) => [['reserve online (buy-online)', site.pathsOf('src/pages/cars/[slug]/buy-online.astro')[0]]],
  'src/pages/success.astro': () => [['success', '/success']],
  'src/pages/special-offers.astro': () => [['special offers', '/special-offers']],
  'src/pages/offers.astro': () => [['offers', '/offers']],
  // The model range overview and each shape of model page.
  'src/pages/[...range].astro': (site) => site.ofEachShape(site.pathsOf('src/pages/[...range].astro')).map((p) => [`range page ${p}`, p]),
  // The brands page and each brand's overview.
  'src/pages/[...brands].astro': (site) => {
    const paths = site.pathsOf('src/pages/[...brands].astro');
    return [
      ['brands', paths.find((p) => p === '/brands')],
      ['a brand overview', paths.find((p) => p.endsWith('/overview'))],
    ];
  },
  // The dealer console: signed out, each screen shows its shell and sends the browser to sign-in; the
  // console journey (tests/operator/runs-the-dealer-console.e2e.ts) checks each screen signed in.
  'src/pages/console/index.astro': () => [['console sign-in', '/console']],
  'src/pages/console/reservations/index.astro': () => [['console reservations', '/console/reservations']],
  'src/pages/console/staff/index.astro': () => [['console staff', '/console/staff']],
  'src/pages/console/audit/index.astro': () => [['console audit', '/console/audit']],
  'src/pages/console/builds/index.astro': () => [['console builds', '/console/builds']],
  'src/pages/console/stock-health/index.astro': () => [['console stock health', '/console/stock-health']],
  // The console's leads inbox (the static page; its island fills it for a signed-in staff member).
  'src/pages/console/leads/index.astro': () => [['console leads inbox', '/console/leads']],
  'src/pages/console/push-worker.js.ts': { notHtml: "the console's push service worker" },
  'src/pages/cars/[slug]/view.json.ts': { notHtml: "the car page's JSON for the listing's quick view" },
  'src/pages/cars/[slug]/autogauge.ts': { notHtml: 'the AutoGauge redirect' },
  'src/pages/[stock_dir]/[file].ts': { notHtml: "the listing's stock files" },
  'src/pages/[headers_file].ts': { notHtml: 'the _headers file CDNs read' },
  'src/pages/feeds/[feed].ts': { notHtml: 'the Google and Meta inventory feeds (TSV and CSV)' },
  'src/pages/[sitemap].xml.ts': { notHtml: 'the sitemap and its parts' },
  'src/pages/robots.txt.ts': { notHtml: 'robots.txt' },
};

/** Every route pattern: the files under src/pages, and every route a dealer's build names. */
export function routePatterns(manifests: readonly BuildManifest[]): string[] {
  const files = (fs.readdirSync('src/pages', { recursive: true }) as string[])
    .map((f) => path.posix.join('src/pages', f.split(path.sep).join('/')))
    .filter((f) => /\.(astro|ts|tsx|md|mdx|js)$/.test(f) && !/\.test\.tsx?$/.test(f));
  return [...new Set([...files, ...manifests.flatMap((m) => Object.values(m.pages).map((p) => p.route))])].sort();
}

/** Route patterns the gate has no entry for. */
export const unmappedRoutes = (patterns: readonly string[]) => patterns.filter((r) => !(r in PAGE_TYPES));

/** Where a shopper meets a page: the 404 page at any missing path, the others at their path with its slash. */
const servedAt = (route: string, pagePath: string) => (route === 'src/pages/404.astro' ? '/no-such-page/' : pagePath === '/' ? '/' : `${pagePath}/`);

/** The manifest of a dealer's live build (dist/<slug> links to builds/<slug>/<buildId>). */
export function liveManifest(dealer: string): BuildManifest {
  const build = fs.realpathSync(path.join('dist', dealer));
  const manifest = readManifest(path.dirname(build), path.basename(build));
  if (!manifest) throw new Error(`no manifest for the live build of ${dealer} (${build})`);
  return manifest;
}

/**
 * A page's structure, which is what axe judges beyond the words: each element of its <main> with its
 * classes and the names of its attributes (an image with or without alt, a link with or without
 * a label), and its headings' levels in order.
 */
function pageShape(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
  const elements = new Set<string>();
  for (const [, tag, attributes = ''] of main.matchAll(/<([a-z][a-z0-9-]*)([^>]*)>/g)) {
    const classes = (/class="([^"]*)"/.exec(attributes)?.[1] ?? '').split(/\s+/).filter((c) => c && !c.startsWith('astro-'));
    const names = [...attributes.matchAll(/\s([a-z:@-]+)(?==|\s|$)/g)].map((a) => a[1]);
    elements.add(`${tag}.${classes.sort().join('.')}[${names.sort().join(',')}]`);
  }
  const headings = [...main.matchAll(/<h([1-6])/g)].map((h) => h[1]).join('');
  return `${[...elements].sort().join(' ')} ${headings}`;
}

/**
 * The pages of a dealer's live build the gate checks: each mapped route's samples that the dealer
 * has, of pages alike in structure one (`everyPage`: all of them, for the HTML checker, whose
 * findings can hang on the words a dealer wrote).
 */
export function samplePages(dealer: string, manifest: BuildManifest, options: { everyPage?: boolean } = {}): SamplePage[] {
  const byRoute = new Map<string, string[]>();
  for (const [pagePath, page] of Object.entries(manifest.pages)) byRoute.set(page.route, [...(byRoute.get(page.route) ?? []), pagePath]);
  const html = (pagePath: string) => fs.readFileSync(path.join('dist', dealer, manifest.pages[pagePath]!.file), 'utf8');
  const ofEachShape = (paths: string[]) => {
    if (options.everyPage) return paths;
    const seen = new Set<string>();
    return paths.filter((p) => {
      const shape = pageShape(html(p));
      if (seen.has(shape)) return false;
      seen.add(shape);
      return true;
    });
  };
  const site: BuiltSite = { dealer, pathsOf: (route) => byRoute.get(route) ?? [], docs: builtStock(dealer), html, ofEachShape };
  const samples: SamplePage[] = [];
  for (const [route, sampler] of Object.entries(PAGE_TYPES)) {
    if (typeof sampler !== 'function') continue;
    for (const [name, pagePath] of sampler(site)) {
      const page = pagePath === undefined ? undefined : manifest.pages[pagePath];
      if (!page || page.route !== route) continue;
      samples.push({ route, name, path: servedAt(route, pagePath!), file: path.join('dist', dealer, page.file) });
    }
  }
  return samples;
}
