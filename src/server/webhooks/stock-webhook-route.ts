import { Hono } from 'hono';
import type { ServerContext } from '../context/server-context.ts';
import { problem } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';
import { handleStockWebhook, stockEventLimit } from './stock-webhook.ts';

/**
 * The /api/webhooks/stock route needs a delivery store, a dealer resolver and a rebuild queue,
 * which only a host with a build beside it provides (`npm start` hands them to the server context
 * from src/engine/rebuild/rebuild-service.ts). Without them the route answers 503.
 */
export function stockWebhookRoutes(context: Pick<ServerContext, 'providers'>): Hono<ServerEnv> {
  return new Hono<ServerEnv>().all('/', stockEventLimit, (c) => {
    const deps = context.providers.stockWebhook();
    if (!deps) return problem('not_configured');
    return handleStockWebhook(c.req.raw, deps);
  });
}
