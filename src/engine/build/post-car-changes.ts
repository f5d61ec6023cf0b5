import type { ChangedCar } from '../../lib/alerts/alert-matches.ts';
import { postSigned, type SendResult } from '../rebuild/webhook-client.ts';

/** The function app's path that matches a CI build's change set (src/server/alerts/change-set-route.ts). */
const CHANGES_PATH = '/api/alerts/changes';

/**
 * Posts one dealer's change set to the function app at `origin`, signed like the stock webhook
 * (Forecourt-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">), so the function app
 * matches it against the dealer's saved searches and watchlists (CI build mode: the build runs
 * where the server is not). Resolves with the answer's status and body; rejects when no server answers.
 */
export function postCarChanges(o: {
  origin: string;
  secret: string;
  dealer: string;
  cars: readonly ChangedCar[];
  fetchImpl?: typeof fetch;
  nowSeconds?: number;
}): Promise<SendResult> {
  const { origin, dealer, cars, ...rest } = o;
  return postSigned({ url: new URL(CHANGES_PATH, origin), body: JSON.stringify({ dealer, cars }), ...rest });
}
