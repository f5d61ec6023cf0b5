import { handleStockWebhook, type StockWebhookDeps } from './stock-webhook.ts';

let configured: StockWebhookDeps | null = null;

/**
 * The function app's /api/webhooks/stock route needs a delivery store, a dealer resolver and a
 * rebuild queue, which only the hosting process can provide (src/engine/rebuild/rebuild-service.ts under
 * `npm start`). Until it configures them the route answers 503.
 */
export function configureStockWebhook(deps: StockWebhookDeps | null): void {
  configured = deps;
}

export function stockWebhookRoute(request: Request): Promise<Response> | Response {
  if (!configured) {
    return new Response(JSON.stringify({ error: 'not_configured', message: 'This server does not accept stock webhooks.' }), {
      status: 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  return handleStockWebhook(request, configured);
}
