import webPush from 'web-push';
import type { PushSubscriptionRecord } from './alert-recipients.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** sent: the push service took it; gone: the subscription no longer exists (404, 410), so drop it. */
type PushOutcome = 'sent' | 'gone';

/** Hands one notification to a browser's push service; rejects when the service refuses it for another reason. */
export type PushSender = { readonly publicKey: string; send(subscription: PushSubscriptionRecord, payload: string): Promise<PushOutcome> };

/** An alert not shown within this long is stale: the push service may drop it. */
const ALERT_TTL_SECONDS = 15 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push through the `web-push` library: it signs the VAPID JWT (ES256) and encrypts the payload
 * as RFC 8291 aes128gcm; the request it describes is sent with fetch (so any endpoint scheme a
 * push service uses works, and a loopback receiver can check it in tests).
 */
export function webPushSender(vapid: VapidKeys, fetchImpl: typeof fetch = fetch): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(subscription, payload) {
      const request = webPush.generateRequestDetails(subscription, payload, {
        vapidDetails: vapid,
        TTL: ALERT_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      });
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      const response = await fetchImpl(request.endpoint, {
        method: request.method,
        headers,
        ...(request.body ? { body: new Uint8Array(request.body) } : {}),
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'sent';
    },
  };
}

/** A new VAPID key pair (URL-safe base64). */
export const newVapidKeys = (): { publicKey: string; privateKey: string } => webPush.generateVAPIDKeys();
