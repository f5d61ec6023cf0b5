import type { Lead } from '../lead-types.ts';

export type VehicleInterest = 'buy' | 'test-drive' | 'trade-in';

export type VehicleFacts = {
  interest: VehicleInterest;
  status: 'new' | 'used';
  year: string | null;
  make: string | null;
  model: string | null;
  variant: string | null;
  vin: string | null;
  stock: string | null;
  rego: string | null;
  odometerKm: string | null;
  /** The listed price of the car asked about, or the offer made for a trade-in. */
  price: string | null;
  url: string | null;
};

type CustomerFacts = {
  first: string | null;
  last: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
};

/** What delivery says about a lead, read defensively from the stored lead and its raw payload. */
export type LeadFacts = {
  interest: VehicleInterest;
  vehicle: VehicleFacts;
  customer: CustomerFacts;
  /** Other submitted answers worth a person's attention, as label → value. */
  details: Array<[string, string]>;
};

/** Longest text taken from any one payload field: the payload is the shopper's, not ours. */
const MAX_FIELD = 4000;

/** The first of `keys` that holds a non-empty string, number or boolean in the payload, as text. */
export function field(payload: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = Object.hasOwn(payload, key) ? payload[key] : undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'boolean') return value ? 'Yes' : 'No';
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, MAX_FIELD);
  }
  return null;
}

function list(payload: Record<string, unknown>, key: string): string | null {
  const value = Object.hasOwn(payload, key) ? payload[key] : undefined;
  if (!Array.isArray(value)) return field(payload, key);
  const items = value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
  return items.length > 0 ? items.join(', ').slice(0, MAX_FIELD) : null;
}

/** test drive → test-drive; trade-in, valuation or selling a car → trade-in; anything else → buy. */
export function interestOf(category: string, subcategory: string | null): VehicleInterest {
  const words = `${category} ${subcategory ?? ''}`.toLowerCase().replace(/[^a-z]+/g, ' ');
  if (/\btest ?drive\b/.test(words)) return 'test-drive';
  if (/\btrade ?in\b|\bvaluation\b|\bsell my car\b|\binstant offer\b/.test(words)) return 'trade-in';
  return 'buy';
}

function splitName(lead: Lead): { first: string | null; last: string | null } {
  const first = lead.name?.trim() || field(lead.payload, 'name', 'first_name');
  const last = field(lead.payload, 'last_name', 'lastName');
  if (last !== null || first === null) return { first, last };
  const space = first.lastIndexOf(' ');
  return space > 0 ? { first: first.slice(0, space), last: first.slice(space + 1) } : { first, last: null };
}

const DETAIL_FIELDS: ReadonlyArray<[string, string[]]> = [
  ['Preferred date', ['dateTime', 'Preferred Service Date']],
  ['Location', ['location', 'location_name']],
  ['Preferred contact', ['PreferredContactMethod']],
  ['Under finance', ['finance']],
  ['Has a trade-in', ['do-you-have-a-trade-in']],
  ['Service interval', ['Service Interval']],
  ['Service type', ['Service Type']],
  ['Service history', ['service_history']],
  ['Keys', ['number_of_keys']],
  ['Condition', ['car_condition']],
];

export function leadFacts(lead: Lead): LeadFacts {
  const p = lead.payload;
  const interest = interestOf(lead.category, lead.subcategory);
  const tradeIn = interest === 'trade-in';
  const carType = (field(p, 'car_type', 'vehicle_status') ?? '').toLowerCase();
  const vehicle: VehicleFacts = {
    interest,
    status: !tradeIn && carType === 'new' ? 'new' : 'used',
    year: field(p, ...(tradeIn ? ['Year', 'year'] : ['year', 'Vehicle Year', 'Year'])),
    make: field(p, ...(tradeIn ? ['Make', 'make'] : ['Vehicle Make', 'make', 'Make'])),
    model: field(p, ...(tradeIn ? ['Model', 'model'] : ['Vehicle Model', 'model', 'Model'])),
    variant: field(p, 'Variant', 'variant', 'Series'),
    vin: field(p, 'VIN', 'vin'),
    stock: tradeIn ? null : field(p, 'stock_number'),
    rego: field(p, 'Rego', 'rego', 'Vehicle Rego'),
    odometerKm: field(p, 'odometer', 'Kms', 'kms'),
    price: field(p, ...(tradeIn ? ['offer_price'] : ['price'])),
    url: tradeIn ? null : field(p, 'url'),
  };
  const customer: CustomerFacts = {
    ...splitName(lead),
    email: lead.email?.trim() || field(p, 'email'),
    phone: lead.phone?.trim() || field(p, 'phone'),
    postcode: field(p, 'postcode'),
    message: field(p, 'message', 'comments', 'Comments'),
  };
  const details: Array<[string, string]> = [];
  for (const [label, keys] of DETAIL_FIELDS) {
    const value = field(p, ...keys);
    if (value !== null) details.push([label, value]);
  }
  const services = list(p, 'additional_services');
  if (services !== null) details.push(['Additional services', services]);
  return { interest, vehicle, customer, details };
}

/** "2021 Mazda CX-5 (stock 12345)", or null when the lead names no car. */
export function describeVehicle(v: VehicleFacts): string | null {
  const name = [v.year, v.make, v.model, v.variant].filter((s) => s !== null).join(' ');
  if (name === '') return v.stock !== null ? `stock ${v.stock}` : null;
  return v.stock !== null ? `${name} (stock ${v.stock})` : name;
}
