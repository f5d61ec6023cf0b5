import { createHash } from 'node:crypto';
import { siteData } from './site-data.server.ts';
import { normaliseQuery } from '../lib/search/query.ts';
import { facetStrings, normalizeFacetValue } from '../lib/search/stock-document.ts';
import { LISTING_ROOT, type ListingRoute } from '../lib/listing/listing-routes.ts';
import { listingQuery } from '../lib/listing/listing-search.ts';
import { landingResults } from './landing-results.server.ts';
import type { ListingInitial } from '../lib/listing/listing-settings.ts';
import { lastPromoChange } from '../lib/listing/promo-placement.ts';
import { siteListing } from './site-listing.server.ts';
import type { ListingDocument } from '../lib/listing/stock-data-format.ts';

export type ListingPageProps = {
  route: ListingRoute;
  initial: ListingInitial;
  /** When this page's stock last changed: the newest change among the cars it lists. */
  stockTime: string;
  /** The time (ms) the page's tags and promos are worked out for (ListingSettings.builtAt). */
  shownAt: number;
};

export type ListingPath = { params: { route: string }; props: ListingPageProps; cacheKey: string };

/**
 * The static paths of every listing landing page below /search/ (car types, makes, models), each
 * with its first page of results and a cache key covering everything the page shows besides the
 * dealer and the code (see page-inputs.ts). A stock change so re-renders only the landing pages
 * whose result or cars it touches; the others keep their file, byte for byte what a full build
 * would write. Pages never name the hashed stock file (islands read the pointer) nor print the
 * build's clock: a page is worked out for the newest change among its cars or the promos (its
 * `shownAt`). Its hits' tags and the promos in force are the same then as now: a car's key holds
 * its tag (page-inputs.ts), so a tag that changed since made the car, and so the page, change.
 */
export function listingPaths(): ListingPath[] {
  const { settings, docs, routes } = siteListing();
  const { carKeys, carChangedAt, stockUpdatedAt } = siteData();
  const now = new Date(settings.builtAt);
  const shared = JSON.stringify({ ...settings, builtAt: null });
  const promoChange = lastPromoChange(settings.promos.items, now) ?? 0;
  const newestListed = newestChange(docs, (id) => carChangedAt[id] ?? '');
  const landing = routes.filter((route) => route.path !== LISTING_ROOT);
  const initials = landingResults(landing, settings, docs, shared);
  return landing.map((route) => {
    const initial = initials.get(route.path)!;
    // A route listing no cars says when the dealer's stock changed (and so re-renders with it).
    const stockTime = newestListed(initial) || stockUpdatedAt;
    const shownAt = Math.min(settings.builtAt, Math.max(Date.parse(stockTime), promoChange));
    const hash = createHash('sha256').update(shared).update(jsonOf(initial)).update(`${stockTime};${shownAt};`);
    for (const hit of initial.result.hits) hash.update(`${hit.id}:${carKeys[hit.id] ?? ''};`);
    return {
      params: { route: route.path.slice(LISTING_ROOT.length, -1) },
      props: { route, initial, stockTime, shownAt },
      cacheKey: `listing:${hash.digest('hex').slice(0, 32)}`,
    };
  });
}

/** Each first page's JSON, kept while it lives (landing-results.server.ts keeps the untouched routes' first pages). */
const json = new WeakMap<ListingInitial, string>();

function jsonOf(initial: ListingInitial): string {
  let text = json.get(initial);
  if (text === undefined) json.set(initial, (text = JSON.stringify(initial)));
  return text;
}

/**
 * The newest change time among the documents a landing page lists (its base refinements, matched
 * as the search matches facet values), or '' when it lists none. Each facet's documents by value
 * are listed once for all routes, so a route reads only the documents holding its values.
 */
function newestChange(docs: readonly ListingDocument[], changedAt: (id: string) => string): (initial: ListingInitial) => string {
  const postings = new Map<string, Map<string, number[]>>();
  const byValue = (facet: string): Map<string, number[]> => {
    let lists = postings.get(facet);
    if (lists) return lists;
    postings.set(facet, (lists = new Map()));
    for (let i = 0; i < docs.length; i++) {
      for (const value of new Set(facetStrings(docs[i]![facet]).map(normalizeFacetValue))) {
        const list = lists.get(value);
        if (list) list.push(i);
        else lists.set(value, [i]);
      }
    }
    return lists;
  };
  const changed = docs.map((doc) => changedAt(doc.id));
  return (initial) => {
    const query = normaliseQuery(listingQuery(initial.state, { hitsPerPage: 0, facets: [] }));
    // Per refined facet, the documents holding any of its values; a document is listed when it is in every one.
    const sets = Object.entries(query.refinements)
      .filter(([, values]) => values !== undefined && values.length > 0)
      .map(([facet, values]) => {
        const lists = byValue(facet);
        return new Set(new Set(values!.map(normalizeFacetValue)).values().flatMap((value) => lists.get(value) ?? []));
      });
    let newest = '';
    const consider = (i: number) => {
      if (changed[i]! > newest && sets.every((set) => set.has(i))) newest = changed[i]!;
    };
    if (sets.length === 0) for (let i = 0; i < docs.length; i++) consider(i);
    else for (const i of [...sets].sort((a, b) => a.size - b.size)[0]!) consider(i);
    return newest;
  };
}
