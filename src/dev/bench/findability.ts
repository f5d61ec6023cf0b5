/**
 * What bench:findability reads from a built site's HTML and reports per dealer: how many indexable
 * pages share a title or a description with another page, whether every alias route names its one
 * canonical URL, and which JSON-LD types the vehicle pages carry by kind of vehicle (issue 32).
 */

/** What a search engine reads from a page's head. */
export type PageHead = {
  path: string;
  noindex: boolean;
  canonical: string | null;
  title: string | null;
  description: string | null;
  jsonLd: Record<string, unknown>[];
};

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page head's title, description, canonical, robots and JSON-LD blocks. */
export function readHead(path: string, html: string): PageHead {
  const attr = (pattern: RegExp) => {
    const match = pattern.exec(html)?.[1];
    return match === undefined ? null : decode(match);
  };
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return {
    path,
    noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    jsonLd,
  };
}

/** A page search engines index as itself: not noindex, and its canonical URL is its own (an alias names another). */
export function isIndexable(head: PageHead, siteUrl: string): boolean {
  return !head.noindex && head.canonical === new URL(head.path, siteUrl).href;
}

export type DuplicateShare = { pages: number; duplicated: number; share: number; examples: string[][] };

/** How many of `heads` share their `field` with another of them, and the largest groups that do. */
export function duplicateShare(heads: readonly PageHead[], field: 'title' | 'description'): DuplicateShare {
  const groups = new Map<string, string[]>();
  for (const head of heads) {
    const key = head[field] ?? '';
    groups.set(key, [...(groups.get(key) ?? []), head.path]);
  }
  const shared = [...groups.values()].filter((paths) => paths.length > 1).sort((a, b) => b.length - a.length);
  const duplicated = shared.reduce((sum, paths) => sum + paths.length, 0);
  return { pages: heads.length, duplicated, share: heads.length === 0 ? 0 : duplicated / heads.length, examples: shared.slice(0, 3) };
}

export type AliasCheck = { alias: string; canonical: string; names: string | null; ok: boolean };

/**
 * For each alias route the dealer built: the canonical URL it names, which must be its group's
 * canonical route, and that route must name itself.
 */
export function aliasChecks(
  aliases: readonly (readonly [alias: string, canonical: string])[],
  heads: ReadonlyMap<string, PageHead>,
  siteUrl: string,
): AliasCheck[] {
  return aliases.flatMap(([alias, canonical]) => {
    const page = heads.get(alias);
    if (!page) return [];
    const target = new URL(canonical, siteUrl).href;
    const self = heads.get(canonical);
    return [{ alias, canonical, names: page.canonical, ok: page.canonical === target && self?.canonical === target && !page.noindex }];
  });
}

const VEHICLE_TYPES = new Set(['Car', 'Motorcycle', 'Vehicle']);

export type VehicleMarkup = {
  /** The vehicle block's @type, or 'none' when the page has no vehicle markup. */
  type: string;
  hasOffer: boolean;
  offerHasPrice: boolean;
  hasImage: boolean;
  hasOdometer: boolean;
};

/** The vehicle block of a car page's JSON-LD (Car, Motorcycle or Vehicle), as the report counts it. */
export function vehicleMarkup(head: PageHead): VehicleMarkup {
  const block = head.jsonLd.find((b) => VEHICLE_TYPES.has(String(b['@type'])));
  if (!block) return { type: 'none', hasOffer: false, offerHasPrice: false, hasImage: false, hasOdometer: false };
  const offer = block['offers'] as Record<string, unknown> | undefined;
  return {
    type: String(block['@type']),
    hasOffer: offer !== undefined,
    offerHasPrice: typeof offer?.['price'] === 'number',
    hasImage: Array.isArray(block['image']) ? block['image'].length > 0 : typeof block['image'] === 'string',
    hasOdometer: block['mileageFromOdometer'] !== undefined,
  };
}

/** A dealer business block (AutoDealer, AutoRepair or AutoPartsStore) with hours, geo and phone, if the page has one. */
export function dealerMarkup(head: PageHead): { type: string; hours: number; geo: boolean; phone: boolean } | null {
  const block = head.jsonLd.find((b) => ['AutoDealer', 'AutoRepair', 'AutoPartsStore'].includes(String(b['@type'])));
  if (!block) return null;
  const hours = block['openingHoursSpecification'];
  return {
    type: String(block['@type']),
    hours: Array.isArray(hours) ? hours.length : 0,
    geo: block['geo'] !== undefined,
    phone: typeof block['telephone'] === 'string',
  };
}

/** What kind of vehicle a stock document is, for the report: car, motorcycle, or its body for caravans and trucks. */
export function vehicleKind(doc: { item_type?: unknown; body?: unknown }): string {
  const item = typeof doc.item_type === 'string' ? doc.item_type : 'car';
  if (item === 'car' || item === 'motorcycle') return item;
  return `${item} (${typeof doc.body === 'string' ? doc.body.toLowerCase() : 'other'})`;
}

export const percent = (share: number) => `${(share * 100).toFixed(2)} %`;
