import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { showMeCount, sumFacetCounts, visibleResultCount } from './counts.ts';

describe('visibleResultCount', () => {
  const carType = { new: 1200, demo: 300, used: 1650 };
  it('shows counts up to 1999 unchanged', () => {
    expect(visibleResultCount(1999, { facetCounts: carType, stockCount: 5000 })).toBe(1999);
    expect(visibleResultCount(0)).toBe(0);
  });
  it('replaces counts over 1999 by the configured stock count first', () => {
    expect(visibleResultCount(2000, { facetCounts: carType, stockCount: 3200 })).toBe(3200);
  });
  it('then by the summed facet counts', () => {
    expect(visibleResultCount(2000, { facetCounts: carType })).toBe(1200 + 300 + 1650);
    expect(visibleResultCount(2000, { facetCounts: carType, stockCount: null })).toBe(3150);
  });
  it('keeps the search count when nothing replaces it', () => {
    expect(visibleResultCount(2500)).toBe(2500);
    expect(visibleResultCount(2500, { facetCounts: {} })).toBe(2500);
  });
});

describe('showMeCount', () => {
  const counts = { new: 12, demo: 3, used: 40 };
  it('sums the selected values, or all of them', () => {
    expect(showMeCount(counts, ['new', 'demo'])).toBe(15);
    expect(showMeCount(counts)).toBe(55);
    expect(showMeCount(counts, ['missing'])).toBe(0);
    expect(sumFacetCounts({ in_stock: 5, coming_soon: 2 })).toBe(7);
    expect(STRINGS.showMeCars(showMeCount(counts, ['used']))).toBe('Show Me 40 cars');
  });
});
