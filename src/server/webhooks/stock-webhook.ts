import { prototypeKeyPaths } from '../http/json-keys.ts';
import { readLimited } from '../http/read-limited.ts';
import { json } from '../http/respond.ts';
import type { DeliveryStore } from './delivery-store.ts';
import { SIGNATURE_HEADER, verifySignature } from './signature.ts';
import { STOCK_EVENT_MAX_BYTES, StockEventSchema, type RebuildTrigger, type StockEvent } from './stock-event.ts';

export type StockWebhookDeps = {
  /** FORECOURT_WEBHOOK_SECRET; null refuses every request (503) rather than accept unsigned ones. */
  secret: string | null;
  deliveries: DeliveryStore;
  /** The dealers an event affects: named ones plus those whose stock holds (or held) a changed car. */
  resolveDealers(event: StockEvent): Promise<string[]>;
  enqueue(slug: string, trigger: RebuildTrigger): void;
  /** Milliseconds since the epoch. */
  now(): number;
};

const reply = (status: number, body: Record<string, unknown>): Response => json(body, status);

/**
 * POST /api/webhooks/stock. The signature is checked before the body is parsed: 413 over 64 KB,
 * 401 without a valid signature or with one older than 300 s, 400 for malformed JSON or an event
 * the schema refuses (with its issues), 200 for a delivery id seen before (no second build), and
 * 202 once the affected dealers' rebuilds are queued.
 */
export async function handleStockWebhook(request: Request, deps: StockWebhookDeps): Promise<Response> {
  if (request.method !== 'POST') return reply(405, { error: 'method_not_allowed', message: 'POST a stock event.' });
  if (!deps.secret) return reply(503, { error: 'not_configured', message: 'Stock webhooks need FORECOURT_WEBHOOK_SECRET on the server.' });
  const raw = await readLimited(request, STOCK_EVENT_MAX_BYTES);
  if (raw === null) return reply(413, { error: 'too_large', message: `Stock events are limited to ${STOCK_EVENT_MAX_BYTES} bytes.` });

  const check = verifySignature(request.headers.get(SIGNATURE_HEADER), raw, deps.secret, Math.floor(deps.now() / 1000));
  if (!check.ok) {
    const message = check.reason === 'stale' ? 'The signature timestamp is outside the 300 s tolerance.' : `Missing or invalid ${SIGNATURE_HEADER} header.`;
    return reply(401, { error: 'invalid_signature', reason: check.reason, message });
  }

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return reply(400, { error: 'invalid_json', message: 'The body is not valid JSON.' });
  }
  const forbidden = prototypeKeyPaths(body);
  if (forbidden.length > 0) return reply(400, { error: 'invalid_event', message: `Field names not allowed: ${forbidden.join(', ')}.` });
  const parsed = StockEventSchema.safeParse(body);
  if (!parsed.success) return reply(400, { error: 'invalid_event', issues: parsed.error.issues });
  const event = parsed.data;

  if (!(await deps.deliveries.claim(event.delivery_id))) {
    return reply(200, { status: 'duplicate', delivery_id: event.delivery_id });
  }
  let dealers: string[];
  try {
    dealers = await deps.resolveDealers(event);
  } catch (error) {
    await deps.deliveries.release(event.delivery_id);
    throw error;
  }
  const trigger: RebuildTrigger = {
    deliveryId: event.delivery_id,
    carIds: event.car_ids,
    receivedAt: deps.now(),
    ...(event.availability ? { availability: true } : {}),
  };
  for (const slug of dealers) deps.enqueue(slug, trigger);
  return reply(202, { status: 'accepted', delivery_id: event.delivery_id, dealers });
}
