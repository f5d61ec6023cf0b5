import Stripe from 'stripe';
import { STRIPE_SESSION_MARGIN_MINUTES, STRIPE_SESSION_MINUTES } from '../../lib/reservations/hold-terms.ts';
import type { PaymentEvent, PaymentProvider, PaymentPurpose, PaymentRequest } from './payment-provider.ts';
import type { Environment } from '../../lib/environment/environment.ts';

type Env = Partial<Pick<Environment, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>>;

/** Where the SDK sends its requests: Stripe's API, or a loopback server in the contract tests. */
type StripeEndpoint = { host: string; port: number; protocol: 'http' | 'https' };

export type StripeSettings = { secretKey: string; webhookSecret: string; endpoint?: StripeEndpoint; clock?: () => Date };

const PURPOSES: readonly PaymentPurpose[] = ['reservation', 'online_payment'];

const MINUTE_S = 60;

/** An event signed longer ago than this is refused (a replay): Stripe's SDK default. */
export const SIGNATURE_MAX_AGE_S = 300;
/** An event signed later than our clock by more than this is refused (a forged or replayed header); a little allows for clock drift. */
export const SIGNATURE_MAX_AHEAD_S = 60;

/**
 * The Checkout Session's `expires_at` (epoch seconds) for a payment the shopper should make by
 * `payBy`, the request sent at `now`: kept inside Stripe's window (30 minutes to 24 hours after
 * the session's creation) with the margin at each end, so the time the request takes to reach
 * Stripe never puts it outside. A window shorter than that minimum is lengthened to it (the hold
 * then waits for the session: the store keeps the later of the two).
 */
export function checkoutExpiresAt(payBy: Date, now: Date): number {
  const nowS = now.getTime() / 1000;
  const earliest = Math.ceil(nowS + (STRIPE_SESSION_MINUTES.min + STRIPE_SESSION_MARGIN_MINUTES) * MINUTE_S);
  const latest = Math.floor(nowS + (STRIPE_SESSION_MINUTES.max - STRIPE_SESSION_MARGIN_MINUTES) * MINUTE_S);
  return Math.min(latest, Math.max(earliest, Math.ceil(payBy.getTime() / 1000)));
}

/** The Checkout Session we ask Stripe for: one AUD line item, our ids in client_reference_id and metadata, the return URLs, the expiry. */
export function checkoutSessionParams(request: PaymentRequest, now: Date): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: Math.round(request.amount * 100), product_data: { name: request.description } } }],
    client_reference_id: request.id,
    metadata: { purpose: request.purpose, id: request.id, dealer: request.dealer },
    ...(request.email ? { customer_email: request.email } : {}),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: checkoutExpiresAt(request.expiresAt, now),
  };
}

/** The `t=` of a Stripe-Signature header (seconds), or null. */
function signedAt(header: string): number | null {
  const t = header.split(',').find((part) => part.trim().startsWith('t='));
  const seconds = t ? Number(t.trim().slice(2)) : NaN;
  return Number.isInteger(seconds) ? seconds : null;
}

/** Event types we act on: the session paid at once, paid later (delayed methods), failed later, or expired unpaid. */
const PAID_LATER = 'checkout.session.async_payment_succeeded';
const FAILED_LATER = 'checkout.session.async_payment_failed';

/**
 * Stripe Checkout through the official SDK: `start` creates a Checkout Session (AUD, one line
 * item, the reservation's id as client_reference_id and in metadata, expiring at the end of the
 * payment window within Stripe's bounds) and sends the shopper to its URL. Its signed webhook:
 * `checkout.session.completed` with payment_status paid, or `…async_payment_succeeded` (a delayed
 * method such as a bank debit, days later) confirm the payment; `…expired` and
 * `…async_payment_failed` say it will not come. A signature older than 300 s or dated more than
 * 60 s ahead of our clock is refused.
 */
export function stripePayment(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, telemetry: false, ...(settings.endpoint ?? {}) });
  const clock = settings.clock ?? (() => new Date());
  return {
    name: 'stripe',
    async start(request) {
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(request, clock()), {
        idempotencyKey: `forecourt-${request.purpose}-${request.id}`,
      });
      if (!session.url) throw new Error(`Stripe gave Checkout Session ${session.id} no URL`);
      return { kind: 'redirect', url: session.url, paymentRef: session.id, payBy: new Date(session.expires_at * 1000) };
    },
    async webhookEvent(rawBody, headers): Promise<PaymentEvent> {
      const header = headers.get('stripe-signature') ?? '';
      const now = clock().getTime();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, header, settings.webhookSecret, SIGNATURE_MAX_AGE_S, undefined, now);
      } catch {
        return { kind: 'bad_signature' };
      }
      const t = signedAt(header);
      if (t === null || t > Math.floor(now / 1000) + SIGNATURE_MAX_AHEAD_S) return { kind: 'bad_signature' };
      if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired' && event.type !== PAID_LATER && event.type !== FAILED_LATER)
        return { kind: 'ignored' };
      const session = event.data.object;
      const purpose = PURPOSES.find((p) => p === session.metadata?.['purpose']);
      const id = session.metadata?.['id'];
      if (!purpose || !id) return { kind: 'ignored' };
      if (event.type === 'checkout.session.expired' || event.type === FAILED_LATER) return { kind: 'lapsed', purpose, id, paymentRef: session.id };
      // A completed session with a delayed method is still unpaid: its async_payment_succeeded follows.
      return event.type === PAID_LATER || session.payment_status === 'paid' ? { kind: 'paid', purpose, id, paymentRef: session.id } : { kind: 'ignored' };
    },
  };
}

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else null (the embedded provider). */
export function stripeFromEnv(env: Env): PaymentProvider | null {
  const secretKey = env['STRIPE_SECRET_KEY']?.trim();
  const webhookSecret = env['STRIPE_WEBHOOK_SECRET']?.trim();
  return secretKey && webhookSecret ? stripePayment({ secretKey, webhookSecret }) : null;
}
