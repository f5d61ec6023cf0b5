import type { Car } from '../inventory/car-schema.ts';

export type SpecRow = { label: string; value: string };

export const FEET_TO_METRES = 0.3048;

/** Feet as stored by caravan feeds, shown in metres to two decimals. */
export function feetToMetres(feet: number): string {
  return `${(feet * FEET_TO_METRES).toFixed(2)} m`;
}

const km = new Intl.NumberFormat('en-AU');

/** The vehicle's key specifications in display order; rows with empty or null values are left out. */
export function keySpecs(car: Car): SpecRow[] {
  const v = car.variant ?? null;
  const c = car.caravan ?? null;
  const rows: [string, unknown][] = [
    ['Condition', car.car_type ? car.car_type[0]!.toUpperCase() + car.car_type.slice(1) : null],
    ['Year', car.year],
    ['Odometer', typeof car.km === 'number' ? `${km.format(car.km)} km` : null],
    ['Body', car.simple_body ?? car.bodyconfiguration],
    ['Transmission', car.simple_transmission ?? car.trans],
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Drive', car.drive],
    ['Engine', car.engine_size_litres ? `${car.engine_size_litres} L` : null],
    ['Cylinders', v?.cylinders],
    ['Colour', car.colour],
    ['Interior colour', car.interior_colour],
    ['Seats', car.seats],
    ['Doors', car.doors],
    ['Length', typeof c?.body_length === 'number' ? feetToMetres(c.body_length) : null],
    ['Width', typeof c?.body_width === 'number' ? feetToMetres(c.body_width) : null],
    ['Tare weight', typeof c?.tare_weight === 'number' ? `${km.format(c.tare_weight)} kg` : null],
    ['Aggregate trailer mass', typeof c?.aggregate_trailer_mass === 'number' ? `${km.format(c.aggregate_trailer_mass)} kg` : null],
    ['Axles', c?.axle_type],
    ['Sleeps', c?.sleeps],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['Registration', car.regplate],
    ['Rego expiry', car.rego_expiry],
  ];
  return rows
    .filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== '')
    .map(([label, value]) => ({ label, value: String(value) }));
}
