import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Target } from './s3-target.ts';

/** What the S3 adapter sends for a dealer's `publish` endpoint, region and bucket, caught on loopback. */
type Caught = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
let receiver: http.Server;
let endpoint: string;
const caught: Caught[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      caught.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.method === 'GET') {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      } else if (req.method === 'POST') {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
      } else {
        res.writeHead(200, { etag: '"x"' });
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe('the S3-compatible adapter', () => {
  const target = () => s3Target({ endpoint, region: 'auto', bucket: 'dealer-sites', prefix: 'harbour/' }, { accessKeyId: 'R2KEY', secretAccessKey: 'secret' });

  it('PUTs to <endpoint>/<bucket>/<key> signed for the region, with the headers and no checksum S3-compatible servers refuse', async () => {
    caught.length = 0;
    await target().put('harbour/cars/a/index.html', Buffer.from('<p>a</p>'), {
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=60, must-revalidate',
    });
    const [put] = caught;
    expect(put!.method).toBe('PUT');
    expect(put!.url.split('?')[0]).toBe('/dealer-sites/harbour/cars/a/index.html');
    expect(put!.body).toBe('<p>a</p>');
    expect(put!.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(put!.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(String(put!.headers['authorization'])).toMatch(/Credential=R2KEY\/\d{8}\/auto\/s3\/aws4_request/);
    expect(Object.keys(put!.headers).filter((h) => h.startsWith('x-amz-checksum') || h === 'x-amz-sdk-checksum-algorithm')).toEqual([]);
  });

  it('reads a missing object as null and deletes with one DeleteObjects call per 1,000 keys', async () => {
    caught.length = 0;
    expect(await target().get('harbour/.forecourt/published.json.gz')).toBeNull();
    await target().delete(Array.from({ length: 1500 }, (_, i) => `harbour/cars/${i}/index.html`));
    const deletes = caught.filter((c) => c.method === 'POST');
    expect(deletes.map((d) => d.url)).toEqual(['/dealer-sites/?delete=', '/dealer-sites/?delete=']);
    expect(deletes.map((d) => d.body.match(/<Key>/g)!.length)).toEqual([1000, 500]);
  });

  it('addresses AWS S3 itself by its regional host when no endpoint is set', () => {
    expect(s3Target({ endpoint: null, region: 'ap-southeast-2', bucket: 'b', prefix: '' }, { accessKeyId: 'k', secretAccessKey: 's' }).label).toBe('s3://b/');
  });
});
