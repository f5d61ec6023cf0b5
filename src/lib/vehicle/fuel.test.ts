import { describe, expect, it } from 'vitest';
import { consumptionFor, FUEL_DEFAULTS, fuelCost, isElectric, isTowed, parseNumeric } from './fuel.ts';

describe('fuel calculator', () => {
  it('defaults to $1.70 a litre, 250 km a week and a 10 L/100km fallback', () => {
    expect(FUEL_DEFAULTS).toEqual({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100km: 10 });
    expect(consumptionFor({ variant: null })).toEqual({ litresPer100km: 10, fallback: true });
    expect(consumptionFor({ variant: { fuelconsumptioncombined: null } })).toEqual({ litresPer100km: 10, fallback: true });
    expect(consumptionFor({ variant: { fuelconsumptioncombined: 6.4 } })).toEqual({ litresPer100km: 6.4, fallback: false });
  });

  it('costs 250 km at 10 L/100km and $1.70 as 25 litres: $42.50 a week, 52 weeks a year', () => {
    const cost = fuelCost(250, 1.7, 10);
    expect(cost.week).toBeCloseTo(42.5);
    expect(cost.year).toBeCloseTo(2210);
    expect(cost.month).toBeCloseTo(2210 / 12);
  });

  it('hides for electric cars only', () => {
    expect(isElectric({ simple_fuel: 'Electric' })).toBe(true);
    expect(isElectric({ fuel: 'Electric - Battery' })).toBe(true);
    expect(isElectric({ simple_fuel: 'Plug-in Hybrid' })).toBe(false);
    expect(isElectric({ fuel: 'Petrol/Electric Hybrid' })).toBe(false);
    expect(isElectric({ simple_fuel: 'Diesel' })).toBe(false);
  });

  it('parses numbers only', () => {
    expect(parseNumeric('1,250 km')).toBe(1250);
    expect(parseNumeric('$1.85')).toBe(1.85);
    expect(parseNumeric('abc')).toBe(0);
    expect(parseNumeric('')).toBe(0);
  });

  it('has no fuel calculator for a towed caravan or camper trailer; a motorhome, driven, keeps it', () => {
    expect(isTowed({ item_type: 'caravan', body: 'Caravan' })).toBe(true);
    expect(isTowed({ item_type: 'caravan', simple_body: 'Camper Trailer' })).toBe(true);
    expect(isTowed({ item_type: 'caravan', body: 'Motorhome' })).toBe(false);
    expect(isTowed({ item_type: 'car', body: 'Wagon' })).toBe(false);
  });
});
