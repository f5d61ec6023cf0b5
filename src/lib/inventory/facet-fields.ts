import { DEFAULT_FINANCE_SETTINGS } from '../finance/dealer-settings.ts';
import { amortisedPayment, PERIODS_PER_YEAR } from '../finance/repayment.ts';
import type { Car } from './car-schema.ts';
import { normaliseMakeName } from './manufacturers.ts';
import { bandFor, PRICE_BANDS, WEEKLY_PRICE_BANDS } from './price-bands.ts';
import { showsPrice } from './vocabulary.ts';

/**
 * Weekly repayment used for the weekly price band: the lowest weekly payment a lender quotes for
 * the car, otherwise an amortised estimate of the whole price at the calculator defaults,
 * rounded up to the dollar. Null when the car has no shown price.
 */
export function weeklyPrice(car: Pick<Car, 'price' | 'finance_lenders'>): number | null {
  if (!showsPrice(car.price)) return null;
  const quoted = Object.values(car.finance_lenders)
    .map((lender) => lender.paymentWeek)
    .filter((payment): payment is number => payment !== null && payment > 0);
  if (quoted.length > 0) return Math.min(...quoted);
  const { interest, term, frequency } = DEFAULT_FINANCE_SETTINGS;
  const estimate = { principal: car.price, annualRate: interest.default, years: term.default, balloon: 0 };
  return Math.ceil(amortisedPayment({ ...estimate, periodsPerYear: PERIODS_PER_YEAR[frequency.default] }));
}

/** Every facet attribute of the specification, as one car contributes to it. */
export type FacetFields = {
  badge: string | null;
  status: string;
  car_type: Car['car_type'];
  categories: string[];
  city: string | null;
  colour: string | null;
  dealership_name: string | null;
  filtered_features: string[];
  item_type: Car['item_type'];
  km: number | null;
  location_name: string | null;
  make: string;
  make_model: string;
  model: string;
  price: number | null;
  subscription_price: number | null;
  price_range: string | null;
  seats: number | null;
  body: string | null;
  drive: string | null;
  fuel: string | null;
  transmission: string | null;
  state: string | null;
  tag: string | null;
  weekly_price_range: string | null;
  year: number;
  certified: boolean;
  dealership_slug: string | null;
  simple_body: string | null;
};

/** The facet values worked out from the record alone; `dealership_name` also needs the dealers' configs. */
export const RECORD_FACET_FIELDS = [
  'make',
  'make_model',
  'body',
  'fuel',
  'transmission',
  'price_range',
  'weekly_price_range',
] as const satisfies readonly (keyof FacetFields)[];

export type RecordFacets = Pick<FacetFields, (typeof RECORD_FACET_FIELDS)[number]>;

/**
 * `make` (display name), `make_model` ('Mazda CX-5'), `body` (bodyconfiguration, else
 * simple_body), `fuel` (simple_fuel, else fuel), `transmission` (simple_transmission, else trans),
 * and `price_range` and `weekly_price_range` (band labels of PRICE_BANDS and WEEKLY_PRICE_BANDS,
 * see `weeklyPrice`).
 */
export function deriveRecordFacets(car: Car): RecordFacets {
  const make = normaliseMakeName(car.make);
  const shownPrice = showsPrice(car.price) ? car.price : null;
  return {
    make,
    make_model: `${make} ${car.model}`,
    body: car.bodyconfiguration ?? car.simple_body,
    fuel: car.simple_fuel ?? car.fuel,
    transmission: car.simple_transmission ?? car.trans,
    price_range: bandFor(shownPrice, PRICE_BANDS),
    weekly_price_range: bandFor(weeklyPrice(car), WEEKLY_PRICE_BANDS),
  };
}

/**
 * The `dealership_name` facet, which feeds do not carry: the name `dealershipNames` (dealership
 * id → name, from the dealers' configs) gives the car's dealership, else its location name.
 */
export function dealershipName(car: Pick<Car, 'dealership_id' | 'location_name'>, dealershipNames: ReadonlyMap<number, string>): string | null {
  return dealershipNames.get(car.dealership_id) ?? car.location_name;
}

/**
 * Every facet attribute of a parsed car: those derived from its record (`deriveRecordFacets`,
 * unless given as its stored document carries them), `dealership_name` from `dealershipNames`,
 * and the rest taken from the record as is: badge, status, car_type, categories, city, colour,
 * filtered_features, item_type, km, location_name, model, price, subscription_price, seats,
 * drive, state, tag, year, certified, dealership_slug and simple_body.
 */
export function deriveFacetFields(
  car: Car,
  dealershipNames: ReadonlyMap<number, string> = new Map(),
  derived: RecordFacets = deriveRecordFacets(car),
): FacetFields {
  return {
    ...derived,
    badge: car.badge,
    status: car.status,
    car_type: car.car_type,
    categories: car.categories,
    city: car.city,
    colour: car.colour,
    dealership_name: dealershipName(car, dealershipNames),
    filtered_features: car.filtered_features,
    item_type: car.item_type,
    km: car.km,
    location_name: car.location_name,
    model: car.model,
    price: car.price,
    subscription_price: car.subscription_price,
    seats: car.seats,
    drive: car.drive,
    state: car.state,
    tag: car.tag,
    year: car.year,
    certified: car.certified,
    dealership_slug: car.dealership_slug,
    simple_body: car.simple_body,
  };
}
