import { Hono } from 'hono';
import { readLimited } from '../http/read-limited.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ReservationService } from '../reservations/reservation-service.ts';
import type { OnlinePaymentService } from './online-payment-service.ts';
import type { ServerEnv } from '../server-env.ts';

const MAX_EVENT_BYTES = 64 * 1024;

/**
 * POST /api/payments/webhook: the payment provider's signed events. 400 for a bad or missing
 * signature (nothing changes), 413 past 64 KB; otherwise 200, a paid deposit holding its car, a
 * lapsed payment freeing it, and a paid online payment marked paid. A repeated event changes nothing more (only a pending reservation is
 * confirmed or released).
 */
export function paymentWebhookRoutes(reservations: ReservationService, onlinePayments: OnlinePaymentService) {
  return new Hono<ServerEnv>()
    .post('/', async (c) => {
      const raw = await readLimited(c.req.raw, MAX_EVENT_BYTES);
      if (raw === null) return problem(413, 'too_large', `Events are limited to ${MAX_EVENT_BYTES} bytes.`);
      const event = await reservations.payments().webhookEvent(new TextDecoder().decode(raw), c.req.raw.headers);
      if (event.kind === 'bad_signature') return problem(400, 'invalid_signature', 'The event signature is missing or invalid.');
      if (event.kind === 'paid' && event.purpose === 'online_payment') await onlinePayments.confirmPaid(event.id, event.paymentRef);
      if (event.kind !== 'ignored' && event.purpose === 'reservation') {
        if (event.kind === 'paid') await reservations.confirmPaid(event.id, event.paymentRef);
        else if ((await reservations.store().get(event.id))?.status === 'pending') await reservations.end(event.id, 'released');
      }
      return json({ received: true });
    })
    .all('/', () => methodNotAllowed('POST'));
}
