import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import type { CarPlace } from '../../lib/test-drive/sales-location.ts';

/** Where the dealer's cars are, as its live stock says: a car that can be test driven, or null. */
export type StockCars = { placeOf(dealer: Pick<Dealer, 'slug' | 'config'>, carId: string): Promise<CarPlace | null> };

// Sold cars stay listed for a few days, but nobody test drives them.
const DRIVABLE = new Set(['in_stock', 'coming_soon']);

/**
 * The dealer's cars from the stock index (what its site is built from), read through the dealer's
 * stock filter and kept for `ttlMs`, so a stock change reaches the slots within that time.
 */
export function stockIndexCars(index: () => StockIndex, options: { ttlMs?: number; clock?: () => number } = {}): StockCars {
  const ttl = options.ttlMs ?? 30_000;
  const clock = options.clock ?? Date.now;
  const cache = new Map<string, { at: number; places: Promise<Map<string, CarPlace>> }>();
  const read = async (dealer: Pick<Dealer, 'config'>): Promise<Map<string, CarPlace>> => {
    const docs = await index().getDocuments({ filter: dealerFilterFor(dealer) });
    const places = new Map<string, CarPlace>();
    for (const doc of docs) {
      if (!DRIVABLE.has(String(doc['status']))) continue;
      places.set(doc.id, { location_id: doc['location_id'], dealership_id: doc['dealership_id'], dealership_slug: doc['dealership_slug'] });
    }
    return places;
  };
  return {
    async placeOf(dealer, carId) {
      let entry = cache.get(dealer.slug);
      if (!entry || clock() - entry.at > ttl) {
        entry = { at: clock(), places: read(dealer) };
        cache.set(dealer.slug, entry);
        // A failed read is not kept: the next request tries again.
        entry.places.catch(() => cache.delete(dealer.slug));
      }
      return (await entry.places).get(carId) ?? null;
    },
  };
}
