import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCar } from '../../lib/inventory/fixtures/car.ts';
import { ReservationRequestSchema } from '../../lib/reservations/reservation-request.ts';
import type { CarAvailability } from '../reservations/car-availability.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { consoleHarness, type ConsoleHarness } from './testing/console-harness.ts';

const WESTSIDE = 'westside-used-cars';
const HARBOUR = 'harbour-mazda';

describe.each(testEngines())('the console reservations screen API on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'reservations', () => {
    let h: ConsoleHarness;
    let writes: Array<[string, boolean]>;
    beforeEach(async () => {
      writes = [];
      const availability: CarAvailability = {
        find: async (_dealer, id) => makeCar({ id: Number(id), slug: `car-${id}`, dealership_id: 401, payment_processors: ['stripe'] }),
        setReserved: async (_dealer, carId, reserved) => void writes.push([carId, reserved]),
      };
      h = consoleHarness(await engine.fresh(), { availability });
    });
    afterEach(() => h.close());
    afterAll(() => engine.cleanup());

    /** A shopper's reservation of car `id` at westside, through the reservation service as the site's API makes it. */
    async function reserved(id: string): Promise<string> {
      const dealer = h.server.context.dealers.dealer(WESTSIDE)!.dealer;
      const request = ReservationRequestSchema.parse({ car_id: id, name: 'Sam Shopper', email: 'sam@example.com', phone: '0412 345 678' });
      const outcome = await h.server.features.reservations.reserve(dealer, request, {
        accountPhone: '0412345678',
        origin: `http://${WESTSIDE}.localhost:4321`,
        clientAddress: null,
      });
      if (!outcome.ok) throw new Error('not reserved');
      return outcome.reservation.reservationId;
    }
    const path = (rest = '') => `/dealers/${WESTSIDE}/reservations${rest}`;
    const audit = async (dealer: string) =>
      (await h.server.features.staff.audit().list(dealer)).map((l) => `${l.outcome} ${l.action} ${l.detail ?? ''}`.trim());

    it('lists, marks the deposit taken, extends and cancels a hold; the car is free again and each change is audited', async () => {
      const id = await reserved('4001');
      await h.cli('invite', 'sid@westside.example', '--dealer', WESTSIDE, '--role', 'sales');
      const sales = await h.signIn(WESTSIDE, 'sid@westside.example');
      const list = (await (await h.call(WESTSIDE, 'GET', path(), { cookie: sales })).json()) as {
        reservations: { reservation_id: string; status: string; expires_at: string }[];
      };
      expect(list.reservations).toMatchObject([{ reservation_id: id, status: 'held' }]);
      const taken = await h.call(WESTSIDE, 'POST', path(`/${id}/deposit-taken`), { cookie: sales });
      expect(taken.status).toBe(200);
      expect((await h.call(WESTSIDE, 'POST', path(`/${id}/deposit-taken`), { cookie: sales })).status).toBe(409);
      const extended = (await (await h.call(WESTSIDE, 'POST', path(`/${id}/extend`), { cookie: sales, body: { days: 2 } })).json()) as {
        reservation: { expires_at: string };
      };
      expect(new Date(extended.reservation.expires_at).getTime() - new Date(list.reservations[0]!.expires_at).getTime()).toBe(2 * 86_400_000);
      expect((await h.call(WESTSIDE, 'POST', path(`/${id}/extend`), { cookie: sales, body: { days: 30 } })).status).toBe(422);
      const cancelled = await h.call(WESTSIDE, 'POST', path(`/${id}/cancel`), { cookie: sales });
      expect(cancelled.status).toBe(200);
      expect(writes).toEqual([
        ['4001', true],
        ['4001', false],
      ]);
      expect((await h.server.features.reservations.store().get(id))?.status).toBe('cancelled');
      expect((await h.call(WESTSIDE, 'POST', path(`/${id}/cancel`), { cookie: sales })).status).toBe(409);
      const { carTitle } = (await h.server.features.reservations.store().get(id))!;
      expect((await audit(WESTSIDE)).slice(0, 4)).toEqual([
        `done reservations.cancel ${carTitle} (car 4001) available again`,
        expect.stringMatching(/^done reservations\.extend \+2 d, until /),
        'done reservations.deposit-taken $200',
        'done sign-in',
      ]);
    });

    it("refuses another dealer's staff, a service role and a signed-out call, changing nothing", async () => {
      const id = await reserved('4001');
      await h.cli('invite', 'olive@harbour.example', '--dealer', HARBOUR, '--role', 'owner');
      await h.cli('invite', 'sam@westside.example', '--dealer', WESTSIDE, '--role', 'service');
      const other = await h.signIn(HARBOUR, 'olive@harbour.example');
      const service = await h.signIn(WESTSIDE, 'sam@westside.example');
      expect((await h.call(HARBOUR, 'GET', path(), { cookie: other })).status).toBe(403);
      expect((await h.call(HARBOUR, 'POST', path(`/${id}/cancel`), { cookie: other })).status).toBe(403);
      // Naming their own dealer in the path does not reach another dealer's reservation.
      expect((await h.call(HARBOUR, 'POST', `/dealers/${HARBOUR}/reservations/${id}/cancel`, { cookie: other })).status).toBe(404);
      expect((await h.call(WESTSIDE, 'POST', path(`/${id}/cancel`), { cookie: service })).status).toBe(403);
      expect((await h.call(WESTSIDE, 'POST', path(`/${id}/cancel`))).status).toBe(401);
      expect((await h.call(WESTSIDE, 'POST', path(`/${id}/cancel`), { cookie: service, origin: 'https://evil.example' })).status).toBe(403);
      expect((await h.server.features.reservations.store().get(id))?.status).toBe('held');
      expect(writes).toEqual([['4001', true]]);
      expect((await audit(WESTSIDE)).filter((l) => l.startsWith('refused'))).toEqual([
        'refused reservations.cancel staff_signed_out',
        'refused reservations.cancel role_forbidden',
        'refused reservations.cancel not_your_dealer',
        'refused reservations.list not_your_dealer',
      ]);
    });
  });
});
