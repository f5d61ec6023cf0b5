import type { Selectable } from 'kysely';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StoreTables } from '../store/tables.ts';
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
  status: 'pending' | 'paid' | 'to_be_taken';
  createdAt: string;
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
  };
}

/** Online payments in the lead store's database: started pending (or to be taken by the dealer), then paid when the provider says so. */
export function onlinePaymentStore(database: StoreDatabase, clock: () => Date = () => new Date()) {
  return {
    async create(
      input: Pick<OnlinePayment, 'dealer' | 'reference' | 'amount' | 'accountPhone' | 'provider'>,
      status: 'pending' | 'to_be_taken',
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
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return fromRow(row);
    },

    async attach(paymentId: string, refs: { paymentRef?: string; leadId?: string }): Promise<void> {
      await database.transaction((trx) =>
        trx
          .updateTable('online_payments')
          .set({
            updated_at: clock().toISOString(),
            ...(refs.paymentRef !== undefined ? { payment_ref: refs.paymentRef } : {}),
            ...(refs.leadId !== undefined ? { lead_id: refs.leadId } : {}),
          })
          .where('payment_id', '=', paymentId)
          .execute(),
      );
    },

    /** pending → paid when the provider's payment matches; null otherwise (unknown, already paid, another payment). */
    async markPaid(paymentId: string, paymentRef: string): Promise<OnlinePayment | null> {
      const row = await database.transaction((trx) =>
        trx
          .updateTable('online_payments')
          .set({ status: 'paid', updated_at: clock().toISOString() })
          .where('payment_id', '=', paymentId)
          .where('payment_ref', '=', paymentRef)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst(),
      );
      return row ? fromRow(row) : null;
    },

    async get(paymentId: string): Promise<OnlinePayment | null> {
      const row = await database.query((db) => db.selectFrom('online_payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirst());
      return row ? fromRow(row) : null;
    },
  };
}

export type OnlinePaymentStore = ReturnType<typeof onlinePaymentStore>;
