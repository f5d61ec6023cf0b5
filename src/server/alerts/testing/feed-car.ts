import { carDocument } from '../../../lib/alerts/alert-matches.ts';
import { makeFeedRecord } from '../../../lib/inventory/fixtures/car.ts';
import { parseStock } from '../../../lib/inventory/parse-stock.ts';

/** A harbour-mazda car as the build hands it to the matcher: a feed record parsed by the stock parser. */
export function feedCar(id: number, fields: Record<string, unknown>) {
  const parsed = parseStock([makeFeedRecord({ id, slug: `car-${id}`, dealership_id: 101, ...fields })], 'harbour-mazda').cars[0];
  if (!parsed) throw new Error(`car ${id} does not parse`);
  return carDocument(parsed);
}
