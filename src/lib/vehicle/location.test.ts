import { describe, expect, it } from 'vitest';
import type { Location } from '../content/location-schema.ts';
import { DealerSwitchesSchema } from '../dealer/dealer-config.ts';
import type { CarInput } from '../inventory/car-schema.ts';
import { makeCar } from '../inventory/fixtures/car.ts';
import { carPhone, deliveryOrigin, directionsHref, locatedAtCity } from './location.ts';

const location = (id: number, city: string, primary: boolean, phone: string): Location => ({
  id,
  name: `Loc ${id}`,
  slug: `loc-${id}`,
  location_type: 'sales',
  location_subtype: null,
  dealership_id: 1,
  dealership_slug: 'd',
  primary,
  visible: true,
  manufacturers: [],
  address: { street: '1 Main St', city, state: 'QLD', postcode: '4000', lat: -27 - id / 1000, long: 153, place_id: null, place_url: null, map_key: null },
  contact_detail: { phone, landline_phone: null, opening_hours: [] },
  image: null,
  map_image: null,
  reviews: null,
  dealer_license_number: null,
  motor_vehicle_repairer: null,
});
const locations = [location(1, 'Springwood', true, '+61733401100'), location(2, 'Booval', false, '+61732812200')];
const config = (over: Record<string, unknown> = {}) => DealerSwitchesSchema.parse(over);
const car = (over: Partial<CarInput> = {}) =>
  makeCar({ car_type: 'used', city: 'Booval', location_id: 2, location: { id: 2, phone: '+61732812200' }, ...over });

describe('vehicle location', () => {
  it("shows 'Located at {city}' only when the car's city differs from the primary dealership's", () => {
    expect(locatedAtCity(car(), config(), locations)).toBe('Booval');
    expect(locatedAtCity(car({ city: 'springwood' }), config(), locations)).toBeNull();
    expect(locatedAtCity(car({ city: null, location: null }), config(), locations)).toBeNull();
    expect(locatedAtCity(car({ city: 'Booval' }), config({ override_city: 'Booval' }), locations)).toBeNull();
  });

  it("picks the location override, then the car type's number, then the location's own phone", () => {
    expect(carPhone(car(), config(), locations)).toBe('+61732812200');
    const byType = { phones: { by_car_type: { used: '+61733401122' }, filter_by_car_type: true } };
    expect(carPhone(car(), config(byType), locations)).toBe('+61733401122');
    expect(carPhone(car(), config({ phones: { ...byType.phones, location_overrides: { '2': '+61732812211' } } }), locations)).toBe('+61732812211');
    expect(carPhone(car({ car_type: 'new' }), config(byType), locations)).toBe('+61732812200');
    expect(carPhone(makeCar({ car_type: 'used' }), config(), locations)).toBe('+61733401100');
  });

  it("starts deliveries at the car's location, else the primary one", () => {
    expect(deliveryOrigin(car(), locations)).toEqual({ lat: -27.002, lng: 153 });
    expect(deliveryOrigin(car({ location_id: 99, location: null }), locations)).toEqual({ lat: -27.001, lng: 153 });
  });

  it('gives directions by the place link or a map search of the address', () => {
    expect(directionsHref(car({ location: { id: 2, address: { place_url: 'https://maps.example/p' } } }), locations[1]!)).toBe('https://maps.example/p');
    expect(directionsHref(car(), locations[1]!)).toBe('https://maps.google.com/?q=1%20Main%20St%20Booval%20QLD%204000');
  });
});
