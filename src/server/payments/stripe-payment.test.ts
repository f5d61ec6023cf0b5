import fc from 'fast-check';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_WINDOW_MINUTES } from '../../lib/reservations/hold-terms.ts';
import { loopbackServer, type SeenRequest } from '../trade-in/testing/loopback-server.ts';
import type { PaymentRequest } from './payment-provider.ts';
import { checkoutSessionParams, SIGNATURE_MAX_AGE_S, SIGNATURE_MAX_AHEAD_S, stripePayment } from './stripe-payment.ts';

/**
 * The Stripe adapter against Stripe's own definitions: the request body is the SDK's encoding of
 * params typed as the official package's `Stripe.Checkout.SessionCreateParams` (tsc checks them),
 * and every value is inside the limits Stripe documents, not only what we expect:
 * - expires_at: "anywhere from 30 minutes to 24 hours after Checkout Session creation"
 *   (SessionCreateParams.expires_at in the package; docs.stripe.com, Manage limited inventory);
 * - amounts: integers in the currency's minor unit, at most eight digits, at least AUD 0.50
 *   (docs.stripe.com/currencies); currency: three lowercase letters;
 * - metadata: up to 50 keys, keys up to 40 characters without square brackets, values up to 500
 *   (docs.stripe.com/api/metadata).
 */
const WEBHOOK_SECRET = 'whsec_test_forecourt';
const NOW = new Date('2026-03-02T09:00:00.000Z');
const request: PaymentRequest = {
  purpose: 'reservation',
  id: 'res-0001',
  dealer: 'westside-used-cars',
  amount: 200,
  description: 'Deposit: 2019 Toyota Corolla Ascent',
  email: 'sam@example.com',
  successUrl: 'https://westside.example/cars/2019-toyota-corolla/checkout/?reservation=res-0001',
  cancelUrl: 'https://westside.example/cars/2019-toyota-corolla/checkout/',
  expiresAt: new Date(NOW.getTime() + 35 * 60_000),
};

const MINUTE = 60;
const STRIPE_MIN_S = 30 * MINUTE;
const STRIPE_MAX_S = 24 * 60 * MINUTE;

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** Stripe's API on loopback: answers a Checkout Session the way Stripe does, its expires_at the one asked for. */
async function stripeStandIn(clock: () => Date = () => NOW) {
  const server = await loopbackServer((seen) => ({
    status: 200,
    body: {
      id: 'cs_test_a1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
      expires_at: Number(new URLSearchParams(seen.body.toString('utf8')).get('expires_at')),
    },
  }));
  close = server.close;
  const port = Number(new URL(server.base).port);
  return {
    seen: server.seen,
    provider: stripePayment({ secretKey: 'sk_test_forecourt', webhookSecret: WEBHOOK_SECRET, endpoint: { host: '127.0.0.1', port, protocol: 'http' }, clock }),
  };
}

/** The form body as Stripe reads it: bracketed keys back into nested objects and arrays (every leaf a string). */
function decodeForm(seen: SeenRequest): unknown {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(seen.body.toString('utf8'))) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

/** The params with every leaf as the string the form encoding carries. */
const asForm = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(asForm)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asForm(v)]))
      : String(value);

/** Every bound Stripe documents for the params we send, as a list of broken ones (empty when all hold). */
function brokenBounds(params: Stripe.Checkout.SessionCreateParams, createdAtS: number): string[] {
  const broken: string[] = [];
  const lifetime = params.expires_at! - createdAtS;
  if (!(lifetime >= STRIPE_MIN_S && lifetime <= STRIPE_MAX_S)) broken.push(`expires_at ${lifetime} s after creation`);
  for (const item of params.line_items ?? []) {
    const amount = item.price_data?.unit_amount;
    if (!Number.isInteger(amount) || amount! < 50 || amount! > 99_999_999) broken.push(`unit_amount ${amount}`);
    if (!/^[a-z]{3}$/.test(item.price_data?.currency ?? '')) broken.push(`currency ${item.price_data?.currency}`);
    if (!item.price_data?.product_data?.name) broken.push('product name');
  }
  const metadata = Object.entries(params.metadata ?? {});
  if (metadata.length > 50) broken.push('more than 50 metadata keys');
  for (const [key, value] of metadata) if (key.length > 40 || /[[\]]/.test(key) || String(value).length > 500) broken.push(`metadata ${key}`);
  for (const url of [params.success_url, params.cancel_url]) if (!url || !URL.canParse(url)) broken.push(`url ${url}`);
  return broken;
}

