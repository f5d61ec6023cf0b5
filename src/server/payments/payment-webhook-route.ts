import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ReservationService } from '../reservations/reservation-service.ts';
import type { OnlinePaymentService } from './online-payment-service.ts';
import type { ServerEnv } from '../server-env.ts';

const MAX_EVENT_BYTES = 64 * 1024;

const eventLimit = bodyLimit({ maxSize: MAX_EVENT_BYTES, onError: () => problem('too_large', { message: `Events are limited to ${MAX_EVENT_BYTES} bytes.` }) });

/**
 * POST /api/payments/webhook: the payment provider's signed events. 400 for a bad, missing, stale
 * or future-dated signature (nothing changes), 413 past 64 KB; otherwise 200. A payment made holds
 * the reservation's car (or marks the online payment paid); one that lands after the reservation
 * ended or the online payment lapsed is recorded and sent to the dealer as a lead to refund or
 * accept; a payment that will not come frees the car (or lapses the online payment). A repeated
 * event changes nothing more.
 */
export function paymentWebhookRoutes(reservations: ReservationService, onlinePayments: OnlinePaymentService) {
  return new Hono<ServerEnv>()
    .post('/', eventLimit, async (c) => {
      const event = await reservations.payments().webhookEvent(await c.req.text(), c.req.raw.headers);
      if (event.kind === 'bad_signature') return problem('bad_signature');
      if (event.kind === 'ignored') return json({ received: true });
      const { purpose, id, paymentRef } = event;
      if (purpose === 'online_payment') await (event.kind === 'paid' ? onlinePayments.confirmPaid(id, paymentRef) : onlinePayments.lapse(id, paymentRef));
      else await (event.kind === 'paid' ? reservations.confirmPaid(id, paymentRef) : reservations.lapse(id, paymentRef));
      return json({ received: true });
    })
    .all('/', () => methodNotAllowed('POST'));
}
