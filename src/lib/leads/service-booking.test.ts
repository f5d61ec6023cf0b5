import { describe, expect, it } from 'vitest';
import type { Location } from '../content/location-schema.ts';
import { zonedTime } from '../hours/zoned-time.ts';
import { openDates } from '../service/open-days.ts';
import { STRINGS } from '../strings.ts';
import { FIELD, initialValues, leadFormDefinition, type FormValues } from './form-fields.ts';
import { validateStep, validateUserData } from './form-schemas.ts';
import { location, serviceFormSettings } from './testing/fixtures.ts';

const HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0
    ? { weekday, status: 'Closed' as const, formated_hours: 'Closed', open: null, close: null }
    : { weekday, status: 'Open' as const, formated_hours: '8:00am - 5:00pm', open: '08:00', close: '17:00' },
);
const withHours = (l: Location): Location => ({ ...l, contact_detail: { ...l.contact_detail, opening_hours: HOURS } });
const CENTRE = withHours(location(13, 'sample-toyota', { name: 'Sample Service Springwood', location_type: 'service' }));
const SECOND = withHours(location(15, 'sample-nissan', { name: 'Sample Service Ipswich', location_type: 'service' }));
const SALES = withHours(location(11, 'sample-toyota', { primary: true, name: 'Sample Toyota Springwood' }));

const settingsOf = (booking: Record<string, unknown> = {}, more: Record<string, unknown> = {}, locations = [SALES, CENTRE]) =>
  serviceFormSettings({ timezone: 'Australia/Brisbane', forms: { default_state: 'NSW' }, service: { booking, ...more } }, locations);
const definitionOf = (settings: ReturnType<typeof settingsOf>) =>
  leadFormDefinition('service_booking', settings.rules, { locations: settings.locations, service: settings.service, multiStep: true });
const names = (settings: ReturnType<typeof settingsOf>) => definitionOf(settings).steps.map((s) => [s.title, s.fields.map((f) => f.name)]);

const CONTACT = { [FIELD.name]: 'Sam Shopper', [FIELD.email]: 'sam@example.com', [FIELD.phone]: '0412 345 678' };
const VEHICLE = { [FIELD.vehicleMake]: 'Toyota', [FIELD.vehicleModel]: 'Corolla', [FIELD.vehicleYear]: '2019', [FIELD.vehicleRego]: 'ABC123' };
const today = () => zonedTime(new Date(), 'Australia/Brisbane').date;
const firstOpen = () => openDates({ weekdays: [1, 2, 3, 4, 5, 6], special: {} }, today())[1]!.value;
const nextSunday = () => openDates({ weekdays: [0], special: {} }, today())[1]!.value;
const order = (date: string): FormValues => ({ [FIELD.serviceType]: 'Logbook Service', [FIELD.serviceDate]: date, [FIELD.terms]: true });

