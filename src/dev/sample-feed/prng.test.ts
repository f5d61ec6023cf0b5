import { describe, expect, it } from 'vitest';
import { createRng } from './prng.ts';

describe('createRng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, createRng(seed).next);
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('keeps draws in range', () => {
    const rng = createRng('range');
    for (let i = 0; i < 2000; i += 1) {
      const n = rng.int(3, 7);
      expect(Number.isInteger(n) && n >= 3 && n <= 7).toBe(true);
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
    }
  });

  it('forks streams that do not depend on how much the parent drew', () => {
    const a = createRng('p');
    const b = createRng('p');
    b.next();
    expect(a.fork('x').next()).toBe(b.fork('x').next());
  });

  it('samples distinct items in their original order', () => {
    const picked = createRng('s').sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
    expect([...picked].sort()).toEqual(picked);
  });
});
