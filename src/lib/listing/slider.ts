import { STRINGS } from '../strings.ts';

export interface SliderRange {
  min: number;
  max: number;
}

/** A range refinement as held in the listing state; a missing end is open. */
export interface RangeValue {
  min?: number;
  max?: number;
}

export type ErrorLogger = Pick<Console, 'error'>;

export const DEFAULT_SLIDER_RANGE: SliderRange = { min: 0, max: 100_000 };
/** Price and km values are rounded to the nearest 1000. */
const SLIDER_ROUNDING = 1000;
/** The search hero block's price slider. */
export const HERO_PRICE_SLIDER = { range: { min: 5_000, max: 250_000 }, step: 500 } as const;

export function roundTo(value: number, unit: number = SLIDER_ROUNDING): number {
  return unit > 0 ? Math.round(value / unit) * unit : value;
}

/**
 * The slider's range: the data's min and max (facet stats) widened outwards to whole units, or the
 * default 0 to 100000 when the data gives no usable range.
 */
export function sliderRange(
  stats: { min?: number | null | undefined; max?: number | null | undefined } | null | undefined,
  unit: number = SLIDER_ROUNDING,
): SliderRange {
  const min = stats?.min;
  const max = stats?.max;
  if (typeof min !== 'number' || typeof max !== 'number' || !Number.isFinite(min) || !Number.isFinite(max) || max < min) {
    return { ...DEFAULT_SLIDER_RANGE };
  }
  const low = Math.floor(min / unit) * unit;
  const high = Math.ceil(max / unit) * unit;
  return { min: low, max: high > low ? high : low + unit };
}

/** About 1/100 of the range, rounded to a 1, 2 or 5 times a power of ten (at least 1). */
export function sliderStep(range: SliderRange): number {
  const raw = (range.max - range.min) / 100;
  if (!(raw > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 5, 10]
    .map((m) => m * magnitude)
    .reduce((best, candidate) => (Math.abs(Math.log(candidate / raw)) < Math.abs(Math.log(best / raw)) ? candidate : best));
  return nice;
}

export interface ClampOptions {
  /** The handle the shopper moved; the other one stays put where possible. */
  moved: 'min' | 'max';
  /** Rounding unit (1000 for price and km; the hero block uses its step of 500). */
  rounding: number;
  /** Handles stay at least this far apart. */
  minGap: number;
}

/**
 * Handle values after a move: rounded, clamped into the range, and kept at least `minGap` apart
 * so the minimum never reaches the maximum and vice versa.
 */
export function clampHandles(values: SliderRange, range: SliderRange, options: Partial<ClampOptions> = {}): SliderRange {
  const rounding = options.rounding ?? SLIDER_ROUNDING;
  const gap = options.minGap ?? 1;
  const clamp = (v: number) => Math.min(range.max, Math.max(range.min, v));
  let min = clamp(roundTo(values.min, rounding));
  let max = clamp(roundTo(values.max, rounding));
  if (options.moved === 'max') {
    max = Math.max(max, Math.min(range.max, min + gap));
    min = Math.min(min, max - gap);
  } else {
    min = Math.min(min, Math.max(range.min, max - gap));
    max = Math.max(max, min + gap);
  }
  return { min, max };
}

/**
 * A range refinement checked against the slider's range. A value outside it logs the spec's
 * message and is ignored (null). Ends equal to the range's bounds become open ends.
 */
export function refineRange(value: RangeValue, range: SliderRange, logger: ErrorLogger = console): RangeValue | null {
  const { min, max } = value;
  const hasMin = typeof min === 'number' && Number.isFinite(min);
  const hasMax = typeof max === 'number' && Number.isFinite(max);
  if (hasMin && min < range.min) {
    logger.error(STRINGS.refineBelowMin);
    return null;
  }
  if (hasMax && max > range.max) {
    logger.error(STRINGS.refineAboveMax);
    return null;
  }
  const result: RangeValue = {};
  if (hasMin && min > range.min) result.min = min;
  if (hasMax && max < range.max) result.max = max;
  return result;
}
