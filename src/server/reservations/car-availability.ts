import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import type { Car } from '../../lib/inventory/car-schema.ts';
import { parseStock } from '../../lib/inventory/parse-stock.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';

/**
 * What a reservation reads and writes of the stock: the car as the live index holds it, and its
 * `reserved` flag, whose change asks for the dealer's availability rebuild (its card and page
 * show 'Reserved' and lose the reserve button; an availability build goes live even for a dealer
 * whose stock builds wait for approval).
 */
export type CarAvailability = {
  /** The car by its id among the stock this dealer's site shows, as the index holds it now; null when it shows no such car. */
  find(dealer: Dealer, id: string): Promise<Car | null>;
  setReserved(dealer: string, carId: string, reserved: boolean): Promise<void>;
};

/**
 * Asks for the dealer's rebuild after its cars' availability changed. Each hold asks once; the
 * build server's queue gathers the asks of a short window into one build of the dealer
 * (RebuildQueue's availabilityWindowMs), whether they come in-process or through the stock webhook.
 */
export type AvailabilityRebuild = (dealer: string, carIds: string[]) => Promise<void>;

/** Reservations on the live index: a car is read by its id alone, never by reading the dealer's whole stock. */
export function indexAvailability(index: StockIndex, rebuild: AvailabilityRebuild): CarAvailability {
  return {
    async find(dealer, id) {
      const record = await index.getDocument(id, { filter: dealerFilterFor(dealer), now: Math.floor(Date.now() / 1000) });
      return record ? (parseStock([record], dealer.slug).cars[0] ?? null) : null;
    },
    async setReserved(dealer, carId, reserved) {
      await index.updateDocuments([{ id: carId, reserved }]);
      await rebuild(dealer, [carId]);
    },
  };
}
