import { FIELD } from '../../../lib/leads/form-fields.ts';
import type { LeadForm } from '../../../lib/leads/lead-categories.ts';
import type { Lead } from '../lead-types.ts';
import { type Answer, type LeadForms, formAnswers, formOf, serverAnswers, textOf, userDataOf } from './lead-answers.ts';
import { type VehicleFacts, leadVehicles } from './lead-vehicles.ts';
import { formatAud } from '../../../lib/inventory/price-display.ts';
import { OFFER_COPY } from '../../../lib/trade-in/offer-copy.ts';
import { offerAccepted, recordedOffer } from '../offer-acceptance.ts';

type Address = { street: string; city: string | null; region: string | null; postcode: string | null };

type CustomerFacts = {
  first: string | null;
  last: string | null;
  email: string | null;
  phone: string | null;
  /** The street address a service booking asks for on some sites. */
  address: Address | null;
};

/** When the shopper wants to come in: a test drive's booked time, a service's preferred date (the dealer's local time). */
type Timeframe = { description: string; date: string };

/** Everything delivery says about a lead: the same facts for the ADF, the e-mail summary and the webhook. */
export type LeadFacts = {
  form: LeadForm | null;
  vehicles: VehicleFacts[];
  customer: CustomerFacts;
  timeframe: Timeframe | null;
  /** Every answer, labelled, in the form's order (photos' links last). */
  answers: Answer[];
  /** The answers no ADF element carries: the customer comments, each as "label: value". */
  comments: Answer[];
  /** What the ADF provider's <service> says: the enquiry, and where a service booking's details are. */
  service: string;
  /** A trade-in's indicative offer and whether the shopper accepted it (rule: trade-in.offer-acceptance); null without one. */
  offer: { amount: number; accepted: boolean } | null;
};

/** What delivery knows of a lead besides the lead itself. */
export type LeadContext = {
  /** The dealer's form settings, for the labels of each answer (null when the dealer is gone). */
  forms: LeadForms | null;
  /** Where the lead's trade-in photos are kept. */
  photos: readonly string[];
};

/** Where a lead's trade-in photos are kept (the image store's location and key, as `npm run leads -- show` gives them). */
export type PhotoLookup = (lead: Lead) => Promise<string[]>;

/** Top-level payload keys the server's own leads carry about their car (the same as a form's). */
const CAR_KEYS = new Set(['car_id', 'stock_number', 'Vehicle Make', 'Vehicle Model', 'car_type', 'vehicle_status', 'car_year', 'car_variant', 'car_price']);
const CAR_MORE = ['car_km', 'car_vin', 'car_dealership_id', 'manufacturer_slug', 'dealership_slug', 'url'];

/** ADF has no service interest: the service booking says where its details went. */
export const SERVICE_NOTE = 'ADF has no service interest: the service type, interval and date are in the customer comments';

function splitName(name: string | null): { first: string | null; last: string | null } {
  if (name === null) return { first: null, last: null };
  const space = name.lastIndexOf(' ');
  return space > 0 ? { first: name.slice(0, space), last: name.slice(space + 1) } : { first: name, last: null };
}

function addressOf(use: (name: string) => string | null): Address | null {
  const street = use(FIELD.street);
  if (street === null) return null;
  return { street, city: use(FIELD.suburb), region: use(FIELD.state), postcode: use(FIELD.postcode) };
}

function timeframeOf(form: LeadForm | null, use: (name: string) => string | null): Timeframe | null {
  if (form === 'test_drive') {
    const when = use(FIELD.dateTime);
    return when === null ? null : { description: `Test drive booked for ${when.replace('T', ' ')} (dealer's local time)`, date: when };
  }
  if (form === 'service_booking') {
    const date = use(FIELD.serviceDate);
    return date === null ? null : { description: `Service booked for ${date}`, date };
  }
  return null;
}

/**
 * The facts of a lead, read defensively from what the lead API (or the server) stored: the form's
 * answers in `userData`, the car fields beside them. Every answer is kept: those an ADF element
 * carries (contact, vehicles, address) are left out of `comments`, never out of `answers`.
 */
export function leadFacts(lead: Lead, context: LeadContext): LeadFacts {
  const form = formOf(lead);
  const data = form === null ? {} : userDataOf(lead);
  const consumed = new Set<string>();
  const peek = (name: string): string | null => (Object.hasOwn(data, name) ? textOf(data[name]) : null);
  const use = (name: string): string | null => {
    const value = peek(name);
    if (value !== null) consumed.add(name);
    return value;
  };
  const first = use(FIELD.name);
  const last = use(FIELD.lastName);
  // A form that asks the last name apart (the quick form) says which part is which; otherwise the name is split at its last space.
  const names = last === null ? splitName(first ?? textOf(lead.name)) : { first, last };
  const customer: CustomerFacts = {
    ...names,
    email: use(FIELD.email) ?? textOf(lead.email),
    phone: use(FIELD.phone) ?? textOf(lead.phone),
    address: form === 'service_booking' ? addressOf(use) : null,
  };
  const vehicles = leadVehicles(lead, form, data, consumed);
  const timeframe = timeframeOf(form, peek);
  const skip = new Set([...CAR_KEYS, ...CAR_MORE]);
  // A server lead's page is an answer unless its car's vehicle carries it.
  if (!vehicles.some((v) => v.notes.some((n) => n.startsWith('Page: ')))) skip.delete('url');
  const given = form === null ? serverAnswers(lead, skip) : formAnswers(lead, form, context.forms);
  const offer = offerFacts(lead);
  if (offer !== null) given.push(offer.answer);
  const photos: Answer[] = context.photos.length > 0 ? [{ name: 'photos', label: `Photos (${context.photos.length})`, value: context.photos.join('\n') }] : [];
  const answers = [...given, ...photos];
  const enquiry = [lead.category, lead.subcategory].filter((s) => s !== null && s !== '').join(' – ');
  return {
    form,
    vehicles,
    customer,
    timeframe,
    answers,
    comments: answers.filter((a) => !consumed.has(a.name)),
    service: form === 'service_booking' ? `${enquiry} (${SERVICE_NOTE})` : enquiry,
    offer: offer && { amount: offer.amount, accepted: offer.accepted },
  };
}

/** The trade-in's offer as the dealer is told of it: accepted (with when), or not yet. */
function offerFacts(lead: Lead): { amount: number; accepted: boolean; answer: Answer } | null {
  const amount = recordedOffer(lead);
  if (amount === null) return null;
  const accepted = offerAccepted(lead);
  const at = textOf(lead.payload['offer_accepted_at']) ?? '';
  // The time as UTC in words a person reads (the lead's stored stamp is ISO-8601 UTC).
  const when = `${at.slice(0, 16).replace('T', ' ')} UTC`;
  const value = accepted ? OFFER_COPY.acceptedAnswer(formatAud(amount), when) : OFFER_COPY.notAcceptedAnswer(formatAud(amount));
  return { amount, accepted, answer: { name: 'offer_accepted', label: OFFER_COPY.acceptedTag, value } };
}
