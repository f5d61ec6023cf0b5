import { defaultServer, handleRequest } from '../app.ts';
import type { PassReport } from '../leads/delivery/forwarder.ts';

/**
 * The app on a serverless host (Netlify Functions, Vercel Functions), on this process's server
 * context from the environment: the dealer from the Host (a dealer's `site_url`), the client address
 * from the platform. The lead store there is PostgreSQL (DATABASE_URL): the embedded engine refuses
 * to start on such hosts, and is never loaded while DATABASE_URL is set.
 */
export function serverlessFetch(request: Request, clientIp: string | undefined): Promise<Response> {
  const dealerSlug = defaultServer().context.dealers.forHost(new URL(request.url).host);
  return handleRequest(request, { dealerSlug, ...(clientIp ? { clientIp } : {}) });
}

/** Releases the reservations whose hold is up (and frees their cars), for a scheduled function. */
export async function releaseReservationsOnce(): Promise<{ released: string[] }> {
  const released = await defaultServer().features.reservations.releaseDue();
  for (const r of released) console.log(`reservation ${r.reservationId} of ${r.dealer} car ${r.carId} released at the end of its hold`);
  return { released: released.map((r) => r.reservationId) };
}

/** One forwarder pass, for a scheduled function (Netlify Scheduled Functions, Vercel Cron). */
export function forwardLeadsOnce(): Promise<PassReport> {
  return defaultServer().features.leads.forwardOnce((line) => console.log(line));
}

/** The bearer token Vercel's cron sends (CRON_SECRET), from this process's parsed environment. */
export function cronSecret(): string | undefined {
  return defaultServer().context.env.CRON_SECRET;
}

/** The first address of X-Forwarded-For (what Vercel sets). */
export function forwardedFor(request: Request): string | undefined {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
