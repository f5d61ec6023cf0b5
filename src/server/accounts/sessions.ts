import { createHash, randomBytes } from 'node:crypto';
import type { StoreDatabase } from '../store/open-database.ts';

/** How long a sign-in lasts without signing in again. */
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A signed-in shopper of one dealer site. */
export type Session = { dealer: string; phone: string };

/**
 * Sessions in the store: the browser's cookie holds a random token, the table only its hash, so a
 * copy of the database signs nobody in. Revoking (sign-out, or every session of a number) is a
 * column write; a revoked or expired session reads as none.
 */
export function sessions(database: StoreDatabase, clock: () => Date = () => new Date()) {
  return {
    async create(dealer: string, phone: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await database.transaction((trx) =>
        trx
          .insertInto('sessions')
          .values({
            token_hash: hashToken(token),
            dealership_slug: dealer,
            phone,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
            revoked_at: null,
          })
          .execute(),
      );
      return token;
    },

    async read(dealer: string, token: string | undefined): Promise<Session | null> {
      if (!token) return null;
      const row = await database.query((db) =>
        db
          .selectFrom('sessions')
          .select(['dealership_slug', 'phone'])
          .where('token_hash', '=', hashToken(token))
          .where('dealership_slug', '=', dealer)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', clock().toISOString())
          .executeTakeFirst(),
      );
      return row ? { dealer: row.dealership_slug, phone: row.phone } : null;
    },

    async revoke(token: string): Promise<void> {
      await database.transaction((trx) =>
        trx
          .updateTable('sessions')
          .set({ revoked_at: clock().toISOString() })
          .where('token_hash', '=', hashToken(token))
          .where('revoked_at', 'is', null)
          .execute(),
      );
    },

    /** Signs a number out everywhere on a dealer's site; the count of sessions ended. */
    async revokeAll(dealer: string, phone: string): Promise<number> {
      const result = await database.transaction((trx) =>
        trx
          .updateTable('sessions')
          .set({ revoked_at: clock().toISOString() })
          .where('dealership_slug', '=', dealer)
          .where('phone', '=', phone)
          .where('revoked_at', 'is', null)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows);
    },
  };
}

export type Sessions = ReturnType<typeof sessions>;
