import { Hono } from 'hono';
import type { ServerContext } from '../context/server-context.ts';
import { rateLimited } from '../http/rate-limit.ts';
import type { ServerFeatures } from '../server-features.ts';
import type { ServerEnv } from '../server-env.ts';
import { auditRoutes } from './audit-routes.ts';
import { buildsRoutes } from './builds/builds-routes.ts';
import { inboxRoutes } from '../inbox/inbox-routes.ts';
import { consoleAuthRoutes } from './console-auth-routes.ts';
import { reservationConsoleRoutes } from './reservation-console-routes.ts';
import { staffCookie } from './staff-cookie.ts';
import type { StaffGuardDeps } from './staff-guard.ts';
import { staffRoutes } from './staff-routes.ts';

/**
 * The dealer console's API, /api/console/* on every dealer site (docs/console.md): sign-in under
 * /auth, and each screen's calls under /dealers/:dealer/<screen>, every one behind `requireStaff`.
 * A screen adds its sub-app here.
 */
export function consoleRoutes(
  context: Pick<ServerContext, 'dealers' | 'env' | 'config' | 'store' | 'providers' | 'clock'>,
  features: Pick<ServerFeatures, 'staff' | 'reservations' | 'leads' | 'inbox'>,
): Hono<ServerEnv> {
  const deps: StaffGuardDeps = { dealers: context.dealers, staff: features.staff };
  const writeRate = () => rateLimited({ perMinute: context.config.writeRatePerMinute, session: staffCookie.token });
  const builds = buildsRoutes(context, deps, writeRate());
  return new Hono<ServerEnv>()
    .route('/auth', consoleAuthRoutes({ dealers: context.dealers, env: context.env, staff: features.staff }, { perMinute: context.config.signInRatePerMinute }))
    .route('/dealers/:dealer/staff', staffRoutes(deps, writeRate()))
    .route('/dealers/:dealer/audit', auditRoutes(deps))
    .route('/dealers/:dealer/builds', builds.builds)
    .route('/dealers/:dealer/stock-health', builds.health)
    .route('/dealers/:dealer/reservations', reservationConsoleRoutes({ ...deps, reservations: features.reservations, clock: context.clock }, writeRate()))
    .route(
      '/dealers/:dealer/leads',
      inboxRoutes(context, { ...deps, leads: features.leads, inbox: features.inbox.store, directory: features.inbox.directory() }, writeRate()),
    );
}
