import { describe, expect, it } from 'vitest';
import { SpinToWinSchema } from '../dealer/config-spin-to-win.ts';
import { drawPrize, spinOpenAt } from './spin-to-win.ts';

const promotion = SpinToWinSchema.parse({
  prizes: [{ name: 'Car wash' }, { name: 'Fuel card', weight: 3 }],
  terms: 'One spin per mobile number.',
  starts: '2026-11-01',
  ends: '2026-11-30',
});

describe('spin to win', () => {
  it('is open from its first day through its last', () => {
    expect(spinOpenAt(promotion, new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(spinOpenAt(promotion, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(spinOpenAt(promotion, new Date('2026-11-30T23:59:59Z'))).toBe(true);
    expect(spinOpenAt(promotion, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('draws each prize in proportion to its weight', () => {
    expect(drawPrize(promotion.prizes, 0).name).toBe('Car wash');
    expect(drawPrize(promotion.prizes, 0.2499).name).toBe('Car wash');
    expect(drawPrize(promotion.prizes, 0.25).name).toBe('Fuel card');
    expect(drawPrize(promotion.prizes, 0.999999).name).toBe('Fuel card');
  });

  it('refuses a promotion that ends before it starts, or has one prize, naming the key', () => {
    const bad = SpinToWinSchema.safeParse({ prizes: [{ name: 'Only' }], terms: 't', starts: '2026-11-02', ends: '2026-11-01' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['prizes']));
    const backwards = SpinToWinSchema.safeParse({ ...promotion, starts: '2026-11-02', ends: '2026-11-01' });
    expect(backwards.error?.issues.map((i) => i.path.join('.'))).toEqual(['ends']);
  });
});
