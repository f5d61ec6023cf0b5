import { describe, expect, it } from 'vitest';
import { makeCar } from '../inventory/fixtures/car.ts';
import { carPageDescription, carPageTitle } from './page-meta.ts';

/** Two new BT-50s of the same year, badge and series: the cars that shared one title before (issue 32). */
const twin = (overrides: Parameters<typeof makeCar>[0]) =>
  makeCar({
    year: 2026,
    make: 'Mazda',
    model: 'BT-50',
    badge: 'XT',
    series: 'TF Series',
    car_type: 'new',
    km: 10,
    trans: '6 Speed Automatic',
    fuel: 'Diesel',
    ...overrides,
  });

describe("a car page's title and description (rule: site.unique-titles)", () => {
  it("keep the car's name and add its colour and stock number, which tell identical new cars apart", () => {
    const a = twin({ id: 1, slug: 'a', colour: 'Rhodium White', stocknum: 'HM100001' });
    const b = twin({ id: 2, slug: 'b', colour: 'Rhodium White', stocknum: 'HM100003' });
    expect(carPageTitle(a)).toBe('2026 Mazda BT-50 XT TF Series in Rhodium White (Stock No. HM100001)');
    expect(carPageTitle(b)).not.toBe(carPageTitle(a));
    const description = (car: typeof a) => carPageDescription(car, { dealerName: 'Harbour City Mazda', priceText: '$48,990' });
    expect(description(a)).toBe(
      '2026 Mazda BT-50 XT TF Series in Rhodium White (Stock No. HM100001) for sale at Harbour City Mazda. $48,990. 6 Speed Automatic, Diesel.',
    );
    expect(description(b)).not.toBe(description(a));
  });

  it('give a used car its odometer, and a car with no price the no-price text once', () => {
    const used = makeCar({
      car_type: 'used',
      km: 45210,
      colour: 'Blue',
      stocknum: 'W1',
      trans: null,
      simple_transmission: 'Manual',
      fuel: null,
      simple_fuel: null,
    });
    expect(carPageDescription(used, { dealerName: 'Westside Used Cars', priceText: 'Enquire for price.' })).toBe(
      '2020 Mazda CX-5 in Blue (Stock No. W1) for sale at Westside Used Cars. Enquire for price. 45,210 km, Manual.',
    );
  });

  it('leave out what the feed does not give', () => {
    const bare = makeCar({ colour: ' ', stocknum: null, km: null });
    expect(carPageTitle(bare)).toBe('2020 Mazda CX-5');
    expect(carPageDescription(bare, { dealerName: 'D', priceText: '$1' })).toBe('2020 Mazda CX-5 for sale at D. $1.');
  });
});
