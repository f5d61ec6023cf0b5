import { pickSimilarCars, similarCandidate } from '../vehicle/similar-cars.ts';
import { isSold, type StockDocument } from '../search/stock-document.ts';
import type { ChangedCar } from './alert-matches.ts';

/** A car the change added that the similar-cars rule picks for a watched car. */
export type SimilarArrival = { watched: StockDocument; arrival: StockDocument };

/** The cars a stock change added to the stock (not sold): the only candidates of "a similar car arrived". */
export function arrivals(cars: readonly ChangedCar[]): StockDocument[] {
  return cars.flatMap((car) => (car.before === null && car.after !== null && !isSold(car.after) ? [car.after] : []));
}

/**
 * "A similar car arrived" (docs/alerts.md): for each watched car, the arrivals the car page's own
 * similar-cars rule (rule: vehicle.similar-cars — in stock, within the price window, same make and
 * model before same make before the rest, then the closest price, at most six) picks among the
 * change's arrivals. Only the changed cars are candidates, never the rest of the stock: the cost
 * is the watched cars times the arrivals, and a car already in stock is never news.
 */
export function similarArrivals(watched: readonly StockDocument[], added: readonly StockDocument[], searchLimit: number): SimilarArrival[] {
  if (watched.length === 0 || added.length === 0) return [];
  const candidates = added.map(similarCandidate);
  return watched.flatMap((car) => pickSimilarCars(similarCandidate(car), candidates, searchLimit).map((arrival) => ({ watched: car, arrival })));
}
