import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from '../server-env.ts';
import { problem } from './respond.ts';

export type RateLimit = { perMinute: number; now?: () => number };

/**
 * A sliding window of request times per client address, kept in memory (one process: `npm start`,
 * or one warm serverless instance; a shared limit needs the database and is not worth a query per
 * request here). Past `perMinute` in the last 60 s: 429 with Retry-After in whole seconds.
 */
export function rateLimited({ perMinute, now = Date.now }: RateLimit): MiddlewareHandler<ServerEnv> {
  const seen = new Map<string, number[]>();
  let sweptAt = now();
  return async (c, next) => {
    const at = now();
    if (at - sweptAt > 60_000) {
      for (const [key, times] of seen) if (times.at(-1)! <= at - 60_000) seen.delete(key);
      sweptAt = at;
    }
    const key = c.env.clientIp ?? 'unknown';
    const times = (seen.get(key) ?? []).filter((t) => t > at - 60_000);
    if (times.length >= perMinute) {
      const retryAfter = Math.max(1, Math.ceil((times[0]! + 60_000 - at) / 1000));
      seen.set(key, times);
      return problem(429, 'rate_limited', 'Too many requests from this address. Try again shortly.', {}, { 'retry-after': String(retryAfter) });
    }
    times.push(at);
    seen.set(key, times);
    return next();
  };
}
