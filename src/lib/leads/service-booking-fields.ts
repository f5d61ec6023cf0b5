import { StateSchema } from '../schema/fields.ts';
import { STRINGS } from '../strings.ts';
import { FORM_COPY } from './copy.ts';
import { FIELD, MAX, field, optionsOf, type FieldSpec, type FormStep } from './form-field-spec.ts';
import type { ServiceBookingRules } from './service-booking.ts';

/**
 * The service booking's steps (rules: service.booking-steps, service.booking-fields): variant A asks Contact, Vehicle, Order Details;
 * variant B (minimal) Vehicle, Contact, Order Details. Wherever the vehicle is asked (either variant,
 * or the one-step vehicle-service form) its make, model and year are required, and so is the
 * Service Type: a booking the workshop cannot place is not a booking (issue 31). Omitted steps are dropped; the
 * vehicle-service form puts every field on one step. The preferred date offers only the days the
 * chosen location is open.
 */
export function serviceBookingSteps(rules: ServiceBookingRules, contact: FieldSpec[], agree: FieldSpec[]): FormStep[] {
  const b = rules.variant === 'B';
  const state = (name: string, label: string) =>
    field(name, 'select', label, false, {
      options: optionsOf(StateSchema.options),
      initial: rules.defaultState,
      ...(name === FIELD.state ? { autoComplete: 'address-level1' } : {}),
    });
  const year = { regex: /^(19|20)\d{2}$/, message: STRINGS.invalidYear };
  const vehicle: FormStep = {
    title: FORM_COPY.serviceVehicleStep,
    fields: [
      field(FIELD.vehicleRego, 'text', FORM_COPY.vehicleRego, false, { maxLength: MAX.rego }),
      state(FIELD.vehicleState, FORM_COPY.vehicleState),
      field(FIELD.vehicleMake, 'text', FORM_COPY.vehicleMake, true, { maxLength: 50 }),
      field(FIELD.vehicleModel, 'text', FORM_COPY.vehicleModel, true, { maxLength: 50 }),
      field(FIELD.vehicleYear, 'text', FORM_COPY.vehicleYear, true, { maxLength: 4, pattern: year }),
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
      field(FIELD.serviceType, 'select', FORM_COPY.serviceType, true, { options: optionsOf(FORM_COPY.serviceTypes), placeholder: FORM_COPY.chooseServiceType }),
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
