import type { Car } from '../inventory/car-schema.ts';
import { normaliseMakeName } from '../inventory/manufacturers.ts';
import { showsPrice } from '../inventory/vocabulary.ts';
import type { PriceComparison } from './gauge.ts';

/** The car fields a market comparison reads. */
export type ComparableCar = Pick<Car, 'slug' | 'make' | 'model' | 'year' | 'km' | 'price' | 'autograb_data'>;

const COMPARABLE_YEARS = 1;
/** Odometers count as similar within this many km, or this share of the car's own odometer when larger. */
const SIMILAR_KM_ABSOLUTE = 20_000;
const SIMILAR_KM_SHARE = 0.3;
const MIN_COMPARABLES = 3;
/** A range from third-party averages spreads this far either side of them. */
const AUTOGRAB_SPREAD = 0.06;

const round100 = (n: number) => Math.round(n / 100) * 100;

/** Where the price sits in the range: 1 at or below the bottom (the best deal), 0 at or above the top. */
export function fillFor(price: number, min: number, max: number): number {
  if (max <= min) return price <= min ? 1 : 0;
  return Math.min(1, Math.max(0, (max - price) / (max - min)));
}

export function similarKm(own: number | null | undefined, other: number | null | undefined): boolean {
  if (typeof own !== 'number' || typeof other !== 'number') return own == null && other == null;
  return Math.abs(own - other) <= Math.max(SIMILAR_KM_ABSOLUTE, own * SIMILAR_KM_SHARE);
}

/** Whether `other` compares with `car`, both of the same make and model: priced, within a year, similar odometer. */
function comparableInGroup(car: ComparableCar, other: ComparableCar): boolean {
  return other.slug !== car.slug && showsPrice(other.price) && Math.abs(other.year - car.year) <= COMPARABLE_YEARS && similarKm(car.km, other.km);
}

function groupKey(car: Pick<ComparableCar, 'make' | 'model'>): string {
  return `${normaliseMakeName(car.make).toLowerCase()}|${car.model.trim().toLowerCase()}`;
}

/** From the third-party state and national averages; null without either. */
function autograbComparison(car: ComparableCar): PriceComparison | null {
  if (!showsPrice(car.price)) return null;
  const refs = [car.autograb_data?.state_average_market_price, car.autograb_data?.average_market_price].filter(showsPrice);
  if (refs.length === 0) return null;
  const min = round100(Math.min(...refs) * (1 - AUTOGRAB_SPREAD));
  const max = round100(Math.max(...refs) * (1 + AUTOGRAB_SPREAD));
  return {
    fill: fillFor(car.price, min, max),
    listing_price: car.price,
    market_range_min: min,
    market_range_max: max,
    confidence: refs.length === 2 ? 0.85 : 0.6,
    description: null,
    source: 'autograb',
    based_on: null,
  };
}

/** Confidence grows with the number of comparable cars: 0.4 for 3, capped at 0.9 from 8. */
function stockConfidence(count: number): number {
  return Math.min(0.9, Math.round((0.1 + 0.1 * count) * 100) / 100);
}

/** From the prices of comparable cars in the group's own stock; null with fewer than three. */
function stockComparison(car: ComparableCar, comparablePrices: readonly number[]): PriceComparison | null {
  if (!showsPrice(car.price) || comparablePrices.length < MIN_COMPARABLES) return null;
  const min = Math.min(...comparablePrices);
  const max = Math.max(...comparablePrices);
  return {
    fill: fillFor(car.price, min, max),
    listing_price: car.price,
    market_range_min: min,
    market_range_max: max,
    confidence: stockConfidence(comparablePrices.length),
    description: null,
    source: 'stock',
    based_on: comparablePrices.length,
  };
}

/**
 * Every car's price comparison, keyed by slug: third-party market data where the car has it,
 * otherwise the range of comparable cars in the same stock (same make and model, within a year,
 * similar odometer). Cars are grouped by make, model and year first, so each car is held against
 * its few neighbours rather than the whole stock.
 */
export function buildPriceComparisons(cars: readonly ComparableCar[]): Map<string, PriceComparison> {
  const groups = new Map<string, ComparableCar[]>();
  const keys = cars.map(groupKey);
  cars.forEach((car, i) => {
    const key = `${keys[i]}|${car.year}`;
    const group = groups.get(key);
    if (group) group.push(car);
    else groups.set(key, [car]);
  });
  const result = new Map<string, PriceComparison>();
  cars.forEach((car, i) => {
    const fromMarket = autograbComparison(car);
    if (fromMarket) {
      result.set(car.slug, fromMarket);
      return;
    }
    if (!showsPrice(car.price)) return;
    const prices: number[] = [];
    for (let year = car.year - COMPARABLE_YEARS; year <= car.year + COMPARABLE_YEARS; year++) {
      for (const other of groups.get(`${keys[i]}|${year}`) ?? []) if (comparableInGroup(car, other)) prices.push(other.price as number);
    }
    const fromStock = stockComparison(car, prices);
    if (fromStock) result.set(car.slug, fromStock);
  });
  return result;
}

const cache = new WeakMap<readonly ComparableCar[], Map<string, PriceComparison>>();

/** `buildPriceComparisons`, computed once per stock list (pages ask once per car). */
export function priceComparisons(cars: readonly ComparableCar[]): Map<string, PriceComparison> {
  let map = cache.get(cars);
  if (!map) {
    map = buildPriceComparisons(cars);
    cache.set(cars, map);
  }
  return map;
}
