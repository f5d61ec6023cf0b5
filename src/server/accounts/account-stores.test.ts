import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type StoreDatabase } from '../store/open-database.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { sessions } from './sessions.ts';
import { CODE_RULES, signInCodes } from './sign-in-codes.ts';
import { embeddedSms } from './sms/embedded-sms.ts';
import { watchlistStore } from './watchlist-store.ts';

const PHONE = '0412345678';

describe.each(testEngines())('account stores on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'accounts', () => {
    let database: StoreDatabase;
    let now: Date;
    const clock = () => now;
    const advance = (ms: number) => (now = new Date(now.getTime() + ms));

    beforeEach(async () => {
      now = new Date('2026-03-02T09:00:00.000Z');
      database = openDatabase(await engine.fresh());
    });
    afterEach(() => database.close());
    afterAll(() => engine.cleanup());

    it('signs in with the code it sent once, and never with it again', async () => {
      const codes = signInCodes(database, clock);
      const issued = await codes.issue('harbour-mazda', PHONE);
      if (!issued.issued) throw new Error('no code issued');
      expect(issued.code).toMatch(/^\d{6}$/);
      expect(await codes.verify('other-dealer', PHONE, issued.code)).toBe('invalid');
      expect(await codes.verify('harbour-mazda', PHONE, issued.code)).toBe('ok');
      expect(await codes.verify('harbour-mazda', PHONE, issued.code)).toBe('invalid');
    });

    it('keeps only a hash of the code', async () => {
      const issued = await signInCodes(database, clock).issue('harbour-mazda', PHONE);
      if (!issued.issued) throw new Error('no code issued');
      const rows = await database.query((db) => db.selectFrom('sign_in_codes').selectAll().execute());
      expect(JSON.stringify(rows)).not.toContain(issued.code);
    });

    it('refuses a code after 5 minutes', async () => {
      const codes = signInCodes(database, clock);
      const issued = await codes.issue('harbour-mazda', PHONE);
      if (!issued.issued) throw new Error('no code issued');
      advance(CODE_RULES.validMs + 1);
      expect(await codes.verify('harbour-mazda', PHONE, issued.code)).toBe('invalid');
    });

    it('spends the code after 5 wrong guesses, even for the right one', async () => {
      const codes = signInCodes(database, clock);
      const issued = await codes.issue('harbour-mazda', PHONE);
      if (!issued.issued) throw new Error('no code issued');
      const wrong = issued.code === '000000' ? '111111' : '000000';
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await codes.verify('harbour-mazda', PHONE, wrong));
      expect(results).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked']);
      expect(await codes.verify('harbour-mazda', PHONE, issued.code)).toBe('locked');
    });

    it('sends a number at most one code per 30 s and five an hour', async () => {
      const codes = signInCodes(database, clock);
      expect((await codes.issue('harbour-mazda', PHONE)).issued).toBe(true);
      expect(await codes.issue('westside-used-cars', PHONE)).toEqual({ issued: false, retryAfterSeconds: 30 });
      expect((await codes.issue('harbour-mazda', '0499999999')).issued).toBe(true);
      for (let i = 0; i < 4; i++) {
        advance(CODE_RULES.minGapMs);
        expect((await codes.issue('harbour-mazda', PHONE)).issued).toBe(true);
      }
      advance(CODE_RULES.minGapMs);
      const sixth = await codes.issue('harbour-mazda', PHONE);
      expect(sixth).toEqual({ issued: false, retryAfterSeconds: 3_600 - 5 * 30 });
      advance(sixth.issued ? 0 : sixth.retryAfterSeconds * 1000);
      expect((await codes.issue('harbour-mazda', PHONE)).issued).toBe(true);
    });

    it('reads a session until it is revoked or expires', async () => {
      const store = sessions(database, clock);
      const token = await store.create('harbour-mazda', PHONE);
      expect(await store.read('harbour-mazda', token)).toEqual({ dealer: 'harbour-mazda', phone: PHONE });
      expect(await store.read('westside-used-cars', token)).toBeNull();
      expect(await store.read('harbour-mazda', `${token.slice(0, -1)}x`)).toBeNull();
      await store.revoke(token);
      expect(await store.read('harbour-mazda', token)).toBeNull();

      const other = await store.create('harbour-mazda', PHONE);
      const third = await store.create('harbour-mazda', PHONE);
      expect(await store.revokeAll('harbour-mazda', PHONE)).toBe(2);
      expect(await store.read('harbour-mazda', other)).toBeNull();
      expect(await store.read('harbour-mazda', third)).toBeNull();

      const late = await store.create('harbour-mazda', PHONE);
      advance(31 * 24 * 3_600_000);
      expect(await store.read('harbour-mazda', late)).toBeNull();
    });

    it('keeps a watchlist per dealer and phone, newest first, saving twice once', async () => {
      const list = watchlistStore(database, clock);
      await list.save('harbour-mazda', PHONE, 'car-1');
      advance(1000);
      await list.save('harbour-mazda', PHONE, 'car-2');
      await list.save('harbour-mazda', PHONE, 'car-2');
      await list.save('westside-used-cars', PHONE, 'car-9');
      expect(await list.list('harbour-mazda', PHONE)).toEqual(['car-2', 'car-1']);
      await list.remove('harbour-mazda', PHONE, 'car-1');
      expect(await list.list('harbour-mazda', PHONE)).toEqual(['car-2']);
      expect(await list.list('harbour-mazda', '0499999999')).toEqual([]);
    });

    it('keeps the messages the embedded SMS provider would send, newest first', async () => {
      const sms = embeddedSms(database, clock);
      await sms.send({ dealer: 'harbour-mazda', phone: PHONE, text: 'first' });
      advance(1000);
      await sms.send({ dealer: 'harbour-mazda', phone: '0499999999', text: 'second' });
      expect((await sms.list()).map((m) => [m.phone, m.text, m.sentAt])).toEqual([
        ['0499999999', 'second', '2026-03-02T09:00:01.000Z'],
        [PHONE, 'first', '2026-03-02T09:00:00.000Z'],
      ]);
    });
  });
});
