import { describe, expect, it } from 'vitest';
import { exponentialBackoff } from './backoff.ts';

describe('exponentialBackoff', () => {
  it('doubles from the base up to the cap', () => {
    const delay = exponentialBackoff({ baseMs: 1_000, maxMs: 10_000, jitter: 0 });
    expect([1, 2, 3, 4, 5, 6].map(delay)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('shortens each delay by up to the jitter fraction', () => {
    expect(exponentialBackoff({ baseMs: 1_000, jitter: 0.5, random: () => 0 })(2)).toBe(2_000);
    expect(exponentialBackoff({ baseMs: 1_000, jitter: 0.5, random: () => 0.999 })(2)).toBe(1_001);
  });
});
