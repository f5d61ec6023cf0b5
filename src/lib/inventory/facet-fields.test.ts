import { describe, expect, it } from 'vitest';
import type { CarInput } from './car-schema.ts';
import { deriveFacetFields, weeklyPrice } from './facet-fields.ts';
import { makeCar } from './fixtures/car.ts';

const car = (patch: Partial<CarInput> = {}) =>
  makeCar({
    year: 2022,
    make: 'Isuzu UTE',
    model: 'D-MAX',
    car_type: 'new',
    dealership_id: 204,
    bodyconfiguration: 'Crew Cab Utility',
    simple_body: 'ute',
    simple_fuel: 'Diesel',
    fuel: 'Diesel',
    simple_transmission: 'Automatic',
    trans: '6 Speed Automatic',
    location: { id: 2104, name: 'Sunstate Isuzu UTE Southport', address: { city: 'Southport', state: 'QLD' } },
    ...patch,
  });

/** The facet attributes the listing offers (rule: listing.facets). */
const SPEC_FACETS = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'dealership_slug',
  'simple_body',
];

describe('weeklyPrice', () => {
  it('takes the lowest weekly payment a lender quotes', () => {
    expect(
      weeklyPrice(car({ price: 50_000, finance_lenders: { Taurus: { paymentWeek: 180.4 }, AusLoans: { paymentWeek: 171.2 }, Manual: { paymentWeek: null } } })),
    ).toBe(171.2);
  });

  it('otherwise amortises the price over 6 years weekly at 10%, rounded up to the dollar', () => {
    const price = 30_000;
    const weekly = weeklyPrice(car({ price }));
    expect(weekly).not.toBeNull();
    const rate = 0.1 / 52;
    const presentValue = (payment: number) => (payment * (1 - (1 + rate) ** -312)) / rate;
    expect(Number.isInteger(weekly)).toBe(true);
    expect(presentValue(weekly ?? 0)).toBeGreaterThanOrEqual(price);
    expect(presentValue((weekly ?? 0) - 1)).toBeLessThan(price);
  });

  it('has none for a car without a shown price', () => {
    expect(weeklyPrice(car({ price: 0, finance_lenders: { Taurus: { paymentWeek: 99 } } }))).toBeNull();
    expect(weeklyPrice(car({ price: null }))).toBeNull();
  });
});

describe('deriveFacetFields', () => {
  it('provides every facet attribute of the specification', () => {
    expect(Object.keys(deriveFacetFields(car())).sort()).toEqual([...SPEC_FACETS].sort());
  });

  it('derives display make, make_model, body, fuel, transmission and price bands', () => {
    const facets = deriveFacetFields(car({ price: 45_990 }));
    expect(facets).toMatchObject({
      make: 'Isuzu',
      make_model: 'Isuzu D-MAX',
      body: 'Crew Cab Utility',
      simple_body: 'ute',
      fuel: 'Diesel',
      transmission: 'Automatic',
      price_range: '$40,000 - $50,000',
      city: 'Southport',
      state: 'QLD',
      location_name: 'Sunstate Isuzu UTE Southport',
    });
    expect(facets.weekly_price_range).not.toBeNull();
  });

  it('falls back to the detailed fields when the simple ones are missing', () => {
    const facets = deriveFacetFields(car({ simple_fuel: null, simple_transmission: null, bodyconfiguration: null }));
    expect([facets.fuel, facets.transmission, facets.body]).toEqual(['Diesel', '6 Speed Automatic', 'ute']);
  });

  it('names the dealership from the given names, else from the location', () => {
    expect(deriveFacetFields(car(), new Map([[204, 'Sunstate Isuzu UTE']])).dealership_name).toBe('Sunstate Isuzu UTE');
    expect(deriveFacetFields(car()).dealership_name).toBe('Sunstate Isuzu UTE Southport');
  });

  it('gives no price bands to a car without a shown price', () => {
    const facets = deriveFacetFields(car({ price: 10 }));
    expect([facets.price_range, facets.weekly_price_range]).toEqual([null, null]);
  });
});
