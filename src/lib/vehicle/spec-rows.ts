import type { Car } from '../inventory/car-schema.ts';
import { normaliseMakeName } from '../inventory/manufacturers.ts';

export type SpecRow = { label: string; value: string };

/** Spec lists show this many rows before 'Show More'. */
export const SPEC_ROWS_VISIBLE = 4;
/** Feature lists show this many items before 'Show All'. */
export const FEATURES_VISIBLE = 8;
const FEET_TO_METRES = 0.3048;

/** Unit the feed stores caravan body lengths in (dealer config `inventory.caravan_dimensions_unit`). */
export type LengthUnit = 'm' | 'ft';

const number = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** A caravan length as shown: metres to two decimals, converted from feet when the feed sends feet. */
export function caravanLength(value: number, unit: LengthUnit): string {
  const metres = unit === 'ft' ? value * FEET_TO_METRES : value;
  return `${metres.toFixed(2)} m`;
}

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

function rows(entries: ReadonlyArray<readonly [string, unknown]>): SpecRow[] {
  return entries.filter(([, value]) => !isBlank(value)).map(([label, value]) => ({ label, value: String(value).trim() }));
}

const withUnit = (value: number | null | undefined, unit: string) => (typeof value === 'number' ? `${number.format(value)} ${unit}` : null);
const capitalise = (text: string | null | undefined) => (text ? text[0]!.toUpperCase() + text.slice(1) : null);

/** The few facts shown as the key-information grid. */
export function keyInformation(car: Car): SpecRow[] {
  return rows([
    ['Condition', capitalise(car.car_type)],
    ['Odometer', withUnit(car.km, 'km')],
    ['Body', car.bodyconfiguration ?? car.simple_body],
    ['Transmission', car.simple_transmission ?? car.trans],
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Drive', car.drive],
    ['Engine', typeof car.engine_size_litres === 'number' ? `${car.engine_size_litres.toFixed(1)} L` : null],
    ['Colour', car.colour],
  ]);
}

/**
 * Every specification of the car, in display order; rows with empty or null values are left out. A
 * caravan's own facts — what it sleeps, its length, tare and aggregate trailer mass, what a shopper
 * needs to know they can tow it — come first, before 'Show More' (rule: vehicle.caravan-specs).
 */
export function allSpecifications(car: Car, caravanUnit: LengthUnit = 'm'): SpecRow[] {
  const c = car.caravan;
  const caravan = rows([
    ['Sleeps', c?.sleeps],
    ['Length', typeof c?.body_length === 'number' ? caravanLength(c.body_length, caravanUnit) : null],
    ['Tare weight', withUnit(c?.tare_weight, 'kg')],
    ['Aggregate trailer mass', withUnit(c?.aggregate_trailer_mass, 'kg')],
    ['Width', typeof c?.body_width === 'number' ? caravanLength(c.body_width, caravanUnit) : null],
    ['Axles', c?.axle_type],
  ]);
  return [
    ...caravan,
    ...rows([
      ['Make', normaliseMakeName(car.make)],
      ['Model', car.model],
      ['Badge', car.badge],
      ['Series', car.series],
      ['Year', car.year],
      ['Condition', capitalise(car.car_type)],
      ['Odometer', withUnit(car.km, 'km')],
      ['Body', car.bodyconfiguration ?? car.simple_body],
      ['Transmission', car.trans ?? car.simple_transmission],
      ['Gears', car.gearnum],
      ['Fuel', car.fuel ?? car.simple_fuel],
      ['Drive', car.drive],
      ['Engine', typeof car.engine_size_litres === 'number' ? `${car.engine_size_litres.toFixed(1)} L` : withUnit(car.engine_size, 'cc')],
      ['Colour', car.colour],
      ['Interior colour', car.interior_colour],
      ['Seats', car.seats],
      ['Doors', car.doors],
      ['Stock number', car.stocknum],
      ['VIN', car.vin],
      ['Registration', car.regplate],
      ['Rego expiry', car.rego_expiry],
      ['Build date', car.build_date],
      ['Compliance date', car.compliance_date],
    ]),
  ];
}

/** The manufacturer's variant specification. */
export function variantSpecifications(car: Car): SpecRow[] {
  const v = car.variant;
  if (!v) return [];
  return rows([
    ['Cylinders', v.cylinders],
    ['Engine size', withUnit(v.enginesize, 'cc')],
    ['Induction', v.induction],
    ['Fuel consumption (combined)', withUnit(v.fuelconsumptioncombined, 'L/100km')],
    ['Fuel capacity', withUnit(v.fuelcapacity, 'L')],
    ['Torque', withUnit(v.torque, 'Nm')],
    ['Gear type', v.geartype],
    ['Body configuration', v.bodyconfiguration],
    ['Length', withUnit(v.vehiclelength, 'mm')],
    ['Width', withUnit(v.vehiclewidth, 'mm')],
    ['Height', withUnit(v.vehicleheight, 'mm')],
    ['Gross vehicle mass', withUnit(v.grossvehiclemass, 'kg')],
    ['Towing capacity (braked)', withUnit(v.towingcapacitybraked, 'kg')],
    ['ANCAP rating', typeof v.ancaprating === 'number' ? `${v.ancaprating} / 5` : null],
  ]);
}

/** Facts shown in the used-car block; empty for new and demo cars. */
export function usedCarDetails(car: Car): SpecRow[] {
  if (car.car_type !== 'used') return [];
  return rows([
    ['Odometer', withUnit(car.km, 'km')],
    ['Registration', car.regplate],
    ['Rego expiry', car.rego_expiry],
    ['Build date', car.build_date],
    ['Compliance date', car.compliance_date],
    ['Stock number', car.stocknum],
  ]);
}

/** Splits a list into the items shown at first and the rest behind a toggle. */
export function splitVisible<T>(items: readonly T[], visible: number): { shown: T[]; hidden: T[] } {
  return { shown: items.slice(0, visible), hidden: items.slice(visible) };
}
