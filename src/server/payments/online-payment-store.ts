import type { Selectable } from 'kysely';
import type { StoreDatabase } from '../store/open-database.ts';
import type { OnlinePaymentStatus, StoreTables } from '../store/tables.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';

/** A payment a signed-in shopper made (or started) on /online-payment against a dealer's reference. */
export type OnlinePayment = {
  paymentId: string;
  dealer: string;
  reference: string;
  amount: number;
  accountPhone: string;
  provider: string;
  paymentRef: string | null;
  leadId: string | null;
  status: OnlinePaymentStatus;
  createdAt: string;
  /** When an unpaid payment lapses; null when it cannot (taken by the dealer, or started before payment windows were kept). */
  expiresAt: string | null;
  /** When the provider's payment landed after the payment had lapsed; null otherwise. */
  latePaidAt: string | null;
};

const iso = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).toISOString();

function fromRow(row: Selectable<StoreTables['online_payments']>): OnlinePayment {
  return {
    paymentId: row.payment_id,
    dealer: row.dealership_slug,
    reference: row.reference,
    amount: Number(row.amount),
    accountPhone: row.account_phone,
    provider: row.provider,
    paymentRef: row.payment_ref,
    leadId: row.lead_id,
    status: row.status,
    createdAt: iso(row.created_at),
    expiresAt: row.expires_at === null ? null : iso(row.expires_at),
    latePaidAt: row.late_paid_at === null ? null : iso(row.late_paid_at),
  };
}

/**
 * Online payments in the lead store's database: started pending (or to be taken by the dealer),
 * then paid when the provider says so, or lapsed once their payment window closed unpaid. A
 * payment that lands after the lapse is recorded as paid late, once.
 */
export function onlinePaymentStore(database: StoreDatabase, clock: () => Date = () => new Date()) {
  /** One status change, only from `from` (and for the provider's payment when given): the changed payment, or null. */
  async function move(
    paymentId: string,
    from: OnlinePaymentStatus,
    to: OnlinePaymentStatus,
    o: { paymentRef?: string; late?: boolean } = {},
  ): Promise<OnlinePayment | null> {
    const stamp = clock().toISOString();
    const row = await database.transaction((trx) => {
      let q = trx
        .updateTable('online_payments')
        .set({ status: to, updated_at: stamp, ...(o.late ? { late_paid_at: stamp } : {}) })
        .where('payment_id', '=', paymentId)
        .where('status', '=', from);
      if (o.paymentRef !== undefined) q = q.where('payment_ref', '=', o.paymentRef);
      if (o.late) q = q.where('late_paid_at', 'is', null);
      return q.returningAll().executeTakeFirst();
    });
    return row ? fromRow(row) : null;
  }

  return {
    async create(
      input: Pick<OnlinePayment, 'dealer' | 'reference' | 'amount' | 'accountPhone' | 'provider'>,
      status: 'pending' | 'to_be_taken',
      expiresAt: Date | null,
    ): Promise<OnlinePayment> {
      const stamp = clock().toISOString();
      const row = await database.transaction((trx) =>
        trx
          .insertInto('online_payments')
          .values({
            payment_id: timeOrderedId(),
            dealership_slug: input.dealer,
            reference: input.reference,
            amount: input.amount,
            account_phone: input.accountPhone,
            provider: input.provider,
            payment_ref: null,
            lead_id: null,
            status,
            created_at: stamp,
            updated_at: stamp,
            expires_at: expiresAt === null ? null : expiresAt.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return fromRow(row);
    },

    /** Records the provider's payment and the dealer's lead; `payBy` (the provider page's close) lets a pending payment wait at least that long. */
    async attach(paymentId: string, refs: { paymentRef?: string; leadId?: string; payBy?: Date }): Promise<void> {
      await database.transaction(async (trx) => {
        await trx
          .updateTable('online_payments')
          .set({
            updated_at: clock().toISOString(),
            ...(refs.paymentRef !== undefined ? { payment_ref: refs.paymentRef } : {}),
            ...(refs.leadId !== undefined ? { lead_id: refs.leadId } : {}),
          })
          .where('payment_id', '=', paymentId)
          .execute();
        if (refs.payBy === undefined) return;
        await trx
          .updateTable('online_payments')
          .set({ expires_at: refs.payBy.toISOString() })
          .where('payment_id', '=', paymentId)
          .where('status', '=', 'pending')
          .where('expires_at', '<', refs.payBy.toISOString())
          .execute();
      });
    },

    /** pending → paid when the provider's payment matches; null otherwise (unknown, already paid or lapsed, another payment). */
    markPaid: (paymentId: string, paymentRef: string) => move(paymentId, 'pending', 'paid', { paymentRef }),

    /** lapsed → paid, recording that the payment landed late; null unless the payment had lapsed (so once per payment). */
    markPaidLate: (paymentId: string, paymentRef: string) => move(paymentId, 'lapsed', 'paid', { paymentRef, late: true }),

    /** pending → lapsed: the provider says the payment will not come. */
    lapse: (paymentId: string, paymentRef: string) => move(paymentId, 'pending', 'lapsed', { paymentRef }),

    /** Lapses every pending payment whose window closed at `now`; returns those lapsed. */
    async lapseDue(now: Date = clock()): Promise<OnlinePayment[]> {
      const rows = await database.transaction((trx) =>
        trx
          .updateTable('online_payments')
          .set({ status: 'lapsed', updated_at: now.toISOString() })
          .where('status', '=', 'pending')
          .where('expires_at', '<=', now.toISOString())
          .returningAll()
          .execute(),
      );
      return rows.map(fromRow);
    },

    async get(paymentId: string): Promise<OnlinePayment | null> {
      const row = await database.query((db) => db.selectFrom('online_payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirst());
      return row ? fromRow(row) : null;
    },
  };
}

export type OnlinePaymentStore = ReturnType<typeof onlinePaymentStore>;
