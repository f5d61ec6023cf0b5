import { sql, type Transaction } from 'kysely';
import type { AlertChannel } from '../../lib/dealer/config-shopper-alerts.ts';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StoreTables } from '../store/tables.ts';
import { isoTimestamp } from '../leads/lead-rows.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';

/** One saved search as the shopper sees it on My garage. */
export type SavedSearch = {
  id: string;
  name: string;
  /** The listing's URL state ('?refinementList[make][0]=Mazda&range[price]=:30000'). */
  urlState: string;
  channel: AlertChannel;
  email: string | null;
  paused: boolean;
  createdAt: string;
};

/** A saved search as the matcher reads it: with its dealer and shopper. */
export type StoredSearch = SavedSearch & { dealer: string; phone: string };

export type NewSavedSearch = { name: string; urlState: string; channel: AlertChannel; email: string | null };

/** What a shopper may change of a saved search: its name, paused or not, its channel (with the address for e-mail). */
export type SearchChange = { name?: string; paused?: boolean; channel?: AlertChannel; email?: string | null };

type Row = Record<keyof StoreTables['saved_searches'], unknown>;

function fromRow(row: Row): StoredSearch {
  return {
    id: row.search_id as string,
    dealer: row.dealership_slug as string,
    phone: row.phone as string,
    name: row.name as string,
    urlState: row.url_state as string,
    channel: row.channel as AlertChannel,
    email: (row.email as string | null) ?? null,
    paused: Number(row.paused) === 1,
    createdAt: isoTimestamp(row.created_at as Date | string),
  };
}

function forShopper({ dealer: _d, phone: _p, ...search }: StoredSearch): SavedSearch {
  return search;
}

// The advisory lock class (PostgreSQL) that queues one shopper's creates, so the cap counts what the one before committed.
const SHOPPER_SEARCH_LOCK = 4_207_301;

