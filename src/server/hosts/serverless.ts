import { appDeps, handleRequest } from '../app.ts';
import { dealerForHost } from '../dealer-hosts.ts';
import type { PassReport } from '../leads/delivery/forwarder.ts';

/**
 * The app on a serverless host (Netlify Functions, Vercel Functions): the dealer from the Host
 * (a dealer's `site_url`), the client address from the platform. The lead store there is
 * PostgreSQL (DATABASE_URL): the embedded engine refuses to start on such hosts.
 */
export function serverlessFetch(request: Request, clientIp: string | undefined): Promise<Response> {
  const dealerSlug = dealerForHost(new URL(request.url).host, appDeps().leads.dealers);
  return handleRequest(request, { dealerSlug, ...(clientIp ? { clientIp } : {}) });
}

/** Releases the reservations whose hold is up (and frees their cars), for a scheduled function. */
export async function releaseReservationsOnce(): Promise<{ released: string[] }> {
  const released = await appDeps().reservations.releaseDue();
  for (const r of released) console.log(`reservation ${r.reservationId} of ${r.dealer} car ${r.carId} released at the end of its hold`);
  return { released: released.map((r) => r.reservationId) };
}

/** One forwarder pass, for a scheduled function (Netlify Scheduled Functions, Vercel Cron). */
export function forwardLeadsOnce(): Promise<PassReport> {
  return appDeps().leads.forwardOnce((line) => console.log(line));
}

/** The first address of X-Forwarded-For (what Vercel sets). */
export function forwardedFor(request: Request): string | undefined {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
