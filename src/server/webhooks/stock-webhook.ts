import { bodyLimit } from 'hono/body-limit';
import { fieldErrorsOf } from '../../lib/field-errors.ts';
import { prototypeKeyFields } from '../http/json-keys.ts';
import { json, problem } from '../http/respond.ts';
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

/** 413 past 64 KB (Hono's body limit, before the route reads a byte of a body declared larger). */
export const stockEventLimit = bodyLimit({
  maxSize: STOCK_EVENT_MAX_BYTES,
  onError: () => problem('too_large', { message: `Stock events are limited to ${STOCK_EVENT_MAX_BYTES} bytes.` }),
});

/**
 * POST /api/webhooks/stock (behind stockEventLimit). The signature is checked before the body is
 * parsed: 401 without a valid signature or with one older than 300 s, 400 for malformed JSON or an
 * event the schema refuses (`invalid_event` with `fields`, like every other refusal), 200 for a
 * delivery id seen before (no second build), and 202 once the affected dealers' rebuilds are queued.
 */
export async function handleStockWebhook(request: Request, deps: StockWebhookDeps): Promise<Response> {
  if (request.method !== 'POST') return problem('method_not_allowed', { message: 'POST a stock event.', headers: { allow: 'POST' } });
  if (!deps.secret) return problem('not_configured', { message: 'Stock webhooks need FORECOURT_WEBHOOK_SECRET on the server.' });
  const raw = new Uint8Array(await request.arrayBuffer());

  const check = verifySignature(request.headers.get(SIGNATURE_HEADER), raw, deps.secret, Math.floor(deps.now() / 1000));
  if (!check.ok) {
    const message = check.reason === 'stale' ? 'The signature timestamp is outside the 300 s tolerance.' : `Missing or invalid ${SIGNATURE_HEADER} header.`;
    return problem('invalid_signature', { message, extra: { reason: check.reason } });
  }

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return problem('invalid_json');
  }
  const forbidden = prototypeKeyFields(body);
  if (Object.keys(forbidden).length > 0) return problem('invalid_event', { fields: forbidden });
  const parsed = StockEventSchema.safeParse(body);
  if (!parsed.success) return problem('invalid_event', { fields: fieldErrorsOf(parsed.error) });
  const event = parsed.data;

  if (!(await deps.deliveries.claim(event.delivery_id))) {
    return json({ status: 'duplicate', delivery_id: event.delivery_id });
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
  return json({ status: 'accepted', delivery_id: event.delivery_id, dealers }, 202);
}
