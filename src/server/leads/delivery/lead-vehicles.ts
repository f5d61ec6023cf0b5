import { FIELD, TRADE_IN_FIELD as T } from '../../../lib/leads/form-fields.ts';
import type { LeadForm } from '../../../lib/leads/lead-categories.ts';
import { STRINGS } from '../../../lib/strings.ts';
import type { Lead } from '../lead-types.ts';
import { payloadText, textOf } from './lead-answers.ts';

/** ADF 1.0's vehicle interests that forecourt's forms use; null where ADF has none (a service booking). */
export type VehicleInterest = 'buy' | 'test-drive' | 'trade-in';

type FinanceAmount = { type: 'total' | 'downpayment'; limit: 'maximum' | 'exact'; value: string };

export type VehicleFacts = {
  interest: VehicleInterest | null;
  /** null: the lead does not say (the attribute is left out). */
  status: 'new' | 'used' | null;
  /** The car's id in the dealer's stock. */
  id: string | null;
  year: string | null;
  make: string | null;
  model: string | null;
  variant: string | null;
  vin: string | null;
  stock: string | null;
  transmission: string | null;
  odometerKm: string | null;
  /** The listed price of the car asked about, or the offer made for a trade-in (digits). */
  price: string | null;
  finance: FinanceAmount[];
  /** What ADF's vehicle has no element for: rego, the car's page. */
  notes: string[];
};

/** Field names whose answers a vehicle element carries (kept out of the customer comments). */
export type Consumed = Set<string>;

/** test drive → test-drive; trade-in, valuation or selling a car → trade-in; anything else → buy. */
export function interestOf(category: string, subcategory: string | null): VehicleInterest {
  const words = `${category} ${subcategory ?? ''}`.toLowerCase().replace(/[^a-z]+/g, ' ');
  if (/\btest ?drive\b/.test(words)) return 'test-drive';
  if (/\btrade ?in\b|\bvaluation\b|\bsell my car\b|\binstant offer\b/.test(words)) return 'trade-in';
  return 'buy';
}

/** An amount as ADF wants it (digits, optional decimals), or null when the value holds no plain amount. */
function amount(value: string | null): string | null {
  const digits = value?.replace(/[$,\s]|AUD/gi, '') ?? '';
  return /^\d+(\.\d{1,2})?$/.test(digits) ? digits : null;
}

const empty = (interest: VehicleInterest | null): VehicleFacts => ({
  interest,
  status: null,
  id: null,
  year: null,
  make: null,
  model: null,
  variant: null,
  vin: null,
  stock: null,
  transmission: null,
  odometerKm: null,
  price: null,
  finance: [],
  notes: [],
});

const rego = (number: string | null, state: string | null): string[] => (number === null ? [] : [`Rego: ${number}${state ? ` (${state})` : ''}`]);

/** The car the lead is about, from the top-level car fields the page filled (buildLeadSubmission, the reservation); null when it names none. */
export function carOf(lead: Lead, interest: VehicleInterest): VehicleFacts | null {
  const p = lead.payload;
  const id = payloadText(p, 'car_id') ?? lead.carId;
  const make = payloadText(p, 'Vehicle Make');
  const model = payloadText(p, 'Vehicle Model');
  if (id === null && make === null && model === null) return null;
  const type = payloadText(p, 'car_type')?.toLowerCase() ?? null;
  const url = payloadText(p, 'url');
  return {
    ...empty(interest),
    status: type === null ? null : type === 'new' ? 'new' : 'used',
    id,
    year: payloadText(p, 'car_year'),
    make,
    model,
    variant: payloadText(p, 'car_variant'),
    vin: payloadText(p, 'car_vin'),
    stock: payloadText(p, 'stock_number'),
    odometerKm: payloadText(p, 'car_km'),
    price: amount(payloadText(p, 'car_price')),
    notes: url === null ? [] : [`Page: ${url}`],
  };
}

