import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackServer } from '../trade-in/testing/loopback-server.ts';
import type { PaymentRequest } from './payment-provider.ts';
import { stripePayment } from './stripe-payment.ts';

const WEBHOOK_SECRET = 'whsec_test_forecourt';
const request: PaymentRequest = {
  purpose: 'reservation',
  id: 'res-0001',
  dealer: 'westside-used-cars',
  amount: 200,
  description: 'Deposit: 2019 Toyota Corolla Ascent',
  email: 'sam@example.com',
  successUrl: 'https://westside.example/cars/2019-toyota-corolla/checkout/?reservation=res-0001',
  cancelUrl: 'https://westside.example/cars/2019-toyota-corolla/checkout/',
  expiresAt: new Date('2026-03-02T09:30:00.000Z'),
};

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function stripeStandIn() {
  const server = await loopbackServer(() => ({
    status: 200,
    body: { id: 'cs_test_a1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' },
  }));
  close = server.close;
  const port = Number(new URL(server.base).port);
  return {
    seen: server.seen,
    provider: stripePayment({ secretKey: 'sk_test_forecourt', webhookSecret: WEBHOOK_SECRET, endpoint: { host: '127.0.0.1', port, protocol: 'http' } }),
  };
}

const signed = (payload: string, secret = WEBHOOK_SECRET) => new Headers({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) });

const sessionEvent = (type: string, session: Record<string, unknown>) =>
  JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object: { id: 'cs_test_a1', object: 'checkout.session', ...session } } });

describe('Stripe adapter', () => {
  it('creates a Checkout Session with exactly the deposit, the reservation and the return URLs', async () => {
    const { seen, provider } = await stripeStandIn();
    expect(await provider.start(request)).toEqual({ kind: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_test_a1', paymentRef: 'cs_test_a1' });
    expect(seen).toHaveLength(1);
    const [sent] = seen;
    expect(sent!.method).toBe('POST');
    expect(sent!.url).toBe('/v1/checkout/sessions');
    expect(sent!.headers['authorization']).toBe('Bearer sk_test_forecourt');
    expect(sent!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent!.headers['idempotency-key']).toBe('forecourt-reservation-res-0001');
    expect(sent!.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(Object.fromEntries(new URLSearchParams(sent!.body.toString('utf8')))).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][product_data][name]': 'Deposit: 2019 Toyota Corolla Ascent',
      client_reference_id: 'res-0001',
      'metadata[purpose]': 'reservation',
      'metadata[id]': 'res-0001',
      'metadata[dealer]': 'westside-used-cars',
      customer_email: 'sam@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: String(Date.parse('2026-03-02T09:30:00.000Z') / 1000),
    });
  });

  it('reads a paid checkout.session.completed as the payment made, and an expired one as lapsed', async () => {
    const { provider } = await stripeStandIn();
    const metadata = { purpose: 'reservation', id: 'res-0001', dealer: 'westside-used-cars' };
    const paid = sessionEvent('checkout.session.completed', { payment_status: 'paid', metadata });
    expect(await provider.webhookEvent(paid, signed(paid))).toEqual({ kind: 'paid', purpose: 'reservation', id: 'res-0001', paymentRef: 'cs_test_a1' });
    const unpaid = sessionEvent('checkout.session.completed', { payment_status: 'unpaid', metadata });
    expect(await provider.webhookEvent(unpaid, signed(unpaid))).toEqual({ kind: 'ignored' });
    const expired = sessionEvent('checkout.session.expired', { payment_status: 'unpaid', metadata });
    expect(await provider.webhookEvent(expired, signed(expired))).toEqual({ kind: 'lapsed', purpose: 'reservation', id: 'res-0001', paymentRef: 'cs_test_a1' });
  });

  it('rejects a webhook signed with another secret, a changed body, or no signature', async () => {
    const { provider } = await stripeStandIn();
    const paid = sessionEvent('checkout.session.completed', { payment_status: 'paid', metadata: { purpose: 'reservation', id: 'res-0001' } });
    expect(await provider.webhookEvent(paid, signed(paid, 'whsec_someone_else'))).toEqual({ kind: 'bad_signature' });
    expect(await provider.webhookEvent(paid.replace('res-0001', 'res-0002'), signed(paid))).toEqual({ kind: 'bad_signature' });
    expect(await provider.webhookEvent(paid, new Headers())).toEqual({ kind: 'bad_signature' });
  });
});
