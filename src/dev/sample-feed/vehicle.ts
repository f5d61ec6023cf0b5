import type { CarType } from '../../lib/inventory/vocabulary.ts';
import { normaliseMakeName } from '../../lib/inventory/manufacturers.ts';
import type { Badge, Engine, ModelSpec } from './catalogue-types.ts';
import { paintsFor, trimsFor, type ColourFamily, type InteriorFamily } from './colours.ts';
import { hasLeather, tierOf } from './equipment.ts';
import type { Rng } from './prng.ts';

/** The vehicle a record describes, before dealer and listing details are added. */
export type Vehicle = {
  spec: ModelSpec;
  badge: Badge;
  badgeName: string;
  make: string;
  year: number;
  age: number;
  carType: CarType;
  series: string | null;
  km: number | null;
  price: number;
  tier: number;
  colour: string;
  colourFamily: ColourFamily;
  interiorColour: string | null;
  trimFamily: InteriorFamily;
  caravan: { body_length: number; body_width: number; tare_weight: number; aggregate_trailer_mass: number; axle_type: string; sleeps: number } | null;
};

/** Share of used stock by age in years (index = age). */
const AGE_WEIGHTS = [1, 8, 10, 11, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 2, 1];
const CC: Record<string, number> = {
  '1': 999,
  '1.2': 1197,
  '1.3': 1332,
  '1.4': 1373,
  '1.5': 1496,
  '1.6': 1598,
  '1.8': 1798,
  '1.9': 1898,
  '2': 1998,
  '2.2': 2191,
  '2.3': 2298,
  '2.4': 2393,
  '2.5': 2488,
  '2.7': 2693,
  '2.8': 2755,
  '2.9': 2925,
  '3': 2993,
  '3.2': 3198,
  '3.3': 3283,
  '3.5': 3456,
  '3.6': 3604,
  '4': 3982,
  '4.5': 4461,
  '5': 5038,
  '5.2': 5193,
  '5.6': 5552,
  '5.7': 5654,
  '6.2': 6162,
};

const yearsOf = (spec: ModelSpec, nowYear: number): [number, number] => [spec.years[0], Math.min(spec.years[1], nowYear)];
const badgeFits = (badge: Badge, year: number) => badge.years === null || (year >= badge.years[0] && year <= badge.years[1]);

function chooseModel(rng: Rng, models: readonly ModelSpec[], carType: CarType, nowYear: number): ModelSpec {
  const onSale = carType === 'used' ? models : models.filter((m) => m.years[1] >= nowYear - 1);
  return rng.weighted(onSale.length > 0 ? onSale : models, (m) => m.weight);
}

function chooseYear(rng: Rng, spec: ModelSpec, carType: CarType, nowYear: number): number {
  const [first, last] = yearsOf(spec, nowYear);
  if (carType !== 'used') {
    const wanted = carType === 'demo' ? nowYear - (rng.chance(0.5) ? 1 : 0) : nowYear - (rng.chance(0.2) ? 1 : 0);
    return Math.max(first, Math.min(last, wanted));
  }
  const candidates = Array.from({ length: Math.max(1, last - Math.max(first, nowYear - 15) + 1) }, (_, i) => Math.max(first, nowYear - 15) + i);
  return rng.weighted(candidates, (year) => AGE_WEIGHTS[nowYear - year] ?? 1);
}

function odometer(rng: Rng, spec: ModelSpec, carType: CarType, age: number): number | null {
  if (spec.itemType === 'caravan' && spec.shape !== 'motorhome') return null;
  if (carType === 'new') return rng.chance(0.3) ? rng.int(0, 5) : rng.int(5, 50);
  if (carType === 'demo') return rng.int(1000, 9000);
  const perYear = spec.itemType === 'motorcycle' ? 3500 : spec.shape === 'motorhome' ? 8000 : 15_000;
  return Math.max(500, Math.round(Math.max(age, 0.3) * perYear * rng.float(0.55, 1.45) + rng.int(0, 5000)));
}

