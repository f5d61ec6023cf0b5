import { describe, expect, it } from 'vitest';
import { gaugeBand, gaugeLabel, gaugeView, readComparison, type PriceComparison } from './gauge.ts';

const good: PriceComparison = { fill: 0.5, listing_price: 20_000, market_range_min: 18_000, market_range_max: 22_000, confidence: 0.8, description: null };

describe('price comparison gauge', () => {
  it('bands the fill: under 0.3 low, 0.3 to under 0.6 medium, 0.6 and above high', () => {
    expect(gaugeBand(0)).toBe('low');
    expect(gaugeBand(0.2999)).toBe('low');
    expect(gaugeBand(0.3)).toBe('medium');
    expect(gaugeBand(0.5999)).toBe('medium');
    expect(gaugeBand(0.6)).toBe('high');
    expect(gaugeBand(1)).toBe('high');
  });

  it("labels with the description, else 'Good Deal' under 0.65 and 'Great Deal' from 0.65", () => {
    expect(gaugeLabel(0.9, 'Fair price')).toBe('Fair price');
    expect(gaugeLabel(0.64, null)).toBe('Good Deal');
    expect(gaugeLabel(0.65, '  ')).toBe('Great Deal');
  });

  it('shows only with every field present, confidence above 0.2 and the range top not below the price', () => {
    expect(gaugeView(good)).toMatchObject({ fill: 0.5, band: 'medium', label: 'Good Deal', min: 18_000, max: 22_000 });
    for (const key of ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const) {
      expect(gaugeView({ ...good, [key]: null }), key).toBeNull();
      const { [key]: _, ...without } = good;
      expect(gaugeView(without), key).toBeNull();
    }
    expect(gaugeView({ ...good, confidence: 0.2 })).toBeNull();
    expect(gaugeView({ ...good, confidence: 0.21 })).not.toBeNull();
    expect(gaugeView({ ...good, market_range_max: 19_999 })).toBeNull();
    expect(gaugeView({ ...good, market_range_max: 20_000 })).not.toBeNull();
    expect(gaugeView({ ...good, fill: 0 })).toMatchObject({ fill: 0, band: 'low' });
  });

  it('reports how many cars a stock-derived range rests on', () => {
    expect(gaugeView({ ...good, source: 'stock', based_on: 7 })?.basedOn).toBe(7);
    expect(gaugeView({ ...good, source: 'autograb', based_on: 7 })?.basedOn).toBeNull();
  });

  it("raises 'No data returned' for an empty answer", () => {
    for (const raw of [null, undefined, {}, [], 'x']) expect(() => readComparison(raw)).toThrow('No data returned');
    expect(readComparison(good)).toBe(good);
  });
});
