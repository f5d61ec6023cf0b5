import { describe, expect, it } from 'vitest';
import { leadCarOf } from './lead-car.ts';

const dealerships = [
  { id: 901, slug: 'sample-toyota' },
  { id: 902, slug: 'sample-nissan' },
];

describe('the car of a lead', () => {
  it('carries the payload fields of a parsed car', () => {
    const car = {
      id: 7,
      year: 2021,
      make: 'Mercedes Benz',
      model: 'A200',
      badge: 'Progressive',
      stocknum: 123,
      price: 45990,
      km: 31200,
      vin: 'WDD1770842V000001',
      car_type: 'used',
      status: 'sold',
      tag: 'Test Drive Only',
      dealership_id: 902,
      dealership_slug: null,
    };
    expect(leadCarOf(car, dealerships)).toEqual({
      car_id: '7',
      title: '2021 Mercedes-Benz A200 Progressive',
      stock_number: '123',
      make: 'Mercedes Benz',
      model: 'A200',
      manufacturer_slug: 'mercedes-benz',
      car_type: 'used',
      vehicle_status: 'sold',
      dealership_slug: 'sample-nissan',
      car_dealership_id: 902,
      tag: 'Test Drive Only',
      year: 2021,
      variant: 'Progressive',
      price: 45990,
      km: 31200,
      vin: 'WDD1770842V000001',
    });
  });

  it("fills a stock document's dealership id from its slug, and a single dealership's from nothing", () => {
    const doc = { id: '8', make: 'Toyota', model: 'Hilux', dealership_slug: 'sample-toyota' };
    expect(leadCarOf(doc, dealerships)).toMatchObject({ dealership_slug: 'sample-toyota', car_dealership_id: 901, stock_number: null, car_type: null });
    expect(leadCarOf({ id: '9' }, [dealerships[0]!])).toMatchObject({
      dealership_slug: 'sample-toyota',
      car_dealership_id: 901,
      make: null,
      manufacturer_slug: null,
      year: null,
      price: null,
    });
    expect(leadCarOf({ id: '9' }, dealerships)).toMatchObject({ dealership_slug: null, car_dealership_id: null });
  });
});
