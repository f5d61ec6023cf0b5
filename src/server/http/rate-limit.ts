import type { MiddlewareHandler } from 'hono';
import { sessionToken } from '../accounts/session-cookie.ts';
import type { ServerEnv } from '../server-env.ts';
import { RateWindows, tooManyRequests } from './rate-windows.ts';

export type RateLimit = {
  perMinute: number;
  now?: () => number;
  /** The session a request carries (default the shopper's cookie; the console passes its own). */
  session?: (request: Request) => string | undefined;
};

/** The windows a request counts against: its client address and, when it carries one, its session. */
export function clientKeys(request: Request, clientIp: string | undefined, sessionOf: (request: Request) => string | undefined = sessionToken): string[] {
  const session = sessionOf(request);
  return [`address ${clientIp ?? 'unknown'}`, ...(session ? [`session ${session}`] : [])];
}

/**
 * A sliding window of request times per client address and, when the request carries a session
 * cookie, per session too, kept in memory (one process: `npm start`, or one warm serverless
 * instance; a shared limit needs the database and is not worth a query per request here). Past
 * `perMinute` in the last 60 s on either: 429 with Retry-After in whole seconds, and the request
 * counts against neither. A session's own window stops one signed-in shopper who spreads requests
 * over many addresses; a new session needs a sign-in code, which is limited per mobile, so this
 * is a limit per account as well. A request without a cookie meets the address's window alone.
 * (The lead API counts a multi-step lead once: lead-rate-limit.ts.)
 */
export function rateLimited({ perMinute, now = Date.now, session: sessionOf = sessionToken }: RateLimit): MiddlewareHandler<ServerEnv> {
  const windows = new RateWindows(perMinute, now);
  return async (c, next) => {
    const keys = clientKeys(c.req.raw, c.env.clientIp, sessionOf);
    const full = windows.full(keys);
    if (full) return tooManyRequests(full);
    windows.count(keys);
    return next();
  };
}
