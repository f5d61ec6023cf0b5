import type { StoreDatabase } from '../../store/open-database.ts';
import { timeOrderedId } from '../../store/time-ordered-id.ts';
import type { InboundSms, SmsProvider } from './sms-provider.ts';

export type SentSms = { messageId: string; dealer: string; phone: string; text: string; sentAt: string };

/**
 * The offline default: every message is kept in the store instead of reaching a phone, and
 * `npm run sms -- list` shows them (newest first), so sign-in works end to end with no provider.
 */
export function embeddedSms(
  database: StoreDatabase,
  clock: () => Date = () => new Date(),
): SmsProvider & { list(limit?: number): Promise<SentSms[]>; receive(reply: InboundSms): Promise<void> } {
  return {
    name: 'embedded',
    async send({ dealer, phone, text }) {
      await database.transaction((trx) =>
        trx
          .insertInto('sms_messages')
          .values({ message_id: timeOrderedId(), dealership_slug: dealer, phone, text, created_at: clock().toISOString() })
          .execute(),
      );
    },
    /** A reply from a shopper's mobile, kept as Twilio would hand it to its webhook (`npm run sms -- reply`). */
    async receive({ phone, text }) {
      await database.transaction((trx) =>
        trx.insertInto('sms_replies').values({ reply_id: timeOrderedId(), phone, text, created_at: clock().toISOString() }).execute(),
      );
    },
    async list(limit = 50) {
      const rows = await database.query((db) =>
        db.selectFrom('sms_messages').selectAll().orderBy('created_at', 'desc').orderBy('message_id', 'desc').limit(limit).execute(),
      );
      return rows.map((row) => ({
        messageId: row.message_id,
        dealer: row.dealership_slug,
        phone: row.phone,
        text: row.text,
        sentAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
}
