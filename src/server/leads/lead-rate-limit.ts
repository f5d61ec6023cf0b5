import type { MiddlewareHandler } from 'hono';
import { clientKeys } from '../http/rate-limit.ts';
import { RateWindows, tooManyRequests } from '../http/rate-windows.ts';
import type { ServerEnv } from '../server-env.ts';

/** How long a lead this process stored or saw proved stays known: a trade-in can take a while between steps. */
const KNOWN_FOR_MS = 2 * 60 * 60_000;

/**
 * The lead API's per-address and per-session rate, counting a multi-step lead once (issue 31): a
 * shopper on shared Wi-Fi who starts a trade-in must be able to finish it.
 *
 * - A new lead (no `lead_id`) counts against the client's address and session as every write does;
 *   past `perMinute` it is refused 429.
 * - Sent again under the same Idempotency-Key from the same address (the island's retry after no
 *   answer, a 429 or a 5xx), it is the same lead: it counts only in that key's own window.
 * - A later step names its lead (`lead_id` and the step token the first step was given). It counts
 *   in the lead's own window, never the address's, and is let through even when the address is full
 *   if this process stored that lead or already saw one of its steps accepted. A step the route
 *   refuses (an unknown lead, a missing or wrong step token: 403 or 422) then counts against the
 *   address after all, so guessing steps costs what new leads cost.
 *
 * It runs after the body is read (jsonBody), since the lead a step continues is in the body; a
 * request refused before that (another origin, not JSON, too large) is counted by `refusedBodies`,
 * which runs first: against the address and session, in a window of their own at the same
 * rate, past which they are answered 429 — no address is told what is wrong with unlimited bad
 * bodies — and none of them costs a shopper's lead its place.
 */
export function leadRateLimits({ perMinute, now = Date.now }: { perMinute: number; now?: () => number }): {
  refusedBodies: MiddlewareHandler<ServerEnv>;
  leads: MiddlewareHandler<ServerEnv>;
} {
  // The requests the per-lead rate read: the rest were refused before it (another origin, a bad body).
  const reached = new WeakSet<Request>();
  const refused = new RateWindows(perMinute, now);
  const refusedBodies: MiddlewareHandler<ServerEnv> = async (c, next) => {
    await next();
    if (reached.has(c.req.raw) || c.res.status < 400 || c.res.status >= 500) return undefined;
    const own = clientKeys(c.req.raw, c.env.clientIp);
    const full = refused.full(own);
    if (full) c.res = tooManyRequests(full);
    else refused.count(own);
    return undefined;
  };
  return { refusedBodies, leads: leadRateLimited({ perMinute, now, reached }) };
}

function leadRateLimited({ perMinute, now, reached }: { perMinute: number; now: () => number; reached: WeakSet<Request> }): MiddlewareHandler<ServerEnv> {
  const windows = new RateWindows(perMinute, now);
  // The keys new leads came under this minute; a key's retries then count in `windows` under its own name.
  const firstKeys = new RateWindows(perMinute, now);
  const known = new Map<string, number>();
  const remember = (leadId: string) => {
    const at = now();
    known.set(leadId, at);
    if (known.size > 10_000) for (const [id, seen] of known) if (seen < at - KNOWN_FOR_MS) known.delete(id);
  };
  const isKnown = (leadId: string) => (known.get(leadId) ?? -Infinity) > now() - KNOWN_FOR_MS;

  return async (c, next) => {
    reached.add(c.req.raw);
    const body: unknown = await c.req.json();
    const named = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)['lead_id'] : undefined;
    const leadId = typeof named === 'string' && named !== '' ? named : null;
    const own = clientKeys(c.req.raw, c.env.clientIp);
    const key = c.req.header('idempotency-key');
    const retryKey = key ? `key ${own[0]} ${key}` : null;

    let counted: string[];
    if (leadId !== null) {
      const refused = isKnown(leadId) ? null : windows.full(own);
      if (refused) return tooManyRequests(refused);
      counted = [`lead ${leadId}`];
    } else if (retryKey !== null && firstKeys.has(retryKey)) {
      counted = [retryKey];
    } else {
      counted = own;
    }
    const full = windows.full(counted);
    if (full) return tooManyRequests(full);
    windows.count(counted);
    if (leadId === null && retryKey !== null && counted === own) firstKeys.count([retryKey]);
    await next();

    const status = c.res.status;
    if (leadId !== null && (status === 403 || status === 422)) windows.count(own);
    else if (leadId !== null && status === 201) remember(leadId);
    else if (status === 201) {
      const stored = (await c.res.clone().json()) as { lead_id?: unknown };
      if (typeof stored.lead_id === 'string') remember(stored.lead_id);
    }
    return undefined;
  };
}
