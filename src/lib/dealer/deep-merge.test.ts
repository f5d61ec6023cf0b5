import { describe, expect, it } from 'vitest';
import { deepMerge, hasPath } from './deep-merge.ts';

describe('deepMerge', () => {
  it('merges objects key by key at every depth', () => {
    const merged = deepMerge({ finance: { term: { min: 1, max: 7 }, provider: 'none' } }, { finance: { term: { max: 5 } } });
    expect(merged).toEqual({ finance: { term: { min: 1, max: 5 }, provider: 'none' } });
  });

  it('replaces arrays instead of concatenating them', () => {
    expect(deepMerge({ positions: [8, 17], keep: [1] }, { positions: [1] })).toEqual({ positions: [1], keep: [1] });
  });

  it('lets false or null switch off an object default', () => {
    expect(deepMerge({ reviews: { min_rating: 4 } }, { reviews: false })).toEqual({ reviews: false });
    expect(deepMerge({ popup: { title: 'x' } }, { popup: null })).toEqual({ popup: null });
  });

  it('lets an object replace a scalar default', () => {
    expect(deepMerge({ reserve: false }, { reserve: { amount: 200 } })).toEqual({ reserve: { amount: 200 } });
  });

  it('leaves both inputs untouched', () => {
    const defaults = { a: { b: 1 } };
    const overrides = { a: { c: 2 } };
    deepMerge(defaults, overrides);
    expect(defaults).toEqual({ a: { b: 1 } });
    expect(overrides).toEqual({ a: { c: 2 } });
  });
});

describe('hasPath', () => {
  it('walks object keys and array indexes', () => {
    const value = { a: [{ b: 0 }], n: null };
    expect(hasPath(value, ['a', 0, 'b'])).toBe(true);
    expect(hasPath(value, ['a', 1, 'b'])).toBe(false);
    expect(hasPath(value, ['n'])).toBe(true);
    expect(hasPath(value, ['n', 'x'])).toBe(false);
  });
});
