import { describe, expect, it } from 'vitest';
import { shareStrings } from './shared-strings.ts';

describe('shareStrings', () => {
  it('leaves every value as it was: nested records, arrays, numbers, nulls and long texts', () => {
    const long = 'x'.repeat(500);
    const cars = [
      { id: '1', features: ['Cruise Control', 'Apple CarPlay'], location: { id: 7, name: 'Southport' }, km: 12, comments: long, sold_at: null },
      { id: '2', features: ['Cruise Control'], location: { id: 7, name: 'Southport' }, km: 0, comments: `${long}y`, sold_at: null },
    ];
    const before = structuredClone(cars);
    expect(shareStrings(cars)).toBe(cars);
    expect(cars).toEqual(before);
  });
});
