import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import type { CarPlace } from '../../lib/test-drive/sales-location.ts';

/** Where the dealer's cars are, as its live stock says: a car that can be test driven, or null. */
export type StockCars = { placeOf(dealer: Pick<Dealer, 'slug' | 'config'>, carId: string): Promise<CarPlace | null> };

// Sold cars stay listed for a few days, but nobody test drives them.
const DRIVABLE = new Set(['in_stock', 'coming_soon']);

/**
 * The car from the stock index (what the dealer's site is built from), read alone by its id through
 * the dealer's stock filter, so a stock change reaches the slots at once.
 */
export function stockIndexCars(index: () => StockIndex): StockCars {
  return {
    async placeOf(dealer, carId) {
      const doc = await index().getDocument(carId, { filter: dealerFilterFor(dealer) });
      if (!doc || !DRIVABLE.has(String(doc['status']))) return null;
      return { location_id: doc['location_id'], dealership_id: doc['dealership_id'], dealership_slug: doc['dealership_slug'] };
    },
  };
}
