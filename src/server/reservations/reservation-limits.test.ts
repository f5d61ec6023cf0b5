import { afterEach, describe, expect, it } from 'vitest';
import { STRINGS } from '../../lib/strings.ts';
import { embeddedPayment } from '../payments/embedded-payment.ts';
import { stripeStub } from '../payments/testing/stripe-stub.ts';
import { DEALER, reserveHarness, type ReserveHarness } from './testing/reserve-harness.ts';

type Answer = { reservation: { reservation_id: string; car_id: string; status: string; expires_at: string }; redirect_url: string | null };

describe('reservations that cannot be hoarded', () => {
  let h: ReserveHarness;
  afterEach(() => h.close());

  it("answers a repeat reserve with the shopper's existing hold, and refuses them a second car with a message saying why", async () => {
    h = reserveHarness(() => embeddedPayment);
    const cookie = await h.signIn('0412345678');
    const first = await h.reserve(cookie);
    expect(first.status).toBe(201);
    const held = (await first.json()) as Answer;

    const again = await h.reserve(cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(held);

    const second = await h.reserve(cookie, '4005');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: 'hold_limit', message: STRINGS.reserveHoldLimit(1) });
    // One hold, one reserved flag, one lead: the repeat and the refusal wrote nothing.
    expect(await h.reservations.store().list()).toHaveLength(1);
    expect(h.writes).toEqual([['4001', true]]);
    expect(await h.leads.store().listLeads({ dealer: DEALER })).toHaveLength(1);

    // Once the hold ends, the shopper may reserve another car.
    await h.reservations.end(held.reservation.reservation_id, 'cancelled');
    expect((await h.reserve(cookie, '4005')).status).toBe(201);
  });

  it('counts holds per signed-in account where checkout is gated, whatever mobile the form gives', async () => {
    h = reserveHarness(() => embeddedPayment);
    const cookie = await h.signIn('0412345678');
    expect((await h.reserve(cookie, '4001', { phone: '0498 000 001' })).status).toBe(201);
    const other = await h.reserve(cookie, '4005', { phone: '0498 000 002' });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: 'hold_limit' });
  });

  it('lets one address make three reservations an hour (the shared Wi-Fi trade-off), then answers 429 with a message', async () => {
    h = reserveHarness(() => embeddedPayment);
    const cafe = '198.51.100.20';
    for (const [i, car] of ['4001', '4005', '4006'].entries()) {
      expect((await h.reserve(await h.signIn(`041200000${i}`), car, {}, cafe)).status).toBe(201);
    }
    const late = await h.signIn('0412000009');
    const fourth = await h.reserve(late, '4007', {}, cafe);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ error: 'address_limit', message: STRINGS.reserveAddressLimit });
    // Another address is not held back; an hour on, the café's shoppers may reserve again.
    expect((await h.reserve(await h.signIn('0412000008'), '4008', {}, '203.0.113.5')).status).toBe(201);
    h.clock.now = new Date(h.clock.now.getTime() + 3_600_000 + 1);
    expect((await h.reserve(late, '4007', {}, cafe)).status).toBe(201);
  });

  it("follows the dealer's switches: two holds per shopper, one reservation an hour per address, holds of 6 hours", async () => {
    h = reserveHarness(() => embeddedPayment, { switches: { purchase: { reserve: { holds_per_shopper: 2, holds_per_address_per_hour: 10, hold_hours: 6 } } } });
    const cookie = await h.signIn('0412345678');
    const first = (await (await h.reserve(cookie)).json()) as Answer;
    expect(first.reservation.expires_at).toBe('2026-03-02T15:00:00.000Z');
    expect((await h.reserve(cookie, '4005')).status).toBe(201);
    const third = await h.reserve(cookie, '4006');
    expect(await third.json()).toMatchObject({ error: 'hold_limit', message: STRINGS.reserveHoldLimit(2) });
    h.clock.now = new Date('2026-03-02T14:59:59.000Z');
    expect(await h.reservations.releaseDue()).toEqual([]);
    h.clock.now = new Date('2026-03-02T15:00:00.000Z');
    expect((await h.reservations.releaseDue()).map((r) => r.carId).sort()).toEqual(['4001', '4005']);

    h = (await h.close(), reserveHarness(() => embeddedPayment, { switches: { purchase: { reserve: { holds_per_address_per_hour: 1 } } } }));
    expect((await h.reserve(await h.signIn('0412000001'), '4001', {}, '192.0.2.1')).status).toBe(201);
    expect((await h.reserve(await h.signIn('0412000002'), '4005', {}, '192.0.2.1')).status).toBe(429);
  });

  it('sends a repeat reserve while the deposit is unpaid back to the same payment page, and counts the unpaid hold', async () => {
    h = reserveHarness((clock) => stripeStub('whsec_limits', clock), { webhookSecret: 'whsec_limits' });
    const cookie = await h.signIn('0412345678');
    const first = (await (await h.reserve(cookie)).json()) as Answer;
    expect(first.reservation.status).toBe('pending');
    const again = await h.reserve(cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect((await h.reserve(cookie, '4005')).status).toBe(409);
  });
});
