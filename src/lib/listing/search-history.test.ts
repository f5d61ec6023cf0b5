import { describe, expect, it } from 'vitest';
import { addSearchHistoryEntry, searchHistoryLabel, type SearchHistoryEntry } from './search-history.ts';

const search = (make: string) => ({ path: `/search?refinementList%5Bmake%5D%5B0%5D=${make}`, refinements: { make: [make] } });

describe('addSearchHistoryEntry', () => {
  it('keeps the last 5 searches, newest first', () => {
    let history: SearchHistoryEntry[] = [];
    for (const make of ['A', 'B', 'C', 'D', 'E', 'F']) history = addSearchHistoryEntry(history, search(make));
    expect(history.map((e) => e.refinements['make']?.[0])).toEqual(['F', 'E', 'D', 'C', 'B']);
  });
  it('moves a repeated search to the front instead of duplicating it', () => {
    let history = [search('A'), search('B')].reduce<SearchHistoryEntry[]>((h, s) => addSearchHistoryEntry(h, s), []);
    history = addSearchHistoryEntry(history, { path: '/search/x', refinements: { make: ['A'], model: [] } });
    expect(history).toEqual([
      { path: '/search/x', refinements: { make: ['A'] } },
      { path: search('B').path, refinements: { make: ['B'] } },
    ]);
  });
  it('treats refinements in another order as the same search', () => {
    const a = addSearchHistoryEntry([], { path: '/s1', refinements: { make: ['Kia', 'Ford'], car_type: ['used'] } });
    const b = addSearchHistoryEntry(a, { path: '/s2', refinements: { car_type: ['used'], make: ['Ford', 'Kia'] } });
    expect(b).toHaveLength(1);
    expect(b[0]?.path).toBe('/s2');
  });
  it('ignores searches without refinements or without a path', () => {
    const history = [search('A')];
    expect(addSearchHistoryEntry(history, { path: '/search', refinements: { make: [' '] } })).toEqual(history);
    expect(addSearchHistoryEntry(history, { path: ' ', refinements: { make: ['B'] } })).toEqual(history);
  });
});

describe('searchHistoryLabel', () => {
  it('lists car type, make and model first', () => {
    expect(searchHistoryLabel({ path: '/', refinements: { model: ['Corolla'], colour: ['White'], make: ['Toyota'], car_type: ['used'] } })).toBe(
      'Used, Toyota, Corolla, White',
    );
  });
});