export function roundPrice(price: number): number {
  if (price < 20_000) return Math.max(990, Math.round(price / 500) * 500 - 10);
  return Math.round(price / 1000) * 1000 - 10;
}

function listPrice(rng: Rng, spec: ModelSpec, rrp: number, carType: CarType, age: number, km: number | null): number {
  if (carType === 'new') return roundPrice(rrp * (1 + rng.float(0, 0.09)));
  if (carType === 'demo') return roundPrice(rrp * rng.float(0.86, 0.95));
  const rate =
    spec.segment === 'luxury'
      ? 0.84
      : spec.itemType === 'caravan'
        ? 0.92
        : spec.segment === 'work' || spec.segment === 'offroad'
          ? 0.9
          : spec.itemType === 'motorcycle'
            ? 0.88
            : 0.87;
  const expectedKm = Math.max(age, 0.3) * (spec.itemType === 'motorcycle' ? 3500 : 15_000);
  const kmFactor = km === null ? 1 : Math.min(1.1, Math.max(0.75, 1 - (km - expectedKm) / 200_000));
  const value = rrp * (age === 0 ? 0.92 : 0.88 * rate ** age) * kmFactor * rng.float(0.92, 1.08);
  return roundPrice(Math.max(spec.itemType === 'motorcycle' ? 2_500 : 3_990, value));
}

function caravanBadge(rng: Rng, spec: ModelSpec, trim: string): { name: string; lengthFt: number } {
  const range = spec.caravan;
  if (range === null) return { name: trim, lengthFt: 0 };
  const feet = rng.int(range.lengthFt[0], range.lengthFt[1]);
  if (spec.shape === 'motorhome') return { name: trim, lengthFt: feet };
  if (spec.make === 'Jayco') return { name: `${trim} ${feet}.${rng.pick(['55', '58', '61', '64', '66', '68', '71'])}-${rng.int(1, 4)}`, lengthFt: feet };
  const half = rng.chance(0.5);
  return { name: `${feet}'${half ? '6' : '0'} ${trim}`, lengthFt: feet + (half ? 0.5 : 0) };
}

export function chooseVehicle(rng: Rng, models: readonly ModelSpec[], carType: CarType, nowYear: number, keepsFeedMakeNames: boolean): Vehicle {
  const spec = chooseModel(rng, models, carType, nowYear);
  const year = chooseYear(rng, spec, carType, nowYear);
  const fitting = spec.badges.filter((b) => badgeFits(b, year));
  const badge = rng.pick(fitting.length > 0 ? fitting : spec.badges);
  const age = Math.max(0, nowYear - year);
  const km = odometer(rng, spec, carType, age);
  const tier = tierOf(spec, badge.price);
  const kind = spec.itemType === 'truck' ? 'truck' : spec.itemType;
  const [colour, colourFamily] = rng.weighted(paintsFor(spec.make, kind), ([, , weight]) => weight);
  const [interiorColour, trimFamily] =
    spec.itemType === 'car' || spec.itemType === 'truck'
      ? rng.weighted(trimsFor(hasLeather(spec, tier)), ([, , weight]) => weight)
      : [null, rng.pick(['grey', 'tan', 'black'] as const)];
  const { name: badgeName, lengthFt } = spec.itemType === 'caravan' ? caravanBadge(rng, spec, badge.name) : { name: badge.name, lengthFt: 0 };
  const range = spec.caravan;
  const caravan =
    range === null
      ? null
      : (() => {
          const tare = Math.round(rng.int(range.tare[0], range.tare[1]) / 10) * 10;
          return {
            body_length: lengthFt,
            body_width: Math.round(rng.float(range.widthFt[0], range.widthFt[1]) * 10) / 10,
            tare_weight: tare,
            aggregate_trailer_mass: tare + Math.round(rng.int(550, 950) / 10) * 10,
            axle_type: lengthFt >= 17 ? 'Tandem' : 'Single',
            sleeps: rng.int(range.sleeps[0], range.sleeps[1]),
          };
        })();
  const series = [...spec.series].reverse().find(([, from, to]) => year >= from && year <= to)?.[0] ?? null;
  return {
    spec,
    badge,
    badgeName,
    make: keepsFeedMakeNames || carType !== 'used' ? spec.make : normaliseMakeName(spec.make),
    year,
    age,
    carType,
    series,
    km,
    price: listPrice(rng, spec, badge.price, carType, age, km),
    tier,
    colour,
    colourFamily,
    interiorColour,
    trimFamily,
    caravan,
  };
}

