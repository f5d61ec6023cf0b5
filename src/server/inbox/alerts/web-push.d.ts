/** The part of web-push (VAPID signing and RFC 8291 payload encryption) the new-lead alerts use; the package ships no types. */
declare module 'web-push' {
  type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };
  type VapidDetails = { subject: string; publicKey: string; privateKey: string };
  type RequestOptions = {
    vapidDetails: VapidDetails;
    TTL?: number;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
  };
  type RequestDetails = { method: 'POST'; headers: Record<string, string | number>; body: Buffer | null; endpoint: string };
  function generateRequestDetails(subscription: Subscription, payload: string | Buffer | null, options: RequestOptions): RequestDetails;
  function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  const webPush: { generateRequestDetails: typeof generateRequestDetails; generateVAPIDKeys: typeof generateVAPIDKeys };
  export default webPush;
}
