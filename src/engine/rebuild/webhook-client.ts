import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SIGNATURE_HEADER, signatureHeader } from '../../server/webhooks/signature.ts';
import type { StockEventInput } from '../../server/webhooks/stock-event.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The stock webhook secret: FORECOURT_WEBHOOK_SECRET, or for local use a random secret kept in
 * .cache/webhook-secret (mode 600) that `npm start` and `npm run stock` share. Production servers
 * and senders set FORECOURT_WEBHOOK_SECRET.
 */
export function webhookSecret(cacheDir: string, env: Env = process.env): { secret: string; source: 'env' | 'local' } {
  const fromEnv = env['FORECOURT_WEBHOOK_SECRET']?.trim();
  if (fromEnv) return { secret: fromEnv, source: 'env' };
  const file = path.join(cacheDir, 'webhook-secret');
  try {
    return { secret: fs.readFileSync(file, 'utf8').trim(), source: 'local' };
  } catch {
    fs.mkdirSync(cacheDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return { secret, source: 'local' };
    } catch {
      return { secret: fs.readFileSync(file, 'utf8').trim(), source: 'local' };
    }
  }
}

export type SendResult = { status: number; body: unknown };

/**
 * POSTs a signed stock event to `server`/api/webhooks/stock. Resolves null when no server answers
 * (connection refused), so the caller can rebuild directly instead.
 */
export async function sendStockEvent(o: {
  server: string;
  secret: string;
  event: StockEventInput;
  fetchImpl?: typeof fetch;
  nowSeconds?: number;
}): Promise<SendResult | null> {
  try {
    const { server, event, ...rest } = o;
    return await postSigned({ url: new URL('/api/webhooks/stock', server), body: JSON.stringify(event), ...rest });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ECONNRESET') return null;
    throw error;
  }
}

/**
 * POSTs `body` as JSON signed with Forecourt-Signature (t=<unix seconds>,v1=<HMAC-SHA256 of
 * "<t>.<body>">), as the stock webhook and the CI change set are; the answer's status and body
 * (JSON where it parses). Rejects when no server answers.
 */
export async function postSigned(o: { url: URL; secret: string; body: string; fetchImpl?: typeof fetch; nowSeconds?: number }): Promise<SendResult> {
  const timestamp = o.nowSeconds ?? Math.floor(Date.now() / 1000);
  const response = await (o.fetchImpl ?? fetch)(o.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(o.secret, timestamp, o.body) },
    body: o.body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed };
}
