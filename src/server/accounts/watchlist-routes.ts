import type { ServerContext } from '../context/server-context.ts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import type { AccountService } from './account-service.ts';
import { MobileSchema, signInDealer } from './auth-routes.ts';
import { sessionToken } from './session-cookie.ts';
import type { Session } from './sessions.ts';

const MAX_BODY_BYTES = 1024;

/** The watchlist calls' body (rule: accounts.watchlist): the shopper's phone and the car. */
const WatchlistChangeSchema = z.strictObject({
  phone_number: MobileSchema,
  car_id: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]).transform(String),
});

type SessionEnv = ServerEnv & { Variables: { session: Session } };

/** 401 without a live session on this dealer's site; the session is handed to the route. */
export function requireSession(accounts: AccountService): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const session = await accounts.sessions().read(c.env.dealerSlug!, sessionToken(c.req.raw));
    if (!session) return problem('signed_out', { message: 'Sign in to use the watchlist.' });
    c.set('session', session);
    return next();
  };
}

/**
 * The signed-in watchlist (rule: accounts.watchlist). POST /save-car and /remove-car with {phone_number,
 * car_id} answer {success: true}; the phone must be the session's (403 otherwise), no session is
 * 401, past `rate` (per address and per session) 429, and a dealer without sign-in or without the watchlist answers 404. GET / lists the car ids.
 */
export function watchlistRoutes(context: Pick<ServerContext, 'dealers'>, accounts: AccountService, rate: MiddlewareHandler<ServerEnv>): Hono<SessionEnv> {
  const watchlistOn: MiddlewareHandler<ServerEnv> = async (c, next) => {
    const auth = context.dealers.dealer(c.env.dealerSlug)?.dealer.config.authentication;
    if (!auth || !auth.watchlist) return problem('not_found', { message: 'This site has no watchlist.' });
    return next();
  };
  const change = (kind: 'save' | 'remove') => async (c: Context<SessionEnv, string, { out: { json: z.output<typeof WatchlistChangeSchema> } }>) => {
    const { phone_number: phone, car_id: carId } = c.req.valid('json');
    const session = c.get('session');
    if (phone !== session.phone) return problem('not_your_watchlist');
    await accounts.watchlist()[kind](session.dealer, phone, carId);
    return json({ success: true });
  };
  return new Hono<SessionEnv>()
    .use(signInDealer(context.dealers), watchlistOn)
    .post('/save-car', sameOriginOnly, rate, requireSession(accounts), jsonBody(WatchlistChangeSchema, MAX_BODY_BYTES), change('save'))
    .all('/save-car', () => methodNotAllowed('POST'))
    .post('/remove-car', sameOriginOnly, rate, requireSession(accounts), jsonBody(WatchlistChangeSchema, MAX_BODY_BYTES), change('remove'))
    .all('/remove-car', () => methodNotAllowed('POST'))
    .get('/', requireSession(accounts), async (c) => {
      const session = c.get('session');
      return json({ phone_number: session.phone, car_ids: await accounts.watchlist().list(session.dealer, session.phone) });
    })
    .all('/', () => methodNotAllowed('GET'));
}
