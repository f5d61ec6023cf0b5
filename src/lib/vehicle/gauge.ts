import { STRINGS } from '../strings.ts';

/**
 * The price comparison answer of `{car path}/autogauge` (rule: vehicle.price-comparison). `based_on` and `source`
 * are ours: how many comparable cars a range derived from the group's own stock rests on.
 */
export interface PriceComparison {
  fill?: number | null;
  listing_price?: number | null;
  market_range_min?: number | null;
  market_range_max?: number | null;
  confidence?: number | null;
  description?: string | null;
  source?: 'autograb' | 'stock';
  based_on?: number | null;
}

export type GaugeBand = 'low' | 'medium' | 'high';

export interface GaugeView {
  fill: number;
  band: GaugeBand;
  label: string;
  listingPrice: number;
  min: number;
  max: number;
  /** How many of the group's own cars the range comes from; null for third-party market data. */
  basedOn: number | null;
}

const GAUGE_MIN_CONFIDENCE = 0.2;
/** The gauge animates for 2 to 2.5 seconds. */
export const GAUGE_ANIMATION_MS = 2250;

const present = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Colour band by fill: under 0.3 low; 0.3 up to under 0.6 medium; 0.6 and above high. */
export function gaugeBand(fill: number): GaugeBand {
  if (fill < 0.3) return 'low';
  if (fill < 0.6) return 'medium';
  return 'high';
}

/** The returned description, or 'Good Deal' when fill is under 0.65 and 'Great Deal' otherwise. */
export function gaugeLabel(fill: number, description?: string | null): string {
  if (description && description.trim() !== '') return description.trim();
  return fill < 0.65 ? STRINGS.gaugeGoodDeal : STRINGS.gaugeGreatDeal;
}

/** Reads a fetched answer; an empty one raises 'No data returned'. */
export function readComparison(raw: unknown): PriceComparison {
  if (raw === null || raw === undefined || typeof raw !== 'object' || Array.isArray(raw) || Object.keys(raw).length === 0) {
    throw new Error(STRINGS.noDataReturned);
  }
  return raw as PriceComparison;
}

/**
 * What the panel shows, or null when it must stay hidden: fill, listing_price, market_range_min,
 * market_range_max and confidence must all be present, confidence above 0.2, and
 * market_range_max not below listing_price.
 */
export function gaugeView(c: PriceComparison): GaugeView | null {
  const { fill, listing_price, market_range_min, market_range_max, confidence } = c;
  if (!present(fill) || !present(listing_price) || !present(market_range_min) || !present(market_range_max) || !present(confidence)) {
    return null;
  }
  if (confidence <= GAUGE_MIN_CONFIDENCE || market_range_max < listing_price) return null;
  const clamped = Math.min(1, Math.max(0, fill));
  return {
    fill: clamped,
    band: gaugeBand(clamped),
    label: gaugeLabel(clamped, c.description),
    listingPrice: listing_price,
    min: market_range_min,
    max: market_range_max,
    basedOn: c.source === 'stock' && present(c.based_on) ? c.based_on : null,
  };
}
