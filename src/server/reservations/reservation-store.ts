import { sql, type Selectable, type Transaction } from 'kysely';
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
  /** The provider's payment page while the deposit is unpaid; null for the embedded provider. */
  paymentUrl: string | null;
  /** When a payment landed after the reservation had ended; null otherwise. */
  latePaidAt: string | null;
  /** When staff marked the deposit taken in the console; null until then. */
  depositTakenAt: string | null;
};

export type NewReservation = Pick<
  Reservation,
  'dealer' | 'carId' | 'carSlug' | 'carTitle' | 'name' | 'email' | 'phone' | 'amount' | 'provider' | 'purchaseLeadId'
> & {
  /** Who the shopper is for the per-shopper limit: the signed-in account's mobile, else the mobile given. */
  accountPhone: string;
  /** The client address the request came from, or null when the host gave none (then no per-address limit applies). */
  clientAddress: string | null;
  /** How long the reservation stays live unless confirmed or ended (the hold, or the time to pay). */
  holdMs: number;
};

/** The dealer's limits on holds (purchase.reserve.holds_per_shopper, holds_per_address_per_hour). */
export type HoldLimits = { perShopper: number; perAddressPerHour: number };

/**
 * What `reserve` did: made the reservation; found this shopper's own live reservation of the car
 * (a repeat reserve); or refused it because the car is someone else's, the shopper has as many
 * live holds as allowed, or the address made as many reservations in the last hour as allowed.
 */
export type ReserveResult =
  | { kind: 'created'; reservation: Reservation }
  | { kind: 'existing'; reservation: Reservation }
  | { kind: 'car_taken' }
  | { kind: 'shopper_limit' }
  | { kind: 'address_limit' };

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
    paymentUrl: row.payment_url,
    latePaidAt: row.late_paid_at === null ? null : iso(row.late_paid_at),
    depositTakenAt: row.deposit_taken_at === null ? null : iso(row.deposit_taken_at),
  };
}

const HOUR_MS = 3_600_000;

// Advisory lock classes (the first key of PostgreSQL's two-key advisory locks): one per kind of
// limit, so a shopper's lock and an address's lock never collide.
const SHOPPER_LOCK = 4_207_101;
const ADDRESS_LOCK = 4_207_102;

/**
 * Makes the limit checks and the insert that follows them one step. SQLite needs nothing: every
 * write transaction begins IMMEDIATE, so writers already run one at a time. PostgreSQL runs
 * transactions side by side, so each takes a transaction-scoped lock on the shopper and then on
 * the address (always in that order, so two never wait on each other): reserves by one shopper,
 * or from one address, queue behind each other, and each counts what the one before committed.
 */
