import { describe, expect, it } from 'vitest';
import { dollars, groupThousands } from './format.ts';

describe('groupThousands', () => {
  it.each([
    [0, 0, '0'],
    [999, 0, '999'],
    [1000, 0, '1,000'],
    [1234567.891, 2, '1,234,567.89'],
    [-45990, 0, '-45,990'],
  ])('%d with %d decimals → %s', (n, digits, text) => expect(groupThousands(n, digits)).toBe(text));

  it('matches the en-AU locale format', () => {
    for (const n of [5, 12_345, 987_654_321]) expect(groupThousands(n)).toBe(n.toLocaleString('en-AU'));
  });
});

describe('dollars', () => {
  it('shows cents only when there are some', () => {
    expect(dollars(500)).toBe('$500');
    expect(dollars(1360.5)).toBe('$1,360.50');
  });
});
