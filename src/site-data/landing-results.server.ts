import { listingQuery } from '../lib/listing/listing-search.ts';
import type { ListingRoute } from '../lib/listing/listing-routes.ts';
import type { ListingInitial, ListingSettings } from '../lib/listing/listing-settings.ts';
import type { ListingDocument } from '../lib/listing/stock-data-format.ts';
import { normaliseListingState } from '../lib/listing/url-state.ts';
import { refinedFacets, normaliseQuery } from '../lib/search/query.ts';
import { refinementCheck } from '../lib/search/search-documents.ts';
import { prerenderListing } from './listing-settings.server.ts';

/** The documents and settings the previous call searched, and each route's first page. */
type Searched = { docs: readonly ListingDocument[]; settings: string; initials: Map<string, ListingInitial> };

let previous: Searched | null = null;

/** Past this many changed documents every route is searched again (checking each would cost more). */
const MAX_CHANGES = 500;

/** A document that differs from the previous call's: its index there (when it was there) and here (when it still is). */
type Change = { before?: number; after?: number };

/**
 * Each landing route's first page (`prerenderListing`), searched again only where a change can
 * touch it. A render process given the next snapshot as changes keeps each unchanged car's
 * document as the same object (stock-file.server.ts), so the documents that differ from the
 * previous call's are the changes. A route's result reads a document only when it passes the
 * price filter and fails at most one of the route's refinements; one failing the same refinement
 * before and after, with the same refined values and price status, counts the same. Everything
 * else a result holds must be as before too: the settings (but the build time, which no result
 * reads) and the relative order of the unchanged documents (ties in sorting keep it). Facet
 * distributions list values by value (search-documents.ts), not by the first document showing them.
 */
export function landingResults(
  routes: readonly ListingRoute[],
  settings: ListingSettings,
  docs: readonly ListingDocument[],
  /** The settings but the build time, as JSON (listing-pages.server.ts hashes it into every key). */
  shared: string = JSON.stringify({ ...settings, builtAt: null }),
): Map<string, ListingInitial> {
  const base = previous?.settings === shared ? previous : null;
  const changes = base ? changedDocuments(base.docs, docs) : null;
  const initials = new Map<string, ListingInitial>();
  for (const route of routes) {
    const kept = base?.initials.get(route.path);
    const reuse = kept && changes && JSON.stringify(kept.route) === JSON.stringify(route) && !touches(route, settings, base!.docs, docs, changes);
    const initial = reuse ? kept : prerenderListing(route, settings, docs);
    initials.set(route.path, initial);
  }
  previous = { docs, settings: shared, initials };
  return initials;
}

/** The documents that differ from `before`'s, or null when too many do or unchanged ones moved relative to each other. */
function changedDocuments(before: readonly ListingDocument[], after: readonly ListingDocument[]): Change[] | null {
  const at = new Map(before.map((doc, i) => [doc.id, i]));
  const changes: Change[] = [];
  let last = -1;
  for (let i = 0; i < after.length; i++) {
    const doc = after[i]!;
    const j = at.get(doc.id);
    at.delete(doc.id);
    if (j === undefined) changes.push({ after: i });
    else if (before[j] !== doc) changes.push({ before: j, after: i });
    else if (j < last) return null;
    else last = j;
    if (changes.length > MAX_CHANGES) return null;
  }
  for (const j of at.values()) changes.push({ before: j });
  return changes.length > MAX_CHANGES ? null : changes;
}

function touches(
  route: ListingRoute,
  settings: ListingSettings,
  before: readonly ListingDocument[],
  after: readonly ListingDocument[],
  changes: readonly Change[],
): boolean {
  const query = listingQuery(normaliseListingState({ refinements: route.base }), settings);
  const refined = refinedFacets(normaliseQuery(query));
  const was = refinementCheck(before, query);
  const is = refinementCheck(after, query);
  for (const change of changes) {
    const a = change.before === undefined ? null : was(change.before);
    const b = change.after === undefined ? null : is(change.after);
    const reads = (r: typeof a) => r !== null && r.priced && r.failures <= 1;
    if (!reads(a) && !reads(b)) continue;
    const same =
      a !== null &&
      b !== null &&
      a.failures > 0 &&
      a.priced === b.priced &&
      refined.every((facet) => JSON.stringify(before[change.before!]![facet]) === JSON.stringify(after[change.after!]![facet]));
    if (!same) return true;
  }
  return false;
}
