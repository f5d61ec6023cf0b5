import { describe, expect, it } from 'vitest';
import { isCarType, showsPrice } from './vocabulary.ts';

describe('showsPrice', () => {
  it('shows a price only above 10', () => {
    expect(showsPrice(10)).toBe(false);
    expect(showsPrice(11)).toBe(true);
    expect(showsPrice(null)).toBe(false);
    expect(showsPrice(Number.NaN)).toBe(false);
  });
});

describe('isCarType', () => {
  it('knows new, demo and used only', () => {
    expect(['new', 'demo', 'used', 'Used', 'other', null].filter(isCarType)).toEqual(['new', 'demo', 'used']);
  });
});
