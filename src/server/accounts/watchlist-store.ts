import type { StoreDatabase } from '../store/open-database.ts';

/** A signed-in shopper's saved cars on one dealer's site, kept on the server so every device sees them. */
export function watchlistStore(database: StoreDatabase, clock: () => Date = () => new Date()) {
  return {
    async save(dealer: string, phone: string, carId: string): Promise<void> {
      await database.transaction((trx) =>
        trx
          .insertInto('watchlist')
          .values({ dealership_slug: dealer, phone, car_id: carId, created_at: clock().toISOString() })
          .onConflict((oc) => oc.columns(['dealership_slug', 'phone', 'car_id']).doNothing())
          .execute(),
      );
    },

    async remove(dealer: string, phone: string, carId: string): Promise<void> {
      await database.transaction((trx) =>
        trx.deleteFrom('watchlist').where('dealership_slug', '=', dealer).where('phone', '=', phone).where('car_id', '=', carId).execute(),
      );
    },

    /** Car ids, most recently saved first. */
    async list(dealer: string, phone: string): Promise<string[]> {
      const rows = await database.query((db) =>
        db
          .selectFrom('watchlist')
          .select('car_id')
          .where('dealership_slug', '=', dealer)
          .where('phone', '=', phone)
          .orderBy('created_at', 'desc')
          .orderBy('car_id')
          .execute(),
      );
      return rows.map((row) => row.car_id);
    },
  };
}

export type WatchlistStore = ReturnType<typeof watchlistStore>;
