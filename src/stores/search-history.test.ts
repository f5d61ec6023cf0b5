import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $searchHistory, clearSearchHistory, recordSearch } from './search-history.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  clearSearchHistory();
  cleanStores($searchHistory);
  cleanTestStorage();
});

describe('search history store', () => {
  it('records the last 5 searches with refinements, newest first, across reloads', async () => {
    for (const make of ['A', 'B', 'C', 'D', 'E', 'F']) recordSearch({ path: `/search/${make}`, refinements: { make: [make] } });
    recordSearch({ path: '/search', refinements: {} });
    vi.resetModules();
    const reloaded = await import('./search-history.ts');
    expect(reloaded.$searchHistory.get().map((e) => e.path)).toEqual(['/search/F', '/search/E', '/search/D', '/search/C', '/search/B']);
    cleanStores(reloaded.$searchHistory);
  });
});
