import { formatAud } from '../../../lib/inventory/price-display.ts';
import { leadFormDefinition, type FieldSpec } from '../../../lib/leads/form-fields.ts';
import type { LeadFormSettings } from '../../../lib/leads/form-settings.ts';
import { LEAD_FORMS, type LeadForm } from '../../../lib/leads/lead-categories.ts';
import type { Lead } from '../lead-types.ts';

/** One answer the shopper gave (or the server recorded), under the label the form showed it with. */
export type Answer = { name: string; label: string; value: string };

/** What delivery needs of the dealer's forms to name each answer: the same settings the lead API checks with. */
export type LeadForms = Pick<LeadFormSettings, 'rules' | 'locations' | 'service'>;

/** Shopper text as delivery writes it: trimmed, line breaks as \n, no other control characters. */
function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();
}

/** A stored value as text, or null when there is nothing to say (empty, or not a value at all). */
export function textOf(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return cleanText(value) || null;
  if (Array.isArray(value)) {
    const items = value.map(textOf).filter((v) => v !== null);
    return items.length > 0 ? items.join(', ') : null;
  }
  return null;
}

/** The payload's own key (never one inherited through a `__proto__` key), as text. */
export function payloadText(payload: Record<string, unknown>, key: string): string | null {
  return Object.hasOwn(payload, key) ? textOf(payload[key]) : null;
}

/** The lead's form answers (`userData`), read defensively: an object or nothing. */
export function userDataOf(lead: Pick<Lead, 'payload'>): Record<string, unknown> {
  const data = Object.hasOwn(lead.payload, 'userData') ? lead.payload['userData'] : null;
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** The form that sent the lead, when it came through the lead API. */
export function formOf(lead: Lead): LeadForm | null {
  const form = payloadText(lead.payload, 'form');
  return (LEAD_FORMS as readonly string[]).includes(form ?? '') ? (form as LeadForm) : null;
}

function fieldValue(field: FieldSpec, value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (field.kind === 'money') return formatAud(value);
    if (field.kind === 'km') return `${value.toLocaleString('en-AU')} km`;
  }
  const text = textOf(value);
  if (text === null) return null;
  if (field.kind === 'datetime') return text.replace('T', ' ');
  return field.options?.find((o) => o.value === text)?.label ?? text;
}

/**
 * Every answer in the lead's `userData`, labelled and in the order the form asks them (the dealer's
 * own form definition, so a field added to a form is carried without a change here), then any
 * answer the definition no longer names, under its field name: nothing the shopper sent is dropped.
 */
export function formAnswers(lead: Lead, form: LeadForm, forms: LeadForms | null): Answer[] {
  const data = userDataOf(lead);
  const fields = forms ? definitionFields(form, forms) : [];
  const answers: Answer[] = [];
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.name) || !Object.hasOwn(data, field.name)) continue;
    seen.add(field.name);
    const value = fieldValue(field, data[field.name]);
    if (value !== null) answers.push({ name: field.name, label: field.label, value });
  }
  for (const [name, raw] of Object.entries(data)) {
    const value = seen.has(name) ? null : textOf(raw);
    if (value !== null) answers.push({ name, label: name, value });
  }
  const services = payloadText(lead.payload, 'additional_services');
  if (services !== null) answers.push({ name: 'additional_services', label: 'Additional services', value: services });
  return answers;
}

function definitionFields(form: LeadForm, forms: LeadForms): FieldSpec[] {
  // The service booking's definition needs the dealer's service rules; without them its answers go by name.
  if (form === 'service_booking' && !forms.service) return [];
  const definition = leadFormDefinition(form, forms.rules, { locations: forms.locations, service: forms.service });
  return definition.steps.flatMap((step) => step.fields);
}

/** Labels of what the server records on the leads it makes itself (reservations, payments, spins). */
const SERVER_LABELS: Readonly<Record<string, string>> = {
  message: 'Message',
  reservation_id: 'Reservation',
  car_title: 'Car',
  deposit: 'Deposit',
  held_until: 'Held until',
  purchase_lead_id: 'Online purchase lead',
  payment_id: 'Payment',
  reference: 'Reference',
  amount: 'Amount',
  description: 'Description',
  promotion: 'Promotion',
  prize: 'Prize',
  terms: 'Terms',
  url: 'Page',
};

const MONEY = new Set(['deposit', 'amount']);

/** Every value of a lead the server made (not sent through a form), labelled; `skip` names keys carried elsewhere. */
export function serverAnswers(lead: Lead, skip: ReadonlySet<string>): Answer[] {
  const answers: Answer[] = [];
  for (const [name, raw] of Object.entries(lead.payload)) {
    if (skip.has(name) || name === 'form') continue;
    const value = MONEY.has(name) && typeof raw === 'number' ? formatAud(raw) : textOf(raw);
    if (value !== null) answers.push({ name, label: SERVER_LABELS[name] ?? name, value });
  }
  return answers;
}
