import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { Reservation } from '../reservations/reservation-store.ts';
import type { ReservationService } from '../reservations/reservation-service.ts';
import type { ServerEnv } from '../server-env.ts';
import { auditDone, requireStaff, type StaffEnv, type StaffGuardDeps } from './staff-guard.ts';

const DAY_MS = 86_400_000;
const ExtendSchema = z.strictObject({ days: z.number().int().min(1).max(14) });

const reservationBody = (r: Reservation) => ({
  reservation_id: r.reservationId,
  car_id: r.carId,
  car_slug: r.carSlug,
  car_title: r.carTitle,
  name: r.name,
  email: r.email,
  phone: r.phone,
  amount: r.amount,
  provider: r.provider,
  status: r.status,
  created_at: r.createdAt,
  expires_at: r.expiresAt,
  ended_at: r.endedAt,
  deposit_taken_at: r.depositTakenAt,
  late_paid_at: r.latePaidAt,
  /** A reservation that finishes a /checkout-journey purchase (the purchase lead). */
  purchase_lead_id: r.purchaseLeadId,
});

const ROLES = ['owner', 'manager', 'sales'] as const;

/**
 * /api/console/dealers/:dealer/reservations (issue 29 part 4; owners, managers, sales): GET lists the
 * dealer's reservations and purchases, newest first; POST /:id/cancel ends a live one through the
 * same path as `npm run reservations -- cancel` (the car is available again on the live site);
 * POST /:id/deposit-taken marks a held one's deposit taken; POST /:id/extend {days: 1..14} moves a
 * held one's end. A reservation of another dealer is 404; one that is not live (or held) 409.
 */
export function reservationConsoleRoutes(
  deps: StaffGuardDeps & { reservations: ReservationService; clock: () => Date },
  rate: MiddlewareHandler<ServerEnv>,
): Hono<StaffEnv> {
  const { staff, reservations } = deps;
  const guard = (action: string) => requireStaff(deps, { roles: ROLES, action });
  const ours = async (dealer: string, id: string) => {
    const found = await reservations.store().get(id.slice(0, 64));
    return found && found.dealer === dealer ? found : null;
  };
  return new Hono<StaffEnv>()
    .get('/', guard('reservations.list'), async (c) => {
      const list = await reservations.store().list({ dealer: c.get('staff').dealer, limit: 500 });
      return json({ reservations: list.map(reservationBody) });
    })
    .all('/', () => methodNotAllowed('GET'))
    .post('/:id/cancel', sameOriginOnly, rate, guard('reservations.cancel'), async (c) => {
      const found = await ours(c.get('staff').dealer, c.req.param('id'));
      if (!found) return problem('unknown_reservation');
      const ended = await reservations.end(found.reservationId, 'cancelled');
      if (!ended) return problem('reservation_ended', { message: `This reservation is already ${found.status}.` });
      await auditDone(c, staff, {
        action: 'reservations.cancel',
        target: found.reservationId,
        detail: `${found.carTitle} (car ${found.carId}) available again`,
      });
      return json({ reservation: reservationBody(ended) });
    })
    .post('/:id/deposit-taken', sameOriginOnly, rate, guard('reservations.deposit-taken'), async (c) => {
      const found = await ours(c.get('staff').dealer, c.req.param('id'));
      if (!found) return problem('unknown_reservation');
      const changed = await reservations.store().staffChange(found.reservationId, { depositTaken: true });
      if (!changed)
        return problem('reservation_ended', {
          message: found.depositTakenAt ? 'The deposit is already marked taken.' : `This reservation is ${found.status}, not held.`,
        });
      await auditDone(c, staff, { action: 'reservations.deposit-taken', target: found.reservationId, detail: `$${found.amount}` });
      return json({ reservation: reservationBody(changed) });
    })
    .post('/:id/extend', sameOriginOnly, rate, guard('reservations.extend'), jsonBody(ExtendSchema, 256), async (c) => {
      const found = await ours(c.get('staff').dealer, c.req.param('id'));
      if (!found) return problem('unknown_reservation');
      const { days } = c.req.valid('json');
      const from = Math.max(deps.clock().getTime(), new Date(found.expiresAt).getTime());
      const changed = await reservations.store().staffChange(found.reservationId, { until: new Date(from + days * DAY_MS) });
      if (!changed) return problem('reservation_ended', { message: `This reservation is ${found.status}, not held.` });
      await auditDone(c, staff, { action: 'reservations.extend', target: found.reservationId, detail: `+${days} d, until ${changed.expiresAt}` });
      return json({ reservation: reservationBody(changed) });
    });
}
