import type { ItemType } from '../../lib/inventory/car-schema.ts';

export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in Hybrid' | 'Electric';
export type Gearbox = 'Automatic' | 'Manual' | 'CVT' | 'Dual Clutch' | 'Reduction Gear';

/** Silhouette the sample images draw for a model. */
export type Shape =
  | 'suv'
  | 'ute'
  | 'cabChassis'
  | 'hatch'
  | 'sedan'
  | 'wagon'
  | 'van'
  | 'coupe'
  | 'convertible'
  | 'peopleMover'
  | 'bus'
  | 'truck'
  | 'caravan'
  | 'camper'
  | 'motorhome'
  | 'motorcycle';

export type Engine = {
  litres: number;
  cylinders: number;
  fuel: Fuel;
  induction: string;
  gearbox: Gearbox;
  gears: number;
  drive: string;
  torque: number;
  /** L/100 km combined; 0 for electric. */
  consumption: number;
};

/** A trim as sold; `engine` is null for trailers; `years` limits a trim to part of the model's run. */
export type Badge = { name: string; price: number; engine: Engine | null; years: readonly [number, number] | null };

export type CaravanRange = {
  lengthFt: readonly [number, number];
  widthFt: readonly [number, number];
  sleeps: readonly [number, number];
  tare: readonly [number, number];
};

/** Market segment; drives categories, equipment levels and comment wording. */
type Segment = 'light' | 'small' | 'medium' | 'large' | 'luxury' | 'performance' | 'offroad' | 'work' | 'leisure';

export type ModelSpec = {
  make: string;
  model: string;
  itemType: ItemType;
  shape: Shape;
  /** simple_body as feeds send it: the specification's list, or 'truck' (shown as each dealer's inventory.truck_body); null where it has none (caravans, motorcycles). */
  body: string | null;
  bodyconfiguration: string;
  seats: number | null;
  doors: number | null;
  /** First and last model year sold in Australia; the last is `CURRENT` while still on sale. */
  years: readonly [number, number];
  series: readonly (readonly [string, number, number])[];
  segment: Segment;
  /** Relative share of stock. */
  weight: number;
  /** Length, width, height in mm. */
  dims: readonly [number, number, number] | null;
  fuelCapacity: number | null;
  gvm: number | null;
  towing: number | null;
  ancap: number | null;
  caravan: CaravanRange | null;
  badges: readonly Badge[];
};

export const CURRENT = 9999;

export function eng(
  litres: number,
  cylinders: number,
  fuel: Fuel,
  induction: string,
  gearbox: Gearbox,
  gears: number,
  drive: string,
  torque: number,
  consumption: number,
): Engine {
  return { litres, cylinders, fuel, induction, gearbox, gears, drive, torque, consumption };
}

export const ev = (drive: string, torque: number): Engine => eng(0, 0, 'Electric', 'Electric', 'Reduction Gear', 1, drive, torque, 0);

type ModelOptions = Partial<Omit<ModelSpec, 'make' | 'model' | 'badges'>> & Pick<ModelSpec, 'shape' | 'years'>;

const BODY_DEFAULTS: Record<Shape, { body: string | null; cfg: string; seats: number | null; doors: number | null; segment: Segment }> = {
  suv: { body: 'suv', cfg: 'Wagon', seats: 5, doors: 5, segment: 'medium' },
  ute: { body: 'ute', cfg: 'Dual Cab Utility', seats: 5, doors: 4, segment: 'work' },
  cabChassis: { body: 'cabChassis', cfg: 'Cab Chassis', seats: 2, doors: 2, segment: 'work' },
  hatch: { body: 'hatch', cfg: 'Hatchback', seats: 5, doors: 5, segment: 'small' },
  sedan: { body: 'sedan', cfg: 'Sedan', seats: 5, doors: 4, segment: 'medium' },
  wagon: { body: 'wagon', cfg: 'Wagon', seats: 5, doors: 5, segment: 'medium' },
  van: { body: 'van', cfg: 'Van', seats: 3, doors: 4, segment: 'work' },
  coupe: { body: 'coupe', cfg: 'Coupe', seats: 4, doors: 2, segment: 'performance' },
  convertible: { body: 'convertible', cfg: 'Convertible', seats: 2, doors: 2, segment: 'performance' },
  peopleMover: { body: 'peopleMover', cfg: 'Wagon', seats: 8, doors: 5, segment: 'large' },
  bus: { body: 'bus', cfg: 'Bus', seats: 12, doors: 4, segment: 'work' },
  truck: { body: 'truck', cfg: 'Cab Chassis', seats: 3, doors: 2, segment: 'work' },
  caravan: { body: null, cfg: 'Caravan', seats: null, doors: 1, segment: 'leisure' },
  camper: { body: null, cfg: 'Camper Trailer', seats: null, doors: 1, segment: 'leisure' },
  motorhome: { body: 'motorhome', cfg: 'Motorhome', seats: 4, doors: 3, segment: 'leisure' },
  motorcycle: { body: null, cfg: 'Naked', seats: 2, doors: 0, segment: 'leisure' },
};

export type BadgeRow = readonly [name: string, price: number, engine: Engine | null, years?: readonly [number, number]];

/** A model with defaults from its shape; badges are `[name, new price, engine, years?]`. */
export function model(make: string, name: string, options: ModelOptions, badges: readonly BadgeRow[]): ModelSpec {
  const defaults = BODY_DEFAULTS[options.shape];
  const itemType: ItemType =
    options.shape === 'motorcycle'
      ? 'motorcycle'
      : ['caravan', 'camper', 'motorhome'].includes(options.shape)
        ? 'caravan'
        : options.shape === 'truck'
          ? 'truck'
          : 'car';
  return {
    make,
    model: name,
    itemType,
    body: defaults.body,
    bodyconfiguration: defaults.cfg,
    seats: defaults.seats,
    doors: defaults.doors,
    series: [],
    segment: defaults.segment,
    weight: 1,
    dims: null,
    fuelCapacity: null,
    gvm: null,
    towing: null,
    ancap: null,
    caravan: null,
    ...options,
    badges: badges.map(([badgeName, price, engine, years]) => ({ name: badgeName, price, engine, years: years ?? null })),
  };
}
