import { describe, expect, it } from 'vitest';
import { DEFAULT_FINANCE_SETTINGS, resolveFinanceSettings } from '../finance/dealer-settings.ts';
import { calculateRepayment } from '../finance/repayment.ts';
import { FIELD, initialValues, leadFormDefinition } from '../leads/form-fields.ts';
import { validateStep, validateUserData } from '../leads/form-schemas.ts';
import { formSettings } from '../leads/testing/fixtures.ts';
import { STRINGS } from '../strings.ts';
import { carOrigin, checkoutHandoff, financeEstimate, purchaseReview, termChoices } from './purchase-journey.ts';

const settings = formSettings();
const definition = leadFormDefinition('online_purchase', settings.rules, { locations: settings.locations });
const contact = { [FIELD.name]: 'Sam', [FIELD.email]: 'sam@example.com', [FIELD.phone]: '0412345678', [FIELD.location]: '11', [FIELD.terms]: true };

describe('the online purchase journey', () => {
  it('hands the shopper to the checkout of the variant with the purchase lead', () => {
    expect(checkoutHandoff('a-car-42', { checkout_path: 'checkout' }, 'L 1')).toBe('/cars/a-car-42/checkout?purchase=L%201');
    expect(checkoutHandoff('a-car-42', { checkout_path: 'buy-online' }, 'L1')).toBe('/cars/a-car-42/buy-online?purchase=L1');
  });

  it("quotes delivery from the car's own location, else the dealer's primary", () => {
    const origins = { '3': { lat: -33, lng: 151 } };
    expect(carOrigin(3, origins, { lat: 0, lng: 0 })).toEqual({ lat: -33, lng: 151 });
    expect(carOrigin(9, origins, { lat: 0, lng: 0 })).toEqual({ lat: 0, lng: 0 });
    expect(carOrigin(null, origins, null)).toBeNull();
  });

  it("estimates finance on the car's price less the deposit with the calculator's rules", () => {
    const estimate = financeEstimate(DEFAULT_FINANCE_SETTINGS, 30_000, 5_000, 5);
    const expected = calculateRepayment(
      { amount: 30_000, deposit: 5_000, residual: 0, termYears: 5, interestRate: 10, frequency: 'week' },
      DEFAULT_FINANCE_SETTINGS,
    );
    expect(expected.kind).toBe('payment');
    expect(estimate).toBe(`$${expected.kind === 'payment' ? expected.payment : 0}/wk* over 5 years at 10% p.a. with $5,000 deposit`);
    expect(financeEstimate(DEFAULT_FINANCE_SETTINGS, 30_000, 29_000, 7)).toBe(STRINGS.enquireForFinance);
  });

  it("offers the dealer's terms", () => {
    expect(termChoices(DEFAULT_FINANCE_SETTINGS)).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]);
    expect(termChoices(resolveFinanceSettings({ term: { options: [3, 5] } }))).toEqual([3, 5]);
  });

  it('asks for a 4-digit postcode only for delivery, then contact details', () => {
    const fresh = initialValues(definition);
    expect(fresh[FIELD.fulfilment]).toBe(STRINGS.purchasePickup);
    expect(validateStep(definition, fresh, 0).ok).toBe(true);
    const delivery = validateStep(definition, { ...fresh, [FIELD.fulfilment]: STRINGS.purchaseDelivery, [FIELD.deliveryPostcode]: '20' }, 0);
    expect(delivery.ok ? {} : delivery.errors).toEqual({ [FIELD.deliveryPostcode]: [STRINGS.invalidPostcodeQuickForm] });
    const tradeIn = validateStep(definition, fresh, 2);
    expect(tradeIn.ok ? {} : tradeIn.errors).toEqual({ [FIELD.hasTradeIn]: [STRINGS.fieldRequired] });
  });

  it('gives the lead API the same checks, naming every bad field, and keeps every choice', () => {
    const bad = validateUserData('online_purchase', settings, { [FIELD.fulfilment]: 'Teleport', [FIELD.payment]: STRINGS.purchaseFinance }, true);
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual(
      [FIELD.email, FIELD.fulfilment, FIELD.hasTradeIn, FIELD.location, FIELD.name, FIELD.phone, FIELD.terms].sort(),
    );
    const values = {
      ...contact,
      [FIELD.fulfilment]: STRINGS.purchaseDelivery,
      [FIELD.deliveryPostcode]: '2830',
      [FIELD.deliveryQuote]: 'Dubbo, NSW: $960',
      [FIELD.payment]: STRINGS.purchaseFinance,
      [FIELD.financeDeposit]: 5000,
      [FIELD.financeTerm]: '5',
      [FIELD.financeEstimate]: '$120/wk*',
      [FIELD.hasTradeIn]: 'Yes',
    };
    const good = validateUserData('online_purchase', settings, values, true);
    expect(good.ok && good.data).toMatchObject(values);
    expect(purchaseReview(values).map((r) => r.value)).toEqual([
      'Delivery (2830): Dubbo, NSW: $960',
      'Finance: $120/wk*',
      'Yes',
      'Sam, sam@example.com, 0412345678',
    ]);
  });
});
