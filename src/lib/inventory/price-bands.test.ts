import { describe, expect, it } from 'vitest';
import { bandFor, PRICE_BANDS, WEEKLY_PRICE_BANDS } from './price-bands.ts';

describe('bands', () => {
  it('run ascending from an Under band to an Over band without gaps', () => {
    for (const table of [PRICE_BANDS, WEEKLY_PRICE_BANDS]) {
      expect(table[0]?.label.startsWith('Under')).toBe(true);
      expect(table.at(-1)?.label.startsWith('Over')).toBe(true);
      table.slice(1).forEach((band, i) => expect(band.min).toBe(table[i]?.max));
    }
  });

  it('puts a value into the band whose minimum it reaches', () => {
    expect(bandFor(9_999, PRICE_BANDS)).toBe('Under $10,000');
    expect(bandFor(10_000, PRICE_BANDS)).toBe('$10,000 - $20,000');
    expect(bandFor(1_000_000, PRICE_BANDS)).toBe('Over $150,000');
    expect(bandFor(0, PRICE_BANDS)).toBeNull();
    expect(bandFor(null, PRICE_BANDS)).toBeNull();
  });
});
