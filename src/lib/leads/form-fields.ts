import { StateSchema } from '../schema/fields.ts';
import { STRINGS } from '../strings.ts';
import { FORM_COPY } from './copy.ts';
import { GENERAL_ENQUIRY_CATEGORIES, type LeadForm } from './lead-categories.ts';
import type { FormRules, LocationOption } from './form-settings.ts';
import type { ServiceBookingRules } from './service-booking.ts';

import { FIELD, MAX, type FieldKind, type FieldSpec, type FormStep, type FormValues } from './form-field-spec.ts';
import { serviceBookingSteps } from './service-booking-fields.ts';

export { FIELD, type FieldSpec, type FieldValue, type FormValues } from './form-field-spec.ts';

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
    { ...text(FIELD.phone, 'tel', FORM_COPY.phone, MAX.phone, 'tel'), hint: STRINGS.mobileHint },
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

/**
 * The trade-in / enquiry quick form (rule: leads.quick-form): its hidden field (the category the page files it under),
 * first name, last name, a 4-digit postcode, mobile, e-mail and the dealership select (where the
 * dealer's forms show one), then the consent fields.
 */
function quickFormFields(contact: FieldSpec[], where: FieldSpec[], agree: FieldSpec[]): FieldSpec[] {
  const [name, email, phone] = contact as [FieldSpec, FieldSpec, FieldSpec];
  return [
    { name: FIELD.category, kind: 'hidden', label: FORM_COPY.category, required: false, initial: STRINGS.generalEnquiry },
    { ...name, label: STRINGS.quickFormFirstName, autoComplete: 'given-name' },
    text(FIELD.lastName, 'text', FORM_COPY.lastName, MAX.name, 'family-name'),
    text(FIELD.postcode, 'postcode', FORM_COPY.postcode, 4, 'postal-code'),
    phone,
    email,
    ...where,
    ...agree,
  ];
}

const rego: FieldSpec = { name: FIELD.rego, kind: 'text', label: FORM_COPY.rego, required: false, maxLength: MAX.rego, initial: '' };

/**
 * The trade-in lead's fields (rule: trade-in.lead-fields): what the shopper types on the instant offer, and the
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
    case 'quick_enquiry':
      return { form, steps: [{ title: FORM_COPY.stepDetails, fields: quickFormFields(contact, location, agree) }] };
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
