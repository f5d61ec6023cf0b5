import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import { ALERT_CHANNELS, type ShopperAlertsConfig } from '../../lib/dealer/config-shopper-alerts.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import type { AccountService } from '../accounts/account-service.ts';
import { requireSession } from '../accounts/watchlist-routes.ts';
import type { Session } from '../accounts/sessions.ts';
import { EmailSchema } from './alert-email-routes.ts';
import type { AlertService } from './alert-service.ts';
import type { SearchChange } from './saved-search-store.ts';

const MAX_BODY_BYTES = 4096;

const NameSchema = z.string({ error: ALERT_COPY.nameRequired }).trim().min(1, { error: ALERT_COPY.nameRequired }).max(60, { error: ALERT_COPY.nameRequired });

/** The listing's URL state as its share link carries it: a query string, '?' first (empty: every car). */
const UrlStateSchema = z
  .string({ error: ALERT_COPY.urlStateInvalid })
  .max(2000, { error: ALERT_COPY.urlStateInvalid })
  .regex(/^(\?[^\s#]*)?$/, { error: ALERT_COPY.urlStateInvalid })
  .transform((value) => {
    // The page a shopper was on is not part of what they are searching for.
    const params = new URLSearchParams(value.replace(/^\?/, ''));
    params.delete('page');
    const text = params.toString();
    return text === '' ? '' : `?${text}`;
  });

/** A new saved search (rule: accounts.shopper-alerts): its name, the listing's state, the channel, and the shopper's explicit yes. */
const CreateSchema = z
  .strictObject({
    name: NameSchema,
    url_state: UrlStateSchema,
    channel: z.enum(ALERT_CHANNELS, { error: ALERT_COPY.channelNotOffered }),
    email: EmailSchema.optional(),
    consent: z.literal(true, { error: ALERT_COPY.consentRequired }),
  })
  .superRefine((body, ctx) => {
    if (body.channel === 'email' && body.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: ALERT_COPY.emailRequired });
  });

const ChangeSchema = z
  .strictObject({
    name: NameSchema.optional(),
    paused: z.boolean({ error: 'Send paused as true or false.' }).optional(),
    channel: z.enum(ALERT_CHANNELS, { error: ALERT_COPY.channelNotOffered }).optional(),
    email: EmailSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.paused !== undefined || body.channel !== undefined, {
    error: 'Send a new name, paused or channel.',
    path: ['name'],
  })
  .superRefine((body, ctx) => {
    if (body.channel === 'email' && body.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: ALERT_COPY.emailRequired });
  });

const IdSchema = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/);

type SessionEnv = ServerEnv & { Variables: { session: Session; alerts: ShopperAlertsConfig } };

/**
 * Whether a search by e-mail may go to `email` (lower-cased): accounts are phone-based, so only an
 * address the shopper confirmed by its link (alert-email-routes.ts), or the alert address whose link
 * was just sent to them — a search saved to it waits, sending nothing, until the link is opened
 * (alert-service.ts drops e-mail to an unconfirmed address). No one can point alerts at another's inbox.
 */
async function emailTakesAlerts(alerts: AlertService, session: Session, email: string): Promise<boolean> {
  const who = { dealer: session.dealer, phone: session.phone, email };
  if (await alerts.emails().isConfirmed(who)) return true;
  return (await alerts.emails().address(session.dealer, session.phone))?.email === email;
}

/**
 * A signed-in shopper's saved searches (rule: accounts.shopper-alerts): GET / lists them; POST /
 * saves one ({name, url_state, channel, email?, consent: true}: 201, 409 past the dealer's
 * max_saved_searches, 422 with field errors); POST /{id} renames, pauses or switches channel
 * ({name?, paused?, channel?, email?});
 * POST /{id}/remove deletes it (204). Every write is a POST, as the app's others are. Another shopper's id is 404. No session is 401, a site without
 * shopper alerts 404, and every write is rate-limited per address and per session (429).
 */
export function savedSearchRoutes(accounts: AccountService, alerts: AlertService, rate: MiddlewareHandler<ServerEnv>): Hono<SessionEnv> {
  const alertsOn: MiddlewareHandler<SessionEnv> = async (c, next) => {
    const switches = alerts.settings(c.env.dealerSlug ?? '');
    if (!switches) return problem('not_found', { message: 'This site has no saved searches.' });
    c.set('alerts', switches);
    return next();
  };
  const searchId = (id: string) => (IdSchema.safeParse(id).success ? id : null);
  return new Hono<SessionEnv>()
    .use(alertsOn)
    .get('/', requireSession(accounts), async (c) => {
      const session = c.get('session');
      return json({ searches: await alerts.searches().list(session.dealer, session.phone), max: c.get('alerts').max_saved_searches });
    })
    .post('/', sameOriginOnly, rate, requireSession(accounts), jsonBody(CreateSchema, MAX_BODY_BYTES), async (c) => {
      const body = c.req.valid('json');
      const session = c.get('session');
      const switches = c.get('alerts');
      if (!switches.channels.includes(body.channel)) return problem('invalid', { fields: { channel: [ALERT_COPY.channelNotOffered] } });
      const email = body.channel === 'email' && body.email !== undefined ? body.email.toLowerCase() : null;
      if (email !== null && !(await emailTakesAlerts(alerts, session, email))) return problem('invalid', { fields: { email: [ALERT_COPY.emailNotConfirmed] } });
      const made = await alerts.saveSearch(session.dealer, session.phone, { name: body.name, urlState: body.url_state, channel: body.channel, email });
      if (!made.ok) return problem('too_many_searches', { message: ALERT_COPY.tooManySearches(switches.max_saved_searches) });
      return json({ search: made.search }, 201);
    })
    .all('/', () => methodNotAllowed('GET, POST'))
    .post('/:id', sameOriginOnly, rate, requireSession(accounts), jsonBody(ChangeSchema, MAX_BODY_BYTES), async (c) => {
      const session = c.get('session');
      const id = searchId(c.req.param('id'));
      const body = c.req.valid('json');
      const change: SearchChange = {};
      if (body.name !== undefined) change.name = body.name;
      if (body.paused !== undefined) change.paused = body.paused;
      if (body.channel !== undefined) {
        if (!c.get('alerts').channels.includes(body.channel)) return problem('invalid', { fields: { channel: [ALERT_COPY.channelNotOffered] } });
        const email = body.channel === 'email' && body.email !== undefined ? body.email.toLowerCase() : null;
        if (email !== null && !(await emailTakesAlerts(alerts, session, email)))
          return problem('invalid', { fields: { email: [ALERT_COPY.emailNotConfirmed] } });
        change.channel = body.channel;
        change.email = email;
      }
      const updated = id === null ? null : await alerts.searches().update(session.dealer, session.phone, id, change);
      return updated ? json({ search: updated }) : problem('unknown_search');
    })
    .all('/:id', () => methodNotAllowed('POST'))
    .post('/:id/remove', sameOriginOnly, rate, requireSession(accounts), async (c) => {
      const session = c.get('session');
      const id = searchId(c.req.param('id'));
      const removed = id !== null && (await alerts.searches().remove(session.dealer, session.phone, id));
      return removed ? new Response(null, { status: 204 }) : problem('unknown_search');
    })
    .all('/:id/remove', () => methodNotAllowed('POST'));
}
