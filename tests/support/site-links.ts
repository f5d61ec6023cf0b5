import fs from 'node:fs';
import path from 'node:path';
import { resolveStatic } from '../../src/engine/serve/static-files.ts';

/** Where a link was found: an element's href or action, or a link-valued prop of a rendered island. */
type LinkKind = 'a' | 'area' | 'link' | 'form' | 'island';

/** A same-site link, by its route (path without query or hash), with the first page that has it. */
export type FoundLink = { route: string; href: string; kind: LinkKind; page: string };

/** A dealer's links, each route once, classified. */
export type DealerLinks = { pages: number; routes: number; built: FoundLink[]; functions: FoundLink[]; unbuilt: FoundLink[] };

/** Top-level folders of assets only: no page lives there, so the crawl does not walk them. */
const ASSET_DIRS = new Set(['_astro', '_stock', 'stock-images', 'images']);

const TAG = /<(a|area|link|form)\b([^>]*)>/gi;
const ATTRIBUTE = { a: 'href', area: 'href', link: 'href', form: 'action' } as const;
const ISLAND_PROPS = /<astro-island\b[^>]*?\sprops="([^"]*)"/g;
/** Island props whose values are links (href, path, privacyPolicyPath, termsPath, …); data URLs the island fetches are not. */
const LINK_PROP = /(?:href|path|link)$/i;
/** Whether serialised props name such a key at all (most islands' props do not: no need to parse them). */
const LINK_PROP_NAMED = /(?:href|path|link)&quot;:/i;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'", '#38': '&' };
const decodeEntities = (text: string) =>
  !text.includes('&') ? text : text.replace(/&(amp|quot|apos|lt|gt|#39|#x27|#38);/g, (_, name: string) => ENTITIES[name]!);

const ATTRIBUTE_VALUE = Object.fromEntries(
  ['href', 'action'].map((name) => [name, new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')]),
) as Record<'href' | 'action', RegExp>;

function attribute(attributes: string, name: 'href' | 'action'): string | null {
  const match = ATTRIBUTE_VALUE[name].exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** Link-valued strings in Astro's serialised island props (`{"key":[0,value]}`, arrays as `[1,[...]]`). */
function propLinks(value: unknown, key: string, out: string[]): void {
  if (Array.isArray(value)) {
    if (value.length === 2 && value[0] === 0 && typeof value[1] === 'string') {
      if (LINK_PROP.test(key) && /^(?:\/|https?:)/.test(value[1])) out.push(value[1]);
      return;
    }
    for (const item of value) propLinks(item, key, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) propLinks(v, k, out);
  }
}

/** Every link a built page holds: element hrefs and form actions, and the links its islands render from their props. */
export function pageLinks(html: string): { href: string; kind: LinkKind }[] {
  const links: { href: string; kind: LinkKind }[] = [];
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    const name = tag!.toLowerCase() as keyof typeof ATTRIBUTE;
    const href = attribute(attributes!, ATTRIBUTE[name]);
    if (href !== null) links.push({ href, kind: name });
  }
  for (const [, props] of html.matchAll(ISLAND_PROPS)) {
    if (!LINK_PROP_NAMED.test(props!)) continue;
    const found: string[] = [];
    propLinks(JSON.parse(decodeEntities(props!)), '', found);
    for (const href of found) links.push({ href, kind: 'island' });
  }
  return links;
}

/** The built site's HTML files, one at a time (a dealer has tens of thousands). */
function* htmlFiles(dir: string, root: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(dir === root && ASSET_DIRS.has(entry.name))) yield* htmlFiles(file, root);
    } else if (entry.name.endsWith('.html')) {
      yield file;
    }
  }
}

/** The URL path a built file is served at: cars/x/index.html → /cars/x/. */
const pagePath = (root: string, file: string) => `/${path.relative(root, file).split(path.sep).join('/')}`.replace(/index\.html$/, '');

/**
 * Reads every built page of one dealer (`root`, its dist folder) and classes each distinct
 * same-site route it links: a built file (as the site server resolves it), a function route under
 * /api/ (`isFunction`), or unbuilt. Links to other hosts, `mailto:`, `tel:` and in-page anchors are
 * not followed.
 */
export function crawlDealer(root: string, origin: string, isFunction: (route: string) => boolean): DealerLinks {
  const site = new URL(origin);
  const seen = new Set<string>();
  const hrefs = new Set<string>();
  const result: DealerLinks = { pages: 0, routes: 0, built: [], functions: [], unbuilt: [] };
  for (const file of htmlFiles(root, root)) {
    result.pages++;
    const page = pagePath(root, file);
    const base = new URL(page, site);
    for (const { href, kind } of pageLinks(fs.readFileSync(file, 'utf8'))) {
      if (href.startsWith('#')) continue;
      // Most links repeat on every page (menus, footer): an absolute one is classed once.
      const key = /^(?:\/|[a-z]+:)/i.test(href) ? href : `${page} ${href}`;
      if (hrefs.has(key)) continue;
      hrefs.add(key);
      let url: URL;
      try {
        url = new URL(href, base);
      } catch {
        result.unbuilt.push({ route: href, href, kind, page });
        continue;
      }
      if (url.host !== site.host || !/^https?:$/.test(url.protocol)) continue;
      const route = url.pathname;
      if (seen.has(route)) continue;
      seen.add(route);
      const link = { route, href, kind, page };
      if (route.startsWith('/api/')) (isFunction(route) ? result.functions : result.unbuilt).push(link);
      else (resolveStatic(root, route) === null ? result.unbuilt : result.built).push(link);
    }
  }
  result.routes = seen.size;
  return result;
}
