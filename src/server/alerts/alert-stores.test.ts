import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type StoreDatabase } from '../store/open-database.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { alertOutbox, type AlertEnvelope } from './alert-outbox.ts';
import type { AlertItem } from './alert-message.ts';
import { savedSearchStore } from './saved-search-store.ts';

const DEALER = 'harbour-mazda';
const PHONE = '0412345678';
const MAZDA = { name: 'Mazda under $30,000', urlState: '?refinementList[make][0]=Mazda&range[price]=:30000', channel: 'sms' as const, email: null };

const item = (carId: string, subject = 'search-1'): AlertItem => ({
  subject,
  searchName: 'Mazda under $30,000',
  carId,
  event: { kind: 'new' },
  eventKey: 'new',
  title: '2024 Mazda CX-5',
  price: 29990,
  url: `http://harbour-mazda.localhost:4321/cars/${carId}/`,
});
const envelope = (items: AlertItem[]): AlertEnvelope => ({ dealer: DEALER, phone: PHONE, channel: 'sms', address: PHONE, items });

describe.each(testEngines())('shopper alert stores on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'alerts', () => {
    let database: StoreDatabase;
    let now: Date;
    const clock = () => now;

    beforeEach(async () => {
      now = new Date('2026-03-02T09:00:00.000Z');
      database = openDatabase(await engine.fresh());
    });
    afterEach(() => database.close());
    afterAll(() => engine.cleanup());

    it('keeps at most the cap of saved searches per shopper, even when saved at once', async () => {
      const searches = savedSearchStore(database, clock);
      const results = await Promise.all(Array.from({ length: 5 }, (_, i) => searches.create(DEALER, PHONE, { ...MAZDA, name: `Search ${i}` }, 3)));
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(results.filter((r) => !r.ok)).toEqual([
        { ok: false, reason: 'cap' },
        { ok: false, reason: 'cap' },
      ]);
      expect(await searches.list(DEALER, PHONE)).toHaveLength(3);
      // Another shopper, or the same phone on another dealer's site, has a cap of their own.
      expect((await searches.create(DEALER, '0412000000', MAZDA, 3)).ok).toBe(true);
      expect((await searches.create('westside-used-cars', PHONE, MAZDA, 3)).ok).toBe(true);
    });

    it('renames, pauses and deletes only the shopper’s own searches, and the matcher sees only live ones', async () => {
      const searches = savedSearchStore(database, clock);
      const made = await searches.create(DEALER, PHONE, MAZDA, 20);
      if (!made.ok) throw new Error('not saved');
      const id = made.search.id;
      const before = await searches.version(DEALER);
      expect(await searches.update(DEALER, '0412000000', id, { name: 'Theirs' })).toBeNull();
      now = new Date(now.getTime() + 1000);
      expect(await searches.update(DEALER, PHONE, id, { name: 'Cheap Mazdas', paused: true })).toMatchObject({ name: 'Cheap Mazdas', paused: true });
      expect(await searches.version(DEALER)).not.toBe(before);
      expect(await searches.live(DEALER)).toEqual([]);
      expect(await searches.update(DEALER, PHONE, id, { paused: false })).toMatchObject({ paused: false });
      expect((await searches.live(DEALER)).map((s) => s.id)).toEqual([id]);
      expect(await searches.pauseAll(DEALER, PHONE)).toBe(1);
      expect(await searches.live(DEALER)).toEqual([]);
      expect(await searches.remove(DEALER, '0412000000', id)).toBe(false);
      expect(await searches.remove(DEALER, PHONE, id)).toBe(true);
      expect(await searches.list(DEALER, PHONE)).toEqual([]);
    });

    it('queues a car for a search once, however often the change is matched', async () => {
      const outbox = alertOutbox(database, clock);
      expect(await outbox.enqueue(envelope([item('1'), item('2')]), { perDay: 5 })).toBe('queued');
      expect(await outbox.enqueue(envelope([item('1')]), { perDay: 5 })).toBe('duplicate');
      // A message of one old and one new item carries the new one only.
      expect(await outbox.enqueue(envelope([item('2'), item('3')]), { perDay: 5 })).toBe('queued');
      const claimed = await outbox.claimDue({ limit: 10, leaseMs: 60_000 });
      expect(claimed.map((c) => c.items.map((i) => i.carId))).toEqual([['1', '2'], ['3']]);
      // Leased: a second sender claims nothing.
      expect(await outbox.claimDue({ limit: 10, leaseMs: 60_000 })).toEqual([]);
    });

    it('records messages past the daily cap without sending them, and holds one until its time', async () => {
      const outbox = alertOutbox(database, clock);
      expect(await outbox.enqueue(envelope([item('1')]), { perDay: 2 })).toBe('queued');
      expect(await outbox.enqueue(envelope([item('2')]), { perDay: 2, notBefore: new Date('2026-03-02T21:00:00.000Z') })).toBe('queued');
      expect(await outbox.enqueue(envelope([item('3')]), { perDay: 2 })).toBe('capped');
      const [sent] = await outbox.claimDue({ limit: 10, leaseMs: 60_000 });
      expect(sent!.items[0]!.carId).toBe('1');
      await outbox.record(sent!.outboxId, { ok: true }, { maxAttempts: 3, backoffMs: 1000 });
      now = new Date('2026-03-02T21:00:00.000Z');
      expect((await outbox.claimDue({ limit: 10, leaseMs: 60_000 })).map((c) => c.items[0]!.carId)).toEqual(['2']);
      // A day later the shopper may be told again.
      now = new Date('2026-03-03T09:00:01.000Z');
      expect(await outbox.enqueue(envelope([item('4')]), { perDay: 2 })).toBe('queued');
    });

    it('queues a whole change in one call: each shopper once, what was told before left out, the daily cap counted within the change', async () => {
      const outbox = alertOutbox(database, clock);
      expect(await outbox.enqueue(envelope([item('1', 'search-a')]), { perDay: 2 })).toBe('queued');
      const other = '0412000000';
      // 1,200 shoppers: more than one statement's worth of rows and of subjects.
      const many = Array.from({ length: 1200 }, (_, i) => ({
        envelope: { dealer: DEALER, phone: `0413${String(i).padStart(6, '0')}`, channel: 'sms' as const, address: 'x', items: [item('1', `search-m${i}`)] },
      }));
      const results = await outbox.enqueueAll(
        [
          // Told before: left out; the message still goes with its new item.
          { envelope: envelope([item('1', 'search-a'), item('2', 'search-a')]) },
          // The shopper's second message in the change is their third in the day: over a cap of 2.
          { envelope: { ...envelope([item('3', 'search-b')]), channel: 'email', address: 'shopper@example.com' } },
          { envelope: { ...envelope([item('1', 'search-c')]), phone: other, address: other } },
          { envelope: { ...envelope([item('1', 'search-a')]), phone: other, address: other } },
          ...many,
        ],
        { perDay: 2 },
      );
      expect(results.slice(0, 4)).toEqual(['queued', 'capped', 'queued', 'duplicate']);
      expect(results.slice(4).every((r) => r === 'queued')).toBe(true);
      const claimed = await outbox.claimDue({ limit: 2000, leaseMs: 60_000 });
      expect(claimed).toHaveLength(1203);
      expect(claimed.filter((c) => c.phone === PHONE).map((c) => c.items.map((i) => `${i.subject} ${i.carId}`))).toEqual([['search-a 1'], ['search-a 2']]);
      // Queued again, the whole change is told before.
      expect(new Set(await outbox.enqueueAll(many, { perDay: 2 }))).toEqual(new Set(['duplicate']));
    });

    it('retries a failed send after its backoff and dead-letters it after the last attempt', async () => {
      const outbox = alertOutbox(database, clock);
      await outbox.enqueue(envelope([item('1')]), { perDay: 5 });
      const policy = { maxAttempts: 2, backoffMs: 30_000 };
      const [first] = await outbox.claimDue({ limit: 10, leaseMs: 60_000 });
      await outbox.record(first!.outboxId, { ok: false, error: 'provider down' }, policy);
      expect(await outbox.claimDue({ limit: 10, leaseMs: 60_000 })).toEqual([]);
      now = new Date(now.getTime() + 30_000);
      const [second] = await outbox.claimDue({ limit: 10, leaseMs: 60_000 });
      expect(second!.attempt).toBe(2);
      await outbox.record(second!.outboxId, { ok: false, error: 'provider down' }, policy);
      now = new Date(now.getTime() + 3_600_000);
      expect(await outbox.claimDue({ limit: 10, leaseMs: 60_000 })).toEqual([]);
      const rows = await database.query((db) => db.selectFrom('alert_outbox').select(['state', 'last_error']).execute());
      expect(rows).toEqual([{ state: 'dead', last_error: 'provider down' }]);
    });
  });
});
