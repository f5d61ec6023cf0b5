import { Hono } from 'hono';
import { z } from 'zod';
import { CONSOLE_COPY } from '../../lib/console/console-copy.ts';
import { australianMobile } from '../../lib/phone/mobile-number.ts';
import { SmsSendError } from '../accounts/sms/sms-provider.ts';
import type { ServerContext } from '../context/server-context.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { rateLimited } from '../http/rate-limit.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import { staffCookie } from './staff-cookie.ts';
import type { StaffService } from './staff-service.ts';
import type { StaffMember } from './staff-store.ts';

const MAX_BODY_BYTES = 1024;

/** An e-mail address (lower-cased) or an Australian mobile (national form). */
const StaffAddressSchema = z
  .string()
  .trim()
  .max(254)
  .transform((value, ctx): { email: string } | { phone: string } => {
    if (value.includes('@')) {
      if (z.email().safeParse(value).success) return { email: value.toLowerCase() };
    } else {
      const phone = australianMobile(value);
      if (phone) return { phone };
    }
    ctx.addIssue({ code: 'custom', message: CONSOLE_COPY.invalidAddress });
    return z.NEVER;
  });

const CodeRequestSchema = z.strictObject({ address: StaffAddressSchema });
const CodeCheckSchema = z.strictObject({ address: StaffAddressSchema, code: z.string().regex(/^\d{6}$/, { error: CONSOLE_COPY.invalidCodeFormat }) });

type Deps = Pick<ServerContext, 'dealers' | 'env'> & { staff: StaffService };

/** What GET /session answers: the person, the site signed in on, and every dealer they hold a role at. */
async function sessionBody(deps: Deps, member: StaffMember, site: string, expiresAt: string) {
  const roles = await deps.staff.people().rolesOf(member.personId);
  return {
    person: { person_id: member.personId, email: member.email, name: member.name, phone: member.phone, alert_channels: member.alertChannels },
    site,
    expires_at: expiresAt,
    roles: roles.map((r) => ({
      dealer: r.dealer,
      dealer_name: deps.dealers.dealer(r.dealer)?.dealer.config.name ?? r.dealer,
      role: r.role,
      locations: r.locations,
      departments: r.departments,
    })),
  };
}

/**
 * Console sign-in on a dealer's site (docs/console.md). POST /code {address}: an e-mail address
 * gets the code by e-mail (SMTP, else the mbox), a mobile by SMS; 202 whether or not the address
 * is staff here (nothing is sent when it is not), 429 past one code per 30 s or five an hour for
 * the person and past `perMinute` calls from one client address. POST /verify {address, code}: 200
 * with the console cookie; 400 wrong or expired (audited); 429 once five wrong guesses spent the
 * code. GET /session: who is signed in, or 401. POST /sign-out ends the session.
 */
export function consoleAuthRoutes(deps: Deps, o: { perMinute: number }): Hono<ServerEnv> {
  const { staff } = deps;
  const perAddress = rateLimited({ perMinute: o.perMinute, session: staffCookie.token });
  const dealerName = (slug: string) => deps.dealers.dealer(slug)?.dealer.config.name ?? slug;
  return new Hono<ServerEnv>()
    .post('/code', sameOriginOnly, perAddress, jsonBody(CodeRequestSchema, MAX_BODY_BYTES), async (c) => {
      const { address } = c.req.valid('json');
      const site = c.env.dealerSlug!;
      const member = await staff.people().byAddress(site, address);
      const shown = 'email' in address ? address.email : address.phone;
      if (!member) return json({ sent: true, address: shown }, 202);
      const issued = await staff.codes().issue(site, member.personId);
      if (!issued.issued)
        return problem('too_soon', {
          message: `Please wait ${issued.retryAfterSeconds} seconds before asking for another code.`,
          headers: { 'retry-after': String(issued.retryAfterSeconds) },
        });
      const name = dealerName(site);
      if ('email' in address) {
        const from = deps.env.LEADS_FROM ?? 'leads@forecourt.localhost';
        await staff.mailer().send({ from, to: member.email, subject: CONSOLE_COPY.codeSubject(name), text: CONSOLE_COPY.codeMail(issued.code, name) });
      } else {
        try {
          await staff.sms().send({ dealer: site, phone: address.phone, text: CONSOLE_COPY.codeText(issued.code, name) });
        } catch (error) {
          if (!(error instanceof SmsSendError)) throw error;
          console.error(`console sign-in code for ${site} not sent: ${error.message}`);
          return problem('sms_failed');
        }
      }
      return json({ sent: true, address: shown }, 202);
    })
    .all('/code', () => methodNotAllowed('POST'))
    .post('/verify', sameOriginOnly, perAddress, jsonBody(CodeCheckSchema, MAX_BODY_BYTES), async (c) => {
      const { address, code } = c.req.valid('json');
      const site = c.env.dealerSlug!;
      const member = await staff.people().byAddress(site, address);
      const result = member ? await staff.codes().verify(site, member.personId, code) : 'invalid';
      if (result !== 'ok') {
        const actor = member?.email ?? ('email' in address ? address.email : address.phone);
        const detail = result === 'locked' ? 'too_many_attempts' : 'wrong_code';
        await staff.audit().record({ dealer: site, personId: member?.personId ?? null, actor, action: 'sign-in', target: null, outcome: 'refused', detail });
        return result === 'locked' ? problem('too_many_attempts') : problem('wrong_code', { fields: { code: ['That code is wrong or has expired.'] } });
      }
      const { token, expiresAt } = await staff.sessions().create(site, member!.personId);
      await staff
        .audit()
        .record({ dealer: site, personId: member!.personId, actor: member!.email, action: 'sign-in', target: null, outcome: 'done', detail: null });
      return json(await sessionBody(deps, member!, site, expiresAt), 200, { 'set-cookie': staffCookie.set(c.req.raw, token, staff.sessions().ttlMs) });
    })
    .all('/verify', () => methodNotAllowed('POST'))
    .get('/session', async (c) => {
      const site = c.env.dealerSlug!;
      const session = await staff.sessions().read(site, staffCookie.token(c.req.raw));
      const member = session ? await staff.people().roleAt(session.personId, site) : null;
      if (!session || !member) return problem('staff_signed_out');
      return json(await sessionBody(deps, member, site, session.expiresAt));
    })
    .all('/session', () => methodNotAllowed('GET'))
    .post('/sign-out', sameOriginOnly, perAddress, async (c) => {
      const token = staffCookie.token(c.req.raw);
      if (token) await staff.sessions().revoke(token);
      return json({ ok: true }, 200, { 'set-cookie': staffCookie.clear(c.req.raw) });
    })
    .all('/sign-out', () => methodNotAllowed('POST'));
}
