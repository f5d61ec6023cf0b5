import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { FIELD, initialValues, leadFormDefinition, type FormValues } from './form-fields.ts';
import { leadFormSchema, validateStep, validateUserData } from './form-schemas.ts';
import { LEAD_FORMS } from './lead-categories.ts';
import { filledEnquiry, formSettings } from './testing/fixtures.ts';

const settings = formSettings();
const definition = (form: (typeof LEAD_FORMS)[number], switches: Record<string, unknown> = {}, multiStep = false) => {
  const s = formSettings(switches);
  return leadFormDefinition(form, s.rules, { locations: s.locations, multiStep });
};
const names = (def: ReturnType<typeof definition>) => def.steps.flatMap((s) => s.fields.map((f) => f.name));
const filled: FormValues = filledEnquiry({ [FIELD.location]: '11' });

describe('lead form schemas', () => {
  it('require name, email and phone, and the message of an enquiry, with the spec message', () => {
    const def = definition('general_enquiry');
    const result = validateStep(def, initialValues(def), 0);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const field of [FIELD.name, FIELD.email, FIELD.phone, FIELD.message, FIELD.location])
      expect(result.errors[field], field).toEqual([STRINGS.fieldRequired]);
    expect(result.errors[FIELD.terms]).toEqual([STRINGS.mustAgreeToTerms]);
    expect(result.errors[FIELD.category]).toBeUndefined();
    expect(result.errors[FIELD.rego]).toBeUndefined();
  });

  it('ask the quick form’s first name, last name, 4-digit postcode, mobile, e-mail and location, with the spec’s postcode message', () => {
    const def = definition('quick_enquiry');
    expect(def.steps[0]!.fields.filter((f) => f.kind !== 'hidden').map((f) => [f.name, f.label])).toEqual([
      [FIELD.name, STRINGS.quickFormFirstName],
      [FIELD.lastName, 'Last Name'],
      [FIELD.postcode, 'Postcode'],
      [FIELD.phone, 'Mobile Number'],
      [FIELD.email, 'Email Address'],
      [FIELD.location, 'Location'],
      [FIELD.optIn, 'Keep me up to date with news and offers'],
      [FIELD.terms, 'terms of use'],
    ]);
    const empty = validateStep(def, initialValues(def), 0);
    expect(empty.ok ? [] : Object.keys(empty.errors).sort()).toEqual(
      [FIELD.email, FIELD.lastName, FIELD.location, FIELD.name, FIELD.phone, FIELD.postcode, FIELD.terms].sort(),
    );
    const typed = { ...initialValues(def), ...filled, [FIELD.lastName]: 'Shopper' };
    for (const postcode of ['400', '4OOO', '4 00'])
      expect(validateStep(def, { ...typed, [FIELD.postcode]: postcode }, 0), postcode).toEqual({
        ok: false,
        errors: { [FIELD.postcode]: [STRINGS.invalidPostcodeQuickForm] },
      });
    expect(validateStep(def, { ...typed, [FIELD.postcode]: '40000' }, 0)).toMatchObject({
      ok: false,
      errors: { [FIELD.postcode]: expect.arrayContaining([STRINGS.invalidPostcodeQuickForm]) },
    });
    expect(validateStep(def, { ...typed, [FIELD.postcode]: '4000' }, 0).ok).toBe(true);
    expect(names(definition('quick_enquiry', { forms: { remove_dealership_select: true } }))).not.toContain(FIELD.location);
  });

  it('require a category when the select is shown', () => {
    const def = definition('general_enquiry');
    const result = validateStep(def, { ...initialValues(def), ...filled, [FIELD.category]: '' }, 0);
    expect(result.ok ? {} : result.errors).toEqual({ [FIELD.category]: [STRINGS.fieldRequired] });
  });

  it('check the email, the phone, lengths, the date and the amounts', () => {
    const def = definition('test_drive');
    const bad = validateStep(def, { ...filled, [FIELD.email]: 'sam@', [FIELD.phone]: '12 34', [FIELD.name]: 'x'.repeat(101), [FIELD.dateTime]: 'soon' }, 0);
    expect(bad.ok ? {} : bad.errors).toEqual({
      [FIELD.email]: [STRINGS.invalidEmail],
      [FIELD.phone]: [STRINGS.invalidMobile],
      [FIELD.name]: [STRINGS.tooLong(100)],
      [FIELD.dateTime]: [STRINGS.invalidDateTime],
    });
    const money = definition('finance_enquiry');
    const amount = validateStep(money, { ...filled, [FIELD.budget]: 12.5 }, 0);
    expect(amount.ok ? {} : amount.errors).toEqual({ [FIELD.budget]: [STRINGS.invalidAmount] });
  });

  it('take only an Australian mobile as the Mobile Number, and keep it in its national form', () => {
    const def = definition('general_enquiry');
    const phoneOf = (typed: string) => {
      const result = validateStep(def, { ...initialValues(def), ...filled, [FIELD.phone]: typed }, 0);
      return result.ok ? result.data[FIELD.phone] : result.errors[FIELD.phone];
    };
    expect(phoneOf('0412 345 678')).toBe('0412345678');
    expect(phoneOf('+61 412 345 678')).toBe('0412345678');
    expect(phoneOf('(0412) 345-678')).toBe('0412345678');
    for (const notAMobile of ['02 9876 5432', '+44 7700 900123', '412345678', '0412 345 67'])
      expect(phoneOf(notAMobile), notAMobile).toEqual([STRINGS.invalidMobile]);
    expect(def.steps[0]!.fields.find((f) => f.name === FIELD.phone)?.hint).toBe(STRINGS.mobileHint);
  });

  it('leave the test drive date, the Rego and the test drive and finance messages optional', () => {
    const ok = validateStep(definition('test_drive'), { ...filled, [FIELD.message]: '', [FIELD.dateTime]: '' }, 0);
    expect(ok.ok).toBe(true);
    expect(validateStep(definition('test_drive'), { ...filled, [FIELD.dateTime]: '2030-05-01T10:30' }, 0).ok).toBe(true);
    expect(validateStep(definition('finance_enquiry'), { ...filled, [FIELD.message]: '', [FIELD.budget]: 45_990 }, 0).ok).toBe(true);
  });

  it('trim what was typed and start opt_in at true', () => {
    const def = definition('car_enquiry');
    const result = validateStep(def, { ...initialValues(def), ...filled, [FIELD.name]: '  Sam  ' }, 0);
    expect(result.ok && result.data).toMatchObject({
      [FIELD.name]: 'Sam',
      [FIELD.optIn]: true,
      [FIELD.requestPhotos]: STRINGS.requestPhotosDefault,
      [FIELD.rego]: '',
    });
  });

  it('forms.terms_checkbox false drops the terms box and its message', () => {
    const def = definition('general_enquiry', { forms: { terms_checkbox: false } });
    expect(names(def)).not.toContain(FIELD.terms);
    expect(validateStep(def, { ...initialValues(def), ...filled, [FIELD.terms]: false }, 0).ok).toBe(true);
  });

  it('forms.enquiry_message_required false makes the message optional', () => {
    const def = definition('car_enquiry', { forms: { enquiry_message_required: false } });
    expect(validateStep(def, { ...initialValues(def), ...filled, [FIELD.message]: '' }, 0).ok).toBe(true);
    const strict = definition('car_enquiry');
    expect(validateStep(strict, { ...initialValues(strict), ...filled, [FIELD.message]: ' ' }, 0).ok).toBe(false);
  });

  it('forms.hide_opt_in hides the checkbox and still sends opt_in true', () => {
    const hidden = definition('general_enquiry', { forms: { hide_opt_in: true } }).steps[0]!.fields.find((f) => f.name === FIELD.optIn);
    expect(hidden).toMatchObject({ kind: 'hidden', initial: true });
    expect(definition('general_enquiry').steps[0]!.fields.find((f) => f.name === FIELD.optIn)?.kind).toBe('checkbox');
  });

  it('forms.remove_dealership_select drops the location select', () => {
    expect(names(definition('general_enquiry'))).toContain(FIELD.location);
    expect(names(definition('general_enquiry', { forms: { remove_dealership_select: true } }))).not.toContain(FIELD.location);
  });

  it("forms.ask_has_trade_in asks 'do-you-have-a-trade-in' (Yes or No), and the odometer only after Yes", () => {
    const def = definition('car_enquiry', { forms: { ask_has_trade_in: true } });
    expect(names(def)).toContain(FIELD.hasTradeIn);
    const unanswered = validateStep(def, { ...initialValues(def), ...filled }, 0);
    expect(unanswered.ok ? {} : unanswered.errors).toEqual({ [FIELD.hasTradeIn]: [STRINGS.fieldRequired] });
    const no = validateStep(def, { ...initialValues(def), ...filled, [FIELD.hasTradeIn]: 'No', [FIELD.kms]: 12.5 }, 0);
    expect(no.ok && no.data[FIELD.kms]).toBeUndefined();
    const yes = validateStep(def, { ...initialValues(def), ...filled, [FIELD.hasTradeIn]: 'Yes', [FIELD.kms]: 85_000 }, 0);
    expect(yes.ok && yes.data[FIELD.kms]).toBe(85_000);
    expect(names(definition('car_enquiry'))).not.toContain(FIELD.hasTradeIn);
  });

  it('split the multi-step car enquiry into contact details, then the enquiry', () => {
    const def = definition('car_enquiry', {}, true);
    expect(def.steps.map((s) => s.fields.map((f) => f.name))).toEqual([
      [FIELD.name, FIELD.email, FIELD.phone],
      [FIELD.location, FIELD.message, FIELD.rego, FIELD.requestPhotos, FIELD.optIn, FIELD.terms],
    ]);
    const first = validateStep(def, { ...initialValues(def), [FIELD.name]: 'Sam', [FIELD.email]: 'sam@example.com', [FIELD.phone]: '0412345678' }, 0);
    expect(first.ok).toBe(true);
  });

  it('give the lead API the same checks: the whole form on the last step, the contact details before it', () => {
    const partial = { [FIELD.name]: 'Sam', [FIELD.email]: 'sam@example.com', [FIELD.phone]: '0412345678' };
    expect(validateUserData('car_enquiry', settings, partial, false).ok).toBe(true);
    const last = validateUserData('car_enquiry', settings, partial, true);
    expect(last.ok ? [] : Object.keys(last.errors).sort()).toEqual([FIELD.location, FIELD.message, FIELD.terms].sort());
    expect(leadFormSchema('test_drive', settings).safeParse({ ...filled, [FIELD.location]: '99' }).success).toBe(false);
    const purchaseChoices = { [FIELD.fulfilment]: 'Pickup', [FIELD.deliveryPostcode]: '2000', [FIELD.payment]: 'Cash', [FIELD.hasTradeIn]: 'No' };
    const quickForm = { [FIELD.lastName]: 'Shopper', [FIELD.postcode]: '2000' };
    // The service booking and the trade-in lead ask for more than contact details
    // (service-booking.test.ts, trade-in-lead.test.ts).
    for (const form of LEAD_FORMS.filter((f) => f !== 'service_booking' && f !== 'trade_in'))
      expect(leadFormSchema(form, settings).safeParse({ ...filled, ...purchaseChoices, ...quickForm, [FIELD.category]: 'General Enquiry' }).success, form).toBe(
        true,
      );
  });
});
