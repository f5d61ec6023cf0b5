import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackServer, type SeenRequest } from '../testing/loopback-server.ts';
import { ImageStoreError } from './image-store.ts';
import { s3ImageStore, s3SettingsFromEnv } from './s3-image-store.ts';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const KEY = 'westside-used-cars/0190a5b2-0000-7000-8000-000000000001/0190a5b2-0000-7000-8000-0000000000aa.jpg';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function bucket(status = 200) {
  const server = await loopbackServer(() => ({ status }));
  close = server.close;
  return server;
}

/** Works out the request's AWS Signature V4 independently of aws4fetch, as S3 does. */
function expectedSignature(request: SeenRequest, region: string): string {
  const auth = String(request.headers.authorization);
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)![1]!;
  const scope = /Credential=[^/]+\/([^,]+)/.exec(auth)![1]!;
  const [date] = scope.split('/');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name]).trim()}\n`)
    .join('');
  const [pathname, query = ''] = request.url.split('?');
  const canonical = [request.method, pathname, query, canonicalHeaders, signedHeaders, request.headers['x-amz-content-sha256']].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', request.headers['x-amz-date'], scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date!), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(toSign).digest('hex');
}

describe('S3-compatible image store', () => {
  it('PUTs the exact bytes path-style with their type, signed with SigV4 for s3 in its region', async () => {
    const { base, seen } = await bucket();
    const store = s3ImageStore({ endpoint: `${base}/`, bucket: 'trade-ins', region: 'ap-southeast-2', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET });
    const bytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    await store.put(KEY, bytes, 'image/jpeg');
    expect(seen).toHaveLength(1);
    const [put] = seen;
    expect(put!.method).toBe('PUT');
    expect(put!.url).toBe(`/trade-ins/${KEY}`);
    expect([...put!.body]).toEqual([...bytes]);
    expect(put!.headers['content-type']).toBe('image/jpeg');
    expect(put!.headers['x-amz-acl']).toBeUndefined();
    expect(put!.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(put!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-2\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(String(put!.headers.authorization)).toMatch(/SignedHeaders=[^,]*x-amz-content-sha256/);
    expect(String(put!.headers.authorization).split('Signature=')[1]).toBe(expectedSignature(put!, 'ap-southeast-2'));
  });

  it('DELETEs a key, treating a missing one as gone, and reports a refusal', async () => {
    const { base, seen } = await bucket(404);
    const store = s3ImageStore({ endpoint: base, bucket: 'trade-ins', region: 'us-east-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET });
    await store.remove(KEY);
    expect(seen.map((r) => [r.method, r.url])).toEqual([['DELETE', `/trade-ins/${KEY}`]]);
    expect(String(seen[0]!.headers.authorization).split('Signature=')[1]).toBe(expectedSignature(seen[0]!, 'us-east-1'));
    await expect(store.put(KEY, new Uint8Array([1]), 'image/png')).rejects.toThrow(ImageStoreError);
  });

  it('is chosen only when endpoint, bucket and both keys are set', () => {
    const env = { TRADE_IN_S3_ENDPOINT: 'https://s3.example.com', TRADE_IN_S3_BUCKET: 'b', TRADE_IN_S3_ACCESS_KEY_ID: 'a' };
    expect(s3SettingsFromEnv(env)).toBeNull();
    expect(s3SettingsFromEnv({ ...env, TRADE_IN_S3_SECRET_ACCESS_KEY: 's' })).toMatchObject({ region: 'us-east-1', bucket: 'b' });
  });
});
