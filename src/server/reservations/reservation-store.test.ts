import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type StoreDatabase } from '../store/open-database.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { reservationStore, type NewReservation } from './reservation-store.ts';

const HOLD = 48 * 3_600_000;
const booking = (carId: string, phone = '0412345678'): NewReservation => ({
  dealer: 'westside-used-cars',
  carId,
  carSlug: `car-${carId}`,
  carTitle: '2019 Toyota Corolla',
  name: 'Sam Shopper',
  email: 'sam@example.com',
  phone,
  accountPhone: phone,
  amount: 200,
  provider: 'embedded',
  purchaseLeadId: null,
  holdMs: HOLD,
});

describe.each(testEngines())('reservation store on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'reservations', () => {
    let database: StoreDatabase;
    let now: Date;
    const clock = () => now;

    beforeEach(async () => {
      now = new Date('2026-03-02T09:00:00.000Z');
      database = openDatabase(await engine.fresh());
    });
    afterEach(() => database.close());
    afterAll(() => engine.cleanup());

    it('gives a car to one of two shoppers reserving it at once', async () => {
      const store = reservationStore(database, clock);
      const [a, b] = await Promise.all([store.create(booking('77'), 'held'), store.create(booking('77', '0498765432'), 'held')]);
      expect([a, b].filter((r) => r !== null)).toHaveLength(1);
      expect(await store.list({ live: true })).toHaveLength(1);
    });

    it('lets the car be reserved again once its reservation ends', async () => {
      const store = reservationStore(database, clock);
      const first = await store.create(booking('77'), 'held');
      expect(await store.create(booking('77'), 'pending')).toBeNull();
      expect((await store.end(first!.reservationId, 'cancelled'))?.status).toBe('cancelled');
      expect(await store.end(first!.reservationId, 'cancelled')).toBeNull();
      expect(await store.create(booking('77'), 'held')).not.toBeNull();
    });

    it('finds holds whose 48 hours are up, and confirms only pending ones', async () => {
      const store = reservationStore(database, clock);
      const held = await store.create(booking('1'), 'held');
      const pending = await store.create({ ...booking('2'), holdMs: 30 * 60_000 }, 'pending');
      expect(held!.expiresAt).toBe('2026-03-04T09:00:00.000Z');
      expect(await store.due(new Date('2026-03-02T09:29:00.000Z'))).toEqual([]);
      expect((await store.due(new Date('2026-03-02T09:31:00.000Z'))).map((r) => r.carId)).toEqual(['2']);
      expect((await store.due(new Date('2026-03-04T09:00:00.000Z'))).map((r) => r.carId)).toEqual(['2', '1']);
      expect(await store.confirm(held!.reservationId, HOLD)).toBeNull();
      now = new Date('2026-03-02T09:10:00.000Z');
      const confirmed = await store.confirm(pending!.reservationId, HOLD);
      expect(confirmed?.status).toBe('held');
      expect(confirmed?.expiresAt).toBe('2026-03-04T09:10:00.000Z');
    });

    it("lists one shopper's reservations newest first and finds one by its payment", async () => {
      const store = reservationStore(database, clock);
      const older = await store.create(booking('1'), 'held');
      now = new Date('2026-03-02T10:00:00.000Z');
      await store.create(booking('2'), 'pending');
      await store.create(booking('3', '0498765432'), 'held');
      expect((await store.list({ accountPhone: '0412345678' })).map((r) => r.carId)).toEqual(['2', '1']);
      await store.attach(older!.reservationId, { paymentRef: 'cs_test_1', leadId: 'lead-1' });
      expect(await store.byPaymentRef('cs_test_1')).toMatchObject({ carId: '1', leadId: 'lead-1' });
    });
  });
});
