import type { StockDocument } from '../stock-document.ts';

/** A small valid feed record (a used 2020 Mercedes Benz C300 at $18,000), with `fields` over it. */
export function carRecord(fields: Partial<StockDocument> & { id: string }): StockDocument {
  return {
    slug: `2020-mercedes-benz-c300-${fields.id}`,
    year: 2020,
    make: 'Mercedes Benz',
    model: 'C300',
    price: 18_000,
    car_type: 'used',
    status: 'in_stock',
    simple_body: 'Sedan',
    simple_fuel: 'Petrol',
    fuel: 'Petrol - Premium ULP',
    simple_transmission: 'Automatic',
    dealership_id: 1,
    location_id: 11,
    location_name: 'North Yard',
    ...fields,
  };
}
