import { Hono } from 'hono';
import { json, methodNotAllowed } from '../http/respond.ts';
import { requireStaff, type StaffEnv, type StaffGuardDeps } from './staff-guard.ts';

/** GET /api/console/dealers/:dealer/audit[?before=<id>]: the dealer's audit log, newest first, 100 a page (owners; rule: console.audit). */
export function auditRoutes(deps: StaffGuardDeps): Hono<StaffEnv> {
  return new Hono<StaffEnv>()
    .get('/', requireStaff(deps, { roles: ['owner'], action: 'audit.read' }), async (c) => {
      const before = c.req.query('before');
      const lines = await deps.staff.audit().list(c.get('staff').dealer, { ...(before ? { before: before.slice(0, 40) } : {}), limit: 100 });
      return json({
        entries: lines.map((l) => ({ id: l.auditId, at: l.at, actor: l.actor, action: l.action, target: l.target, outcome: l.outcome, detail: l.detail })),
        next: lines.length === 100 ? lines.at(-1)!.auditId : null,
      });
    })
    .all('/', () => methodNotAllowed('GET'));
}
