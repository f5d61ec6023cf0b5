import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RATES, DeliveryFileSchema } from '../content/delivery-schema.ts';
import { deliveryEstimate, deliveryPrice } from './delivery.ts';
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
  const price = (km: number, rates = DEFAULT_DELIVERY_RATES) => deliveryPrice(km, rates)?.price ?? null;
  it('prices by distance band by default', () => {
    expect(price(0)).toBe(0);
    expect(price(49.9)).toBe(0);
    expect(price(50)).toBe(150);
    expect(price(100)).toBe(150 + 75);
    expect(price(300)).toBe(375 + 120);
    expect(price(1000)).toBeNull();
  });
  it("prices by the dealer's own regions, rounding up", () => {
    const rates = DeliveryFileSchema.parse({ round_to: 10, regions: [{ name: 'Anywhere', up_to_km: 100, per_km: 2, per_km_after: 0 }] });
    expect(deliveryPrice(75.2, rates)).toEqual({ region: 'Anywhere', price: 160 });
    expect(deliveryPrice(100, rates)).toBeNull();
  });
  it('estimates to a postcode with its suburb as the name, and the region when named', () => {
    const origin = { lat: -33.9086, lng: 151.1549 }; // Marrickville
    expect(deliveryEstimate('2000', { origin, rates: DEFAULT_DELIVERY_RATES })).toEqual({ name: 'Sydney, NSW', price: 0 });
    const newcastle = deliveryEstimate('2300', { origin, rates: DEFAULT_DELIVERY_RATES });
    expect(newcastle?.name).toMatch(/, NSW$/);
    const km = haversineKm(origin, lookupPostcode('2300') ?? origin);
    expect(newcastle?.price).toBe(Math.ceil(150 + 1.5 * (km - 50)));
    const named = DeliveryFileSchema.parse({ regions: [{ name: 'Sydney metro', up_to_km: 60, price: 99 }] });
    expect(deliveryEstimate('2000', { origin, rates: named })).toEqual({ name: 'Sydney, NSW (Sydney metro)', price: 99 });
    expect(deliveryEstimate('2300', { origin, rates: named })).toBeNull();
    expect(deliveryEstimate('6000', { origin, rates: DEFAULT_DELIVERY_RATES })).toBeNull();
    expect(deliveryEstimate('8888', { origin, rates: DEFAULT_DELIVERY_RATES })).toBeNull();
  });
  it('refuses regions out of order, naming the key path', () => {
    const result = DeliveryFileSchema.safeParse({ regions: [{ up_to_km: 100 }, { up_to_km: 50 }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['regions.1.up_to_km']);
  });
});
