import type { ServerContext } from '../context/server-context.ts';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import type { AccountService } from '../accounts/account-service.ts';
import { sessionToken } from '../accounts/session-cookie.ts';
import type { Session } from '../accounts/sessions.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import type { OnlinePayment } from './online-payment-store.ts';
import type { OnlinePaymentService } from './online-payment-service.ts';

const PayRequestSchema = z.strictObject({ reference: z.string().trim().min(1).max(60) });

type PayEnv = ServerEnv & { Variables: { dealer: Dealer; session: Session } };

const view = (p: OnlinePayment) => ({
  payment_id: p.paymentId,
  reference: p.reference,
  amount: p.amount,
  status: p.status,
  provider: p.provider,
  expires_at: p.expiresAt,
});

/**
 * /api/online-payments (404 where `purchase.online_payment` is off; 401 signed out, on every call):
 * GET /reference/{reference} → {reference, amount, description} (404 unknown); POST / {reference}
 * → 201 {payment, redirect_url} (redirect_url null when the dealer takes it); GET /status/{id} →
 * the shopper's own payment (pending, paid, to_be_taken, or lapsed once its payment window closed
 * unpaid). A refused request writes nothing.
 */
export function onlinePaymentRoutes(
  context: Pick<ServerContext, 'dealers'>,
  accounts: AccountService,
  payments: OnlinePaymentService,
  rate: MiddlewareHandler<ServerEnv>,
) {
  const ready: MiddlewareHandler<PayEnv> = async (c, next) => {
    const entry = context.dealers.dealer(c.env.dealerSlug);
    if (!entry || entry.dealer.config.purchase.online_payment === false || entry.dealer.config.authentication === false) {
      return problem('not_found', { message: 'This site takes no online payments.' });
    }
    const session = await accounts.sessions().read(entry.dealer.slug, sessionToken(c.req.raw));
    if (!session) return problem('signed_out', { message: 'Sign in to make a payment.' });
    c.set('dealer', entry.dealer);
    c.set('session', session);
    return next();
  };
  const routes = new Hono<PayEnv>()
    .use(ready)
    .get('/reference/:reference', (c) => {
      const entry = payments.find(c.get('dealer'), c.req.param('reference'));
      return entry ? json(entry) : problem('unknown_reference');
    })
    .post('/', sameOriginOnly, jsonBody(PayRequestSchema, 1024), async (c) => {
      const { reference } = c.req.valid('json');
      const outcome = await payments.pay(c.get('dealer'), reference, { accountPhone: c.get('session').phone, origin: new URL(c.req.url).origin });
      if (!outcome.ok) return problem('unknown_reference');
      return json({ payment: view(outcome.payment), redirect_url: outcome.redirectUrl }, 201);
    })
    .all('/', () => methodNotAllowed('POST'))
    .get('/status/:id', async (c) => {
      const found = await payments.store().get(c.req.param('id'));
      if (!found || found.dealer !== c.get('dealer').slug || found.accountPhone !== c.get('session').phone)
        return problem('not_found', { message: 'No such payment.' });
      return json({ payment: view(found) });
    });
  // A payment is counted against the rate before the session is read, so signed-out posts spend it too.
  return new Hono<ServerEnv>().post('/', rate).route('/', routes);
}