describe('the service booking form', () => {
  it('asks Contact, Vehicle and Order Details in variant A, Vehicle first in variant B', () => {
    expect(names(settingsOf()).map(([title]) => title)).toEqual(['Contact Details', 'Vehicle Details', 'Order Details']);
    expect(names(settingsOf({ variant: 'B' })).map(([title]) => title)).toEqual(['Vehicle Details', 'Contact Details', 'Order Details']);
    expect(names(settingsOf())[1]).toEqual(['Vehicle Details', ['Vehicle Rego', 'Vehicle State', 'Vehicle Make', 'Vehicle Model', 'Vehicle Year']]);
    expect(names(settingsOf())[2]).toEqual([
      'Order Details',
      ['location', 'Service Type', 'Service Interval', 'Preferred Service Date', 'Comments', 'repair_issue', 'opt_in', 'terms_conditions'],
    ]);
  });

  it('drops the steps the dealer omits, and puts every field on one step for the vehicle-service form', () => {
    expect(names(settingsOf({ omit_steps: ['vehicle'] })).map(([title]) => title)).toEqual(['Contact Details', 'Order Details']);
    const single = names(settingsOf({}, { page: 'vehicle_service_form' }));
    expect(single).toHaveLength(1);
    expect(single[0]![1]).toEqual(expect.arrayContaining([FIELD.name, FIELD.vehicleMake, FIELD.serviceDate, FIELD.terms]));
  });

  it('advances the vehicle step only with make, model and year, in either variant', () => {
    const b = definitionOf(settingsOf({ variant: 'B' }));
    const refused = validateStep(b, { ...initialValues(b), [FIELD.vehicleRego]: 'ABC123' }, 0);
    expect(refused.ok ? [] : Object.keys(refused.errors).sort()).toEqual([FIELD.vehicleMake, FIELD.vehicleModel, FIELD.vehicleYear].sort());
    expect(validateStep(b, { ...initialValues(b), ...VEHICLE, [FIELD.vehicleYear]: '19' }, 0)).toEqual({
      ok: false,
      errors: { [FIELD.vehicleYear]: [STRINGS.invalidYear] },
    });
    expect(validateStep(b, { ...initialValues(b), ...VEHICLE }, 0).ok).toBe(true);
    const a = definitionOf(settingsOf());
    const noVehicle = validateStep(a, { ...initialValues(a), ...CONTACT }, 1);
    expect(noVehicle.ok ? [] : Object.keys(noVehicle.errors).sort()).toEqual([FIELD.vehicleMake, FIELD.vehicleModel, FIELD.vehicleYear].sort());
    expect(validateStep(a, { ...initialValues(a), ...CONTACT, ...VEHICLE }, 1).ok).toBe(true);
  });

  it('requires the Service Type in either variant, the location in variant B, the Service Interval only where the dealer says', () => {
    const many = [SALES, CENTRE, SECOND];
    const b = definitionOf(settingsOf({ variant: 'B' }, {}, many));
    const values = { ...initialValues(b), ...CONTACT, ...VEHICLE, [FIELD.serviceDate]: firstOpen(), [FIELD.terms]: true };
    const refused = validateStep(b, values, 2);
    expect(refused.ok ? [] : Object.keys(refused.errors).sort()).toEqual([FIELD.location, FIELD.serviceType].sort());
    const a = definitionOf(settingsOf({}, {}, many));
    const noType = validateStep(a, { ...values, [FIELD.location]: '13' }, 2);
    expect(noType.ok ? [] : Object.keys(noType.errors)).toEqual([FIELD.serviceType]);
    expect(validateStep(a, { ...values, [FIELD.location]: '13', [FIELD.serviceType]: 'Logbook Service' }, 2).ok).toBe(true);
    const interval = definitionOf(settingsOf({ interval_required: true }));
    const noInterval = validateStep(interval, { ...initialValues(interval), ...CONTACT, ...VEHICLE, ...order(firstOpen()) }, 2);
    expect(noInterval.ok ? [] : Object.keys(noInterval.errors)).toEqual([FIELD.serviceInterval]);
  });

  it('offers only the service locations, preselecting the only one, and the state the dealer names', () => {
    const one = definitionOf(settingsOf());
    expect(one.steps[2]!.fields.find((f) => f.name === FIELD.location)).toMatchObject({ kind: 'hidden', initial: '13' });
    const many = definitionOf(settingsOf({}, {}, [SALES, CENTRE, SECOND]));
    expect(many.steps[2]!.fields.find((f) => f.name === FIELD.location)?.options).toEqual([
      { value: '15', label: 'Sample Service Ipswich' },
      { value: '13', label: 'Sample Service Springwood' },
    ]);
    expect(initialValues(one)[FIELD.vehicleState]).toBe('NSW');
  });

  it('books at the sales yards of a dealer without a service centre, and at its primary location when it shows nothing else', () => {
    expect(settingsOf({}, {}, [SALES]).service.locations.map((l) => l.id)).toEqual(['11']);
    const parts = withHours(location(16, 'sample-toyota', { name: 'Parts', location_type: 'parts', primary: true }));
    expect(settingsOf({}, {}, [parts]).service.locations.map((l) => l.id)).toEqual(['16']);
  });

  it('asks the Tyres Replacement check and the address only where the dealer turns them on', () => {
    const plain = definitionOf(settingsOf()).steps.flatMap((s) => s.fields.map((f) => f.name));
    expect(plain).not.toContain(FIELD.tyresReplacement);
    expect(plain).not.toContain(FIELD.postcode);
    const full = definitionOf(settingsOf({ tyres_replacement: true, address_fields: true }));
    expect(full.steps[0]!.fields.map((f) => f.name)).toEqual([FIELD.name, FIELD.email, FIELD.phone, FIELD.street, FIELD.suburb, FIELD.state, FIELD.postcode]);
    expect(full.steps[2]!.fields.map((f) => f.name)).toContain(FIELD.tyresReplacement);
    const address = { [FIELD.street]: '1 Main St', [FIELD.suburb]: 'Springwood', [FIELD.postcode]: '412' };
    expect(validateStep(full, { ...initialValues(full), ...CONTACT, ...address }, 0)).toEqual({
      ok: false,
      errors: { [FIELD.postcode]: [STRINGS.invalidPostcodeQuickForm] },
    });
  });

  it('refuses a preferred date the location is closed, in the lead API as in the form', () => {
    const settings = settingsOf();
    const complete = { ...CONTACT, ...VEHICLE, ...order(firstOpen()) };
    expect(validateUserData('service_booking', settings, complete, true).ok).toBe(true);
    expect(validateUserData('service_booking', settings, { ...complete, [FIELD.serviceDate]: nextSunday() }, true)).toEqual({
      ok: false,
      errors: { [FIELD.serviceDate]: [STRINGS.serviceDateClosed] },
    });
    expect(validateUserData('service_booking', settings, { ...complete, [FIELD.serviceDate]: '' }, true)).toEqual({
      ok: false,
      errors: { [FIELD.serviceDate]: [STRINGS.fieldRequired] },
    });
  });
});
