import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import type { ServerContext } from '../context/server-context.ts';
import { PROBLEMS } from '../http/problems.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import { alertPage } from './alert-page.ts';
import type { AlertService } from './alert-service.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * The link in every shopper alert (rule: accounts.shopper-alerts), which needs no sign-in: its
 * signed token names the shopper and the dealer. GET answers a page asking to confirm (a link
 * checker following it changes nothing, as RFC 8058 asks); POST — that page's button, or a mail
 * client's one-click List-Unsubscribe-Post — pauses every saved search of the shopper on the site,
 * which stops their watchlist alerts too. A forged, expired or other site's token answers 403 and
 * changes nothing. Rate-limited per address (429).
 */
export function unsubscribeRoutes(
  context: Pick<ServerContext, 'dealers' | 'clock'>,
  alerts: AlertService,
  rate: MiddlewareHandler<ServerEnv>,
): Hono<ServerEnv> {
  const read = (c: Context<ServerEnv>) => {
    const secret = alerts.secret();
    const token = c.req.query('token') ?? '';
    if (secret === null) return null;
    const who = readUnsubscribeToken(secret, token, context.clock().getTime());
    return typeof who === 'string' || who.dealer !== c.env.dealerSlug ? null : who;
  };
  const dealerName = (c: Context<ServerEnv>) => context.dealers.dealer(c.env.dealerSlug)?.dealer.config.name ?? '';
  return new Hono<ServerEnv>()
    .get('/', rate, (c) => {
      if (!read(c)) return alertPage(ALERT_COPY.unsubscribeTitle, PROBLEMS.bad_unsubscribe.message, 403);
      return alertPage(ALERT_COPY.unsubscribeTitle, ALERT_COPY.unsubscribeQuestion(dealerName(c)), 200, ALERT_COPY.unsubscribeButton);
    })
    .post('/', rate, async (c) => {
      const who = read(c);
      // The page's button asks for a page back; a mail client's one-click POST gets JSON.
      const asPage = (c.req.header('accept') ?? '').includes('text/html');
      if (!who) return asPage ? alertPage(ALERT_COPY.unsubscribeTitle, PROBLEMS.bad_unsubscribe.message, 403) : problem('bad_unsubscribe');
      const paused = await alerts.searches().pauseAll(who.dealer, who.phone);
      return asPage ? alertPage(ALERT_COPY.unsubscribeTitle, ALERT_COPY.unsubscribed(dealerName(c)), 200) : json({ unsubscribed: true, paused });
    })
    .all('/', () => methodNotAllowed('GET, POST'));
}