/** The shopper's car on an instant offer: what they typed and what the lookup found. */
function tradeInCar(use: (name: string) => string | null): VehicleFacts {
  const variant = [use('Variant'), use('Series')].filter((s) => s !== null).join(' ');
  return {
    ...empty('trade-in'),
    status: 'used',
    year: use('Year'),
    make: use('Make'),
    model: use('Model'),
    variant: variant === '' ? null : variant,
    vin: use('VIN') ?? use(T.vin),
    transmission: use('Transmission'),
    odometerKm: use(T.odometer) ?? use('Kms'),
    price: amount(use(T.offerPrice)),
    notes: rego(use(T.rego) ?? use('Rego'), use(T.state)),
  };
}

/** The trade-in an enquiry mentions (do-you-have-a-trade-in Yes): only its odometer is asked. */
function mentionedTradeIn(data: Record<string, unknown>, use: (name: string) => string | null): VehicleFacts | null {
  if (data[FIELD.hasTradeIn] !== 'Yes') return null;
  use(FIELD.hasTradeIn);
  return { ...empty('trade-in'), status: 'used', odometerKm: use(FIELD.kms) };
}

/**
 * The ADF vehicles of a lead, in order: the car the shopper wants (or the one they booked a service
 * for), then their trade-in when there is one; always at least one (ADF needs a vehicle). The names
 * of the answers the vehicles carry are added to `consumed`.
 */
export function leadVehicles(lead: Lead, form: LeadForm | null, data: Record<string, unknown>, consumed: Consumed): VehicleFacts[] {
  const use = (name: string): string | null => {
    const value = Object.hasOwn(data, name) ? textOf(data[name]) : null;
    if (value !== null) consumed.add(name);
    return value;
  };
  const wanted = (interest: VehicleInterest) => carOf(lead, interest) ?? empty(interest);
  switch (form) {
    case 'service_booking':
      return [
        {
          ...empty(null),
          status: 'used',
          year: use(FIELD.vehicleYear),
          make: use(FIELD.vehicleMake),
          model: use(FIELD.vehicleModel),
          notes: rego(use(FIELD.vehicleRego), use(FIELD.vehicleState)),
        },
      ];
    case 'trade_in': {
      const car = carOf(lead, 'buy');
      return [...(car ? [car] : []), tradeInCar(use)];
    }
    case 'finance_enquiry': {
      const budget = amount(use(FIELD.budget));
      const car = wanted('buy');
      return [{ ...car, finance: budget === null ? [] : [{ type: 'total', limit: 'maximum', value: budget }] }, ...optional(mentionedTradeIn(data, use))];
    }
    case 'online_purchase': {
      const deposit = data[FIELD.payment] === STRINGS.purchaseFinance ? amount(use(FIELD.financeDeposit)) : null;
      const car = wanted('buy');
      return [{ ...car, finance: deposit === null ? [] : [{ type: 'downpayment', limit: 'exact', value: deposit }] }, ...optional(mentionedTradeIn(data, use))];
    }
    default:
      return [wanted(form === 'test_drive' ? 'test-drive' : interestOf(lead.category, lead.subcategory)), ...optional(mentionedTradeIn(data, use))];
  }
}

const optional = (v: VehicleFacts | null): VehicleFacts[] => (v === null ? [] : [v]);

/** "2021 Mazda CX-5 Touring (stock 12345)", or null when the vehicle names no car. */
export function describeVehicle(v: VehicleFacts): string | null {
  const name = [v.year, v.make, v.model, v.variant].filter((s) => s !== null).join(' ');
  if (name === '') return v.stock !== null ? `stock ${v.stock}` : null;
  return v.stock !== null ? `${name} (stock ${v.stock})` : name;
}

/** The car a lead is about, as staff and the shopper see it named: "2022 Mazda CX-5 Touring" and its stock number; null when the lead names none. */
export function leadCarSummary(lead: Lead): { id: string | null; title: string | null; stock_number: string | null } | null {
  const car = carOf(lead, 'buy');
  return car && { id: car.id, title: describeVehicle({ ...car, stock: null }), stock_number: car.stock };
}