describe('Stripe Checkout Session request', () => {
  it('sends exactly the typed params (the deposit, the reservation, the return URLs, the expiry) as the official SDK encodes them', async () => {
    const { seen, provider } = await stripeStandIn();
    const started = await provider.start(request);
    const params: Stripe.Checkout.SessionCreateParams = checkoutSessionParams(request, NOW);
    expect(started).toEqual({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
      paymentRef: 'cs_test_a1',
      payBy: new Date(params.expires_at! * 1000),
    });
    expect(seen).toHaveLength(1);
    const [sent] = seen;
    expect(sent!.method).toBe('POST');
    expect(sent!.url).toBe('/v1/checkout/sessions');
    expect(sent!.headers['authorization']).toBe('Bearer sk_test_forecourt');
    expect(sent!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent!.headers['idempotency-key']).toBe('forecourt-reservation-res-0001');
    expect(sent!.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(decodeForm(sent!)).toEqual(asForm(params));
    expect(params).toEqual({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: 20000, product_data: { name: 'Deposit: 2019 Toyota Corolla Ascent' } } }],
      client_reference_id: 'res-0001',
      metadata: { purpose: 'reservation', id: 'res-0001', dealer: 'westside-used-cars' },
      customer_email: 'sam@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: NOW.getTime() / 1000 + 35 * MINUTE,
    });
    expect(brokenBounds(params, NOW.getTime() / 1000)).toEqual([]);
  });

  it("keeps expires_at inside Stripe's 30 minutes to 24 hours of the session's creation, with a margin, whatever the window and however late the call", () => {
    // Exactly 30 minutes from our clock (what we sent before) reaches Stripe under its minimum.
    const thirty = checkoutSessionParams({ ...request, expiresAt: new Date(NOW.getTime() + 30 * 60_000) }, NOW);
    expect(thirty.expires_at! - NOW.getTime() / 1000).toBe(32 * MINUTE);
    const day = checkoutSessionParams({ ...request, expiresAt: new Date(NOW.getTime() + 24 * 3_600_000) }, NOW);
    expect(day.expires_at! - NOW.getTime() / 1000).toBe(24 * 60 * MINUTE - 2 * MINUTE);

    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 48 * 60 }),
        fc.integer({ min: 0, max: 120_000 }),
        fc.integer({ min: 0, max: 90_000 }),
        (windowMinutes, callDelayMs, arrivalDelayMs) => {
          // The reservation's payment window starts when it is stored; the call to Stripe follows, and reaches it later still.
          const expiresAt = new Date(NOW.getTime() + windowMinutes * 60_000);
          const callAt = new Date(NOW.getTime() + callDelayMs);
          const params = checkoutSessionParams({ ...request, expiresAt }, callAt);
          expect(brokenBounds(params, (callAt.getTime() + arrivalDelayMs) / 1000)).toEqual([]);
          // Never sooner than the shopper was promised, within what Stripe allows.
          if (windowMinutes * 60_000 - callDelayMs <= (24 * 60 - 2) * 60_000) expect(params.expires_at! * 1000).toBeGreaterThanOrEqual(expiresAt.getTime());
        },
      ),
    );
  });

  it('accepts every payment window a dealer can configure, at the ends of its range too', () => {
    for (const minutes of [PAYMENT_WINDOW_MINUTES.min, PAYMENT_WINDOW_MINUTES.default, PAYMENT_WINDOW_MINUTES.max]) {
      const params = checkoutSessionParams({ ...request, expiresAt: new Date(NOW.getTime() + minutes * 60_000) }, NOW);
      expect(params.expires_at! - NOW.getTime() / 1000).toBe(minutes * MINUTE);
      expect(brokenBounds(params, NOW.getTime() / 1000 + 60)).toEqual([]);
    }
  });

  it('sends an online payment without a customer email, its amount in cents', () => {
    const params = checkoutSessionParams({ ...request, purpose: 'online_payment', id: 'pay-1', amount: 1200, email: null }, NOW);
    expect(params.customer_email).toBeUndefined();
    expect(params.line_items?.[0]?.price_data?.unit_amount).toBe(120_000);
    expect(params.metadata).toEqual({ purpose: 'online_payment', id: 'pay-1', dealer: 'westside-used-cars' });
    expect(brokenBounds(params, NOW.getTime() / 1000)).toEqual([]);
  });
});

