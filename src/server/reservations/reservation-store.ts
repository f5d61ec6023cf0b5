import { sql, type Selectable } from 'kysely';
import type { StoreDatabase } from '../store/open-database.ts';
import type { ReservationStatus, StoreTables } from '../store/tables.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';

/** A reservation as staff, the garage and the routes see it. */
export type Reservation = {
  reservationId: string;
  dealer: string;
  carId: string;
  carSlug: string;
  carTitle: string;
  name: string;
  email: string;
  phone: string;
  accountPhone: string | null;
  amount: number;
  provider: string;
  paymentRef: string | null;
  purchaseLeadId: string | null;
  leadId: string | null;
  status: ReservationStatus;
  createdAt: string;
  expiresAt: string;
  endedAt: string | null;
};

export type NewReservation = Pick<
  Reservation,
  'dealer' | 'carId' | 'carSlug' | 'carTitle' | 'name' | 'email' | 'phone' | 'accountPhone' | 'amount' | 'provider' | 'purchaseLeadId'
> & {
  /** How long the reservation stays live unless confirmed or ended (the hold, or the time to pay). */
  holdMs: number;
};

/** The statuses that hold the car: a car has at most one reservation in them. */
const LIVE_STATUSES = ['pending', 'held'] as const satisfies readonly ReservationStatus[];

const iso = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).toISOString();

function fromRow(row: Selectable<StoreTables['reservations']>): Reservation {
  return {
    reservationId: row.reservation_id,
    dealer: row.dealership_slug,
    carId: row.car_id,
    carSlug: row.car_slug,
    carTitle: row.car_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    accountPhone: row.account_phone,
    amount: Number(row.amount),
    provider: row.provider,
    paymentRef: row.payment_ref,
    purchaseLeadId: row.purchase_lead_id,
    leadId: row.lead_id,
    status: row.status,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    endedAt: row.ended_at === null ? null : iso(row.ended_at),
  };
}

/**
 * Reservations in the lead store's database. `create` is the only way a car gets a live
 * reservation, and the partial unique index makes it the only one: of two shoppers reserving the
 * same car at once, one gets it and the other gets null, on SQLite and PostgreSQL alike.
 */
export function reservationStore(database: StoreDatabase, clock: () => Date = () => new Date()) {
  const live = [...LIVE_STATUSES];
  return {
    /** The new reservation, or null when the car already has a live one. */
    async create(input: NewReservation, status: 'pending' | 'held'): Promise<Reservation | null> {
      const now = clock();
      const row = await database.transaction((trx) =>
        trx
          .insertInto('reservations')
          .values({
            reservation_id: timeOrderedId(),
            dealership_slug: input.dealer,
            car_id: input.carId,
            car_slug: input.carSlug,
            car_title: input.carTitle,
            name: input.name,
            email: input.email,
            phone: input.phone,
            account_phone: input.accountPhone,
            amount: input.amount,
            provider: input.provider,
            payment_ref: null,
            purchase_lead_id: input.purchaseLeadId,
            lead_id: null,
            status,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + input.holdMs).toISOString(),
            ended_at: null,
          })
          // The conflict target names the partial index by its own predicate, written as literals (SQLite matches it so).
          .onConflict((oc) =>
            oc
              .columns(['dealership_slug', 'car_id'])
              .where(sql<boolean>`status in ('pending', 'held')`)
              .doNothing(),
          )
          .returningAll()
          .executeTakeFirst(),
      );
      return row ? fromRow(row) : null;
    },

    /** Records what the provider and the lead pipeline gave the reservation. */
    async attach(reservationId: string, refs: { paymentRef?: string; leadId?: string }): Promise<void> {
      await database.transaction((trx) =>
        trx
          .updateTable('reservations')
          .set({ ...(refs.paymentRef !== undefined ? { payment_ref: refs.paymentRef } : {}), ...(refs.leadId !== undefined ? { lead_id: refs.leadId } : {}) })
          .where('reservation_id', '=', reservationId)
          .execute(),
      );
    },

    /** pending → held for `holdMs` from now; null when it is not pending (already confirmed, ended or unknown). */
    async confirm(reservationId: string, holdMs: number): Promise<Reservation | null> {
      const now = clock();
      const row = await database.transaction((trx) =>
        trx
          .updateTable('reservations')
          .set({ status: 'held', expires_at: new Date(now.getTime() + holdMs).toISOString() })
          .where('reservation_id', '=', reservationId)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst(),
      );
      return row ? fromRow(row) : null;
    },

    /** Ends a live reservation (its car is free again); null when it was not live. */
    async end(reservationId: string, status: 'released' | 'cancelled'): Promise<Reservation | null> {
      const row = await database.transaction((trx) =>
        trx
          .updateTable('reservations')
          .set({ status, ended_at: clock().toISOString() })
          .where('reservation_id', '=', reservationId)
          .where('status', 'in', live)
          .returningAll()
          .executeTakeFirst(),
      );
      return row ? fromRow(row) : null;
    },

    async get(reservationId: string): Promise<Reservation | null> {
      const row = await database.query((db) => db.selectFrom('reservations').selectAll().where('reservation_id', '=', reservationId).executeTakeFirst());
      return row ? fromRow(row) : null;
    },

    async byPaymentRef(paymentRef: string): Promise<Reservation | null> {
      const row = await database.query((db) => db.selectFrom('reservations').selectAll().where('payment_ref', '=', paymentRef).executeTakeFirst());
      return row ? fromRow(row) : null;
    },

    /** The car's live reservation, if any. */
    async liveFor(dealer: string, carId: string): Promise<Reservation | null> {
      const row = await database.query((db) =>
        db
          .selectFrom('reservations')
          .selectAll()
          .where('dealership_slug', '=', dealer)
          .where('car_id', '=', carId)
          .where('status', 'in', live)
          .executeTakeFirst(),
      );
      return row ? fromRow(row) : null;
    },

    /** Newest first; `accountPhone` narrows to one shopper, `live` to pending and held. */
    async list(query: { dealer?: string; accountPhone?: string; live?: boolean; limit?: number } = {}): Promise<Reservation[]> {
      const rows = await database.query((db) => {
        let q = db.selectFrom('reservations').selectAll();
        if (query.dealer) q = q.where('dealership_slug', '=', query.dealer);
        if (query.accountPhone) q = q.where('account_phone', '=', query.accountPhone);
        if (query.live) q = q.where('status', 'in', live);
        return q
          .orderBy('created_at', 'desc')
          .orderBy('reservation_id', 'desc')
          .limit(Math.min(1_000, query.limit ?? 100))
          .execute();
      });
      return rows.map(fromRow);
    },

    /** Live reservations whose time is up at `now`, oldest first. */
    async due(now: Date = clock()): Promise<Reservation[]> {
      const rows = await database.query((db) =>
        db.selectFrom('reservations').selectAll().where('status', 'in', live).where('expires_at', '<=', now.toISOString()).orderBy('expires_at').execute(),
      );
      return rows.map(fromRow);
    },
  };
}

export type ReservationStore = ReturnType<typeof reservationStore>;