async function serialise(trx: Transaction<StoreTables>, engine: StoreDatabase['engine'], dealer: string, shopper: string, address: string | null) {
  if (engine !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(cast(${SHOPPER_LOCK} as integer), hashtext(${`${dealer}\n${shopper}`}))`.execute(trx);
  if (address !== null) await sql`select pg_advisory_xact_lock(cast(${ADDRESS_LOCK} as integer), hashtext(${`${dealer}\n${address}`}))`.execute(trx);
}

/**
 * Reservations in the lead store's database. `reserve` is the only way a car gets a live
 * reservation, and the partial unique index makes it the only one: of two shoppers reserving the
 * same car at once, one gets it and the other is refused, on SQLite and PostgreSQL alike. The
 * per-shopper and per-address limits are checked in the same transaction as the insert, so a
 * burst of requests cannot get past them either.
 */
export function reservationStore(database: StoreDatabase, clock: () => Date = () => new Date()) {
  const live = [...LIVE_STATUSES];
  return {
    async reserve(input: NewReservation, status: 'pending' | 'held', limits: HoldLimits): Promise<ReserveResult> {
      const now = clock();
      return database.transaction(async (trx): Promise<ReserveResult> => {
        await serialise(trx, database.engine, input.dealer, input.accountPhone, input.clientAddress);
        const holder = await trx
          .selectFrom('reservations')
          .selectAll()
          .where('dealership_slug', '=', input.dealer)
          .where('car_id', '=', input.carId)
          .where('status', 'in', live)
          .executeTakeFirst();
        if (holder) return holder.account_phone === input.accountPhone ? { kind: 'existing', reservation: fromRow(holder) } : { kind: 'car_taken' };
        const held = await trx
          .selectFrom('reservations')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('dealership_slug', '=', input.dealer)
          .where('account_phone', '=', input.accountPhone)
          .where('status', 'in', live)
          .executeTakeFirstOrThrow();
        if (Number(held.n) >= limits.perShopper) return { kind: 'shopper_limit' };
        if (input.clientAddress !== null) {
          const made = await trx
            .selectFrom('reservations')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('dealership_slug', '=', input.dealer)
            .where('client_address', '=', input.clientAddress)
            .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
            .executeTakeFirstOrThrow();
          if (Number(made.n) >= limits.perAddressPerHour) return { kind: 'address_limit' };
        }
        const row = await trx
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
            client_address: input.clientAddress,
          })
          // The conflict target names the partial index by its own predicate, written as literals (SQLite matches it so).
          .onConflict((oc) =>
            oc
              .columns(['dealership_slug', 'car_id'])
              .where(sql<boolean>`status in ('pending', 'held')`)
              .doNothing(),
          )
          .returningAll()
          .executeTakeFirst();
        return row ? { kind: 'created', reservation: fromRow(row) } : { kind: 'car_taken' };
      });
    },

    /**
     * Records what the provider and the lead pipeline gave the reservation. `payBy` is when the
     * provider's payment page closes: a pending reservation waits at least that long.
     */
    async attach(reservationId: string, refs: { paymentRef?: string; paymentUrl?: string; leadId?: string; payBy?: Date }): Promise<void> {
      const set = {
        ...(refs.paymentRef !== undefined ? { payment_ref: refs.paymentRef } : {}),
        ...(refs.paymentUrl !== undefined ? { payment_url: refs.paymentUrl } : {}),
        ...(refs.leadId !== undefined ? { lead_id: refs.leadId } : {}),
      };
      await database.transaction(async (trx) => {
        if (Object.keys(set).length > 0) await trx.updateTable('reservations').set(set).where('reservation_id', '=', reservationId).execute();
        if (refs.payBy === undefined) return;
        await trx
          .updateTable('reservations')
          .set({ expires_at: refs.payBy.toISOString() })
          .where('reservation_id', '=', reservationId)
          .where('status', '=', 'pending')
          .where('expires_at', '<', refs.payBy.toISOString())
          .execute();
      });
    },

    /**
     * The provider's payment for a reservation that had already ended (released or cancelled):
     * records when it landed, once. Null when the reservation is unknown, still live, another
     * payment's, or its late payment was already recorded (a repeated event).
     */
    async recordLatePayment(reservationId: string, paymentRef: string): Promise<Reservation | null> {
      const row = await database.transaction((trx) =>
        trx
          .updateTable('reservations')
          .set({ late_paid_at: clock().toISOString() })
          .where('reservation_id', '=', reservationId)
          .where('payment_ref', '=', paymentRef)
          .where('status', 'in', ['released', 'cancelled'])
          .where('late_paid_at', 'is', null)
          .returningAll()
          .executeTakeFirst(),
      );
      return row ? fromRow(row) : null;
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

    /**
     * Staff's changes to a held reservation (the console): the deposit marked taken (once), or the
     * hold moved to `until`. Null when it is not held (pending, ended, unknown) or already marked.
     */
    async staffChange(reservationId: string, change: { depositTaken: true } | { until: Date }): Promise<Reservation | null> {
      const row = await database.transaction((trx) => {
        let q = trx.updateTable('reservations').where('reservation_id', '=', reservationId).where('status', '=', 'held');
        q =
          'until' in change
            ? q.set({ expires_at: change.until.toISOString() })
            : q.set({ deposit_taken_at: clock().toISOString() }).where('deposit_taken_at', 'is', null);
        return q.returningAll().executeTakeFirst();
      });
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
