import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cloudflarePurge } from './cloudflare-purge.ts';
import { cloudFrontPurge } from './cloudfront-purge.ts';

/** The purge adapters' requests, caught by a loopback receiver answering as each API does. */
type Caught = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
let receiver: http.Server;
let base: string;
let caught: Caught[] = [];
let answer: (req: Caught) => { status: number; body: string } = () => ({ status: 200, body: '{}' });

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const c = { method: req.method!, url: req.url!, headers: req.headers, body };
      caught.push(c);
      const a = answer(c);
      res.writeHead(a.status, { 'content-type': a.body.startsWith('<') ? 'text/xml' : 'application/json' });
      res.end(a.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
beforeEach(() => {
  caught = [];
});

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const paths = (n: number) => Array.from({ length: n }, (_, i) => `/cars/car-${i}/`);

/** SigV4 worked out independently of aws4fetch, as CloudFront checks it. */
function expectedSignature(c: Caught, secret: string): string {
  const hmac = (key: crypto.BinaryLike | crypto.KeyObject, data: string) => crypto.createHmac('sha256', key).update(data).digest();
  const sha = (data: string) => crypto.createHash('sha256').update(data).digest('hex');
  const auth = String(c.headers['authorization']);
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)![1]!.split(';');
  const amzDate = String(c.headers['x-amz-date']);
  const [pathname, query = ''] = c.url.split('?');
  const canonical = [
    c.method,
    pathname,
    query,
    ...signedHeaders.map((h) => `${h}:${String(c.headers[h]).trim()}`),
    '',
    signedHeaders.join(';'),
    sha(c.body),
  ].join('\n');
  const scope = `${amzDate.slice(0, 8)}/us-east-1/cloudfront/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha(canonical)].join('\n');
  let key = hmac(`AWS4${secret}`, amzDate.slice(0, 8));
  for (const part of ['us-east-1', 'cloudfront', 'aws4_request']) key = hmac(key, part);
  return crypto.createHmac('sha256', key).update(toSign).digest('hex');
}

describe('CloudFront invalidation', () => {
  it('POSTs a signed InvalidationBatch of the changed paths to the distribution', async () => {
    answer = () => ({ status: 201, body: '<Invalidation><Id>I1</Id><Status>InProgress</Status></Invalidation>' });
    const done = await cloudFrontPurge('E2QWRUHAPOMQZL', credentials, base).purge(['/', '/cars/a b/', '/cars/c/view.json']);
    expect(done).toEqual({ calls: 1, paths: 3 });
    const [c] = caught;
    expect(c!.method).toBe('POST');
    expect(c!.url).toBe('/2020-05-31/distribution/E2QWRUHAPOMQZL/invalidation');
    expect(c!.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?><InvalidationBatch xmlns="http:\/\/cloudfront\.amazonaws\.com\/doc\/2020-05-31\/"><CallerReference>forecourt-[^<]+<\/CallerReference><Paths><Quantity>3<\/Quantity><Items><Path>\/<\/Path><Path>\/cars\/a%20b\/<\/Path><Path>\/cars\/c\/view\.json<\/Path><\/Items><\/Paths><\/InvalidationBatch>$/,
    );
    expect(String(c!.headers['authorization'])).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/cloudfront\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    expect(/Signature=([0-9a-f]{64})/.exec(String(c!.headers['authorization']))![1]).toBe(expectedSignature(c!, credentials.secretAccessKey));
  });

  it('sends at most 3,000 paths in one call, and past that invalidates /* once', async () => {
    answer = () => ({ status: 201, body: '<Invalidation/>' });
    const purge = cloudFrontPurge('E2QWRUHAPOMQZL', credentials, base);
    expect(await purge.purge(paths(3000))).toEqual({ calls: 1, paths: 3000 });
    expect(caught[0]!.body).toContain('<Quantity>3000</Quantity>');
    expect(await purge.purge(paths(3001))).toEqual({ calls: 1, paths: 1 });
    expect(caught[1]!.body).toContain('<Quantity>1</Quantity><Items><Path>/*</Path></Items>');
    expect(await purge.purge([])).toEqual({ calls: 0, paths: 0 });
    expect(caught).toHaveLength(2);
  });

  it('fails on a refusal, so the publish retries it', async () => {
    answer = () => ({ status: 400, body: '<ErrorResponse><Error><Code>TooManyInvalidationsInProgress</Code></Error></ErrorResponse>' });
    await expect(cloudFrontPurge('E2QWRUHAPOMQZL', credentials, base).purge(['/'])).rejects.toThrow(/400 .*TooManyInvalidationsInProgress/);
  });
});

describe('Cloudflare purge', () => {
  it('POSTs the changed URLs (the site address and each path) with the API token, 100 a call', async () => {
    answer = () => ({ status: 200, body: '{"success":true,"errors":[],"messages":[],"result":{"id":"x"}}' });
    const purge = cloudflarePurge('023e105f4ecef8ad9ca31a8372d0c353', 'https://www.harbourmazda.example/', 'token-123', { apiBase: base });
    expect(await purge.purge(paths(250))).toEqual({ calls: 3, paths: 250 });
    expect(caught.map((c) => [c.method, c.url, c.headers['authorization'], c.headers['content-type']])).toEqual(
      Array(3).fill(['POST', '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache', 'Bearer token-123', 'application/json']),
    );
    const bodies = caught.map((c) => JSON.parse(c.body) as { files: string[] });
    expect(bodies.map((b) => b.files.length)).toEqual([100, 100, 50]);
    expect(bodies[0]!.files[0]).toBe('https://www.harbourmazda.example/cars/car-0/');
    expect(bodies.flatMap((b) => b.files)).toEqual(paths(250).map((p) => `https://www.harbourmazda.example${p}`));
  });

  it('purges everything in one call past 3,000 URLs, and fails when Cloudflare answers success: false', async () => {
    answer = () => ({ status: 200, body: '{"success":true}' });
    const purge = cloudflarePurge('023e105f4ecef8ad9ca31a8372d0c353', 'https://a.example', 'token-123', { apiBase: base });
    expect(await purge.purge(paths(3001))).toEqual({ calls: 1, paths: 3001 });
    expect(JSON.parse(caught[0]!.body)).toEqual({ purge_everything: true });
    answer = () => ({ status: 200, body: '{"success":false,"errors":[{"code":1134,"message":"rate limited"}]}' });
    await expect(purge.purge(['/'])).rejects.toThrow(/rate limited/);
  });

  it('purges by cache tag with `by: tag`: {"tags": [...]}, 100 tags a call, and URLs the objects carry no tags for as files', async () => {
    answer = () => ({ status: 200, body: '{"success":true,"errors":[],"messages":[],"result":{"id":"x"}}' });
    const purge = cloudflarePurge('023e105f4ecef8ad9ca31a8372d0c353', 'https://www.harbourmazda.example', 'token-123', { apiBase: base, byTag: true });
    expect(purge.label).toBe('Cloudflare zone 023e105f4ecef8ad9ca31a8372d0c353 by tag');
    const tags = Array.from({ length: 150 }, (_, i) => `c-car-${i}`);
    expect(await purge.purgeTags!(tags)).toEqual({ calls: 2, paths: 150 });
    expect(caught.map((c) => [c.method, c.url, c.headers['authorization']])).toEqual(
      Array(2).fill(['POST', '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache', 'Bearer token-123']),
    );
    expect(caught.map((c) => JSON.parse(c.body) as unknown)).toEqual([{ tags: tags.slice(0, 100) }, { tags: tags.slice(100) }]);
    expect(cloudflarePurge('023e105f4ecef8ad9ca31a8372d0c353', 'https://a.example', 't', { apiBase: base }).purgeTags).toBeUndefined();
  });
});
