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

/** From the range of comparable cars' prices in the group's own stock; null with fewer than three. */
function stockComparison(car: ComparableCar, comparable: PriceRange): PriceComparison | null {
  if (!showsPrice(car.price) || comparable.count < MIN_COMPARABLES) return null;
  return {
    fill: fillFor(car.price, comparable.min, comparable.max),
    listing_price: car.price,
    market_range_min: comparable.min,
    market_range_max: comparable.max,
    confidence: stockConfidence(comparable.count),
    description: null,
    source: 'stock',
    based_on: comparable.count,
  };
}

type PriceRange = { count: number; min: number; max: number };

/**
 * Priced cars in odometer order, with range minimum and maximum tables (sparse tables: O(1) per
 * query), so each car's comparable range is two binary searches instead of a pass over its group.
 */
class PricedCars {
  readonly cars: readonly ComparableCar[];
  private readonly at: Map<ComparableCar, number>;
  private readonly mins: Float64Array[];
  private readonly maxes: Float64Array[];

  constructor(cars: readonly ComparableCar[]) {
    this.cars = [...cars].sort((a, b) => (a.km ?? 0) - (b.km ?? 0));
    this.at = new Map(this.cars.map((car, i) => [car, i]));
    const prices = Float64Array.from(this.cars, (c) => c.price as number);
    this.mins = [prices];
    this.maxes = [prices];
    for (let width = 2; width <= prices.length; width *= 2) {
      const half = width / 2;
      const lower = this.mins.at(-1)!;
      const upper = this.maxes.at(-1)!;
      const n = prices.length - width + 1;
      this.mins.push(Float64Array.from({ length: n }, (_, i) => Math.min(lower[i]!, lower[i + half]!)));
      this.maxes.push(Float64Array.from({ length: n }, (_, i) => Math.max(upper[i]!, upper[i + half]!)));
    }
  }

  /** The first index from which `test` holds (`test` being false, then true, along the order). */
  firstWhere(test: (km: number) => boolean): number {
    let lo = 0;
    let hi = this.cars.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (test(this.cars[mid]!.km as number)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Count, min and max of the prices at indexes [from, to), leaving out `car` itself. */
  range(from: number, to: number, car: ComparableCar): PriceRange {
    const self = this.at.get(car) ?? -1;
    const parts: [number, number][] =
      self >= from && self < to
        ? [
            [from, self],
            [self + 1, to],
          ]
        : [[from, to]];
    let min = Infinity;
    let max = -Infinity;
    let count = 0;
    for (const [a, b] of parts) {
      if (b <= a) continue;
      const level = 31 - Math.clz32(b - a);
      const last = b - (1 << level);
      min = Math.min(min, this.mins[level]![a]!, this.mins[level]![last]!);
      max = Math.max(max, this.maxes[level]![a]!, this.maxes[level]![last]!);
      count += b - a;
    }
    return { count, min, max };
  }
}

/**
 * The range of the prices of the cars comparable with each priced car of `own` (one make, model
 * and year), from `neighbours` (the same make and model within a year, `own` included).
 */
function comparableRanges(own: readonly ComparableCar[], neighbours: readonly ComparableCar[]): Map<ComparableCar, PriceRange> {
  const priced = neighbours.filter((c) => showsPrice(c.price));
  const withKm = new PricedCars(priced.filter((c) => typeof c.km === 'number'));
  // A car with no odometer reading compares only with the others without one.
  const withoutKm = new PricedCars(priced.filter((c) => typeof c.km !== 'number'));
  const ranges = new Map<ComparableCar, PriceRange>();
  for (const car of own) {
    if (!showsPrice(car.price)) continue;
    const km = car.km;
    if (typeof km !== 'number') {
      ranges.set(car, withoutKm.range(0, withoutKm.cars.length, car));
      continue;
    }
    // The similar readings are one run either side of the car's own: from the first similar one below
    // it (or the car itself) to the first dissimilar one above it.
    const from = withKm.firstWhere((other) => other >= km || similarKm(km, other));
    const to = withKm.firstWhere((other) => other > km && !similarKm(km, other));
    ranges.set(car, withKm.range(from, to, car));
  }
  return ranges;
}

/**
 * The previous call's cars per group (make, model and year) and comparisons per group: a group
 * whose neighbouring groups (a year either side, itself included) hold the same car objects in the
 * same order (a render process given the next snapshot as changes keeps unchanged cars as the same
 * objects) keeps its comparisons, the same objects, so a change works out only the groups it touches.
 */
let previous: { groups: Map<string, ComparableCar[]>; comparisons: Map<string, Map<ComparableCar, PriceComparison | null>> } = {
  groups: new Map(),
  comparisons: new Map(),
};

const sameCars = (a: readonly ComparableCar[] | undefined, b: readonly ComparableCar[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((car, i) => car === b[i]));

/** Each car's group key without its year, kept while the car object lives. */
const groupKeys = new WeakMap<ComparableCar, string>();

function makeModelOf(car: ComparableCar): string {
  let key = groupKeys.get(car);
  if (key === undefined) groupKeys.set(car, (key = groupKey(car)));
  return key;
}

/**
 * Every car's price comparison, keyed by slug: third-party market data where the car has it,
 * otherwise the range of comparable cars in the same stock (same make and model, within a year,
 * similar odometer). Cars are grouped by make, model and year, and each group's neighbours are
 * held in odometer order, so a car's comparable cars are found by binary search.
 */
export function buildPriceComparisons(cars: readonly ComparableCar[]): Map<string, PriceComparison> {
  const groups = new Map<string, ComparableCar[]>();
  for (const car of cars) {
    const key = `${makeModelOf(car)}|${car.year}`;
    const group = groups.get(key);
    if (group) group.push(car);
    else groups.set(key, [car]);
  }
  const unchanged = new Map<string, boolean>();
  const same = (key: string) => {
    let known = unchanged.get(key);
    if (known === undefined) unchanged.set(key, (known = sameCars(previous.groups.get(key), groups.get(key))));
    return known;
  };
  const byCar = new Map<ComparableCar, PriceComparison | null>();
  const comparisonsByGroup = new Map<string, Map<ComparableCar, PriceComparison | null>>();
  for (const [key, own] of groups) {
    const makeModel = key.slice(0, key.lastIndexOf('|'));
    const { year } = own[0]!;
    const around = Array.from({ length: 2 * COMPARABLE_YEARS + 1 }, (_, i) => `${makeModel}|${year - COMPARABLE_YEARS + i}`);
    let comparisons = around.every(same) ? previous.comparisons.get(key) : undefined;
    if (!comparisons) {
      const neighbours = around.flatMap((k) => groups.get(k) ?? []);
      const ranges = comparableRanges(own, neighbours);
      comparisons = new Map(own.map((car) => [car, autograbComparison(car) ?? (ranges.has(car) ? stockComparison(car, ranges.get(car)!) : null)]));
    }
    comparisonsByGroup.set(key, comparisons);
    for (const [car, comparison] of comparisons) byCar.set(car, comparison);
  }
  previous = { groups, comparisons: comparisonsByGroup };
  const result = new Map<string, PriceComparison>();
  for (const car of cars) {
    const comparison = byCar.get(car);
    if (comparison) result.set(car.slug, comparison);
  }
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