function transmission(engine: Engine): { trans: string; gearnum: number | null; simple: string } {
  const simple = engine.gearbox === 'Manual' ? 'Manual' : 'Automatic';
  switch (engine.gearbox) {
    case 'CVT':
      return engine.gears > 1
        ? { trans: `${engine.gears} Speed Constant Variable`, gearnum: engine.gears, simple }
        : { trans: 'Constant Variable Transmission', gearnum: null, simple };
    case 'Reduction Gear':
      return { trans: '1 Speed Reduction Gear', gearnum: 1, simple };
    default:
      return { trans: `${engine.gears} Speed ${engine.gearbox}`, gearnum: engine.gears, simple };
  }
}

function fuelLabel(engine: Engine, spec: ModelSpec): string {
  switch (engine.fuel) {
    case 'Petrol':
      return spec.segment === 'luxury' || spec.segment === 'performance' || spec.itemType === 'motorcycle' ? 'Petrol - Premium ULP' : 'Petrol - Unleaded ULP';
    case 'Hybrid':
      return 'Hybrid - Petrol/Electric';
    case 'Plug-in Hybrid':
      return 'Plug-in Hybrid - Petrol/Electric';
    default:
      return engine.fuel;
  }
}

/** The vehicle's own record fields: identity of the model, drivetrain, variant and caravan specifications. */
export function vehicleFields(v: Vehicle): Record<string, unknown> {
  const { spec, badge } = v;
  const engine = badge.engine;
  const gear = engine === null ? null : transmission(engine);
  const cc =
    engine === null || engine.litres === 0
      ? null
      : spec.itemType === 'motorcycle'
        ? Math.round(engine.litres * 1000)
        : (CC[String(engine.litres)] ?? Math.round(engine.litres * 1000));
  const [length, width, height] = spec.dims ?? [null, null, null];
  return {
    year: v.year,
    make: v.make,
    model: spec.model,
    badge: v.badgeName === '' ? null : v.badgeName,
    series: v.series,
    colour: v.colour,
    interior_colour: v.interiorColour,
    gearnum: gear?.gearnum ?? null,
    simple_transmission: gear?.simple ?? null,
    trans: gear?.trans ?? null,
    bodyconfiguration: spec.bodyconfiguration,
    simple_body: spec.body,
    simple_fuel: engine?.fuel ?? null,
    fuel: engine === null ? null : fuelLabel(engine, spec),
    drive: engine?.drive ?? null,
    seats: spec.seats,
    doors: spec.doors,
    engine_size: cc,
    engine_size_litres: engine === null || engine.litres === 0 ? null : engine.litres,
    km: v.km,
    variant:
      engine === null
        ? null
        : {
            cylinders: engine.cylinders,
            enginesize: cc,
            enginesize_litres: engine.litres === 0 ? null : engine.litres,
            induction: engine.induction,
            fuelconsumptioncombined: engine.consumption === 0 ? null : engine.consumption,
            fuelcapacity: spec.fuelCapacity,
            grossvehiclemass: spec.gvm,
            vehiclelength: length,
            vehicleheight: height,
            vehiclewidth: width,
            towingcapacitybraked: spec.towing,
            bodyconfiguration: spec.bodyconfiguration,
            torque: engine.torque,
            ancaprating: spec.ancap,
            geartype: engine.gearbox,
          },
    caravan: v.caravan,
    item_type: spec.itemType,
  };
}
