import { CarSchema, type Car, type CarInput } from '../inventory/car-schema.ts';

/** A parsed car for tests: the required fields filled, everything else from `overrides`. */
export function testCar(overrides: Partial<CarInput> = {}): Car {
  return CarSchema.parse({
    id: 1,
    slug: 'test-car-1',
    year: 2020,
    make: 'Mazda',
    model: 'CX-5',
    car_type: 'used',
    status: 'in_stock',
    dealership_id: 101,
    ...overrides,
  });
}
