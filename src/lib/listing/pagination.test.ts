import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.ts';

describe('pageWindow', () => {
  it('shows two pages either side of the current one, the first and the last, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(7, 20)).toEqual([1, null, 5, 6, 7, 8, 9, null, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