type SessionEventType = (
  | Stripe.CheckoutSessionCompletedEvent
  | Stripe.CheckoutSessionExpiredEvent
  | Stripe.CheckoutSessionAsyncPaymentSucceededEvent
  | Stripe.CheckoutSessionAsyncPaymentFailedEvent
)['type'];

/** An event as Stripe sends it: its type one the package defines, its session's fields named as the package names them. */
const sessionEvent = (type: SessionEventType | 'payment_intent.succeeded', session: Partial<Stripe.Checkout.Session>) =>
  JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object: { id: 'cs_test_a1', object: 'checkout.session', ...session } } });

const signed = (payload: string, o: { secret?: string; at?: Date } = {}) =>
  new Headers({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: o.secret ?? WEBHOOK_SECRET,
      timestamp: Math.floor((o.at ?? NOW).getTime() / 1000),
    }),
  });

describe('Stripe webhook events', () => {
  const metadata = { purpose: 'reservation', id: 'res-0001', dealer: 'westside-used-cars' };
  const paid = { kind: 'paid', purpose: 'reservation', id: 'res-0001', paymentRef: 'cs_test_a1' };
  const lapsed = { ...paid, kind: 'lapsed' };

  it('reads a paid completed session, or a delayed payment that succeeded later, as the payment made', async () => {
    const { provider } = await stripeStandIn();
    const read = (payload: string) => provider.webhookEvent(payload, signed(payload));
    expect(await read(sessionEvent('checkout.session.completed', { payment_status: 'paid', metadata }))).toEqual(paid);
    // A bank debit completes the session unpaid; the money follows in async_payment_succeeded.
    expect(await read(sessionEvent('checkout.session.completed', { payment_status: 'unpaid', metadata }))).toEqual({ kind: 'ignored' });
    expect(await read(sessionEvent('checkout.session.async_payment_succeeded', { payment_status: 'paid', metadata }))).toEqual(paid);
  });

  it('reads an expired session, or a delayed payment that failed, as a payment that will not come', async () => {
    const { provider } = await stripeStandIn();
    const read = (payload: string) => provider.webhookEvent(payload, signed(payload));
    expect(await read(sessionEvent('checkout.session.expired', { payment_status: 'unpaid', metadata }))).toEqual(lapsed);
    expect(await read(sessionEvent('checkout.session.async_payment_failed', { payment_status: 'unpaid', metadata }))).toEqual(lapsed);
    expect(await read(sessionEvent('payment_intent.succeeded', { metadata }))).toEqual({ kind: 'ignored' });
    expect(await read(sessionEvent('checkout.session.completed', { payment_status: 'paid', metadata: { id: 'res-0001' } }))).toEqual({ kind: 'ignored' });
  });

  it('rejects a webhook signed with another secret, a changed body, or no signature', async () => {
    const { provider } = await stripeStandIn();
    const payload = sessionEvent('checkout.session.completed', { payment_status: 'paid', metadata });
    expect(await provider.webhookEvent(payload, signed(payload, { secret: 'whsec_someone_else' }))).toEqual({ kind: 'bad_signature' });
    expect(await provider.webhookEvent(payload.replace('res-0001', 'res-0002'), signed(payload))).toEqual({ kind: 'bad_signature' });
    expect(await provider.webhookEvent(payload, new Headers())).toEqual({ kind: 'bad_signature' });
  });

  it('refuses signatures dated too far ahead of our clock or too long ago, and takes those within the tolerances', async () => {
    const { provider } = await stripeStandIn();
    const payload = sessionEvent('checkout.session.completed', { payment_status: 'paid', metadata });
    const at = (seconds: number) => provider.webhookEvent(payload, signed(payload, { at: new Date(NOW.getTime() + seconds * 1000) }));
    expect(await at(SIGNATURE_MAX_AHEAD_S + 1)).toEqual({ kind: 'bad_signature' });
    expect(await at(24 * 3600)).toEqual({ kind: 'bad_signature' });
    expect(await at(-SIGNATURE_MAX_AGE_S - 1)).toEqual({ kind: 'bad_signature' });
    expect(await at(SIGNATURE_MAX_AHEAD_S)).toEqual(paid);
    expect(await at(-SIGNATURE_MAX_AGE_S)).toEqual(paid);
    expect(await at(0)).toEqual(paid);
  });
});
