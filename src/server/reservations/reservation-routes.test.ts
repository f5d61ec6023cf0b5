import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCar } from '../../lib/inventory/fixtures/car.ts';
import type { Car } from '../../lib/inventory/car-schema.ts';
import { createApp } from '../app.ts';
import { createAccountService, type AccountService } from '../accounts/account-service.ts';
import { embeddedSms } from '../accounts/sms/embedded-sms.ts';
import { createLeadService, type LeadService } from '../leads/lead-service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { embeddedPayment } from '../payments/embedded-payment.ts';
import { serverConfig } from '../server-config.ts';
import type { CarAvailability } from './car-availability.ts';
import { createReservationService, type ReservationService } from './reservation-service.ts';
import { stripeStub } from '../payments/testing/stripe-stub.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

// westside-used-cars: reserve in payment_processors mode, checkout gated behind sign-in.
const DEALER = 'westside-used-cars';
const site = `http://${DEALER}.localhost:4321`;
const WEBHOOK_SECRET = 'whsec_forecourt_routes';
const buyer = { name: 'Sam Shopper', email: 'sam@example.com', phone: '0412 345 678' };

/** The live index as the reservation sees it: cars by id, and every reserved flag written, in order. */
function fakeAvailability(cars: Car[]) {
  const byId = new Map(cars.map((car) => [car.id, car]));
  const writes: Array<[string, boolean]> = [];
  const availability: CarAvailability = {
    find: async (_dealer, idOrSlug) => byId.get(idOrSlug) ?? [...byId.values()].find((c) => c.slug === idOrSlug) ?? null,
    setReserved: async (_dealer, carId, reserved) => {
      writes.push([carId, reserved]);
      byId.set(carId, { ...byId.get(carId)!, reserved });
    },
  };
  return { availability, writes };
}

const stripe = stripeStub('reservation', WEBHOOK_SECRET);

