import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import type { Car } from '../../lib/inventory/car-schema.ts';
import { parseStock } from '../../lib/inventory/parse-stock.ts';
import { openStockIndex } from '../../lib/search/open-index.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';

/**
 * What a reservation reads and writes of the stock: the car as the live index holds it, and its
 * `reserved` flag, whose change asks for the dealer's availability rebuild (its card and page
 * show 'Reserved' and lose the reserve button; an availability build goes live even for a dealer
 * whose stock builds wait for approval).
 */
export type CarAvailability = {
  /** The car by id or slug among the stock this dealer's site shows, as the index holds it now; null when it shows no such car. */
  find(dealer: Dealer, idOrSlug: string): Promise<Car | null>;
  setReserved(dealer: string, carId: string, reserved: boolean): Promise<void>;
};

/**
 * Asks for the dealer's rebuild after its cars' availability changed. Each hold asks once; the
 * build server's queue gathers the asks of a short window into one build of the dealer
 * (RebuildQueue's availabilityWindowMs), whether they come in-process or through the stock webhook.
 */
export type AvailabilityRebuild = (dealer: string, carIds: string[]) => Promise<void>;

export function indexAvailability(index: StockIndex, rebuild: AvailabilityRebuild): CarAvailability {
  return {
    async find(dealer, idOrSlug) {
      const documents = await index.getDocuments({ filter: dealerFilterFor(dealer), now: Math.floor(Date.now() / 1000) });
      const record = documents.find((doc) => String(doc['id']) === idOrSlug || doc['slug'] === idOrSlug);
      return record ? (parseStock([record], dealer.slug).cars[0] ?? null) : null;
    },
    async setReserved(dealer, carId, reserved) {
      await index.updateDocuments([{ id: carId, reserved }]);
      await rebuild(dealer, [carId]);
    },
  };
}

let configured: CarAvailability | null = null;

/** The hosting process's availability (under `npm start`: its build session's index and rebuild queue). */
export function configureCarAvailability(availability: CarAvailability | null): void {
  configured = availability;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The configured availability, else the stock index from the environment (Meilisearch with
 * MEILI_HOST, else the embedded index in the server config's indexDir) with rebuilds asked of
 * the build server's stock webhook (FORECOURT_REBUILD_URL, signed with FORECOURT_WEBHOOK_SECRET):
 * what a serverless host does, where no build runs beside the function.
 */
export function carAvailability(o: { indexDir: string; env?: Env; rebuild: AvailabilityRebuild }): CarAvailability {
  return (configured ??= indexAvailability(openStockIndex({ env: o.env ?? process.env, dir: o.indexDir }), o.rebuild));
}
