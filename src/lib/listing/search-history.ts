/** Searches the history keeps. */
export const SEARCH_HISTORY_LIMIT = 5;

/** One remembered search: its non-empty refinements and the listing path that reproduces it. */
export interface SearchHistoryEntry {
  path: string;
  refinements: Record<string, string[]>;
}

function nonEmptyRefinements(refinements: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [facet, values] of Object.entries(refinements)) {
    const kept = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
    if (kept.length > 0) result[facet] = kept;
  }
  return result;
}

function entryKey(entry: SearchHistoryEntry): string {
  const facets = Object.keys(entry.refinements).sort();
  return JSON.stringify(facets.map((f) => [f, [...(entry.refinements[f] ?? [])].sort()]));
}

/**
 * History after a search: searches without a refinement or a path are not kept; an equal search
 * (same refinements, in any order) moves to the front; at most 5 entries, newest first.
 */
export function addSearchHistoryEntry(
  history: readonly SearchHistoryEntry[],
  search: { path: string; refinements: Readonly<Record<string, readonly string[]>> },
  limit: number = SEARCH_HISTORY_LIMIT,
): SearchHistoryEntry[] {
  const refinements = nonEmptyRefinements(search.refinements);
  const path = search.path.trim();
  if (path === '' || Object.keys(refinements).length === 0) return history.slice(0, limit);
  const entry: SearchHistoryEntry = { path, refinements };
  const key = entryKey(entry);
  return [entry, ...history.filter((e) => entryKey(e) !== key)].slice(0, limit);
}

/** A short label for an entry: its refinement values in facet order, e.g. 'Toyota, Corolla, Used'. */
export function searchHistoryLabel(
  entry: SearchHistoryEntry,
  facetOrder: readonly string[] = ['car_type', 'make', 'model'],
  formatValue: (facet: string, value: string) => string = (_facet, value) => value.charAt(0).toUpperCase() + value.slice(1),
): string {
  const facets = Object.keys(entry.refinements).sort((a, b) => {
    const rank = (f: string) => (facetOrder.includes(f) ? facetOrder.indexOf(f) : facetOrder.length);
    return rank(a) - rank(b);
  });
  return facets.flatMap((f) => (entry.refinements[f] ?? []).map((v) => formatValue(f, v))).join(', ');
}
