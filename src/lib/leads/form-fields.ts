import { StateSchema } from '../schema/fields.ts';
import { STRINGS } from '../strings.ts';
import { FORM_COPY } from './copy.ts';
import { GENERAL_ENQUIRY_CATEGORIES, type LeadForm } from './lead-categories.ts';
import type { FormRules, LocationOption } from './form-settings.ts';
import type { OpenDays } from '../service/open-days.ts';
import type { ServiceBookingRules } from './service-booking.ts';

/** The forms' field names, as the spec names them (part 2 §3). */
export const FIELD = {
  name: 'name',
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
  // service booking (part 2 §3)
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

type FieldKind =
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
  /** A text field's shape, with the message shown when a value does not have it. */
  pattern?: { regex: RegExp; message: string };
  /** An open-date field's days: by the location chosen in `locationField` (or `fallback` when none is chosen). */
  openDays?: { timeZone: string; locationField: string; byLocation: Record<string, OpenDays>; fallback: string | null };
};

type FormStep = { title: string; fields: FieldSpec[] };

/** A form as the island draws it and the schema checks it: its steps, each a list of fields. */
export type LeadFormDefinition = { form: LeadForm; steps: FormStep[] };

export type DefinitionOptions = {
  /** The car enquiry in two steps: contact details first, then the enquiry. */
  multiStep?: boolean;
  /** The location select's choices (see `locationChoices`). */
  locations: readonly LocationOption[];
  /** The service booking's switches (required for the service booking form). */
  service?: ServiceBookingRules | undefined;
};

const MAX = { name: 100, email: 254, phone: 20, message: 5000, rego: 10 } as const;

const text = (name: string, kind: FieldKind, label: string, maxLength: number, autoComplete?: string): FieldSpec => ({
  name,
  kind,
  label,
  required: true,
  maxLength,
  initial: '',
  ...(autoComplete ? { autoComplete } : {}),
});

function contactFields(): FieldSpec[] {
  return [
    text(FIELD.name, 'text', FORM_COPY.name, MAX.name, 'name'),
    text(FIELD.email, 'email', FORM_COPY.email, MAX.email, 'email'),
    text(FIELD.phone, 'tel', FORM_COPY.phone, MAX.phone, 'tel'),
  ];
}

function message(required: boolean): FieldSpec {
  return { name: FIELD.message, kind: 'textarea', label: FORM_COPY.message, required, maxLength: MAX.message, initial: '' };
}

function locationSelect(rules: FormRules, locations: readonly LocationOption[]): FieldSpec[] {
  if (!rules.locationSelect || locations.length === 0) return [];
  return [
    {
      name: FIELD.location,
      kind: 'select',
      label: FORM_COPY.location,
      required: true,
      options: locations.map((l) => ({ value: l.id, label: l.name })),
      initial: '',
    },
  ];
}

function tradeInQuestion(rules: FormRules): FieldSpec[] {
  if (!rules.askHasTradeIn) return [];
  return [
    { name: FIELD.hasTradeIn, kind: 'yes-no', label: FORM_COPY.hasTradeIn, required: true, initial: '' },
    { name: FIELD.kms, kind: 'km', label: FORM_COPY.tradeInKms, required: false, initial: null, showWhen: { field: FIELD.hasTradeIn, equals: 'Yes' } },
  ];
}

/** opt_in (default true; hidden, and still sent as true, on sites that hide it) and the terms checkbox. */
function agreement(rules: FormRules): FieldSpec[] {
  const optIn: FieldSpec = rules.hideOptIn
    ? { name: FIELD.optIn, kind: 'hidden', label: FORM_COPY.optIn, required: false, initial: true }
    : { name: FIELD.optIn, kind: 'checkbox', label: FORM_COPY.optIn, required: false, initial: true };
  const terms: FieldSpec[] = rules.termsCheckbox ? [{ name: FIELD.terms, kind: 'terms', label: FORM_COPY.termsLink, required: true, initial: false }] : [];
  return [optIn, ...terms];
}

const rego: FieldSpec = { name: FIELD.rego, kind: 'text', label: FORM_COPY.rego, required: false, maxLength: MAX.rego, initial: '' };

/**
 * The trade-in lead's fields (part 2 §3): what the shopper types on the instant offer, and the
 * vehicle the lookup found, which the island copies in as it learns it.
 */
