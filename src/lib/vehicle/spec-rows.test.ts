import { describe, expect, it } from 'vitest';
import { allSpecifications, caravanLength, keyInformation, SPEC_ROWS_VISIBLE, splitVisible, usedCarDetails, variantSpecifications } from './spec-rows.ts';
import { makeCar } from '../inventory/fixtures/car.ts';

const labels = (rows: { label: string }[]) => rows.map((r) => r.label);

describe('spec rows', () => {
  it('leaves out rows whose value is empty, blank or null', () => {
    const car = makeCar({ colour: '  ', interior_colour: null, badge: '', series: 'KF', km: 12000 });
    const specs = allSpecifications(car);
    expect(labels(specs)).not.toContain('Colour');
    expect(labels(specs)).not.toContain('Interior colour');
    expect(labels(specs)).not.toContain('Badge');
    expect(specs.find((r) => r.label === 'Series')?.value).toBe('KF');
    expect(specs.find((r) => r.label === 'Odometer')?.value).toBe('12,000 km');
    expect(specs.every((r) => r.value.trim() !== '')).toBe(true);
  });

  it('shows caravan lengths in metres, converting feet when the dealer stores feet', () => {
    const car = makeCar({ item_type: 'caravan', caravan: { body_length: 20, body_width: 8 } });
    const inFeet = allSpecifications(car, 'ft');
    expect(inFeet.find((r) => r.label === 'Length')?.value).toBe('6.10 m');
    expect(inFeet.find((r) => r.label === 'Width')?.value).toBe('2.44 m');
    const inMetres = allSpecifications(car, 'm');
    expect(inMetres.find((r) => r.label === 'Length')?.value).toBe('20.00 m');
    expect(caravanLength(10, 'ft')).toBe('3.05 m');
  });

  it("puts a caravan's sleeping, length, tare and trailer mass first, before 'Show More' (rule: vehicle.caravan-specs)", () => {
    const car = makeCar({ item_type: 'caravan', caravan: { sleeps: 4, body_length: 20, tare_weight: 2100, aggregate_trailer_mass: 2800 } });
    expect(splitVisible(allSpecifications(car, 'ft'), SPEC_ROWS_VISIBLE).shown.map((r) => r.label)).toEqual([
      'Sleeps',
      'Length',
      'Tare weight',
      'Aggregate trailer mass',
    ]);
    expect(allSpecifications(makeCar())[0]?.label).toBe('Make');
  });

  it('lists variant specs with units and nothing for a car without a variant', () => {
    expect(variantSpecifications(makeCar())).toEqual([]);
    const rows = variantSpecifications(makeCar({ variant: { cylinders: 4, fuelconsumptioncombined: 6.9, torque: null, ancaprating: 5 } }));
    expect(rows).toEqual([
      { label: 'Cylinders', value: '4' },
      { label: 'Fuel consumption (combined)', value: '6.9 L/100km' },
      { label: 'ANCAP rating', value: '5 / 5' },
    ]);
  });

  it('has a used-car block only for used cars', () => {
    expect(usedCarDetails(makeCar({ car_type: 'new', km: 10 }))).toEqual([]);
    expect(labels(usedCarDetails(makeCar({ car_type: 'used', km: 45000, regplate: 'ABC123' })))).toEqual(['Odometer', 'Registration']);
  });

  it('key information keeps the display order and capitalises the condition', () => {
    const rows = keyInformation(makeCar({ car_type: 'demo', simple_fuel: 'Diesel', drive: 'AWD' }));
    expect(rows[0]).toEqual({ label: 'Condition', value: 'Demo' });
    expect(labels(rows)).toEqual(['Condition', 'Fuel', 'Drive']);
  });

  it('splits a list into shown and hidden parts', () => {
    expect(splitVisible([1, 2, 3, 4, 5, 6], 4)).toEqual({ shown: [1, 2, 3, 4], hidden: [5, 6] });
    expect(splitVisible([1, 2], 4)).toEqual({ shown: [1, 2], hidden: [] });
  });
});
