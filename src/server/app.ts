/**
 * One serverless function app for every dealer site: Web Request in, Response out, so the same
 * handlers run under `npm start`, on a serverless platform or in tests.
 */
export type FunctionContext = {
  /** The dealer whose site the request came to, from the Host header; null on the dealer index. */
  dealerSlug: string | null;
};

type Handler = (request: Request, ctx: FunctionContext) => Promise<Response> | Response;

const routes: Record<string, Handler> = {
  '/api/health': () => json({ ok: true }),
  '/api/webhooks/stock': (request) => import('./webhooks/stock-webhook-route.ts').then((m) => m.stockWebhookRoute(request)),
  '/api/phone-reveal': (request, ctx) => import('./phone-reveal/phone-reveal.ts').then((m) => m.handlePhoneReveal(request, ctx)),
};

export function registerFunction(path: string, handler: Handler): void {
  routes[path] = handler;
}

export async function handleFunction(request: Request, ctx: FunctionContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  const handler = routes[pathname.replace(/\/$/, '')];
  if (!handler) return json({ error: 'not_found', message: `No function at ${pathname}` }, 404);
  try {
    return await handler(request, ctx);
  } catch (error) {
    console.error(`function ${pathname} failed`, error);
    return json({ error: 'internal', message: 'The request could not be completed.' }, 500);
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
