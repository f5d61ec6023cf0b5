import { describe, expect, it } from 'vitest';
import { DEALER_DEFAULTS, DealerSwitchesSchema } from '../dealer/dealer-config.ts';
import { STRINGS } from '../strings.ts';
import { formatAud, priceDisplay, priceOptionsFor, priceTypeLabel, reserveAmountLabel, type PriceCar, type PriceDisplayOptions } from './price-display.ts';

const display = (car: PriceCar, options: Partial<PriceDisplayOptions> = {}) => priceDisplay(car, { ...priceOptionsFor(DEALER_DEFAULTS), ...options });

describe('formatAud', () => {
  it('formats whole dollars with thousands separators', () => {
    expect(formatAud(34990)).toBe('$34,990');
    expect(formatAud(1234567.6)).toBe('$1,234,568');
    expect(formatAud(0)).toBe('$0');
  });
});

describe('priceDisplay', () => {
  it('shows the car price with its price type label', () => {
    expect(display({ price: 34990, price_type: 'drive_away' })).toEqual({
      mode: 'car-price',
      amount: 34990,
      formatted: '$34,990',
      priceTypeLabel: 'Drive Away',
    });
  });
  it('shows a reduced price with the before price struck through', () => {
    expect(display({ price: 29990, before_price: 32990, price_type: 'egc' }, { reducedPricing: true })).toEqual({
      mode: 'reduced',
      amount: 29990,
      formatted: '$29,990',
      beforeAmount: 32990,
      beforeFormatted: '$32,990',
      priceTypeLabel: 'Excl. Government Charges',
    });
    expect(display({ price: 29990, before_price: 29990 }, { reducedPricing: true }).mode).toBe('car-price');
    expect(display({ price: 29990, before_price: 32990 }, { reducedPricing: false }).mode).toBe('car-price');
  });
  it('falls back to the no-price text at 10 or below', () => {
    expect(display({ price: 10 })).toEqual({ mode: 'no-price', text: 'Enquire for price.' });
    expect(display({ price: null })).toEqual({ mode: 'no-price', text: STRINGS.enquireForPrice });
    expect(display({}, { noPriceText: 'Call us' })).toEqual({ mode: 'no-price', text: 'Call us' });
  });
  it('shows the subscription price only when enabled', () => {
    const car = { price: 40000, subscription_price: 199 };
    expect(display(car, { subscriptionPricing: true })).toEqual({
      mode: 'subscription',
      amount: 199,
      formatted: '$199',
      priceTypeLabel: null,
    });
    expect(display(car).mode).toBe('car-price');
    expect(display({ price: 40000, subscription_price: 5 }, { subscriptionPricing: true }).mode).toBe('car-price');
  });
  it('shows pre-order cars with or without a price', () => {
    expect(display({ preorder: true, price: 55000, price_type: 'drive_away' })).toEqual({
      mode: 'pre-order',
      amount: 55000,
      formatted: '$55,000',
      priceTypeLabel: 'Drive Away',
    });
    expect(display({ preorder: true, price: 0 })).toEqual({
      mode: 'pre-order',
      amount: null,
      formatted: null,
      priceTypeLabel: null,
    });
  });
});

describe('priceTypeLabel', () => {
  it('maps codes, keeps labels and title-cases the rest', () => {
    expect(priceTypeLabel('Drive Away')).toBe('Drive Away');
    expect(priceTypeLabel('Excl. Government Charges')).toBe('Excl. Government Charges');
    expect(priceTypeLabel('plus_orc')).toBe('Plus Orc');
    expect(priceTypeLabel('orc', { orc: '+ ORC' })).toBe('+ ORC');
    expect(priceTypeLabel('')).toBeNull();
  });
});

describe('reserveAmountLabel', () => {
  it('defaults to $200', () => {
    const reserve = DealerSwitchesSchema.parse({ purchase: { reserve: {} } }).purchase.reserve;
    const amount = reserve === false ? Number.NaN : reserve.amount;
    expect(reserveAmountLabel(amount)).toBe('$200');
    expect(reserveAmountLabel(500)).toBe('$500');
    expect(STRINGS.reserveNow(reserveAmountLabel(amount))).toBe('Reserve Now $200');
  });
});
