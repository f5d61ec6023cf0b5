import type { OpenDays } from '../service/open-days.ts';

/** The forms' field names, spelled as the dealers' CRMs receive them (rule: leads.field-names). */
export const FIELD = {
  name: 'name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  message: 'message',
  category: 'category',
  rego: 'Rego',
  location: 'location',
  optIn: 'opt_in',
  terms: 'terms_conditions',
  dateTime: 'dateTime',
  requestPhotos: 'Request Photos',
  hasTradeIn: 'do-you-have-a-trade-in',
  kms: 'kms',
  budget: 'vehiclePriceBudget',
  fulfilment: 'fulfilment',
  deliveryPostcode: 'delivery_postcode',
  deliveryQuote: 'delivery_quote',
  payment: 'payment',
  financeDeposit: 'finance_deposit',
  financeTerm: 'finance_term_years',
  financeEstimate: 'finance_estimate',
  // service booking (rule: service.booking-fields)
  vehicleMake: 'Vehicle Make',
  vehicleModel: 'Vehicle Model',
  vehicleYear: 'Vehicle Year',
  vehicleRego: 'Vehicle Rego',
  vehicleState: 'Vehicle State',
  serviceInterval: 'Service Interval',
  serviceType: 'Service Type',
  serviceDate: 'Preferred Service Date',
  comments: 'Comments',
  repairIssue: 'repair_issue',
  tyresReplacement: 'Tyres Replacement',
  street: 'street',
  suburb: 'suburb',
  state: 'state',
  postcode: 'postcode',
} as const;

export type FieldValue = string | boolean | number | null;
export type FormValues = Record<string, FieldValue>;

export type FieldKind =
  'text' | 'email' | 'tel' | 'postcode' | 'textarea' | 'select' | 'checkbox' | 'terms' | 'yes-no' | 'money' | 'km' | 'datetime' | 'hidden' | 'open-date';

export type FieldSpec = {
  name: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  maxLength?: number;
  autoComplete?: string;
  options?: readonly { value: string; label: string }[];
  /** A select's empty first option, when it starts unchosen (default 'Choose a location'). */
  placeholder?: string;
  /** The value a fresh form starts with. */
  initial: FieldValue;
  /** Shown (and sent) only while another field has this value. */
  showWhen?: { field: string; equals: string };
  /** Said under the label before anything is typed: what the field takes ('An Australian mobile …'). */
  hint?: string;
  /** A text field's shape, with the message shown when a value does not have it. */
  pattern?: { regex: RegExp; message: string };
  /** An open-date field's days: by the location chosen in `locationField` (or `fallback` when none is chosen). */
  openDays?: { timeZone: string; locationField: string; byLocation: Record<string, OpenDays>; fallback: string | null };
};

export type FormStep = { title: string; fields: FieldSpec[] };

/** The longest value each kind of field takes. */
export const MAX = { name: 100, email: 254, phone: 20, message: 5000, rego: 10 } as const;

export const optionsOf = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
export const field = (name: string, kind: FieldKind, label: string, required: boolean, more: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  label,
  required,
  initial: '',
  ...(kind === 'text' || kind === 'textarea' ? { maxLength: 200 } : {}),
  ...more,
});
