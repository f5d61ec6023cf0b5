import { describe, expect, it } from 'vitest';
import { deliveryEstimate, deliveryPrice, DEFAULT_DELIVERY_BANDS } from './delivery.ts';
import { EARTH_RADIUS_KM, haversineKm } from './distance.ts';
import { lookupPostcode, normalisePostcode, postcodeCoordinates, postcodeCount } from './postcodes.ts';

describe('haversineKm', () => {
  it('uses an Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter meridian is πR/2.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI * 6371) / 2, 6);
    expect(haversineKm({ lat: -33.8708, lng: 151.2073 }, { lat: -33.8708, lng: 151.2073 })).toBe(0);
  });
  it('measures Sydney to Melbourne at about 714 km', () => {
    const km = haversineKm({ lat: -33.8688, lng: 151.2093 }, { lat: -37.8136, lng: 144.9631 });
    expect(km).toBeGreaterThan(710);
    expect(km).toBeLessThan(716);
  });
});

describe('postcodes', () => {
  it('looks up coordinates and the main place of a postcode', () => {
    const sydney = lookupPostcode('2000');
    expect(sydney?.name).toBe('Sydney');
    expect(sydney?.state).toBe('NSW');
    expect(sydney?.lat).toBeCloseTo(-33.87, 1);
    expect(sydney?.lng).toBeCloseTo(151.21, 1);
    expect(lookupPostcode(2204)?.name).toBe('Marrickville');
    expect(lookupPostcode('800')?.state).toBe('NT');
    const melbourne = postcodeCoordinates('3000');
    expect(melbourne?.[0]).toBeCloseTo(-37.81, 1);
    expect(melbourne?.[1]).toBeCloseTo(144.96, 1);
  });
  it('returns null for unknown or malformed postcodes', () => {
    expect(lookupPostcode('8888')).toBeNull();
    expect(lookupPostcode('abcd')).toBeNull();
    expect(postcodeCoordinates('')).toBeNull();
    expect(normalisePostcode('12345')).toBeNull();
  });
  it('covers every Australian postcode in the package', () => {
    expect(postcodeCount()).toBeGreaterThan(3000);
  });
});

describe('delivery', () => {
  it('prices by distance band', () => {
    expect(deliveryPrice(0, DEFAULT_DELIVERY_BANDS)).toBe(0);
    expect(deliveryPrice(49.9, DEFAULT_DELIVERY_BANDS)).toBe(0);
    expect(deliveryPrice(50, DEFAULT_DELIVERY_BANDS)).toBe(150);
    expect(deliveryPrice(100, DEFAULT_DELIVERY_BANDS)).toBe(150 + 75);
    expect(deliveryPrice(300, DEFAULT_DELIVERY_BANDS)).toBe(375 + 120);
    expect(deliveryPrice(1000, DEFAULT_DELIVERY_BANDS)).toBeNull();
    expect(deliveryPrice(75.2, [{ upToKm: 100, perKm: 2, perKmAfter: 0 }], 10)).toBe(160);
  });
  it('estimates to a postcode with its suburb as the name', () => {
    const origin = { lat: -33.9086, lng: 151.1549 }; // Marrickville
    expect(deliveryEstimate('2000', { origin })).toEqual({ name: 'Sydney, NSW', price: 0 });
    const newcastle = deliveryEstimate('2300', { origin });
    expect(newcastle?.name).toMatch(/, NSW$/);
    const km = haversineKm(origin, lookupPostcode('2300') ?? origin);
    expect(newcastle?.price).toBe(Math.ceil(150 + 1.5 * (km - 50)));
    expect(deliveryEstimate('6000', { origin })).toBeNull();
    expect(deliveryEstimate('8888', { origin })).toBeNull();
  });
});
