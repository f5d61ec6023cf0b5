import type { Context, MiddlewareHandler } from 'hono';
import type { DealerRegistry } from '../context/dealer-registry.ts';
import type { ProblemCode } from '../http/problems.ts';
import { problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import type { Role } from './staff-model.ts';
import type { StaffService } from './staff-service.ts';
import type { StaffSession } from './staff-sessions.ts';
import type { StaffMember } from './staff-store.ts';
import { staffCookie } from './staff-cookie.ts';

/** What a guarded console route is given: who is signed in, at which dealer (the path's), with what role there. */
type StaffAccess = { dealer: string; member: StaffMember; session: StaffSession };

export type StaffEnv = ServerEnv & { Variables: { staff: StaffAccess } };

export type StaffGuardOptions = {
  /** The roles allowed; every role when left out. */
  roles?: readonly Role[];
  /** How a refusal is written in the audit log, e.g. 'reservations.cancel'. */
  action: string;
};

/** What the guard needs: the dealers (to tell a forged dealer id) and the staff service. */
export type StaffGuardDeps = { dealers: Pick<DealerRegistry, 'dealer'>; staff: StaffService };

/** The path's dealer id, as `/api/console/dealers/:dealer/...` names it. */
const pathDealer = (c: Context<StaffEnv>): string => c.req.param('dealer') ?? '';

/**
 * The guard every console route uses (rule: console.guard). In order: a live console session on
 * this site (else 401 staff_signed_out), a live role at the dealer the path names (else 403
 * not_your_dealer: a dealer id the person holds no role at, or none at all), and one of `roles`
 * (else 403 role_forbidden). Every refusal is written to the audit log of the dealer it was aimed
 * at (or the site's, when the path names no dealer) before the answer goes out; nothing else runs.
 */
export function requireStaff(deps: StaffGuardDeps, o: StaffGuardOptions): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const named = pathDealer(c);
    const site = c.env.dealerSlug!;
    const dealer = deps.dealers.dealer(named) ? named : site;
    const refuse = async (code: ProblemCode, personId: string | null, actor: string) => {
      const detail = named === dealer ? code : `${code} (dealer ${JSON.stringify(named.slice(0, 80))})`;
      await deps.staff.audit().record({ dealer, personId, actor, action: o.action, target: null, outcome: 'refused', detail });
      return problem(code);
    };
    const session = await deps.staff.sessions().read(site, staffCookie.token(c.req.raw));
    if (!session) return refuse('staff_signed_out', null, `signed out (${c.env.clientIp ?? 'unknown address'})`);
    const member = deps.dealers.dealer(named) ? await deps.staff.people().roleAt(session.personId, named) : null;
    if (!member) {
      const person = await deps.staff.people().roleAt(session.personId, site);
      return refuse('not_your_dealer', session.personId, person?.email ?? session.personId);
    }
    if (o.roles && !o.roles.includes(member.role.role)) return refuse('role_forbidden', session.personId, member.email);
    c.set('staff', { dealer: named, member, session });
    return next();
  };
}

/** Writes a change a guarded route made to its dealer's audit log (rule: console.audit). */
export async function auditDone(
  c: Context<StaffEnv>,
  staff: StaffService,
  change: { action: string; target: string | null; detail?: string | null },
): Promise<void> {
  const { dealer, member } = c.get('staff');
  await staff.audit().record({
    dealer,
    personId: member.personId,
    actor: member.email,
    action: change.action,
    target: change.target,
    outcome: 'done',
    detail: change.detail ?? null,
  });
}
