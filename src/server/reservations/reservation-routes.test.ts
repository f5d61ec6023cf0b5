import { afterEach, describe, expect, it } from 'vitest';
import { embeddedPayment } from '../payments/embedded-payment.ts';
import { stripeStub } from '../payments/testing/stripe-stub.ts';
import { buyer, DEALER, reserveHarness, type ReserveHarness } from './testing/reserve-harness.ts';

const WEBHOOK_SECRET = 'whsec_forecourt_routes';

describe('reserve online over HTTP', () => {
  let h: ReserveHarness;
  afterEach(() => h.close());

  describe('with the embedded provider', () => {
    const start = () => (h = reserveHarness(() => embeddedPayment));

    it('holds the car for 48 hours, marks it reserved and tells the dealer with a lead', async () => {
      start();
      const cookie = await h.signIn('0412345678');
      const answer = await h.reserve(cookie);
      expect(answer.status).toBe(201);
      const { reservation, redirect_url } = (await answer.json()) as { reservation: Record<string, unknown>; redirect_url: string | null };
      expect(redirect_url).toBeNull();
      expect(reservation).toMatchObject({ car_id: '4001', status: 'held', amount: 200, provider: 'embedded', expires_at: '2026-03-04T09:00:00.000Z' });
      expect(h.writes).toEqual([['4001', true]]);
      const [lead] = await h.leads.store().listLeads({ dealer: DEALER });
      expect(lead).toMatchObject({
        category: 'Reservation',
        subcategory: 'Deposit to be taken by the dealer',
        carId: '4001',
        phone: '0412345678',
        stage: 'complete',
      });

      const mine = (await (await h.call('GET', '/reservations/mine', undefined, { cookie })).json()) as { reservations: unknown[] };
      expect(mine.reservations).toHaveLength(1);
      expect(await (await h.call('GET', '/reservations/car/4001')).json()).toEqual({ reservable: false, reason: 'already_reserved' });
    });

    it('refuses a second shopper the same car, and gives it back once the hold is cancelled', async () => {
      start();
      await h.reserve(await h.signIn('0412345678'));
      const second = await h.signIn('0498765432');
      const refused = await h.reserve(second);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: 'already_reserved' });
      expect(await h.reservations.store().list()).toHaveLength(1);

      const [held] = await h.reservations.store().list({ live: true });
      await h.reservations.end(held!.reservationId, 'cancelled');
      expect(h.writes).toEqual([
        ['4001', true],
        ['4001', false],
      ]);
      expect((await h.reserve(second)).status).toBe(201);
    });

    it('releases a hold at 48 hours by the clock, and not before', async () => {
      start();
      await h.reserve(await h.signIn('0412345678'));
      h.clock.now = new Date('2026-03-04T08:59:59.000Z');
      expect(await h.reservations.releaseDue()).toEqual([]);
      h.clock.now = new Date('2026-03-04T09:00:00.000Z');
      expect((await h.reservations.releaseDue()).map((r) => r.status)).toEqual(['released']);
      expect(h.writes.at(-1)).toEqual(['4001', false]);
      expect(await (await h.call('GET', '/reservations/car/4001')).json()).toEqual({ reservable: true, reason: null });
    });

    it('answers bad requests with 4xx and writes nothing', async () => {
      start();
      expect((await h.reserve('forecourt_session=none')).status).toBe(401);
      const cookie = await h.signIn('0412345678');
      expect((await h.reserve(cookie, '4002')).status).toBe(409);
      expect((await h.reserve(cookie, '4003')).status).toBe(409);
      expect((await h.reserve(cookie, 'no-such-car')).status).toBe(404);
      expect((await h.reserve(cookie, '4001', { purchase: 'unknown-lead' })).status).toBe(422);
      expect((await h.reserve(cookie, '4001', { phone: '02 9999 0000' })).status).toBe(422);
      expect((await h.reserve(cookie, '4001', { price: 1 })).status).toBe(422);
      expect((await h.call('POST', '/reservations', '{"car_id":', { cookie })).status).toBe(400);
      expect((await h.call('POST', '/reservations', 'car_id=1', { cookie, 'content-type': 'text/plain' })).status).toBe(415);
      expect((await h.call('POST', '/reservations', { car_id: '4001', ...buyer }, { cookie, origin: 'https://evil.example' })).status).toBe(403);
      expect(await h.reservations.store().list()).toEqual([]);
      expect(h.writes).toEqual([]);
      expect(await h.leads.store().listLeads({ dealer: DEALER })).toEqual([]);
    });
  });

  describe('with Stripe', () => {
    it('holds the car only once the signed webhook says the deposit is paid; a bad signature changes nothing', async () => {
      h = reserveHarness((clock) => stripeStub(WEBHOOK_SECRET, clock), { webhookSecret: WEBHOOK_SECRET });
      const answer = await h.reserve(await h.signIn('0412345678'));
      const { reservation, redirect_url } = (await answer.json()) as { reservation: { reservation_id: string; status: string }; redirect_url: string };
      expect(reservation.status).toBe('pending');
      expect(redirect_url).toBe(`https://checkout.stripe.com/c/pay/cs_${reservation.reservation_id}`);
      expect(h.writes).toEqual([]);

      const session = { id: `cs_${reservation.reservation_id}`, payment_status: 'paid', metadata: { purpose: 'reservation', id: reservation.reservation_id } };
      expect((await h.webhook('checkout.session.completed', session, { secret: 'whsec_forged' })).status).toBe(400);
      expect(
        (await h.call('POST', '/payments/webhook', JSON.stringify({ type: 'checkout.session.completed' }), { 'content-type': 'application/json' })).status,
      ).toBe(400);
      expect((await h.reservations.store().get(reservation.reservation_id))?.status).toBe('pending');
      expect(h.writes).toEqual([]);

      expect((await h.webhook('checkout.session.completed', session)).status).toBe(200);
      expect((await h.reservations.store().get(reservation.reservation_id))?.status).toBe('held');
      expect(h.writes).toEqual([['4001', true]]);
      const [lead] = await h.leads.store().listLeads({ dealer: DEALER });
      expect(lead?.subcategory).toBe('Deposit paid online');
    });
  });
});
