import { afterEach, describe, expect, it } from 'vitest';
import { makeFeedRecord } from '../../lib/inventory/fixtures/car.ts';
import { loadDealer } from '../../lib/dealer/load-dealer.ts';
import { harbourStock, HARBOUR } from './testing/harbour-stock.ts';
import { stockIndexCars } from './stock-cars.ts';

const harbour = loadDealer('harbour-mazda');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((remove) => remove()));

describe('stockIndexCars', () => {
  it("finds the dealer's drivable cars in the stock index and notices a stock change at once", async () => {
    const stock = await harbourStock([{ id: 'A1' }, { id: 'S1', status: 'sold', sold_at: new Date().toISOString() }]);
    cleanups.push(stock.remove);
    const cars = stockIndexCars(() => stock.index);
    expect(await cars.placeOf(harbour, 'A1')).toEqual({ location_id: HARBOUR.locationId, dealership_id: HARBOUR.dealershipId, dealership_slug: undefined });
    // A sold car and a car the dealer has not got cannot be test driven.
    expect(await cars.placeOf(harbour, 'S1')).toBeNull();
    expect(await cars.placeOf(harbour, 'nope')).toBeNull();
    // Another dealer's stock filter does not see harbour's car.
    expect(await cars.placeOf(loadDealer('westside-used-cars'), 'A1')).toBeNull();

    expect(await cars.placeOf(harbour, 'A2')).toBeNull();
    await stock.index.addDocuments([makeFeedRecord({ id: 'A2', slug: 'car-a2', dealership_id: HARBOUR.dealershipId, location_id: HARBOUR.locationId })]);
    expect(await cars.placeOf(harbour, 'A2')).toEqual({ location_id: HARBOUR.locationId, dealership_id: HARBOUR.dealershipId, dealership_slug: undefined });
  });
});