export const TRADE_IN_FIELD = {
  rego: 'rego',
  state: 'state',
  manualEntry: 'manualEntry',
  vin: 'vin',
  desc: 'desc',
  images: 'images',
  postcode: 'postcode',
  odometer: 'odometer',
  serviceHistory: 'service_history',
  numberOfKeys: 'number_of_keys',
  carCondition: 'car_condition',
  comments: 'comments',
  preferredContact: 'PreferredContactMethod',
  finance: 'finance',
  redBookCode: 'RedBookCode',
  offerPrice: 'offer_price',
} as const;

/** The found vehicle's fields on a trade-in lead, as the eval-expert answers name them. */
export const TRADE_IN_VEHICLE_FIELDS = [
  'EvalID',
  'VIN',
  'EngineNumber',
  'Rego',
  'RegoExpiry',
  'Kms',
  'Make',
  'Model',
  'Series',
  'Variant',
  'Year',
  'Transmission',
] as const;

const hidden = (name: string): FieldSpec => ({ name, kind: 'hidden', label: name, required: false, initial: '' });

const tradeInChoice = (name: string, label: string, values: readonly string[], initial = ''): FieldSpec => ({
  name,
  kind: 'select',
  label,
  required: true,
  options: values.map((value) => ({ value, label: value })),
  initial,
  ...(initial === '' ? { placeholder: STRINGS.tradeInLabels.choose } : {}),
});

/** The instant offer as a lead: the vehicle (step 1, kept on the partial lead at each step), then the shopper's details. */
function tradeInDefinition(rules: FormRules, contact: FieldSpec[], location: FieldSpec[], agree: FieldSpec[]): LeadFormDefinition {
  const F = TRADE_IN_FIELD;
  const L = STRINGS.tradeInLabels;
  const manual = { field: F.manualEntry, equals: 'Yes' };
  const vehicle: FieldSpec[] = [
    { ...text(F.rego, 'text', L.rego, 12), autoComplete: 'off' },
    tradeInChoice(F.state, L.state, StateSchema.options, rules.defaultState),
    hidden(F.manualEntry),
    { ...text(F.vin, 'text', L.vin, 17), showWhen: manual },
    { ...text(F.desc, 'text', L.desc, 200), showWhen: manual },
    ...TRADE_IN_VEHICLE_FIELDS.map(hidden),
    hidden(F.images),
  ];
  const details: FieldSpec[] = [
    ...contact,
    text(F.postcode, 'postcode', L.postcode, 4, 'postal-code'),
    { name: F.odometer, kind: 'km', label: L.odometer, required: true, initial: null },
    tradeInChoice(F.serviceHistory, L.serviceHistory, STRINGS.tradeInServiceHistory),
    tradeInChoice(F.numberOfKeys, L.numberOfKeys, STRINGS.tradeInKeys),
    tradeInChoice(F.carCondition, L.carCondition, STRINGS.tradeInConditions),
    text(F.comments, 'textarea', L.comments, 2000),
    tradeInChoice(F.preferredContact, L.preferredContact, STRINGS.tradeInContactMethods, 'Phone'),
    { name: F.finance, kind: 'yes-no', label: STRINGS.tradeInUnderFinance, required: true, initial: '' },
    ...location,
    ...(rules.redbook ? [hidden(F.redBookCode)] : []),
    hidden('sms_content'),
    hidden('sms_from'),
    hidden(F.offerPrice),
    ...agree,
  ];
  return {
    form: 'trade_in',
    steps: [
      { title: STRINGS.tradeInSteps[0], fields: vehicle },
      { title: STRINGS.tradeInSteps[3], fields: details },
    ],
  };
}

