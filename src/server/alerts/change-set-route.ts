import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ChangedCar } from '../../lib/alerts/alert-matches.ts';
import { fieldErrorsOf } from '../../lib/field-errors.ts';
import type { ServerContext } from '../context/server-context.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import { SIGNATURE_HEADER, verifySignature } from '../webhooks/signature.ts';
import type { AlertService } from './alert-service.ts';

/** A build's change set is a few MB at most (500 cars, before and after). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

const CarSchema = z.looseObject({ id: z.string().min(1) }).nullable();

/** What the CI build step posts: a dealer's changed cars, each as it was before and is after this build. */
const ChangeSetSchema = z.strictObject({
  dealer: z.string().regex(/^[a-z0-9-]{1,80}$/),
  cars: z.array(z.strictObject({ id: z.string().min(1), before: CarSchema, after: CarSchema })).max(100_000),
});

/**
 * POST /api/alerts/changes — a CI build's change set (rule: accounts.shopper-alerts): under
 * FORECOURT_BUILD_MODE=ci the build runs in CI, so its step posts the changed cars here once the
 * build is live (`npm run build -- --post-alerts <function app>`), signed like the stock webhook
 * (Forecourt-Signature over the raw body with FORECOURT_WEBHOOK_SECRET, 300 s tolerance; 401 and
 * nothing matched otherwise), and the function app matches and queues them as `npm start` does
 * after a local build. 200 with what was queued; 404 for a dealer without shopper alerts; 503 where
 * this host knows no webhook secret. Rate-limited per address.
 */
export function changeSetRoutes(
  context: Pick<ServerContext, 'env' | 'providers' | 'clock' | 'dealers'>,
  alerts: AlertService,
  rate: MiddlewareHandler<ServerEnv>,
): Hono<ServerEnv> {
  return new Hono<ServerEnv>()
    .post('/', rate, async (c) => {
      const secret = context.env.FORECOURT_WEBHOOK_SECRET ?? context.providers.stockWebhook()?.secret ?? null;
      if (!secret) return problem('not_configured');
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > MAX_BODY_BYTES) return problem('too_large');
      const raw = await c.req.text();
      if (raw.length > MAX_BODY_BYTES) return problem('too_large');
      const check = verifySignature(c.req.header(SIGNATURE_HEADER) ?? null, raw, secret, Math.floor(context.clock().getTime() / 1000));
      if (!check.ok) return problem('invalid_signature', { extra: { reason: check.reason } });
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return problem('invalid_json');
      }
      const parsed = ChangeSetSchema.safeParse(body);
      if (!parsed.success) return problem('invalid', { fields: fieldErrorsOf(parsed.error) });
      const { dealer, cars } = parsed.data;
      if (!alerts.settings(dealer)) return problem('not_found', { message: 'This dealer sends no shopper alerts.' });
      const report = await alerts.matchChanges(dealer, cars as ChangedCar[]);
      return json(report);
    })
    .all('/', () => methodNotAllowed('POST'));
}
