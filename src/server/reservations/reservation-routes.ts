import type { ServerContext } from '../context/server-context.ts';
import { Hono, type MiddlewareHandler } from 'hono';
import { isGated } from '../../lib/accounts/account-pages.ts';
import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { ReservationRequestSchema } from '../../lib/reservations/reservation-request.ts';
import { STRINGS } from '../../lib/strings.ts';
import { isReservable } from '../../lib/vehicle/actions.ts';
import type { AccountService } from '../accounts/account-service.ts';
import { sessionToken } from '../accounts/session-cookie.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import type { ReservationService } from './reservation-service.ts';
import type { Reservation } from './reservation-store.ts';

const MAX_BODY_BYTES = 4 * 1024;

type ReserveEnv = ServerEnv & { Variables: { dealer: Dealer } };

/** What the shopper may see of a reservation: never the buyer's details. */
const publicView = (r: Reservation) => ({
  reservation_id: r.reservationId,
  car_id: r.carId,
  car_slug: r.carSlug,
  car_title: r.carTitle,
  amount: r.amount,
  provider: r.provider,
  status: r.status,
  created_at: r.createdAt,
  expires_at: r.expiresAt,
  paid_after_hold_at: r.latePaidAt,
});

/**
 * Reserve online (404 on a site without `purchase.reserve`):
 * - POST / {car_id, name, email, phone, purchase?}: 201 {reservation, redirect_url} (redirect_url
 *   null when held at once); 200 with the same shape when the shopper already holds this car (a
 *   repeat reserve: their existing reservation, and its payment page while unpaid); 401 signed out
 *   where the dealer gates checkout; 404 unknown car; 409 a car not reservable or already
 *   reserved, or `hold_limit` when the shopper already has `holds_per_shopper` live holds; 429
 *   `address_limit` past `holds_per_address_per_hour` from the client's address; 4xx for a
 *   malformed body (json-body.ts). Nothing is written on any refusal.
 * - GET /car/{id}: {reservable, reason} from the live index and the store.
 * - GET /status/{reservation_id}: the reservation's status (the page a payment provider returns to).
 * - GET /mine: the signed-in shopper's reservations, newest first (401 signed out).
 */
export function reservationRoutes(
  context: Pick<ServerContext, 'dealers'>,
  accounts: AccountService,
  reservations: ReservationService,
  rate: MiddlewareHandler<ServerEnv>,
) {
  const reserveOn: MiddlewareHandler<ReserveEnv> = async (c, next) => {
    const entry = context.dealers.dealer(c.env.dealerSlug);
    if (!entry || entry.dealer.config.purchase.reserve === false) return problem('not_found', { message: 'This site does not take reservations.' });
    c.set('dealer', entry.dealer);
    return next();
  };
  const session = (c: { env: ServerEnv['Bindings']; req: { raw: Request } }) => accounts.sessions().read(c.env.dealerSlug!, sessionToken(c.req.raw));

  return new Hono<ReserveEnv>()
    .use(reserveOn)
    .post('/', sameOriginOnly, rate, jsonBody(ReservationRequestSchema, MAX_BODY_BYTES), async (c) => {
      const dealer = c.get('dealer');
      const signedIn = dealer.config.authentication === false ? null : await session(c);
      if (!signedIn && isGated(dealer.config, 'checkout')) return problem('signed_out', { message: STRINGS.reserveSignedOut });
      const request = c.req.valid('json');
      const outcome = await reservations.reserve(dealer, request, {
        accountPhone: signedIn?.phone ?? null,
        origin: new URL(c.req.url).origin,
        clientAddress: c.env.clientIp ?? null,
      });
      if (!outcome.ok) {
        const reserve = dealer.config.purchase.reserve;
        if (outcome.reason === 'unknown_purchase') return problem('unknown_purchase', { fields: { purchase: ['Unknown purchase.'] } });
        if (outcome.reason === 'hold_limit')
          return problem('hold_limit', { message: STRINGS.reserveHoldLimit(reserve === false ? 1 : reserve.holds_per_shopper) });
        return problem(outcome.reason);
      }
      return json({ reservation: publicView(outcome.reservation), redirect_url: outcome.redirectUrl }, outcome.created ? 201 : 200);
    })
    .all('/', () => methodNotAllowed('POST'))
    .get('/car/:car', async (c) => {
      const dealer = c.get('dealer');
      const car = await reservations.availability().find(dealer, c.req.param('car'));
      if (!car) return json({ reservable: false, reason: 'unknown_car' });
      const live = await reservations.store().liveFor(dealer.slug, car.id);
      if (live || car.reserved === true) return json({ reservable: false, reason: 'already_reserved' });
      return json(isReservable(car, dealer.config.purchase) ? { reservable: true, reason: null } : { reservable: false, reason: 'not_reservable' });
    })
    .get('/status/:id', async (c) => {
      const found = await reservations.store().get(c.req.param('id'));
      if (!found || found.dealer !== c.get('dealer').slug) return problem('not_found', { message: 'No such reservation.' });
      return json({ reservation: publicView(found) });
    })
    .get('/mine', async (c) => {
      const signedIn = await session(c);
      if (!signedIn) return problem('signed_out', { message: STRINGS.reserveSignedOut });
      const mine = await reservations.store().list({ dealer: signedIn.dealer, accountPhone: signedIn.phone });
      return json({ reservations: mine.map(publicView) });
    });
}
