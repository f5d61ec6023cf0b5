import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { initialValues, leadFormDefinition, TRADE_IN_FIELD as F } from './form-fields.ts';
import { validateUserData } from './form-schemas.ts';
import { formSettings, tradeInDetails } from './testing/fixtures.ts';

const details = tradeInDetails();
const vehicle = { rego: 'ABC123', state: 'QLD', manualEntry: 'No', EvalID: 'e-1', Make: 'Toyota', Model: 'Corolla', Year: '2020' };

describe('the trade-in lead', () => {
  it("starts on the dealer's default state, Phone as the contact method and no manual entry", () => {
    const settings = formSettings({ forms: { default_state: 'WA' } });
    const values = initialValues(leadFormDefinition('trade_in', settings.rules, settings));
    expect(values).toMatchObject({ [F.state]: 'WA', [F.preferredContact]: 'Phone', [F.manualEntry]: '' });
  });

  it('needs rego and state on its first step, and a VIN and description when entered manually', () => {
    const settings = formSettings();
    const first = validateUserData('trade_in', settings, {}, false);
    expect(first.ok ? {} : first.errors).toMatchObject({ rego: [STRINGS.fieldRequired], state: [STRINGS.fieldRequired] });
    const manual = validateUserData('trade_in', settings, { rego: 'ABC123', state: 'NSW', manualEntry: 'Yes' }, false);
    expect(manual.ok ? [] : Object.keys(manual.errors).sort()).toEqual(['desc', 'vin']);
    expect(validateUserData('trade_in', settings, vehicle, false)).toMatchObject({ ok: true, data: { Make: 'Toyota', Year: '2020' } });
  });

  it('needs every detail on the last step, a 4-digit postcode and the odometer', () => {
    const settings = formSettings();
    const missing = validateUserData('trade_in', settings, vehicle, true);
    expect(missing.ok ? [] : Object.keys(missing.errors).sort()).toEqual(
      [
        'PreferredContactMethod',
        'car_condition',
        'comments',
        'email',
        'finance',
        'location',
        'name',
        'number_of_keys',
        'odometer',
        'phone',
        'postcode',
        'service_history',
        'terms_conditions',
      ].sort(),
    );
    const bad = validateUserData('trade_in', settings, { ...vehicle, ...details, postcode: '400', terms_conditions: true }, true);
    expect(bad.ok ? {} : bad.errors).toEqual({ postcode: [STRINGS.invalidPostcodeQuickForm] });
    expect(validateUserData('trade_in', settings, { ...vehicle, ...details, terms_conditions: true }, true).ok).toBe(true);
  });

  it('carries RedBookCode only where the dealer uses RedBook codes', () => {
    const lead = { ...vehicle, ...details, terms_conditions: true, RedBookCode: 'TOYO20AA' };
    const without = validateUserData('trade_in', formSettings(), lead, true);
    const withCodes = validateUserData('trade_in', formSettings({ redbook: true }), lead, true);
    expect(without.ok && without.data).not.toHaveProperty('RedBookCode');
    expect(withCodes.ok ? withCodes.data : withCodes.errors).toMatchObject({ RedBookCode: 'TOYO20AA' });
  });
});
