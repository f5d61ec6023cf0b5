import { addSearchHistoryEntry, SEARCH_HISTORY_LIMIT, type SearchHistoryEntry } from '../lib/listing/search-history.ts';
import { asRecord, listOfRecords, requiredText } from './record-fields.ts';
import { persistentList } from './persistent-list.ts';

export function parseSearchHistoryEntry(raw: unknown): SearchHistoryEntry | undefined {
  const r = asRecord(raw);
  const path = r ? requiredText(r['path']) : undefined;
  const refinements = r ? asRecord(r['refinements']) : undefined;
  if (path === undefined || refinements === undefined) return undefined;
  const result: Record<string, string[]> = {};
  for (const [facet, values] of Object.entries(refinements)) {
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) return undefined;
    result[facet] = values as string[];
  }
  return { path, refinements: result };
}

/** The last 5 searches that had refinements, newest first. */
export const $searchHistory = persistentList<SearchHistoryEntry>('forecourt:search-history', (raw) =>
  listOfRecords(parseSearchHistoryEntry)(raw).slice(0, SEARCH_HISTORY_LIMIT),
);

export function recordSearch(search: { path: string; refinements: Readonly<Record<string, readonly string[]>> }): void {
  const next = addSearchHistoryEntry($searchHistory.get(), search);
  const current = $searchHistory.get();
  if (JSON.stringify(next) !== JSON.stringify(current)) $searchHistory.set(next);
}

export function clearSearchHistory(): void {
  $searchHistory.set([]);
}
