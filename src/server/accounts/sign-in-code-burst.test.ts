import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type StoreDatabase } from '../store/open-database.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { CODE_RULES, signInCodes } from './sign-in-codes.ts';

const PHONE = '0412345678';
const DEALER = 'harbour-mazda';

// Guesses sent all at once, as a script hammering /api/auth/verify would: on PostgreSQL they run on
// the pool's connections in parallel, on SQLite they share group commits.
describe.each(testEngines())('a burst of sign-in guesses on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'burst', () => {
    let database: StoreDatabase;
    beforeEach(async () => {
      database = openDatabase(await engine.fresh());
    });
    afterEach(() => database.close());
    afterAll(() => engine.cleanup());

    const attemptsSpent = async () =>
      Number((await database.query((db) => db.selectFrom('sign_in_codes').select('attempts').executeTakeFirstOrThrow())).attempts);

    it('checks at most 5 of 50 wrong codes sent at once, and the right code is then refused', async () => {
      const codes = signInCodes(database);
      const issued = await codes.issue(DEALER, PHONE);
      if (!issued.issued) throw new Error('no code issued');
      const wrong = Array.from({ length: 50 }, (_, i) => String((Number(issued.code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const results = await Promise.all(wrong.map((guess) => codes.verify(DEALER, PHONE, guess)));
      // Only a checked guess that leaves attempts over says 'invalid'; the fifth and every later one say 'locked'.
      expect(results.filter((result) => result === 'invalid')).toHaveLength(CODE_RULES.maxAttempts - 1);
      expect(results.filter((result) => result === 'locked')).toHaveLength(50 - (CODE_RULES.maxAttempts - 1));
      expect(await attemptsSpent()).toBe(CODE_RULES.maxAttempts);
      expect(await codes.verify(DEALER, PHONE, issued.code)).toBe('locked');
    });

    it('signs in once when the right code arrives 20 times at once', async () => {
      const codes = signInCodes(database);
      const issued = await codes.issue(DEALER, PHONE);
      if (!issued.issued) throw new Error('no code issued');
      const results = await Promise.all(Array.from({ length: 20 }, () => codes.verify(DEALER, PHONE, issued.code)));
      expect(results.filter((result) => result === 'ok')).toHaveLength(1);
      expect(await attemptsSpent()).toBeLessThanOrEqual(CODE_RULES.maxAttempts);
      expect(await codes.verify(DEALER, PHONE, issued.code)).toBe('invalid');
    });
  });
});
