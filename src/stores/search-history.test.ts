import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $searchHistory, clearSearchHistory, recordSearch } from './search-history.ts';
import { MemoryStorage } from './test-storage.ts';

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => {
  clearSearchHistory();
  cleanStores($searchHistory);
  vi.unstubAllGlobals();
});

describe('search history store', () => {
  it('records the last 5 searches with refinements, newest first, across reloads', () => {
    for (const make of ['A', 'B', 'C', 'D', 'E', 'F']) recordSearch({ path: `/search/${make}`, refinements: { make: [make] } });
    recordSearch({ path: '/search', refinements: {} });
    cleanStores($searchHistory);
    expect($searchHistory.get().map((e) => e.path)).toEqual(['/search/F', '/search/E', '/search/D', '/search/C', '/search/B']);
  });
});
