import { createHash, randomBytes } from 'node:crypto';
import type { StoreDatabase } from '../store/open-database.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A signed-in console browser: who, on which dealer's site, until when. */
export type StaffSession = { personId: string; site: string; expiresAt: string };

/**
 * Console sessions, apart from the shoppers': the cookie holds a random token, the table only its
 * hash. A session lasts `ttlMs` (FORECOURT_STAFF_SESSION_HOURS) from sign-in; a revoked or expired
 * session, or one of a removed person, reads as none.
 */
export function staffSessions(database: StoreDatabase, clock: () => Date, ttlMs: number) {
  return {
    ttlMs,
    async create(site: string, personId: string): Promise<{ token: string; expiresAt: string }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
      await database.transaction((trx) =>
        trx
          .insertInto('staff_sessions')
          .values({
            token_hash: hashToken(token),
            person_id: personId,
            dealership_slug: site,
            created_at: now.toISOString(),
            expires_at: expiresAt,
            revoked_at: null,
          })
          .execute(),
      );
      return { token, expiresAt };
    },

    async read(site: string, token: string | undefined): Promise<StaffSession | null> {
      if (!token) return null;
      const row = await database.query((db) =>
        db
          .selectFrom('staff_sessions')
          .innerJoin('staff_people', 'staff_people.person_id', 'staff_sessions.person_id')
          .select(['staff_sessions.person_id', 'dealership_slug', 'expires_at'])
          .where('token_hash', '=', hashToken(token))
          .where('dealership_slug', '=', site)
          .where('revoked_at', 'is', null)
          .where('staff_people.removed_at', 'is', null)
          .where('expires_at', '>', clock().toISOString())
          .executeTakeFirst(),
      );
      return row ? { personId: row.person_id, site: row.dealership_slug, expiresAt: new Date(row.expires_at).toISOString() } : null;
    },

    async revoke(token: string): Promise<void> {
      await database.transaction((trx) =>
        trx
          .updateTable('staff_sessions')
          .set({ revoked_at: clock().toISOString() })
          .where('token_hash', '=', hashToken(token))
          .where('revoked_at', 'is', null)
          .execute(),
      );
    },
  };
}

export type StaffSessions = ReturnType<typeof staffSessions>;
