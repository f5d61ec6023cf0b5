import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('makes version 7 UUIDs that sort in the order they were made', () => {
    const ids = Array.from({ length: 5_000 }, () => timeOrderedId());
    expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts with the current time in milliseconds', () => {
    const before = Date.now();
    const ms = parseInt(timeOrderedId().replace('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });
});
