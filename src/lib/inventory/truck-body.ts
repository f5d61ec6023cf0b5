import type { DealerConfig } from '../dealer/dealer-config.ts';
import type { StockCar } from './parse-stock.ts';

/** Feeds send a 'truck' body, which the spec's body types lack. */
const FEED_TRUCK_BODY = 'truck';

/**
 * The car with a feed's 'truck' body shown as the dealer's `inventory.truck_body` (ute on one
 * site, lightTruck otherwise: part 2 §9), in its record and its body facet; other cars as they are.
 */
export function withTruckBody(car: StockCar, truckBody: DealerConfig['inventory']['truck_body']): StockCar {
  if (car.simple_body !== FEED_TRUCK_BODY) return car;
  const facets = car.facets.body === FEED_TRUCK_BODY ? { ...car.facets, body: truckBody } : car.facets;
  return { ...car, simple_body: truckBody, facets };
}
