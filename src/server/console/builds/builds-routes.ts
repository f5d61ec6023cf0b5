import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ServerContext } from '../../context/server-context.ts';
import { jsonBody } from '../../http/json-body.ts';
import { sameOriginOnly } from '../../http/origin.ts';
import { json, methodNotAllowed, problem } from '../../http/respond.ts';
import type { ServerEnv } from '../../server-env.ts';
import { valuationStore } from '../../trade-in/valuation-store.ts';
import { auditDone, requireStaff, type StaffEnv, type StaffGuardDeps } from '../staff-guard.ts';
import type { BuildsPort, ReleaseOutcome } from './builds-port.ts';

/** A release the port could not make: the problem, and the attempt in the audit log with what went wrong. */
async function refusedRelease(
  c: Context<StaffEnv>,
  deps: StaffGuardDeps,
  action: string,
  outcome: { reason: Extract<ReleaseOutcome, { ok: false }>['reason'] | 'build_moved_on'; detail: string },
): Promise<Response> {
  const { dealer, member } = c.get('staff');
  await deps.staff
    .audit()
    .record({ dealer, personId: member.personId, actor: member.email, action: `builds.${action}`, target: null, outcome: 'refused', detail: outcome.detail });
  return problem(outcome.reason);
}

/** Approving and rolling back change what every shopper sees: owners and managers (rule: console.roles). */
const RELEASERS = ['owner', 'manager'] as const;
/** Stock health is the yard's: sales staff fix photos and prices too. */
const YARD = ['owner', 'manager', 'sales'] as const;
/** The valuations Stock health lists. */
const VALUATIONS = 50;

/** The build the person saw staged (or to roll back to): a release acts only on that one. */
const ReleaseSchema = z.strictObject({
  build_id: z.string().regex(/^[0-9A-Za-z-]{1,64}$/, { error: 'Expected a build id, such as 20261122T010203Z-ab12cd.' }),
});

/**
 * /api/console/dealers/:dealer/builds and /stock-health (issue 29 parts 5 and 6), over the builds
 * port the host gives (`providers.builds()`; 503 builds_unavailable without one). GET /builds: the
 * live and staged builds, what changed, the preview link and the history; POST /builds/promote and
 * /builds/rollback {build_id}: owners and managers, on the build they saw (409 build_moved_on when
 * the builds changed since), audited. GET /stock-health: the newest build's stock time, skipped
 * records, live cars without photos or price, and the newest trade-in valuations with their photos.
 */
export function buildsRoutes(
  context: Pick<ServerContext, 'providers' | 'store'>,
  deps: StaffGuardDeps,
  rate: MiddlewareHandler<ServerEnv>,
): { builds: Hono<StaffEnv>; health: Hono<StaffEnv> } {
  const port = (): BuildsPort | null => context.providers.builds();
  const refused = (c: Context<StaffEnv>, action: string, outcome: Parameters<typeof refusedRelease>[3]) => refusedRelease(c, deps, action, outcome);
  const guard = (action: string, roles: readonly ('owner' | 'manager' | 'sales')[]) => requireStaff(deps, { roles, action });
  const release = (action: 'promote' | 'rollback') =>
    [
      sameOriginOnly,
      rate,
      guard(`builds.${action}`, RELEASERS),
      jsonBody(ReleaseSchema, 256),
      async (c: Context<StaffEnv, string, { in: { json: z.input<typeof ReleaseSchema> }; out: { json: z.output<typeof ReleaseSchema> } }>) => {
        const builds = port();
        if (!builds) return problem('builds_unavailable');
        const { dealer } = c.get('staff');
        const { build_id } = c.req.valid('json');
        const overview = await builds.overview(dealer);
        const expected = action === 'promote' ? (overview?.staged?.build_id ?? null) : (overview?.rollback_to ?? null);
        if (!expected) return refused(c, action, { reason: action === 'promote' ? 'nothing_staged' : 'no_previous_build', detail: `asked for ${build_id}` });
        if (expected !== build_id)
          return refused(c, action, { reason: 'build_moved_on', detail: `asked for ${build_id}; the build to ${action} is now ${expected}` });
        const outcome = await (action === 'promote' ? builds.promote(dealer) : builds.rollback(dealer));
        if (!outcome.ok) return refused(c, action, outcome);
        await auditDone(c, deps.staff, { action: `builds.${action}`, target: build_id, detail: `${outcome.detail} (via ${builds.label})` });
        return json({ build_id: outcome.buildId, done: builds.immediate, detail: outcome.detail });
      },
    ] as const;

  const builds = new Hono<StaffEnv>()
    .get('/', guard('builds.list', RELEASERS), async (c) => {
      const builds = port();
      if (!builds) return problem('builds_unavailable');
      return json({ overview: await builds.overview(c.get('staff').dealer), via: builds.label, immediate: builds.immediate });
    })
    .all('/', () => methodNotAllowed('GET'))
    .post('/promote', ...release('promote'))
    .post('/rollback', ...release('rollback'));

  const health = new Hono<StaffEnv>()
    .get('/', guard('stock-health.read', YARD), async (c) => {
      const { dealer } = c.get('staff');
      const builds = port();
      const valuations = await valuationStore(context.store.database()).recent(dealer, VALUATIONS);
      return json({
        health: builds ? await builds.stockHealth(dealer) : null,
        valuations: valuations.map((v) => ({
          eval_id: v.evalId,
          created_at: v.createdAt,
          vehicle: v.description ?? [v.vehicle.Year, v.vehicle.Make, v.vehicle.Model, v.vehicle.Variant].filter((part) => part !== null).join(' '),
          rego: v.rego,
          km: v.km,
          lead_id: v.leadId,
          name: v.contact.name,
          photos: v.images.map((image) => ({
            image_id: image.imageId,
            url: `/api/console/dealers/${encodeURIComponent(dealer)}/stock-health/valuations/${v.evalId}/photos/${image.imageId}`,
          })),
        })),
      });
    })
    .all('/', () => methodNotAllowed('GET'))
    .get('/valuations/:eval/photos/:image', guard('stock-health.photo', YARD), async (c) => {
      const { dealer } = c.get('staff');
      const valuations = valuationStore(context.store.database());
      const valuation = await valuations.get(dealer, c.req.param('eval').slice(0, 64));
      const image = valuation ? (await valuations.images(valuation.evalId)).find((i) => i.imageId === c.req.param('image')) : undefined;
      const bytes = image ? await context.providers.images().get(image.key) : null;
      if (!image || !bytes) return problem('not_found', { message: 'This valuation has no such photo.' });
      return new Response(new Uint8Array(bytes), { headers: { 'content-type': image.contentType, 'cache-control': 'private, no-store' } });
    });
  return { builds, health };
}
