import { describe, expect, it } from 'vitest';
import { freeRideAnswer } from './free-ride.ts';

// Sunstate Service Centre Springwood.
const springwood = { lat: -27.6127, lng: 153.1283 };

describe('the free ride perk', () => {
  it('applies to a postcode within the radius of the dealership, by great-circle distance', () => {
    const near = freeRideAnswer('4127', springwood, 8);
    expect(near).toMatchObject({ kind: 'within' });
    expect(near.kind === 'within' && near.km).toBeLessThan(8);
  });

  it('does not apply beyond it, and says how far the postcode is', () => {
    const brisbane = freeRideAnswer('4000', springwood, 8);
    expect(brisbane.kind).toBe('outside');
    // Brisbane City is about 20 km from Springwood as the crow flies.
    expect(brisbane.kind === 'outside' && brisbane.km).toBeGreaterThan(15);
    expect(brisbane.kind === 'outside' && brisbane.km).toBeLessThan(25);
    expect(freeRideAnswer('4000', springwood, 30).kind).toBe('within');
  });

  it('refuses what is not a 4-digit postcode, and knows an unknown one', () => {
    expect(freeRideAnswer('41', springwood, 8)).toEqual({ kind: 'invalid' });
    expect(freeRideAnswer('abcd', springwood, 8)).toEqual({ kind: 'invalid' });
    expect(freeRideAnswer('0001', springwood, 8)).toEqual({ kind: 'unknown' });
  });
});
