import { Hono } from 'hono';
import { problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import { handleStockWebhook, stockEventLimit, type StockWebhookDeps } from './stock-webhook.ts';

let configured: StockWebhookDeps | null = null;

/**
 * The /api/webhooks/stock route needs a delivery store, a dealer resolver and a rebuild queue,
 * which only the hosting process can provide (src/engine/rebuild/rebuild-service.ts under
 * `npm start`). Until it configures them the route answers 503.
 */
export function configureStockWebhook(deps: StockWebhookDeps | null): void {
  configured = deps;
}

export function stockWebhookRoutes(): Hono<ServerEnv> {
  return new Hono<ServerEnv>().all('/', stockEventLimit, (c) => {
    if (!configured) return problem('not_configured');
    return handleStockWebhook(c.req.raw, configured);
  });
}
