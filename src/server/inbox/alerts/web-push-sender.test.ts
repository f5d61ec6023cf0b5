import { afterEach, describe, expect, it } from 'vitest';
import { pushReceiver } from './testing/push-receiver.ts';
import { newVapidKeys, webPushSender } from './web-push-sender.ts';

describe('Web Push alerts, against a push service on loopback', () => {
  let receiver: Awaited<ReturnType<typeof pushReceiver>> | null = null;
  afterEach(() => receiver?.close());

  it('sends a VAPID-signed (ES256) aes128gcm request with a TTL that the subscriber’s keys decrypt', async () => {
    receiver = await pushReceiver();
    const vapid = { ...newVapidKeys(), subject: 'mailto:leads@harbour-mazda.example' };
    const subscription = receiver.subscription();
    const before = Math.floor(Date.now() / 1000);

    expect(await webPushSender(vapid).send(subscription, '{"title":"New lead: Test drive"}')).toBe('sent');

    const [push] = receiver.received;
    expect(push).toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers['content-type']).toBe('application/octet-stream');
    expect(push!.headers['ttl']).toBe('900');
    expect(push!.headers['urgency']).toBe('high');
    expect(push!.vapidKey).toBe(vapid.publicKey);
    expect(push!.claims).toMatchObject({ aud: receiver.origin, sub: 'mailto:leads@harbour-mazda.example' });
    // VAPID (RFC 8292) allows at most 24 hours.
    expect(push!.claims!.exp).toBeGreaterThan(before);
    expect(push!.claims!.exp).toBeLessThanOrEqual(before + 24 * 3600);
    expect(push!.payload).toBe('{"title":"New lead: Test drive"}');
  });

  it('reports a subscription the push service no longer has as gone, and another refusal as a failure', async () => {
    receiver = await pushReceiver();
    const sender = webPushSender({ ...newVapidKeys(), subject: 'mailto:leads@forecourt.localhost' });
    receiver.answer(410);
    expect(await sender.send(receiver.subscription(), 'x')).toBe('gone');
    receiver.answer(500);
    await expect(sender.send(receiver.subscription(), 'x')).rejects.toThrow('push service answered 500');
  });
});
