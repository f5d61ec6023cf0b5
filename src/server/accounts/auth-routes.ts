import type { ServerContext } from '../context/server-context.ts';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { australianMobile } from '../../lib/phone/mobile-number.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { rateLimited } from '../http/rate-limit.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import type { AccountService } from './account-service.ts';
import { clearedSessionCookie, sessionCookie, sessionToken } from './session-cookie.ts';
import { SmsSendError } from './sms/sms-provider.ts';

const MAX_BODY_BYTES = 1024;

export const MobileSchema = z
  .string()
  .max(30)
  .transform((value, ctx) => australianMobile(value) ?? (ctx.addIssue({ code: 'custom', message: ACCOUNT_COPY.invalidMobile }), z.NEVER));

const CodeRequestSchema = z.strictObject({ phone_number: MobileSchema });
const CodeCheckSchema = z.strictObject({
  phone_number: MobileSchema,
  code: z.string().regex(/^\d{6}$/, { error: ACCOUNT_COPY.invalidCodeFormat }),
});

type Dealers = ServerContext['dealers'];

/** 404 on a dealer site without sign-in (`authentication: false`), as if the routes were not there. */
export function signInDealer(dealers: Dealers): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const entry = dealers.dealer(c.env.dealerSlug);
    if (!entry || entry.dealer.config.authentication === false) return problem('not_found', { message: 'This site has no sign-in.' });
    return next();
  };
}

/**
 * Phone sign-in (issue 14). POST /code {phone_number}: texts a 6-digit code, 202 whether or not the
 * number was seen before; 429 with Retry-After within 30 s of the last code or past 5 an hour for
 * that number, and past `perMinute` requests from one address. POST /verify {phone_number, code}:
 * 200 with the session cookie; 400 wrong, used or expired; 429 once five wrong guesses spent the
 * code. GET /session: {phone_number} (null when signed out). POST /sign-out revokes the session.
 */
export function authRoutes(context: Pick<ServerContext, 'dealers'>, accounts: AccountService, o: { perMinute: number }): Hono<ServerEnv> {
  const { dealers } = context;
  const perAddress = rateLimited({ perMinute: o.perMinute });
  const dealerName = (slug: string | null) => dealers.dealer(slug)?.dealer.config.name ?? '';
  return new Hono<ServerEnv>()
    .use(signInDealer(dealers))
    .post('/code', sameOriginOnly, perAddress, jsonBody(CodeRequestSchema, MAX_BODY_BYTES), async (c) => {
      const { phone_number: phone } = c.req.valid('json');
      const dealer = c.env.dealerSlug!;
      const issued = await accounts.codes().issue(dealer, phone);
      if (!issued.issued) {
        return problem('too_soon', { message: ACCOUNT_COPY.tooSoon(issued.retryAfterSeconds), headers: { 'retry-after': String(issued.retryAfterSeconds) } });
      }
      try {
        await accounts.sms().send({ dealer, phone, text: ACCOUNT_COPY.smsText(issued.code, dealerName(dealer)) });
      } catch (error) {
        if (!(error instanceof SmsSendError)) throw error;
        console.error(`sign-in code for ${dealer} not sent: ${error.message}`);
        return problem('sms_failed');
      }
      return json({ sent: true, phone_number: phone }, 202);
    })
    .all('/code', () => methodNotAllowed('POST'))
    .post('/verify', sameOriginOnly, perAddress, jsonBody(CodeCheckSchema, MAX_BODY_BYTES), async (c) => {
      const { phone_number: phone, code } = c.req.valid('json');
      const dealer = c.env.dealerSlug!;
      const result = await accounts.codes().verify(dealer, phone, code);
      if (result === 'locked') return problem('too_many_attempts');
      if (result === 'invalid') return problem('wrong_code', { fields: { code: [ACCOUNT_COPY.wrongCode] } });
      const token = await accounts.sessions().create(dealer, phone);
      return json({ phone_number: phone }, 200, { 'set-cookie': sessionCookie(c.req.raw, token) });
    })
    .all('/verify', () => methodNotAllowed('POST'))
    .get('/session', async (c) => {
      const session = await accounts.sessions().read(c.env.dealerSlug!, sessionToken(c.req.raw));
      return json({ phone_number: session?.phone ?? null });
    })
    .all('/session', () => methodNotAllowed('GET'))
    .post('/sign-out', sameOriginOnly, perAddress, async (c) => {
      const token = sessionToken(c.req.raw);
      if (token) await accounts.sessions().revoke(token);
      return json({ ok: true }, 200, { 'set-cookie': clearedSessionCookie(c.req.raw) });
    })
    .all('/sign-out', () => methodNotAllowed('POST'));
}
