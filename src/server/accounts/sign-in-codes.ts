import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Generated, Transaction, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { StoreDatabase } from '../store/open-database.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';

/** The rules of a one-time sign-in code (issue 14: 6 digits, 5 minutes, 5 attempts, 1 per 30 s, 5 an hour). */
export const CODE_RULES = {
  digits: 6,
  validMs: 5 * 60_000,
  maxAttempts: 5,
  minGapMs: 30_000,
  perHour: 5,
} as const;

export type IssueResult = { issued: true; code: string } | { issued: false; retryAfterSeconds: number };
export type VerifyResult = 'ok' | 'invalid' | 'locked';

const hashCode = (codeId: string, code: string) => createHash('sha256').update(`${codeId}:${code}`).digest();

/** The code tables: a shopper's codes are held by their mobile, a console user's by their person id (src/server/console). */
export type CodeTable = { table: 'sign_in_codes'; holder: 'phone' } | { table: 'staff_sign_in_codes'; holder: 'person_id' };

/** Both code tables as one shape: the table and holder names are the caller's, so the SQL names the real ones. */
type CodesRow = {
  code_id: string;
  dealership_slug: string;
  holder: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
};
type Codes = { codes: CodesRow };

/**
 * Sign-in codes in the store: only a hash of each code is kept, bound to its row. A holder (a
 * number, a console user) gets at most one code per 30 s and five an hour, across every dealer
 * (the SMS or e-mail costs the same).
 */
export function signInCodes(database: StoreDatabase, clock: () => Date = () => new Date(), where: CodeTable = { table: 'sign_in_codes', holder: 'phone' }) {
  const table = where.table as 'codes';
  const holder = where.holder as 'holder';
  const transaction = <T>(work: (trx: Transaction<Codes>) => Promise<T>) => database.transaction((trx) => work(trx as unknown as Transaction<Codes>));
  return {
    async issue(dealer: string, phone: string): Promise<IssueResult> {
      return transaction(async (trx) => {
        const now = clock();
        const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
        const recent = await trx
          .selectFrom(table)
          .select('created_at')
          .where(holder, '=', phone)
          .where('created_at', '>', hourAgo)
          .orderBy('created_at', 'desc')
          .execute();
        const times = recent.map((row) => new Date(row.created_at).getTime());
        const waits = [
          times.length > 0 ? times[0]! + CODE_RULES.minGapMs - now.getTime() : 0,
          times.length >= CODE_RULES.perHour ? times[CODE_RULES.perHour - 1]! + 3_600_000 - now.getTime() : 0,
        ];
        const wait = Math.max(...waits);
        if (wait > 0) return { issued: false, retryAfterSeconds: Math.ceil(wait / 1000) };
        const code = String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
        const codeId = timeOrderedId();
        await trx
          .insertInto(table)
          .values({
            code_id: codeId,
            dealership_slug: dealer,
            [holder]: phone,
            code_hash: hashCode(codeId, code).toString('hex'),
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + CODE_RULES.validMs).toISOString(),
            used_at: null,
          })
          .execute();
        return { issued: true, code };
      });
    },

    /**
     * Checks `code` against the newest unused, unexpired code sent to `phone` for `dealer`. Every
     * guess, right or wrong, spends one of the code's attempts; once they are spent the code is
     * dead ('locked') even when right. A right code is used up, so replaying it fails.
     *
     * The cap holds however many guesses arrive at once: one UPDATE takes an attempt only while
     * fewer than five are spent (the row's lock makes PostgreSQL re-check that against the newest
     * count, and SQLite has one writer), and only a guess that took an attempt is compared. A
     * second UPDATE uses the code only if nothing used it first.
     */
    async verify(dealer: string, phone: string, code: string): Promise<VerifyResult> {
      return transaction(async (trx) => {
        const now = clock().toISOString();
        const row = await trx
          .selectFrom(table)
          .select('code_id')
          .where('dealership_slug', '=', dealer)
          .where(holder, '=', phone)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!row) return 'invalid';
        const live = (q: UpdateQueryBuilder<Codes, 'codes', 'codes', UpdateResult>) =>
          q.where('code_id', '=', row.code_id).where('used_at', 'is', null).where('expires_at', '>', now);
        const spent = await live(trx.updateTable(table))
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('attempts', '<', CODE_RULES.maxAttempts)
          .returning(['code_hash', 'attempts'])
          .executeTakeFirst();
        if (!spent) {
          // No attempt left, or another guess used the code meanwhile.
          const current = await trx.selectFrom(table).select('used_at').where('code_id', '=', row.code_id).executeTakeFirstOrThrow();
          return current.used_at === null ? 'locked' : 'invalid';
        }
        if (!timingSafeEqual(Buffer.from(spent.code_hash, 'hex'), hashCode(row.code_id, code))) {
          return Number(spent.attempts) >= CODE_RULES.maxAttempts ? 'locked' : 'invalid';
        }
        const used = await live(trx.updateTable(table)).set({ used_at: now }).returning('code_id').executeTakeFirst();
        return used ? 'ok' : 'invalid';
      });
    },
  };
}

export type SignInCodes = ReturnType<typeof signInCodes>;
