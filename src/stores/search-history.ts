import { z } from 'zod';
import { addSearchHistoryEntry, type SearchHistoryEntry } from '../lib/listing/search-history.ts';
import { SEARCH_HISTORY_LIMIT } from '../lib/listing/constants.ts';
import { listOf, persistentAtom } from './persistent.ts';

const EntrySchema = z.object({
  path: z.string().min(1),
  refinements: z.record(z.string(), z.array(z.string())),
});

/** The last 5 searches that had refinements, newest first. */
export const $searchHistory = persistentAtom<SearchHistoryEntry[]>('search-history', [], (raw) =>
  listOf(EntrySchema)(raw).slice(0, SEARCH_HISTORY_LIMIT),
);

export function recordSearch(search: { path: string; refinements: Readonly<Record<string, readonly string[]>> }): void {
  const next = addSearchHistoryEntry($searchHistory.get(), search);
  const current = $searchHistory.get();
  if (JSON.stringify(next) !== JSON.stringify(current)) $searchHistory.set(next);
}

export function clearSearchHistory(): void {
  $searchHistory.set([]);
}
