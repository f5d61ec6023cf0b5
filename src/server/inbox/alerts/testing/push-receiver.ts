import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionRecord } from '../alert-recipients.ts';

/** One request a push service received, with what a push service checks of it. */
export type ReceivedPush = {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The VAPID JWT's claims, when its ES256 signature verified against the `k=` key. */
  claims: { aud: string; exp: number; sub: string } | null;
  vapidKey: string | null;
  /** The payload, decrypted with the subscriber's keys (RFC 8291 aes128gcm); null when it would not decrypt. */
  payload: string | null;
};

const b64url = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager.subscribe makes them. */
function subscriberKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** RFC 8291: the payload of an aes128gcm body, decrypted as the browser does. */
function decrypt(body: Buffer, keys: ReturnType<typeof subscriberKeys>): string | null {
  try {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const cipher = body.subarray(21 + idLength);
    const secret = keys.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey, Buffer.from([1])]);
    const ikm = hmac(hmac(keys.auth, secret), keyInfo);
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipher.subarray(cipher.length - 16));
    const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
    const end = plain.lastIndexOf(2);
    return plain.subarray(0, end).toString('utf8');
  } catch {
    return null;
  }
}

/** The claims of an ES256 JWT whose signature the uncompressed P-256 key `k` verifies; null otherwise. */
function vapidClaims(token: string, k: string): ReceivedPush['claims'] {
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) return null;
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  return ok && alg === 'ES256' ? (JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims']) : null;
}

/**
 * A push service on loopback, for tests: `subscription()` makes a browser's subscription to it (its
 * own keys), and every push it receives is kept with its VAPID claims checked and its payload
 * decrypted. `answer` sets the status it replies with (201 as push services do; 410 when gone).
 */
export async function pushReceiver() {
  const received: ReceivedPush[] = [];
  const keys = new Map<string, ReturnType<typeof subscriberKeys>>();
  let status = 201;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '';
      const auth = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(request.headers.authorization ?? '');
      const own = keys.get(path);
      received.push({
        path,
        headers: request.headers,
        claims: auth ? vapidClaims(auth[1]!, auth[2]!) : null,
        vapidKey: auth?.[2] ?? null,
        payload: own ? decrypt(Buffer.concat(chunks), own) : null,
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer(next: number) {
      status = next;
    },
    /** A new subscription at this service, as a browser's PushSubscription.toJSON() gives it. */
    subscription(): PushSubscriptionRecord {
      const path = `/push/${b64url(randomBytes(12))}`;
      const own = subscriberKeys();
      keys.set(path, own);
      return { endpoint: `${origin}${path}`, keys: { p256dh: b64url(own.ecdh.getPublicKey()), auth: b64url(own.auth) } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
