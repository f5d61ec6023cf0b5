/**
 * The instant offer's indicative price (issue 13), worked out from the dealer's own stock:
 *
 * 1. Only cars within `online_estimate_limits` get one: at most `max_age_years` old (this year
 *    minus the car's year) and at most `max_km` on the odometer.
 * 2. Comparables: cars for sale (in stock) of the same make and model (ignoring case), built within
 *    YEAR_WINDOW years of the trade-in, with a price and an odometer.
 * 3. Each comparable's advertised price is adjusted to the trade-in: AGE_RATE of its price for each
 *    year the trade-in is older (or newer), and KM_RATE dollars a kilometre it has driven more (or
 *    fewer).
 * 4. The offer is the median of those adjusted prices less MARGIN (reconditioning, holding and the
 *    dealer's resale margin), rounded down to the nearest $100; none when it would be nothing.
 */

export const OFFER_METHOD = { YEAR_WINDOW: 2, AGE_RATE: 0.08, KM_RATE: 0.1, MARGIN: 0.2, ROUND_TO: 100 } as const;

/** How long an indicative offer stands (the spec's 'Estimates valid 7 days'): the shopper may accept it until then. */
export const OFFER_VALID_DAYS = 7;

export type EstimateLimits = { max_age_years: number; max_km: number };

export type TradeInCar = { make: string; model: string; year: number; km: number };

/** What the offer reads of a stock car (the browser's stock file holds these). */
export type StockComparable = { make: string; model: string; year: number | null; km: number | null; price: number | null; status: string };

export type IndicativeOffer =
  | { kind: 'offer'; amount: number; comparables: number }
  | { kind: 'outside-limits' }
  /** Within the limits, but the stock holds no car like it (or it is worth nothing to resell). */
  | { kind: 'no-comparables' };

export function withinEstimateLimits(car: Pick<TradeInCar, 'year' | 'km'>, limits: EstimateLimits, today: Date): boolean {
  return today.getFullYear() - car.year <= limits.max_age_years && car.km <= limits.max_km;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function indicativeOffer(car: TradeInCar, stock: readonly StockComparable[], limits: EstimateLimits, today: Date): IndicativeOffer {
  if (!withinEstimateLimits(car, limits, today)) return { kind: 'outside-limits' };
  const { YEAR_WINDOW, AGE_RATE, KM_RATE, MARGIN, ROUND_TO } = OFFER_METHOD;
  const adjusted = stock.flatMap((s) => {
    if (s.status !== 'in_stock' || !same(s.make, car.make) || !same(s.model, car.model)) return [];
    if (s.year === null || s.km === null || s.price === null || s.price <= 0 || Math.abs(s.year - car.year) > YEAR_WINDOW) return [];
    return [s.price * (1 - AGE_RATE * (s.year - car.year)) - KM_RATE * (car.km - s.km)];
  });
  if (adjusted.length === 0) return { kind: 'no-comparables' };
  const amount = Math.floor((median(adjusted) * (1 - MARGIN)) / ROUND_TO) * ROUND_TO;
  return amount > 0 ? { kind: 'offer', amount, comparables: adjusted.length } : { kind: 'no-comparables' };
}
