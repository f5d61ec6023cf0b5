import type { Car } from '../inventory/car-schema.ts';
import { showsPrice } from '../inventory/vocabulary.ts';

/** The market-price badge shows only when the price is at least this far below the state average. */
const MARKET_BADGE_MIN_SAVING = 500;

export type MarketCar = Pick<Car, 'price' | 'autograb_data'>;

/** Dollars below the state average market price, when that is at least $500; otherwise null. */
export function marketPriceSaving(car: MarketCar): number | null {
  const average = car.autograb_data?.state_average_market_price;
  const price = car.price;
  if (typeof average !== 'number' || !showsPrice(price)) return null;
  const saving = average - price;
  return saving >= MARKET_BADGE_MIN_SAVING ? saving : null;
}
