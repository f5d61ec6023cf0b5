import type { MiddlewareHandler } from 'hono';
import { isGated } from '../../lib/accounts/account-pages.ts';
import { STRINGS } from '../../lib/strings.ts';
import type { ServerContext } from '../context/server-context.ts';
import { problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';

/**
 * The instant offer's data calls on a dealer that has them (`trade_in.vehicle_data`) and gates its
 * trade-in pages (`authentication.gated_routes: ["trade-in"]`, rule: accounts.gated-routes): a
 * signed-out caller is answered 401 `signed_out`, as the page itself sends a signed-out shopper to sign-in.
 */
export function tradeInSignInGate(
  context: Pick<ServerContext, 'dealers'>,
  signedInPhone: (request: Request, dealer: string) => Promise<string | null>,
): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const slug = c.env.dealerSlug;
    const config = slug ? context.dealers.dealer(slug)?.dealer.config : undefined;
    // A dealer without the instant offer has no lookups to gate: its routes answer 404 as before.
    const gated = config !== undefined && config.trade_in.vehicle_data && isGated(config, 'trade-in');
    if (gated && slug && (await signedInPhone(c.req.raw, slug)) === null) {
      return problem('signed_out', { message: STRINGS.tradeInSignedOut });
    }
    return next();
  };
}
