import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import type { LocalS3 } from '../../src/engine/publish/local-s3.ts';

/**
 * A static file server over a bucket, answering as the CDN set-ups of docs/publishing.md do: a
 * directory URL from its `index.html`, an unknown path with `404.html` and status 404, each object
 * with its stored Content-Type and Cache-Control. Every answer is read from the bucket (S3 GetObject).
 */
export async function serveBucket(s3: LocalS3, prefix: string): Promise<{ url: string; close: () => Promise<void> }> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: s3.env['AWS_ACCESS_KEY_ID']!, secretAccessKey: s3.env['AWS_SECRET_ACCESS_KEY']! },
  });
  const get = async (key: string): Promise<GetObjectCommandOutput | null> => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: prefix + key }));
    } catch {
      return null;
    }
  };
  const server = http.createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url!, 'http://x').pathname).slice(1);
      const key = pathname === '' || pathname.endsWith('/') ? `${pathname}index.html` : pathname;
      let status = 200;
      let object = await get(key);
      if (!object) {
        status = 404;
        object = await get('404.html');
      }
      const body = object ? Buffer.from(await object.Body!.transformToByteArray()) : Buffer.from('');
      res.writeHead(status, { 'content-type': object?.ContentType ?? 'text/plain', 'cache-control': object?.CacheControl ?? 'no-store' });
      res.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
