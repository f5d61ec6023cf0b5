import Stripe from 'stripe';
import type { PaymentEvent, PaymentProvider, PaymentPurpose } from './payment-provider.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the SDK sends its requests: Stripe's API, or a loopback server in the contract tests. */
type StripeEndpoint = { host: string; port: number; protocol: 'http' | 'https' };

export type StripeSettings = { secretKey: string; webhookSecret: string; endpoint?: StripeEndpoint };

const PURPOSES: readonly PaymentPurpose[] = ['reservation', 'online_payment'];

/**
 * Stripe Checkout through the official SDK: `start` creates a Checkout Session (AUD, one line
 * item, the reservation's id as client_reference_id and in metadata, expiring with the hold's
 * payment window) and sends the shopper to its URL; the signed webhook's
 * `checkout.session.completed` (paid) confirms it and `checkout.session.expired` lets it lapse.
 */
export function stripePayment(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, telemetry: false, ...(settings.endpoint ?? {}) });
  return {
    name: 'stripe',
    async start(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            { quantity: 1, price_data: { currency: 'aud', unit_amount: Math.round(request.amount * 100), product_data: { name: request.description } } },
          ],
          client_reference_id: request.id,
          metadata: { purpose: request.purpose, id: request.id, dealer: request.dealer },
          ...(request.email ? { customer_email: request.email } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `forecourt-${request.purpose}-${request.id}` },
      );
      if (!session.url) throw new Error(`Stripe gave Checkout Session ${session.id} no URL`);
      return { kind: 'redirect', url: session.url, paymentRef: session.id };
    },
    async webhookEvent(rawBody, headers): Promise<PaymentEvent> {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, headers.get('stripe-signature') ?? '', settings.webhookSecret);
      } catch {
        return { kind: 'bad_signature' };
      }
      if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') return { kind: 'ignored' };
      const session = event.data.object;
      const purpose = PURPOSES.find((p) => p === session.metadata?.['purpose']);
      const id = session.metadata?.['id'];
      if (!purpose || !id) return { kind: 'ignored' };
      if (event.type === 'checkout.session.expired') return { kind: 'lapsed', purpose, id, paymentRef: session.id };
      return session.payment_status === 'paid' ? { kind: 'paid', purpose, id, paymentRef: session.id } : { kind: 'ignored' };
    },
  };
}

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else null (the embedded provider). */
export function stripeFromEnv(env: Env): PaymentProvider | null {
  const secretKey = env['STRIPE_SECRET_KEY']?.trim();
  const webhookSecret = env['STRIPE_WEBHOOK_SECRET']?.trim();
  return secretKey && webhookSecret ? stripePayment({ secretKey, webhookSecret }) : null;
}
