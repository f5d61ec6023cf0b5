import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, signatureHeader } from '../webhooks/signature.ts';
import type { StockEventInput } from '../webhooks/stock-event.ts';
import type { AvailabilityRebuild } from './car-availability.ts';
import type { Environment } from '../../lib/environment/environment.ts';

type Env = Partial<Pick<Environment, 'FORECOURT_REBUILD_URL' | 'FORECOURT_WEBHOOK_SECRET'>>;

/**
 * Where no build runs beside the function (a serverless host): asks the build server for the
 * dealer's availability rebuild through its signed stock webhook, FORECOURT_REBUILD_URL (its
 * `/api/webhooks/stock`) signed with FORECOURT_WEBHOOK_SECRET. Without them the index still changes
 * and the next stock build shows it; the missing setting is logged.
 */
export function rebuildRequest(env: Env, fetchImpl: typeof fetch = fetch): AvailabilityRebuild {
  const url = env['FORECOURT_REBUILD_URL']?.trim();
  const secret = env['FORECOURT_WEBHOOK_SECRET']?.trim();
  return async (dealer, carIds) => {
    if (!url || !secret) {
      console.error(`${dealer}: cars ${carIds.join(', ')} changed availability; set FORECOURT_REBUILD_URL and FORECOURT_WEBHOOK_SECRET to rebuild at once`);
      return;
    }
    const event: StockEventInput = { delivery_id: `availability-${randomUUID()}`, car_ids: carIds, dealers: [dealer], availability: true };
    const body = JSON.stringify(event);
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(Date.now() / 1000), body) },
      body,
    });
    if (!response.ok) throw new Error(`the availability rebuild of ${dealer} was refused: HTTP ${response.status}`);
  };
}
