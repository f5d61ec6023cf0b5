import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { json, problem } from './http/respond.ts';
import { phoneRevealRoutes } from './phone-reveal/phone-reveal.ts';
import type { RequestContext, ServerEnv } from './server-env.ts';
import { stockWebhookRoutes } from './webhooks/stock-webhook-route.ts';

/**
 * The one app that answers HTTP at run time for every dealer site: Web Request in, Response out
 * (Hono), so the same routes run under `npm start`, on a serverless host or in tests. Routes are
 * grouped by feature, each a sub-app under /api/.
 */
export function createApp(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>({ strict: false }).basePath('/api');
  app.get('/health', () => json({ ok: true }));
  app.route('/phone-reveal', phoneRevealRoutes());
  app.route('/webhooks/stock', stockWebhookRoutes());
  app.notFound((c) => problem(404, 'not_found', `No function at ${c.req.path}`));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error(`function ${c.req.path} failed`, error);
    return problem(500, 'internal', 'The request could not be completed.');
  });
  return app;
}

const app = createApp();

export function handleRequest(request: Request, ctx: RequestContext): Promise<Response> {
  return Promise.resolve(app.fetch(request, ctx));
}