/** Every field of a form, in order, split into steps; the same definition drives the view and the schema. */
export function leadFormDefinition(form: LeadForm, rules: FormRules, options: DefinitionOptions): LeadFormDefinition {
  const contact = contactFields();
  const location = locationSelect(rules, options.locations);
  const agree = agreement(rules);
  switch (form) {
    case 'general_enquiry': {
      const category: FieldSpec = {
        name: FIELD.category,
        kind: 'select',
        label: FORM_COPY.category,
        required: true,
        options: GENERAL_ENQUIRY_CATEGORIES.map((c) => ({ value: c, label: c })),
        initial: STRINGS.generalEnquiry,
      };
      const fields = [category, ...contact, ...location, message(rules.messageRequired), rego, ...tradeInQuestion(rules), ...agree];
      return { form, steps: [{ title: FORM_COPY.stepEnquiry, fields }] };
    }
    case 'car_enquiry': {
      const photos: FieldSpec = {
        name: FIELD.requestPhotos,
        kind: 'hidden',
        label: FIELD.requestPhotos,
        required: false,
        initial: STRINGS.requestPhotosDefault,
      };
      const enquiry = [...location, message(rules.messageRequired), rego, ...tradeInQuestion(rules), photos, ...agree];
      return options.multiStep
        ? {
            form,
            steps: [
              { title: FORM_COPY.stepDetails, fields: contact },
              { title: FORM_COPY.stepEnquiry, fields: enquiry },
            ],
          }
        : { form, steps: [{ title: FORM_COPY.stepEnquiry, fields: [...contact, ...enquiry] }] };
    }
    case 'test_drive': {
      const when: FieldSpec = { name: FIELD.dateTime, kind: 'datetime', label: FORM_COPY.dateTime, required: false, initial: '' };
      return { form, steps: [{ title: FORM_COPY.stepDetails, fields: [...contact, ...location, when, message(false), ...agree] }] };
    }
    case 'service_booking': {
      if (!options.service) throw new Error('the service booking form needs the dealer’s service booking rules');
      return { form, steps: serviceBookingSteps(options.service, contact, agree) };
    }
    case 'finance_enquiry': {
      const budget: FieldSpec = { name: FIELD.budget, kind: 'money', label: FORM_COPY.budget, required: false, initial: null };
      return { form, steps: [{ title: FORM_COPY.stepDetails, fields: [budget, ...contact, ...location, message(false), ...agree] }] };
    }
    case 'online_purchase':
      return { form, steps: [...purchaseChoices(), { title: STRINGS.purchaseStepDetails, fields: [...contact, ...location, message(false), ...agree] }] };
    case 'trade_in':
      return tradeInDefinition(rules, contact, location, agree);
  }
}

const choice = (name: string, label: string, values: readonly [string, string]): FieldSpec => ({
  name,
  kind: 'select',
  label,
  required: true,
  options: values.map((value) => ({ value, label: value })),
  initial: values[0],
});

/** What the page worked out for the shopper (a quote, an estimate), recorded as they saw it. */
const shown = (name: string, showWhen: FieldSpec['showWhen']): FieldSpec => ({
  name,
  kind: 'hidden',
  label: name,
  required: false,
  initial: '',
  ...(showWhen ? { showWhen } : {}),
});

/** The online purchase's choices, a step each: pickup or delivery (with its postcode), cash or finance, a trade-in. */
function purchaseChoices(): FormStep[] {
  const delivery = { field: FIELD.fulfilment, equals: STRINGS.purchaseDelivery };
  const finance = { field: FIELD.payment, equals: STRINGS.purchaseFinance };
  const postcode: FieldSpec = {
    name: FIELD.deliveryPostcode,
    kind: 'postcode',
    label: STRINGS.purchaseDeliveryPostcode,
    required: true,
    maxLength: 4,
    autoComplete: 'postal-code',
    initial: '',
    showWhen: delivery,
  };
  const deposit: FieldSpec = {
    name: FIELD.financeDeposit,
    kind: 'money',
    label: STRINGS.purchaseFinanceDeposit,
    required: false,
    initial: null,
    showWhen: finance,
  };
  return [
    {
      title: STRINGS.purchaseStepFulfilment,
      fields: [
        choice(FIELD.fulfilment, STRINGS.purchaseFulfilmentLabel, [STRINGS.purchasePickup, STRINGS.purchaseDelivery]),
        postcode,
        shown(FIELD.deliveryQuote, delivery),
      ],
    },
    {
      title: STRINGS.purchaseStepPayment,
      fields: [
        choice(FIELD.payment, STRINGS.purchasePaymentLabel, [STRINGS.purchaseCash, STRINGS.purchaseFinance]),
        deposit,
        shown(FIELD.financeTerm, finance),
        shown(FIELD.financeEstimate, finance),
      ],
    },
    { title: STRINGS.purchaseStepTradeIn, fields: [{ name: FIELD.hasTradeIn, kind: 'yes-no', label: FORM_COPY.hasTradeIn, required: true, initial: '' }] },
  ];
}

/** Whether a field is in play: not hidden behind another field's answer. */
export function isActive(field: FieldSpec, values: FormValues): boolean {
  return field.showWhen === undefined || values[field.showWhen.field] === field.showWhen.equals;
}

/** A fresh form's values: every field at its initial value, then the given prefill. */
export function initialValues(definition: LeadFormDefinition, prefill: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of definition.steps.flatMap((s) => s.fields)) values[field.name] = field.initial;
  return { ...values, ...prefill };
}

const optionsOf = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const field = (name: string, kind: FieldKind, label: string, required: boolean, more: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  label,
  required,
  initial: '',
  ...(kind === 'text' || kind === 'textarea' ? { maxLength: 200 } : {}),
  ...more,
});

const STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;

/**
 * The service booking's steps (part 2 §3, §4, §5): variant A asks Contact, Vehicle, Order Details;
 * variant B (minimal) Vehicle, Contact, Order Details, its vehicle step needing make, model and
 * year, its Service Type and location selects required. Omitted steps are dropped; the
 * vehicle-service form puts every field on one step. The preferred date offers only the days the
 * chosen location is open.
 */
function serviceBookingSteps(rules: ServiceBookingRules, contact: FieldSpec[], agree: FieldSpec[]): FormStep[] {
  const b = rules.variant === 'B';
  const state = (name: string, label: string) =>
    field(name, 'select', label, false, {
      options: optionsOf(STATES),
      initial: rules.defaultState,
      ...(name === FIELD.state ? { autoComplete: 'address-level1' } : {}),
    });
  const year = { regex: /^(19|20)\d{2}$/, message: STRINGS.invalidYear };
  const vehicle: FormStep = {
    title: FORM_COPY.serviceVehicleStep,
    fields: [
      field(FIELD.vehicleRego, 'text', FORM_COPY.vehicleRego, false, { maxLength: MAX.rego }),
      state(FIELD.vehicleState, FORM_COPY.vehicleState),
      field(FIELD.vehicleMake, 'text', FORM_COPY.vehicleMake, b, { maxLength: 50 }),
      field(FIELD.vehicleModel, 'text', FORM_COPY.vehicleModel, b, { maxLength: 50 }),
      field(FIELD.vehicleYear, 'text', FORM_COPY.vehicleYear, b, { maxLength: 4, pattern: year }),
    ],
  };
  const address = rules.addressFields
    ? [
        field(FIELD.street, 'text', FORM_COPY.street, true, { autoComplete: 'address-line1' }),
        field(FIELD.suburb, 'text', FORM_COPY.suburb, true, { autoComplete: 'address-level2' }),
        state(FIELD.state, FORM_COPY.state),
        field(FIELD.postcode, 'postcode', FORM_COPY.postcode, true, { maxLength: 4, autoComplete: 'postal-code' }),
      ]
    : [];
  const only = rules.locations.length === 1 ? rules.locations[0]!.id : null;
  const location = field(FIELD.location, 'select', FORM_COPY.serviceLocation, true, {
    options: rules.locations.map((l) => ({ value: l.id, label: l.name })),
    initial: only ?? '',
  });
  const order: FormStep = {
    title: FORM_COPY.serviceOrderStep,
    fields: [
      // The only service location is sent without asking.
      rules.locations.length > 1 ? location : { ...location, kind: 'hidden' },
      field(FIELD.serviceType, 'select', FORM_COPY.serviceType, b, { options: optionsOf(FORM_COPY.serviceTypes), placeholder: FORM_COPY.chooseServiceType }),
      field(FIELD.serviceInterval, 'select', FORM_COPY.serviceInterval, rules.intervalRequired, {
        options: optionsOf(FORM_COPY.serviceIntervals),
        placeholder: FORM_COPY.chooseServiceInterval,
      }),
      field(FIELD.serviceDate, 'open-date', FORM_COPY.serviceDate, true, {
        placeholder: FORM_COPY.chooseServiceDate,
        openDays: {
          timeZone: rules.timeZone,
          locationField: FIELD.location,
          byLocation: Object.fromEntries(rules.locations.map((l) => [l.id, l.days])),
          fallback: only,
        },
      }),
      ...(rules.tyresReplacement ? [{ ...field(FIELD.tyresReplacement, 'checkbox', FORM_COPY.tyresReplacement, false), initial: false }] : []),
      field(FIELD.comments, 'textarea', FORM_COPY.comments, false, { maxLength: MAX.message }),
      field(FIELD.repairIssue, 'textarea', FORM_COPY.repairIssue, false, { maxLength: MAX.message }),
    ],
  };
  const contactStep: FormStep = { title: FORM_COPY.serviceContactStep, fields: [...contact, ...address] };
  const kept = (b ? [vehicle, contactStep, order] : [contactStep, vehicle, order]).filter(
    (s) => !rules.omitSteps.includes(s === vehicle ? 'vehicle' : s === order ? 'order' : 'contact'),
  );
  const steps = rules.singleStep ? [{ title: FORM_COPY.serviceOrderStep, fields: kept.flatMap((s) => s.fields) }] : kept;
  // The agreement closes whichever step comes last.
  return steps.map((s, i) => (i === steps.length - 1 ? { ...s, fields: [...s.fields, ...agree] } : s));
}
