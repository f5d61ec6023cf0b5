import { describe, expect, it } from 'vitest';
import { collapseSoldRuns } from './sold-collapse.ts';

const cars = (statuses: string) => statuses.split(' ').map((code, i) => ({ id: i, status: code === 'S' ? 'sold' : code === 'C' ? 'coming_soon' : 'in_stock' }));

describe('collapseSoldRuns', () => {
  it('keeps only the first sold car of each run', () => {
    const input = cars('I S S S I C S I S S');
    expect(collapseSoldRuns(input).map((c) => c.id)).toEqual([0, 1, 4, 5, 6, 7, 8]);
  });
  it('collapses a leading run and treats other unavailable statuses as sold', () => {
    const input = [
      { id: 'a', status: 'sold' },
      { id: 'b', status: 'withdrawn' },
      { id: 'c', status: 'in_stock' },
    ];
    expect(collapseSoldRuns(input).map((c) => c.id)).toEqual(['a', 'c']);
  });
  it('returns every car when sold handling is off', () => {
    expect(collapseSoldRuns(cars('S S S'), false)).toHaveLength(3);
  });
});
