import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import type { AccountService } from '../accounts/account-service.ts';
import type { Session } from '../accounts/sessions.ts';
import { requireSession } from '../accounts/watchlist-routes.ts';
import type { ServerContext } from '../context/server-context.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { PROBLEMS } from '../http/problems.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import type { EmailOwner } from './alert-email-store.ts';
import { alertPage } from './alert-page.ts';
import { alertFrom } from './alert-sender.ts';
import type { AlertService } from './alert-service.ts';
import { readSignedToken, signedToken } from './unsubscribe-token.ts';

const PURPOSE = 'confirm-email';
/** The confirmation link's path (its GET page and its POST). */
const CONFIRM_PATH = '/api/alerts/emails/confirm';

export const EmailSchema = z.email({ error: ALERT_COPY.emailRequired }).max(254, { error: ALERT_COPY.emailRequired });

type SessionEnv = ServerEnv & { Variables: { session: Session } };
type LinkContext = Pick<ServerContext, 'dealers' | 'clock' | 'env' | 'providers'>;

/** The link's owner and link id, or null: forged, expired, or signed for another site. */
function readLink(secret: string | null, token: string, dealer: string | null | undefined, now: number): (EmailOwner & { linkId: string }) | null {
  if (secret === null) return null;
  const values = readSignedToken(secret, PURPOSE, token);
  if (values === 'forged' || values.length !== 5) return null;
  const [site, phone, email, linkId, expires] = values;
  if (typeof site !== 'string' || typeof phone !== 'string' || typeof email !== 'string' || typeof linkId !== 'string' || typeof expires !== 'number')
    return null;
  return site === dealer && expires >= now ? { dealer: site, phone, email, linkId } : null;
}

/**
 * E-mail addresses for alerts (rule: accounts.shopper-alerts): accounts are phone-based, so an
 * address takes alerts only once its owner opened the link sent to it. GET / lists the shopper's
 * confirmed addresses and their alert address ({email, confirmed} or null); POST / {email} makes
 * it their alert address and e-mails a confirmation link (202; 200 when it is confirmed already;
 * 429 past 3 a hour to one address or 5 for one account, besides the per-address and per-session
 * request rate). The link, signed and good for a day, opens a page asking to confirm
 * (GET: a mail scanner's fetch changes nothing); its button (POST) confirms, once. A forged,
 * expired, used or other site's link answers 403 and changes nothing.
 */
export function alertEmailRoutes(context: LinkContext, accounts: AccountService, alerts: AlertService, rate: MiddlewareHandler<ServerEnv>): Hono<SessionEnv> {
  const emailOffered: MiddlewareHandler<SessionEnv> = async (c, next) => {
    const switches = alerts.settings(c.env.dealerSlug ?? '');
    if (!switches) return problem('not_found', { message: 'This site has no saved searches.' });
    if (!switches.channels.includes('email')) return problem('not_found', { message: 'This site sends no e-mail alerts.' });
    return next();
  };
  // The shopper's alert address from now on; their e-mail searches follow it.
  const useAddress = async (who: EmailOwner) => {
    await alerts.emails().choose(who);
    await alerts.searches().useAddress(who.dealer, who.phone, who.email);
  };
  const link = (c: Context<SessionEnv>) => readLink(alerts.secret(), c.req.query('token') ?? '', c.env.dealerSlug, context.clock().getTime());
  const refused = (asPage: boolean) => (asPage ? alertPage(ALERT_COPY.confirmTitle, PROBLEMS.bad_confirmation.message, 403) : problem('bad_confirmation'));
  return new Hono<SessionEnv>()
    .use(emailOffered)
    .get('/confirm', rate, (c) => {
      const who = link(c);
      if (!who) return refused(true);
      const dealer = context.dealers.dealer(who.dealer)?.dealer.config.name ?? '';
      return alertPage(ALERT_COPY.confirmTitle, ALERT_COPY.confirmQuestion(who.email, dealer), 200, ALERT_COPY.confirmButton);
    })
    .post('/confirm', rate, async (c) => {
      const who = link(c);
      const asPage = (c.req.header('accept') ?? '').includes('text/html');
      if (!who || (await alerts.emails().confirm(who.linkId, who)) !== 'confirmed') return refused(asPage);
      return asPage ? alertPage(ALERT_COPY.confirmTitle, ALERT_COPY.confirmed(who.email), 200) : json({ email: who.email, confirmed: true });
    })
    .all('/confirm', () => methodNotAllowed('GET, POST'))
    .get('/', requireSession(accounts), async (c) => {
      const session = c.get('session');
      const store = alerts.emails();
      return json({ emails: await store.confirmed(session.dealer, session.phone), address: await store.address(session.dealer, session.phone) });
    })
    .post('/', sameOriginOnly, rate, requireSession(accounts), jsonBody(z.strictObject({ email: EmailSchema }), 1024), async (c) => {
      const session = c.get('session');
      const email = c.req.valid('json').email.toLowerCase();
      const config = context.dealers.dealer(session.dealer)?.dealer.config;
      const secret = alerts.secret();
      if (!config || secret === null) return problem('alerts_unavailable');
      const who = { dealer: session.dealer, phone: session.phone, email };
      const issued = await alerts.emails().issue(who);
      if (!issued.ok && issued.reason === 'confirmed') {
        await useAddress(who);
        return json({ email, confirmed: true });
      }
      if (!issued.ok) return problem('too_many_confirmations', { headers: { 'retry-after': '3600' } });
      const token = signedToken(secret, PURPOSE, [who.dealer, who.phone, email, issued.linkId, issued.expires.getTime()]);
      const url = `${config.site_url}${CONFIRM_PATH}?token=${token}`;
      try {
        await context.providers.mailer().send({
          from: alertFrom(config, context.env),
          to: email,
          subject: ALERT_COPY.confirmEmailSubject(config.name),
          text: ALERT_COPY.confirmEmailText(config.name, email, url),
        });
      } catch {
        return problem('unavailable', { message: 'The confirmation e-mail could not be sent. Please try again.' });
      }
      await useAddress(who);
      return json({ email, confirmed: false, message: ALERT_COPY.confirmSent(email) }, 202);
    })
    .all('/', () => methodNotAllowed('GET, POST'));
}
