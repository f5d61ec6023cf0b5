import Stripe from 'stripe';
import type { PaymentProvider, PaymentPurpose } from '../payment-provider.ts';

/**
 * A Stripe-shaped provider for route tests: it sends the shopper to a Checkout URL without calling
 * Stripe, and reads webhooks with Stripe's own signature check against `secret`, as the real
 * adapter does (stripe-payment.test.ts covers that adapter's requests).
 */
export function stripeStub(purpose: PaymentPurpose, secret: string): PaymentProvider {
  return {
    name: 'stripe',
    start: async (request) => ({ kind: 'redirect', url: `https://checkout.stripe.com/c/pay/cs_${request.id}`, paymentRef: `cs_${request.id}` }),
    async webhookEvent(raw, headers) {
      try {
        const event = await Stripe.webhooks.constructEventAsync(raw, headers.get('stripe-signature') ?? '', secret);
        const session = event.data.object as unknown as { id: string; metadata: { id: string } };
        return { kind: 'paid', purpose, id: session.metadata.id, paymentRef: session.id };
      } catch {
        return { kind: 'bad_signature' };
      }
    },
  };
}
