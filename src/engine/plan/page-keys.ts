import { DEALER_ONLY } from '../../site-data/page-inputs.ts';
import { digest } from './digest.ts';

/** The build-wide inputs a page key is made of (see src/site-data/page-inputs.ts). */
export type PageDigests = {
  /** src/**, public/**, build scripts, astro.config.mjs, package-lock.json, build env. */
  code: string;
  /** The dealer's config, content files, logo and public/ folder. */
  dealer: string;
  /** Every car's key, in snapshot order: what aggregate pages render from. */
  stock: string;
  /** The calendar date in the dealer's time zone. */
  date: string;
};

/**
 * car: keyed by a car's own key; keyed: a route's own cacheKey; dealer: exports
 * `buildInputs = 'dealer'`; stock: an aggregate of the whole stock.
 */
export type PageKind = 'car' | 'keyed' | 'dealer' | 'stock';

export type PageRecord = {
  /** The route's component, e.g. src/pages/cars/[slug]/index.astro. */
  route: string;
  kind: PageKind;
  key: string;
  /** The output file, relative to the build folder, with forward slashes. */
  file: string;
};

export function pageKind(cacheKey: string | undefined, isCarKey: boolean, buildInputs: unknown): PageKind {
  if (cacheKey !== undefined) return isCarKey ? 'car' : 'keyed';
  return buildInputs === DEALER_ONLY ? 'dealer' : 'stock';
}

const routeDigests = new WeakMap<PageDigests, Map<string, string>>();

/**
 * A page's key: equal keys mean the previous build's file for the path can be reused as is. A
 * per-car or keyed page's key is its route's digest (code, dealer, route) joined to its cache key,
 * so listing 80,000 paths hashes once per route rather than once per page.
 */
export function pageKey(d: PageDigests, route: string, kind: PageKind, cacheKey: string | undefined): string {
  if (kind === 'dealer') return digest(d.code, d.dealer, route, kind, d.date);
  if (kind === 'stock') return digest(d.code, d.dealer, route, kind, d.stock, d.date);
  let known = routeDigests.get(d);
  if (!known) routeDigests.set(d, (known = new Map()));
  const name = `${kind}:${route}`;
  let prefix = known.get(name);
  if (prefix === undefined) known.set(name, (prefix = digest(d.code, d.dealer, route, kind)));
  return `${prefix}:${cacheKey ?? ''}`;
}

const STATUS_PAGES = new Set(['/404', '/500']);

/** Where Astro's `build.format: 'directory'` puts a path's output (pages get a folder and index.html). */
export function outputFile(pathname: string, routeType: string): string {
  const clean = pathname.replace(/^\/+/, '');
  if (routeType === 'endpoint') return clean;
  if (STATUS_PAGES.has(pathname)) return `${clean}.html`;
  const dir = clean.replace(/\/+$/, '');
  return dir ? `${dir}/index.html` : 'index.html';
}

/** The URL Astro requests a path with under the directory format (pages end with a slash). */
export function requestPath(pathname: string, routeType: string): string {
  if (pathname === '/' || pathname === '') return '/';
  if (routeType === 'endpoint') return pathname;
  return `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}/`;
}
