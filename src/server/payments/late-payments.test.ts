import { afterEach, describe, expect, it } from 'vitest';
import { STRINGS } from '../../lib/strings.ts';
import { DEALER, reserveHarness, type ReserveHarness } from '../reservations/testing/reserve-harness.ts';
import { stripeStub } from './testing/stripe-stub.ts';

const SECRET = 'whsec_late_payments';
type Reserved = { reservation: { reservation_id: string; status: string; expires_at: string; paid_after_hold_at: string | null }; redirect_url: string };
type Paying = { payment: { payment_id: string; status: string; expires_at: string }; redirect_url: string };

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

describe('Stripe payments that come late, later, or never', () => {
  let h: ReserveHarness;
  afterEach(() => h.close());
  // The dealer's CRM takes leads by e-mail, so a lead to the dealer is one due in the outbox. Staff alerts are off:
  // with the default (sent while a location is open), an alert row was due too whenever the test ran in Westside's hours.
  const start = (purchase: { payment_window_minutes?: number } = {}) =>
    (h = reserveHarness((clock) => stripeStub(SECRET, clock), {
      webhookSecret: SECRET,
      switches: { purchase, leads: { forward: { email: { to: ['crm@westside.example'] } }, alerts: false } },
    }));

  async function reservePending(): Promise<{ id: string; session: Record<string, unknown>; expiresAt: string }> {
    const answer = (await (await h.reserve(await h.signIn('0412345678'))).json()) as Reserved;
    const id = answer.reservation.reservation_id;
    return { id, expiresAt: answer.reservation.expires_at, session: { id: `cs_${id}`, metadata: { purpose: 'reservation', id, dealer: DEALER } } };
  }
  const status = async (id: string) => ((await (await h.call('GET', `/reservations/status/${id}`)).json()) as Reserved).reservation;

  it("gives the shopper the dealer's payment window to pay the deposit, then frees the car", async () => {
    start({ payment_window_minutes: 45 });
    const { id, expiresAt } = await reservePending();
    expect(expiresAt).toBe(minutes(h.clock.now, 45).toISOString());
    h.clock.now = minutes(h.clock.now, 44);
    expect(await h.reservations.releaseDue()).toEqual([]);
    h.clock.now = minutes(h.clock.now, 1);
    expect((await h.reservations.releaseDue()).map((r) => r.reservationId)).toEqual([id]);
    expect(await (await h.call('GET', '/reservations/car/4001')).json()).toEqual({ reservable: true, reason: null });
  });

  it('holds the car when a delayed payment (a bank debit) completes unpaid and succeeds later within the window', async () => {
    start();
    const { id, session } = await reservePending();
    expect((await h.webhook('checkout.session.completed', { ...session, payment_status: 'unpaid' })).status).toBe(200);
    expect((await status(id)).status).toBe('pending');
    expect(h.writes).toEqual([]);
    h.clock.now = minutes(h.clock.now, 20);
    expect((await h.webhook('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' })).status).toBe(200);
    expect((await status(id)).status).toBe('held');
    expect(h.writes).toEqual([['4001', true]]);
    expect((await h.leads.store().listLeads({ dealer: DEALER })).map((l) => l.subcategory)).toEqual([STRINGS.reserveDepositPaidOnline]);
  });

  it('frees the car at once when a delayed payment fails, or the Checkout page expires unpaid', async () => {
    start();
    const { id, session } = await reservePending();
    expect((await h.webhook('checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' })).status).toBe(200);
    expect((await status(id)).status).toBe('released');
    expect(await (await h.call('GET', '/reservations/car/4001')).json()).toEqual({ reservable: true, reason: null });
    expect(await h.leads.store().listLeads({ dealer: DEALER })).toEqual([]);
  });

  it('records a deposit paid after the hold lapsed and sends the dealer one lead to refund it or sell the car; the car stays free', async () => {
    start();
    const { id, session } = await reservePending();
    h.clock.now = minutes(h.clock.now, 36);
    expect((await h.reservations.releaseDue()).map((r) => r.reservationId)).toEqual([id]);

    h.clock.now = minutes(h.clock.now, 60 * 24);
    const paidLate = { ...session, payment_status: 'paid' };
    expect((await h.webhook('checkout.session.async_payment_succeeded', paidLate)).status).toBe(200);
    expect((await h.webhook('checkout.session.async_payment_succeeded', paidLate)).status).toBe(200);

    expect(await status(id)).toMatchObject({ status: 'released', paid_after_hold_at: h.clock.now.toISOString() });
    expect(h.writes).toEqual([]);
    const leads = await h.leads.store().listLeads({ dealer: DEALER });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      category: 'Reservation',
      subcategory: STRINGS.reserveDepositPaidLate,
      name: 'Sam Shopper',
      email: 'sam@example.com',
      phone: '0412345678',
      carId: '4001',
      stage: 'complete',
      status: 'stored',
      payload: { reservation_id: id, paid_after_hold: true, dealer_action: 'refund_or_sale', payment_ref: `cs_${id}`, deposit: 200 },
    });
    expect(String(leads[0]!.payload['message'])).toContain('refund the deposit or to sell them the car');
    // It goes to the dealer as every lead does: due in the outbox for each of the dealer's targets.
    const due = await h.leads.store().claimDue({ now: new Date(Date.now() + 60_000) });
    expect(due.map((item) => [item.lead.leadId, item.target])).toEqual([[leads[0]!.leadId, 'email']]);
  });

  it('lapses an online payment not paid within the window, and records one paid after it for the dealer to accept or refund', async () => {
    start({ payment_window_minutes: 40 });
    const cookie = await h.signIn('0412345678');
    const paying = (await (await h.call('POST', '/online-payments', { reference: 'WUC-1043' }, { cookie })).json()) as Paying;
    const id = paying.payment.payment_id;
    expect(paying.payment).toMatchObject({ status: 'pending', expires_at: minutes(h.clock.now, 40).toISOString() });
    const paymentStatus = async () => ((await (await h.call('GET', `/online-payments/status/${id}`, undefined, { cookie })).json()) as Paying).payment.status;

    h.clock.now = minutes(h.clock.now, 39);
    await h.reservations.releaseDue();
    expect(await paymentStatus()).toBe('pending');
    h.clock.now = minutes(h.clock.now, 1);
    await h.reservations.releaseDue();
    expect(await paymentStatus()).toBe('lapsed');

    const session = { id: `cs_${id}`, payment_status: 'paid', metadata: { purpose: 'online_payment', id, dealer: DEALER } };
    expect((await h.webhook('checkout.session.async_payment_succeeded', session)).status).toBe(200);
    expect((await h.webhook('checkout.session.async_payment_succeeded', session)).status).toBe(200);
    expect(await paymentStatus()).toBe('paid');
    const leads = await h.leads.store().listLeads({ dealer: DEALER });
    expect(leads.map((l) => [l.category, l.subcategory])).toEqual([['Online Payment', STRINGS.onlinePaymentPaidLate]]);
    expect(leads[0]!.payload).toMatchObject({ reference: 'WUC-1043', amount: 1200, paid_after_window: true, dealer_action: 'accept_or_refund' });
  });

  it('lapses an online payment when its Checkout page expires unpaid', async () => {
    start();
    const cookie = await h.signIn('0412345678');
    const { payment } = (await (await h.call('POST', '/online-payments', { reference: 'WUC-1042' }, { cookie })).json()) as Paying;
    const session = { id: `cs_${payment.payment_id}`, payment_status: 'unpaid', metadata: { purpose: 'online_payment', id: payment.payment_id } };
    expect((await h.webhook('checkout.session.expired', session)).status).toBe(200);
    const after = (await (await h.call('GET', `/online-payments/status/${payment.payment_id}`, undefined, { cookie })).json()) as Paying;
    expect(after.payment.status).toBe('lapsed');
  });

  it('refuses webhooks signed in the future or long ago, changing nothing', async () => {
    start();
    const { id, session } = await reservePending();
    const paid = { ...session, payment_status: 'paid' };
    expect((await h.webhook('checkout.session.completed', paid, { signedAt: minutes(h.clock.now, 10) })).status).toBe(400);
    expect((await h.webhook('checkout.session.completed', paid, { signedAt: minutes(h.clock.now, -10) })).status).toBe(400);
    expect((await status(id)).status).toBe('pending');
    expect((await h.webhook('checkout.session.completed', paid)).status).toBe(200);
    expect((await status(id)).status).toBe('held');
  });
});
