import { Hono } from 'hono';
import { z } from 'zod';
import { MobileSchema } from '../accounts/auth-routes.ts';
import type { DealerRegistry } from '../context/dealer-registry.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from '../server-env.ts';
import { auditDone, requireStaff, type StaffEnv } from './staff-guard.ts';
import { DEFAULT_DEPARTMENTS, DEPARTMENTS, mayManage, ROLES } from './staff-model.ts';
import type { StaffService } from './staff-service.ts';
import type { StaffMember } from './staff-store.ts';

const MAX_BODY_BYTES = 2048;

const InviteSchema = z.strictObject({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  phone: MobileSchema.optional(),
  role: z.enum(ROLES),
  locations: z.array(z.string().min(1).max(100)).max(50).default([]),
  departments: z.array(z.enum(DEPARTMENTS)).max(DEPARTMENTS.length).optional(),
});

/** A staff member as the console's API shows one. */
const memberBody = (m: StaffMember) => ({
  person_id: m.personId,
  email: m.email,
  name: m.name,
  phone: m.phone,
  alert_channels: m.alertChannels,
  role: m.role.role,
  locations: m.role.locations,
  departments: m.role.departments,
  since: m.role.createdAt,
});

type Deps = { dealers: Pick<DealerRegistry, 'dealer'>; staff: StaffService };

/**
 * /api/console/dealers/:dealer/staff (rule: console.roles): GET lists the dealer's staff (owners and
 * managers); POST invites {email, name, phone?, role, locations?, departments?} (owners any role,
 * managers sales and service); POST /:person/remove removes their role here and ends their sessions at
 * once. A location the dealer does not have is a field error; the last owner cannot be removed.
 */
export function staffRoutes(deps: Deps, rate: MiddlewareHandler<ServerEnv>): Hono<StaffEnv> {
  const { staff } = deps;
  return new Hono<StaffEnv>()
    .get('/', requireStaff(deps, { roles: ['owner', 'manager'], action: 'staff.list' }), async (c) => {
      const { dealer } = c.get('staff');
      const locations = deps.dealers.dealer(dealer)!.dealer.locations.map((l) => ({ slug: l.slug, name: l.name }));
      return json({ staff: (await staff.people().list(dealer)).map(memberBody), locations, departments: DEPARTMENTS });
    })
    .post(
      '/',
      sameOriginOnly,
      rate,
      requireStaff(deps, { roles: ['owner', 'manager'], action: 'staff.invite' }),
      jsonBody(InviteSchema, MAX_BODY_BYTES),
      async (c) => {
        const { dealer, member } = c.get('staff');
        const body = c.req.valid('json');
        if (!mayManage(member.role.role, body.role)) {
          await staff.audit().record({
            dealer,
            personId: member.personId,
            actor: member.email,
            action: 'staff.invite',
            target: body.email,
            outcome: 'refused',
            detail: `role_forbidden (${body.role})`,
          });
          return problem('role_forbidden', { message: `A ${member.role.role} cannot invite a ${body.role}.` });
        }
        const known = new Set(deps.dealers.dealer(dealer)!.dealer.locations.map((l) => l.slug));
        const unknown = body.locations.filter((slug) => !known.has(slug));
        if (unknown.length > 0) return problem('invalid', { fields: { locations: [`Not a location of this dealer: ${unknown.join(', ')}.`] } });
        const result = await staff.people().invite({
          dealer,
          email: body.email,
          name: body.name,
          phone: body.phone ?? null,
          role: body.role,
          locations: body.locations,
          departments: body.departments ?? DEFAULT_DEPARTMENTS[body.role],
          invitedBy: member.personId,
        });
        if (!result.invited) return problem(result.reason);
        await auditDone(c, staff, { action: 'staff.invite', target: result.person.email, detail: `role ${body.role}` });
        const invited = await staff.people().roleAt(result.person.personId, dealer);
        return json({ member: memberBody(invited!) }, 201);
      },
    )
    .all('/', () => methodNotAllowed('GET, POST'))
    .post('/:person/remove', sameOriginOnly, rate, requireStaff(deps, { roles: ['owner', 'manager'], action: 'staff.remove' }), async (c) => {
      const { dealer, member } = c.get('staff');
      const target = await staff.people().roleAt(c.req.param('person'), dealer);
      if (!target) return problem('unknown_staff');
      const refuse = async (code: 'role_forbidden' | 'last_owner') => {
        await staff
          .audit()
          .record({ dealer, personId: member.personId, actor: member.email, action: 'staff.remove', target: target.email, outcome: 'refused', detail: code });
        return problem(code);
      };
      if (!mayManage(member.role.role, target.role.role)) return refuse('role_forbidden');
      if (target.role.role === 'owner' && (await staff.people().list(dealer)).filter((m) => m.role.role === 'owner').length <= 1) return refuse('last_owner');
      await staff.people().remove(dealer, target.personId);
      await auditDone(c, staff, { action: 'staff.remove', target: target.email, detail: `role ${target.role.role}` });
      return json({ removed: true });
    })
    .all('/:person/remove', () => methodNotAllowed('POST'));
}
