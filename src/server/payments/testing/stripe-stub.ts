import type { PaymentProvider } from '../payment-provider.ts';
import { checkoutExpiresAt, stripePayment } from '../stripe-payment.ts';

/**
 * A Stripe-shaped provider for route tests: it sends the shopper to a Checkout URL without calling
 * Stripe (its session closing when the real adapter would ask it to), and reads webhooks with the
 * real adapter, Stripe's own signature check against `secret` included (stripe-payment.test.ts
 * covers that adapter's requests).
 */
export function stripeStub(secret: string, clock: () => Date = () => new Date()): PaymentProvider {
  const real = stripePayment({ secretKey: 'sk_test_forecourt_stub', webhookSecret: secret, clock });
  return {
    name: 'stripe',
    start: async (request) => ({
      kind: 'redirect',
      url: `https://checkout.stripe.com/c/pay/cs_${request.id}`,
      paymentRef: `cs_${request.id}`,
      payBy: new Date(checkoutExpiresAt(request.expiresAt, clock()) * 1000),
    }),
    webhookEvent: real.webhookEvent,
  };
}