async function lockShopper(trx: Transaction<StoreTables>, engine: StoreDatabase['engine'], dealer: string, phone: string): Promise<void> {
  // SQLite needs nothing: every write transaction begins IMMEDIATE, so writers run one at a time.
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(cast(${SHOPPER_SEARCH_LOCK} as integer), hashtext(${`${dealer}\n${phone}`}))`.execute(trx);
}

/** A signed-in shopper's saved searches on one dealer's site (rule: accounts.shopper-alerts). */
export function savedSearchStore(database: StoreDatabase, clock: () => Date = () => new Date()) {
  // Bumped by every write through this store: a change in the same millisecond as the last still moves `version`.
  let writes = 0;
  const wrote = <T>(result: T): T => {
    writes++;
    return result;
  };
  return {
    /** Saves a search unless the shopper already keeps `cap` (checked and inserted as one step). */
    create(dealer: string, phone: string, search: NewSavedSearch, cap: number): Promise<{ ok: true; search: SavedSearch } | { ok: false; reason: 'cap' }> {
      return database.transaction(async (trx) => {
        await lockShopper(trx, database.engine, dealer, phone);
        const { count } = await trx
          .selectFrom('saved_searches')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('dealership_slug', '=', dealer)
          .where('phone', '=', phone)
          .executeTakeFirstOrThrow();
        if (Number(count) >= cap) return { ok: false as const, reason: 'cap' as const };
        const stamp = clock().toISOString();
        const row = {
          search_id: timeOrderedId(),
          dealership_slug: dealer,
          phone,
          name: search.name,
          url_state: search.urlState,
          channel: search.channel,
          email: search.email,
          paused: 0,
          created_at: stamp,
          updated_at: stamp,
        };
        await trx.insertInto('saved_searches').values(row).execute();
        return wrote({ ok: true as const, search: forShopper(fromRow(row)) });
      });
    },

    /** The shopper's searches, newest first. */
    async list(dealer: string, phone: string): Promise<SavedSearch[]> {
      const rows = await database.query((db) =>
        db
          .selectFrom('saved_searches')
          .selectAll()
          .where('dealership_slug', '=', dealer)
          .where('phone', '=', phone)
          .orderBy('created_at', 'desc')
          .orderBy('search_id', 'desc')
          .execute(),
      );
      return rows.map((row) => forShopper(fromRow(row)));
    },

    /** Renames, pauses/resumes or switches the channel of one of the shopper's own searches; null when it is not theirs (or gone). */
    update(dealer: string, phone: string, id: string, change: SearchChange): Promise<SavedSearch | null> {
      return database.transaction(async (trx) => {
        const set: { name?: string; paused?: number; channel?: AlertChannel; email?: string | null; updated_at: string } = {
          updated_at: clock().toISOString(),
        };
        if (change.name !== undefined) set.name = change.name;
        if (change.paused !== undefined) set.paused = change.paused ? 1 : 0;
        if (change.channel !== undefined) {
          set.channel = change.channel;
          set.email = change.channel === 'email' ? (change.email ?? null) : null;
        }
        const row = await trx
          .updateTable('saved_searches')
          .set(set)
          .where('search_id', '=', id)
          .where('dealership_slug', '=', dealer)
          .where('phone', '=', phone)
          .returningAll()
          .executeTakeFirst();
        return wrote(row ? forShopper(fromRow(row)) : null);
      });
    },

    /** Deletes one of the shopper's own searches; false when it is not theirs (or gone). */
    remove(dealer: string, phone: string, id: string): Promise<boolean> {
      return database.transaction(async (trx) => {
        const result = await trx
          .deleteFrom('saved_searches')
          .where('search_id', '=', id)
          .where('dealership_slug', '=', dealer)
          .where('phone', '=', phone)
          .executeTakeFirst();
        return wrote(Number(result.numDeletedRows) > 0);
      });
    },

    /** Moves the shopper's searches by e-mail to their new alert address (alert-email-store.ts `choose`); how many moved. */
    useAddress(dealer: string, phone: string, email: string): Promise<number> {
      return database.transaction(async (trx) => {
        const result = await trx
          .updateTable('saved_searches')
          .set({ email, updated_at: clock().toISOString() })
          .where('dealership_slug', '=', dealer)
          .where('phone', '=', phone)
          .where('channel', '=', 'email')
          .where('email', '<>', email)
          .executeTakeFirst();
        return wrote(Number(result.numUpdatedRows));
      });
    },

    /**
     * Pauses every search of the shopper on this dealer's site (an unsubscribe link), or with
     * `dealer` null on every site (a STOP reply: one sending number serves them all); how many were live.
     */
    pauseAll(dealer: string | null, phone: string): Promise<number> {
      return database.transaction(async (trx) => {
        const result = await trx
          .updateTable('saved_searches')
          .set({ paused: 1, updated_at: clock().toISOString() })
          .$if(dealer !== null, (q) => q.where('dealership_slug', '=', dealer!))
          .where('phone', '=', phone)
          .where('paused', '=', 0)
          .executeTakeFirst();
        return wrote(Number(result.numUpdatedRows));
      });
    },

    /** What the matcher's index of a dealer's searches is built from: every search that is not paused. */
    async live(dealer: string): Promise<StoredSearch[]> {
      const rows = await database.query((db) =>
        db.selectFrom('saved_searches').selectAll().where('dealership_slug', '=', dealer).where('paused', '=', 0).execute(),
      );
      return rows.map(fromRow);
    },

    /**
     * The shoppers watching each of `carIds` on this dealer's site (the watchlist), by car id;
     * without `carIds`, every watched car's (what "a similar car arrived" looks over, oldest watch first).
     */
    async watchers(dealer: string, carIds?: readonly string[]): Promise<Map<string, string[]>> {
      const found = new Map<string, string[]>();
      if (carIds?.length === 0) return found;
      const rows = await database.query((db) =>
        db
          .selectFrom('watchlist')
          .select(['car_id', 'phone'])
          .where('dealership_slug', '=', dealer)
          .$if(carIds !== undefined, (q) => q.where('car_id', 'in', [...new Set(carIds)]))
          .orderBy('created_at')
          .orderBy('car_id')
          .execute(),
      );
      for (const row of rows) found.set(row.car_id, [...(found.get(row.car_id) ?? []), row.phone]);
      return found;
    },

    /**
     * Changes when any of the dealer's searches is made, changed or deleted (here, or by another
     * process: their count and newest change): the matcher reloads its index then.
     */
    async version(dealer: string): Promise<string> {
      const row = await database.query((db) =>
        db
          .selectFrom('saved_searches')
          .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('updated_at').as('newest')])
          .where('dealership_slug', '=', dealer)
          .executeTakeFirstOrThrow(),
      );
      return `${writes} ${Number(row.count)} ${row.newest === null ? '' : isoTimestamp(row.newest as Date | string)}`;
    },
  };
}

export type SavedSearchStore = ReturnType<typeof savedSearchStore>;
