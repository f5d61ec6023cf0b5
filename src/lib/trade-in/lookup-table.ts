import { asRecord as record, lookupVehicle, vehicleDescription as describe, type LookupVehicle } from './eval-expert-contract.ts';
import { normaliseRego, regoKey } from './rego.ts';

/** A rego's entry: one vehicle, or a VIN whose description the shopper must choose. */
export type LookupEntry =
  { kind: 'vehicle'; vehicle: LookupVehicle } | { kind: 'candidates'; vin: string; candidates: { Description: string; vehicle: LookupVehicle }[] };

const STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** 'YYYY-MM' as [month, year]. */
function monthYear(value: unknown): [number | null, number | null] {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})/.exec(value) : null;
  return match ? [Number(match[2]), Number(match[1])] : [null, null];
}

/** A stock feed record as the vehicle a lookup answers with (rule: trade-in.lookup-result). */
function vehicleOfFeedRecord(car: Record<string, unknown>): LookupVehicle {
  const [CompMth, CompYr] = monthYear(car['compliance_date']);
  const [BuildMth, BuildYr] = monthYear(car['build_date']);
  return {
    VIN: text(car['vin']),
    Body: text(car['bodyconfiguration']) ?? text(car['simple_body']),
    Transmission: text(car['trans']) ?? text(car['simple_transmission']),
    Cylinders: whole(record(car['variant'])?.['cylinders']),
    CompMth,
    CompYr,
    BuildMth,
    BuildYr,
    Make: text(car['make']),
    Model: text(car['model']),
    Variant: text(car['badge']),
    Year: whole(car['year']),
  };
}

/** The state a feed record's car is registered in: its own, else its location's. */
function stateOf(car: Record<string, unknown>): string | null {
  const state = text(car['state']) ?? text(record(record(car['location'])?.['address'])?.['state']);
  return state && (STATES as readonly string[]).includes(state.toUpperCase()) ? state.toUpperCase() : null;
}

/** The variants one VIN may decode to: the same car but for `Variant`. */
const variants = (base: Partial<LookupVehicle>, names: readonly string[]): LookupVehicle[] => names.map((Variant) => lookupVehicle({ ...base, Variant }));

/**
 * Regos whose VIN decodes to several variants, so the shopper chooses one ('Vehicle Selection').
 * Their letter pattern appears in no sample feed (a test holds it), so they never shadow a car.
 */
export const AMBIGUOUS_REGOS: readonly { rego: string; state: (typeof STATES)[number]; vin: string; vehicles: LookupVehicle[] }[] = [
  {
    rego: 'MULTI2',
    state: 'QLD',
    vin: 'JTNKU3JE60J000002',
    vehicles: variants(
      {
        Make: 'Toyota',
        Model: 'Corolla',
        Year: 2019,
        Body: 'Hatchback',
        Transmission: 'CVT Automatic',
        Cylinders: 4,
        BuildMth: 3,
        BuildYr: 2019,
        CompMth: 4,
        CompYr: 2019,
      },
      ['Ascent Sport', 'SX'],
    ),
  },
  {
    rego: 'MULTI3',
    state: 'NSW',
    vin: 'JM0KF4W7A00000003',
    vehicles: variants(
      {
        Make: 'Mazda',
        Model: 'CX-5',
        Year: 2018,
        Body: 'Wagon',
        Transmission: '6 Speed Automatic',
        Cylinders: 4,
        BuildMth: 8,
        BuildYr: 2018,
        CompMth: 9,
        CompYr: 2018,
      },
      ['Maxx', 'Maxx Sport', 'Touring'],
    ),
  },
];

/** Regos documented to match nothing in any state (the no-match panel). */
export const NO_MATCH_REGOS = ['NOMATCH', 'NOCAR1'] as const;

/** The letters-and-digits shape of a rego ('ABC123' is 'AAA999'). */
export const regoPattern = (rego: string): string => normaliseRego(rego).replace(/[A-Z]/g, 'A').replace(/\d/g, '9');

export type LookupTable = { byRego: Map<string, LookupEntry>; byVin: Map<string, LookupEntry> };

/**
 * The embedded lookup table: every feed record with a regplate, a VIN and a known state resolves
 * (by rego and state) to that car, plus the ambiguous regos. Deterministic for the same feed.
 */
export function lookupTableFromFeed(records: readonly unknown[]): LookupTable {
  const byRego = new Map<string, LookupEntry>();
  const byVin = new Map<string, LookupEntry>();
  for (const raw of records) {
    const car = record(raw);
    if (!car) continue;
    const rego = text(car['regplate']);
    const state = stateOf(car);
    const found = vehicleOfFeedRecord(car);
    if (!rego || !state || !found.VIN) continue;
    const entry: LookupEntry = { kind: 'vehicle', vehicle: found };
    byRego.set(regoKey(rego, state), entry);
    byVin.set(found.VIN, entry);
  }
  for (const ambiguous of AMBIGUOUS_REGOS) {
    const candidates = ambiguous.vehicles.map((v) => ({ Description: describe(v), vehicle: { ...v, VIN: ambiguous.vin } }));
    const entry: LookupEntry = { kind: 'candidates', vin: ambiguous.vin, candidates };
    byRego.set(regoKey(ambiguous.rego, ambiguous.state), entry);
    byVin.set(ambiguous.vin, entry);
  }
  return { byRego, byVin };
}
