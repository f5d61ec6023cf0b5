import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { DEFAULT_SLIDER_RANGE, HERO_PRICE_SLIDER, clampHandles, refineRange, roundTo, sliderRange, sliderStep } from './slider.ts';

const recorder = () => {
  const messages: unknown[] = [];
  return { messages, logger: { error: (...args: unknown[]) => void messages.push(...args) } };
};

describe('slider range and step', () => {
  it('defaults to 0 to 100000', () => {
    expect(DEFAULT_SLIDER_RANGE).toEqual({ min: 0, max: 100000 });
    expect(sliderRange(null)).toEqual({ min: 0, max: 100000 });
    expect(sliderRange({ min: 5 })).toEqual({ min: 0, max: 100000 });
  });
  it("uses the data's min and max widened to whole thousands", () => {
    expect(sliderRange({ min: 4_990, max: 87_250 })).toEqual({ min: 4_000, max: 88_000 });
    expect(sliderRange({ min: 25_000, max: 25_000 })).toEqual({ min: 25_000, max: 26_000 });
  });
  it('steps about 1/100 of the range, rounded to 1, 2 or 5 × 10^n', () => {
    expect(sliderStep({ min: 0, max: 100_000 })).toBe(1000);
    expect(sliderStep({ min: 4_000, max: 249_000 })).toBe(2000);
    expect(sliderStep({ min: 0, max: 400_000 })).toBe(5000);
    expect(sliderStep({ min: 0, max: 50 })).toBe(1);
  });
  it('has the hero block at 5,000 to 250,000 in steps of 500', () => {
    expect(HERO_PRICE_SLIDER).toEqual({ range: { min: 5000, max: 250000 }, step: 500 });
  });
  it('rounds to the nearest 1000', () => {
    expect(roundTo(34_499)).toBe(34_000);
    expect(roundTo(34_500)).toBe(35_000);
    expect(roundTo(7_260, 500)).toBe(7_500);
  });
});

describe('clampHandles', () => {
  const range = { min: 0, max: 100_000 };
  it('rounds and clamps into the range', () => {
    expect(clampHandles({ min: -500, max: 140_000 }, range)).toEqual({ min: 0, max: 100_000 });
    expect(clampHandles({ min: 12_345, max: 67_890 }, range)).toEqual({ min: 12_000, max: 68_000 });
  });
  it('keeps the moved minimum at least 1 below the maximum', () => {
    expect(clampHandles({ min: 60_000, max: 40_000 }, range, { moved: 'min' })).toEqual({ min: 39_999, max: 40_000 });
  });
  it('keeps the moved maximum at least 1 above the minimum', () => {
    expect(clampHandles({ min: 60_000, max: 40_000 }, range, { moved: 'max' })).toEqual({ min: 60_000, max: 60_001 });
  });
  it('stays inside the range at its ends', () => {
    expect(clampHandles({ min: 100_000, max: 100_000 }, range, { moved: 'min' })).toEqual({ min: 99_999, max: 100_000 });
    expect(clampHandles({ min: 0, max: 0 }, range, { moved: 'max' })).toEqual({ min: 0, max: 1 });
  });
  it('uses the hero step of 500 as rounding', () => {
    expect(clampHandles({ min: 5_260, max: 249_800 }, HERO_PRICE_SLIDER.range, { rounding: 500 })).toEqual({
      min: 5_500,
      max: 250_000,
    });
  });
});

describe('refineRange', () => {
  const range = { min: 5_000, max: 250_000 };
  it('logs the spec message and ignores a value below the minimum', () => {
    const { messages, logger } = recorder();
    expect(refineRange({ min: 4_000, max: 20_000 }, range, logger)).toBeNull();
    expect(messages).toEqual([STRINGS.refineBelowMin]);
    expect(messages).toEqual(['Cannot refine below the range minimum']);
  });
  it('logs the spec message and ignores a value above the maximum', () => {
    const { messages, logger } = recorder();
    expect(refineRange({ max: 260_000 }, range, logger)).toBeNull();
    expect(messages).toEqual(['Cannot refine above the range maximum']);
  });
  it('accepts values inside, opening ends that sit on the bounds', () => {
    const { messages, logger } = recorder();
    expect(refineRange({ min: 10_000, max: 20_000 }, range, logger)).toEqual({ min: 10_000, max: 20_000 });
    expect(refineRange({ min: 5_000, max: 250_000 }, range, logger)).toEqual({});
    expect(refineRange({ max: 30_000 }, range, logger)).toEqual({ max: 30_000 });
    expect(messages).toEqual([]);
  });
});
