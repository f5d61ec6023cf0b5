import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type StoreDatabase } from '../store/open-database.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { reservationStore, type HoldLimits, type NewReservation, type ReserveResult } from './reservation-store.ts';

const HOLD = 48 * 3_600_000;
const booking = (carId: string, phone = '0412345678', clientAddress: string | null = null): NewReservation => ({
  dealer: 'westside-used-cars',
  carId,
  carSlug: `car-${carId}`,
  carTitle: '2019 Toyota Corolla',
  name: 'Sam Shopper',
  email: 'sam@example.com',
  phone,
  accountPhone: phone,
  clientAddress,
  amount: 200,
  provider: 'embedded',
  purchaseLeadId: null,
  holdMs: HOLD,
});

/** The dealer defaults: one live hold per shopper, three reservations an hour per address. */
const DEFAULT_LIMITS: HoldLimits = { perShopper: 1, perAddressPerHour: 3 };
const OPEN: HoldLimits = { perShopper: 100, perAddressPerHour: 100 };

const kinds = (results: ReserveResult[]) => results.reduce<Record<string, number>>((counts, r) => ({ ...counts, [r.kind]: (counts[r.kind] ?? 0) + 1 }), {});
const phone = (i: number) => `04123456${String(i).padStart(2, '0')}`;

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

    const created = async (store: ReturnType<typeof reservationStore>, input: NewReservation, status: 'pending' | 'held' = 'held', limits = OPEN) => {
      const result = await store.reserve(input, status, limits);
      if (result.kind !== 'created') throw new Error(`expected a reservation, got ${result.kind}`);
      return result.reservation;
    };

    it('gives a car to exactly one of 20 shoppers reserving it at once, from 20 addresses', async () => {
      const store = reservationStore(database, clock);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store.reserve(booking('77', phone(i), `203.0.113.${i}`), 'held', DEFAULT_LIMITS)));
      expect(kinds(results)).toEqual({ created: 1, car_taken: 19 });
      const live = await store.list({ live: true });
      expect(live).toHaveLength(1);
      expect(live[0]!.accountPhone).toBe(results.flatMap((r) => (r.kind === 'created' ? [r.reservation.accountPhone] : [])).at(0));
    });

    it("holds a burst of one shopper's reserves for 10 different cars to the per-shopper limit", async () => {
      const store = reservationStore(database, clock);
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) => store.reserve(booking(`c${i}`, '0412345678', `203.0.113.${i}`), 'pending', DEFAULT_LIMITS)),
      );
      expect(kinds(burst)).toEqual({ created: 1, shopper_limit: 9 });
      expect(await store.list({ live: true })).toHaveLength(1);

      // A dealer allowing two: a second burst of the same shopper gets exactly one more.
      const two = { ...DEFAULT_LIMITS, perShopper: 2 };
      const more = await Promise.all(Array.from({ length: 10 }, (_, i) => store.reserve(booking(`d${i}`, '0412345678', `198.51.100.${i}`), 'held', two)));
      expect(kinds(more)).toEqual({ created: 1, shopper_limit: 9 });
      expect(await store.list({ live: true, accountPhone: '0412345678' })).toHaveLength(2);
    });

    it('answers a burst of one shopper reserving the same car with one reservation, the repeats finding it', async () => {
      const store = reservationStore(database, clock);
      const burst = await Promise.all(Array.from({ length: 8 }, () => store.reserve(booking('77', '0412345678', '203.0.113.9'), 'held', DEFAULT_LIMITS)));
      expect(kinds(burst)).toEqual({ created: 1, existing: 7 });
      const ids = new Set(burst.map((r) => (r.kind === 'created' || r.kind === 'existing' ? r.reservation.reservationId : null)));
      expect(ids.size).toBe(1);
      // The repeats made no reservation of their own: the address has used one of its three.
      expect(await store.list()).toHaveLength(1);
    });

    it('lets one address make three reservations an hour, whoever makes them, and more once the hour has passed', async () => {
      const store = reservationStore(database, clock);
      const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => store.reserve(booking(`c${i}`, phone(i), '192.0.2.44'), 'held', DEFAULT_LIMITS)));
      expect(kinds(burst)).toEqual({ created: 3, address_limit: 9 });
      // Another address is not affected; a request without an address has no per-address limit.
      expect((await store.reserve(booking('c20', phone(20), '192.0.2.45'), 'held', DEFAULT_LIMITS)).kind).toBe('created');
      expect((await store.reserve(booking('c21', phone(21), null), 'held', DEFAULT_LIMITS)).kind).toBe('created');
      // Ended reservations still count within the hour: cancelling does not buy another.
      const [first] = await store.list({ live: true });
      await store.end(first!.reservationId, 'cancelled');
      expect((await store.reserve(booking('c30', phone(30), '192.0.2.44'), 'held', DEFAULT_LIMITS)).kind).toBe('address_limit');
      now = new Date('2026-03-02T10:00:00.001Z');
      expect((await store.reserve(booking('c30', phone(30), '192.0.2.44'), 'held', DEFAULT_LIMITS)).kind).toBe('created');
    });

    it('lets the car be reserved again once its reservation ends, and the shopper reserve another', async () => {
      const store = reservationStore(database, clock);
      const first = await created(store, booking('77'), 'held', DEFAULT_LIMITS);
      expect((await store.reserve(booking('77', '0498765432'), 'pending', DEFAULT_LIMITS)).kind).toBe('car_taken');
      expect((await store.reserve(booking('78'), 'held', DEFAULT_LIMITS)).kind).toBe('shopper_limit');
      expect((await store.end(first.reservationId, 'cancelled'))?.status).toBe('cancelled');
      expect(await store.end(first.reservationId, 'cancelled')).toBeNull();
      expect((await store.reserve(booking('78'), 'held', DEFAULT_LIMITS)).kind).toBe('created');
      expect((await store.reserve(booking('77', '0498765432'), 'held', DEFAULT_LIMITS)).kind).toBe('created');
    });

    it('finds holds whose time is up, and confirms only pending ones', async () => {
      const store = reservationStore(database, clock);
      const held = await created(store, booking('1'));
      const pending = await created(store, { ...booking('2'), holdMs: 35 * 60_000 }, 'pending');
      expect(held.expiresAt).toBe('2026-03-04T09:00:00.000Z');
      expect(await store.due(new Date('2026-03-02T09:34:00.000Z'))).toEqual([]);
      expect((await store.due(new Date('2026-03-02T09:35:00.000Z'))).map((r) => r.carId)).toEqual(['2']);
      expect((await store.due(new Date('2026-03-04T09:00:00.000Z'))).map((r) => r.carId)).toEqual(['2', '1']);
      expect(await store.confirm(held.reservationId, HOLD)).toBeNull();
      now = new Date('2026-03-02T09:10:00.000Z');
      const confirmed = await store.confirm(pending.reservationId, HOLD);
      expect(confirmed?.status).toBe('held');
      expect(confirmed?.expiresAt).toBe('2026-03-04T09:10:00.000Z');
    });

    it("waits for the provider's page to close before a pending reservation is due, never less", async () => {
      const store = reservationStore(database, clock);
      const pending = await created(store, { ...booking('2'), holdMs: 35 * 60_000 }, 'pending');
      await store.attach(pending.reservationId, {
        paymentRef: 'cs_test_2',
        paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_2',
        payBy: new Date('2026-03-02T09:36:00.000Z'),
      });
      await store.attach(pending.reservationId, { payBy: new Date('2026-03-02T09:20:00.000Z') });
      expect(await store.get(pending.reservationId)).toMatchObject({
        expiresAt: '2026-03-02T09:36:00.000Z',
        paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_2',
      });
    });

    it('records a payment that lands after the reservation ended once, and only for its own payment', async () => {
      const store = reservationStore(database, clock);
      const pending = await created(store, { ...booking('2'), holdMs: 35 * 60_000 }, 'pending');
      await store.attach(pending.reservationId, { paymentRef: 'cs_test_2' });
      expect(await store.recordLatePayment(pending.reservationId, 'cs_test_2')).toBeNull();
      now = new Date('2026-03-02T09:40:00.000Z');
      await store.end(pending.reservationId, 'released');
      expect(await store.recordLatePayment(pending.reservationId, 'cs_someone_else')).toBeNull();
      now = new Date('2026-03-03T10:00:00.000Z');
      expect(await store.recordLatePayment(pending.reservationId, 'cs_test_2')).toMatchObject({ status: 'released', latePaidAt: '2026-03-03T10:00:00.000Z' });
      expect(await store.recordLatePayment(pending.reservationId, 'cs_test_2')).toBeNull();
    });

    it("lists one shopper's reservations newest first and finds one by its payment", async () => {
      const store = reservationStore(database, clock);
      const older = await created(store, booking('1'));
      now = new Date('2026-03-02T10:00:00.000Z');
      await created(store, booking('2'), 'pending');
      await created(store, booking('3', '0498765432'));
      expect((await store.list({ accountPhone: '0412345678' })).map((r) => r.carId)).toEqual(['2', '1']);
      await store.attach(older.reservationId, { paymentRef: 'cs_test_1', leadId: 'lead-1' });
      expect(await store.byPaymentRef('cs_test_1')).toMatchObject({ carId: '1', leadId: 'lead-1' });
    });
  });
});
