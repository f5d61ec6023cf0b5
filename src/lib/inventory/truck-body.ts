import type { DealerConfig } from '../dealer/dealer-config.ts';
import type { StockCar } from './parse-stock.ts';

/** Feeds send a 'truck' body, which the spec's body types lack. */
const FEED_TRUCK_BODY = 'truck';

/**
 * The shown car per feed car, kept while the feed car lives: every snapshot a render process is
 * given maps its cars again, and what is worked out per car object (stock file rows, price
 * comparisons, listing documents) is kept only for the same objects.
 */
const shown = new WeakMap<StockCar, { truckBody: DealerConfig['inventory']['truck_body']; car: StockCar }>();

/**
 * The car with a feed's 'truck' body shown as the dealer's `inventory.truck_body` (ute on one
 * site, lightTruck otherwise; rule: stock.truck-body), in its record and its body facet; other cars as they are.
 */
export function withTruckBody(car: StockCar, truckBody: DealerConfig['inventory']['truck_body']): StockCar {
  if (car.simple_body !== FEED_TRUCK_BODY) return car;
  const kept = shown.get(car);
  if (kept?.truckBody === truckBody) return kept.car;
  const facets = car.facets.body === FEED_TRUCK_BODY ? { ...car.facets, body: truckBody } : car.facets;
  const result = { ...car, simple_body: truckBody, facets };
  shown.set(car, { truckBody, car: result });
  return result;
}
