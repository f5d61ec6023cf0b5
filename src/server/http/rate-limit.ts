import type { MiddlewareHandler } from 'hono';
import { sessionToken } from '../accounts/session-cookie.ts';
import type { ServerEnv } from '../server-env.ts';
import { problem } from './respond.ts';

export type RateLimit = {
  perMinute: number;
  now?: () => number;
  /** The session a request carries (default the shopper's cookie; the console passes its own). */
  session?: (request: Request) => string | undefined;
};

const WINDOW_MS = 60_000;

/**
 * A sliding window of request times per client address and, when the request carries a session
 * cookie, per session too, kept in memory (one process: `npm start`, or one warm serverless
 * instance; a shared limit needs the database and is not worth a query per request here). Past
 * `perMinute` in the last 60 s on either: 429 with Retry-After in whole seconds, and the request
 * counts against neither. A session's own window stops one signed-in shopper who spreads requests
 * over many addresses; a new session needs a sign-in code, which is limited per mobile, so this
 * is a limit per account as well. A request without a cookie meets the address's window alone.
 */
export function rateLimited({ perMinute, now = Date.now, session: sessionOf = sessionToken }: RateLimit): MiddlewareHandler<ServerEnv> {
  const seen = new Map<string, number[]>();
  let sweptAt = now();
  return async (c, next) => {
    const at = now();
    if (at - sweptAt > WINDOW_MS) {
      for (const [key, times] of seen) if (times.at(-1)! <= at - WINDOW_MS) seen.delete(key);
      sweptAt = at;
    }
    const session = sessionOf(c.req.raw);
    const keys = [`address ${c.env.clientIp ?? 'unknown'}`, ...(session ? [`session ${session}`] : [])];
    const windows = keys.map((key) => ({ key, times: (seen.get(key) ?? []).filter((t) => t > at - WINDOW_MS) }));
    for (const { key, times } of windows) seen.set(key, times);
    const full = windows.find(({ times }) => times.length >= perMinute);
    if (full) {
      const retryAfter = Math.max(1, Math.ceil((full.times[0]! + WINDOW_MS - at) / 1000));
      const from = full.key.startsWith('session') ? 'this session' : 'this address';
      return problem('rate_limited', { message: `Too many requests from ${from}. Try again shortly.`, headers: { 'retry-after': String(retryAfter) } });
    }
    for (const { times } of windows) times.push(at);
    return next();
  };
}