describe('reserve online over HTTP', () => {
  let leads: LeadService;
  let accounts: AccountService;
  let reservations: ReservationService;
  let app: ReturnType<typeof createApp>;
  let writes: Array<[string, boolean]>;
  let now: Date;

  function start(payments: PaymentProvider = embeddedPayment) {
    now = new Date('2026-03-02T09:00:00.000Z');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-reservations-'));
    dirs.push(dataDir);
    const config = serverConfig({ FORECOURT_DATA_DIR: dataDir, FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000', FORECOURT_LEAD_RATE_PER_MINUTE: '1000' }, root);
    leads = createLeadService(config, {});
    accounts = createAccountService(leads, {});
    const fake = fakeAvailability([
      makeCar({ id: 4001, slug: 'reservable-car', dealership_id: 401, payment_processors: ['stripe'] }),
      makeCar({ id: 4002, slug: 'no-processors', dealership_id: 401 }),
      makeCar({ id: 4003, slug: 'sold-car', dealership_id: 401, status: 'sold', payment_processors: ['stripe'] }),
    ]);
    writes = fake.writes;
    reservations = createReservationService(leads, config, { availability: fake.availability, payments, clock: () => now });
    app = createApp({ config, leads, accounts, reservations });
  }
  afterEach(() => leads.close());

  function call(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { origin: site, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers } };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    return app.fetch(new Request(`${site}/api${route}`, init), { dealerSlug: DEALER, clientIp: '127.0.0.7' });
  }

  async function signIn(phone: string): Promise<string> {
    await call('POST', '/auth/code', { phone_number: phone });
    const [message] = await embeddedSms(leads.database()).list(1);
    const verified = await call('POST', '/auth/verify', { phone_number: phone, code: message!.text.slice(0, 6) });
    return verified.headers.get('set-cookie')!.split(';')[0]!;
  }

  const reserve = (cookie: string, car: unknown = 'reservable-car', extra: Record<string, unknown> = {}) =>
    call('POST', '/reservations', { car_id: car, ...buyer, ...extra }, { cookie });

  describe('with the embedded provider', () => {
    beforeEach(() => start());

    it('holds the car for 48 hours, marks it reserved and tells the dealer with a lead', async () => {
      const cookie = await signIn('0412345678');
      const answer = await reserve(cookie);
      expect(answer.status).toBe(201);
      const { reservation, redirect_url } = (await answer.json()) as { reservation: Record<string, unknown>; redirect_url: string | null };
      expect(redirect_url).toBeNull();
      expect(reservation).toMatchObject({ car_id: '4001', status: 'held', amount: 200, provider: 'embedded', expires_at: '2026-03-04T09:00:00.000Z' });
      expect(writes).toEqual([['4001', true]]);
      const [lead] = await leads.store().listLeads({ dealer: DEALER });
      expect(lead).toMatchObject({
        category: 'Reservation',
        subcategory: 'Deposit to be taken by the dealer',
        carId: '4001',
        phone: '0412345678',
        stage: 'complete',
      });

      const mine = (await (await call('GET', '/reservations/mine', undefined, { cookie })).json()) as { reservations: unknown[] };
      expect(mine.reservations).toHaveLength(1);
      expect(await (await call('GET', '/reservations/car/reservable-car')).json()).toEqual({ reservable: false, reason: 'already_reserved' });
    });

    it('refuses a second shopper the same car, and gives it back once the hold is cancelled', async () => {
      await reserve(await signIn('0412345678'));
      const second = await signIn('0498765432');
      const refused = await reserve(second);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: 'already_reserved' });
      expect(await reservations.store().list()).toHaveLength(1);

      const [held] = await reservations.store().list({ live: true });
      await reservations.end(held!.reservationId, 'cancelled');
      expect(writes).toEqual([
        ['4001', true],
        ['4001', false],
      ]);
      expect((await reserve(second)).status).toBe(201);
    });

    it('releases a hold at 48 hours by the clock, and not before', async () => {
      await reserve(await signIn('0412345678'));
      now = new Date('2026-03-04T08:59:59.000Z');
      expect(await reservations.releaseDue()).toEqual([]);
      now = new Date('2026-03-04T09:00:00.000Z');
      expect((await reservations.releaseDue()).map((r) => r.status)).toEqual(['released']);
      expect(writes.at(-1)).toEqual(['4001', false]);
      expect(await (await call('GET', '/reservations/car/reservable-car')).json()).toEqual({ reservable: true, reason: null });
    });

    it('answers bad requests with 4xx and writes nothing', async () => {
      expect((await reserve('forecourt_session=none')).status).toBe(401);
      const cookie = await signIn('0412345678');
      expect((await reserve(cookie, 'no-processors')).status).toBe(409);
      expect((await reserve(cookie, 'sold-car')).status).toBe(409);
      expect((await reserve(cookie, 'no-such-car')).status).toBe(404);
      expect((await reserve(cookie, 'reservable-car', { purchase: 'unknown-lead' })).status).toBe(422);
      expect((await reserve(cookie, 'reservable-car', { phone: '02 9999 0000' })).status).toBe(422);
      expect((await reserve(cookie, 'reservable-car', { price: 1 })).status).toBe(422);
      expect((await call('POST', '/reservations', '{"car_id":', { cookie })).status).toBe(400);
      expect((await call('POST', '/reservations', 'car_id=1', { cookie, 'content-type': 'text/plain' })).status).toBe(415);
      expect((await call('POST', '/reservations', { car_id: 'reservable-car', ...buyer }, { cookie, origin: 'https://evil.example' })).status).toBe(403);
      expect(await reservations.store().list()).toEqual([]);
      expect(writes).toEqual([]);
      expect(await leads.store().listLeads({ dealer: DEALER })).toEqual([]);
    });
  });

  describe('with Stripe', () => {
    beforeEach(() => start(stripe));

    const webhook = (payload: string, secret = WEBHOOK_SECRET) =>
      call('POST', '/payments/webhook', payload, {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      });

    it('holds the car only once the signed webhook says the deposit is paid; a bad signature changes nothing', async () => {
      const answer = await reserve(await signIn('0412345678'));
      const { reservation, redirect_url } = (await answer.json()) as { reservation: { reservation_id: string; status: string }; redirect_url: string };
      expect(reservation.status).toBe('pending');
      expect(redirect_url).toBe(`https://checkout.stripe.com/c/pay/cs_${reservation.reservation_id}`);
      expect(writes).toEqual([]);

      const paid = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: `cs_${reservation.reservation_id}`, metadata: { id: reservation.reservation_id } } },
      });
      expect((await webhook(paid, 'whsec_forged')).status).toBe(400);
      expect((await call('POST', '/payments/webhook', paid, { 'content-type': 'application/json' })).status).toBe(400);
      expect((await reservations.store().get(reservation.reservation_id))?.status).toBe('pending');
      expect(writes).toEqual([]);

      expect((await webhook(paid)).status).toBe(200);
      expect((await reservations.store().get(reservation.reservation_id))?.status).toBe('held');
      expect(writes).toEqual([['4001', true]]);
      const [lead] = await leads.store().listLeads({ dealer: DEALER });
      expect(lead?.subcategory).toBe('Deposit paid online');
    });
  });
});
