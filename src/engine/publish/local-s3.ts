import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import { ListObjectsCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { conditionalWrites } from './conditional-writes.ts';

/**
 * A real S3 API on loopback (s3rver over a folder), for the publish tests and `npm run bench:publish`:
 * the S3 adapter talks to it exactly as to AWS S3 or R2. Its access key and secret are S3RVER.
 * `endpoint` is s3rver behind conditional-writes.ts, which gives it S3's If-Match / If-None-Match on
 * PutObject (s3rver ignores them).
 */
export type LocalS3 = {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  /** PUTs that carried If-Match or If-None-Match so far. */
  conditionalPuts(): number;
  /** Every object in the bucket under `prefix`: key (without the prefix) → bytes, Content-Type, Cache-Control and `cache-tag` metadata. */
  objects(prefix?: string): Promise<Map<string, StoredObject>>;
  keys(prefix?: string): Promise<string[]>;
  /**
   * What the server holds under `prefix`, read from its store on disk (no request): key → bytes and
   * when it was last written. For comparing a whole site after each publish without 8,000 GETs.
   */
  stored(prefix?: string): Map<string, { body: Buffer; writtenMs: number }>;
  close(): Promise<void>;
};

/** s3rver keeps an object's bytes at <directory>/<bucket>/<key>._S3rver_object (its filesystem store, on Linux). */
const OBJECT_SUFFIX = '._S3rver_object';

type StoredObject = { body: Buffer; contentType: string; cacheControl: string; cacheTag: string };

export async function startLocalS3(directory: string, bucket = 'sites'): Promise<LocalS3> {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const direct = `http://127.0.0.1:${port}`;
  const conditional = await conditionalWrites(direct, directory);
  const env = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
  const client = new S3Client({
    endpoint: direct,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // ListObjects (v1) paged by marker: s3rver's ListObjectsV2 continuation tokens use DES, which
  // Node 24's OpenSSL 3 no longer has (an InternalError past 1,000 keys).
  const keys = async (prefix = '') => {
    const out: string[] = [];
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, ...(marker ? { Marker: marker } : {}) }));
      const contents = page.Contents ?? [];
      for (const o of contents) out.push(o.Key!.slice(prefix.length));
      if (!page.IsTruncated || contents.length === 0) break;
      marker = contents.at(-1)!.Key!;
    }
    return out.sort();
  };
  const bucketDir = path.join(directory, bucket);
  return {
    endpoint: conditional.endpoint,
    bucket,
    env,
    conditionalPuts: conditional.conditional,
    keys,
    stored(prefix = '') {
      const out = new Map<string, { body: Buffer; writtenMs: number }>();
      const from = path.join(bucketDir, prefix);
      if (!fs.existsSync(from)) return out;
      for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith(OBJECT_SUFFIX)) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(from, full).slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/');
        out.set(key, { body: fs.readFileSync(full), writtenMs: fs.statSync(full).mtimeMs });
      }
      return out;
    },
    async objects(prefix = '') {
      const out = new Map<string, StoredObject>();
      const all = await keys(prefix);
      for (let i = 0; i < all.length; i += 32) {
        await Promise.all(
          all.slice(i, i + 32).map(async (key) => {
            const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
            out.set(key, {
              body: Buffer.from(await got.Body!.transformToByteArray()),
              contentType: got.ContentType ?? '',
              cacheControl: got.CacheControl ?? '',
              cacheTag: got.Metadata?.['cache-tag'] ?? '',
            });
          }),
        );
      }
      return out;
    },
    close: async () => {
      client.destroy();
      await conditional.close();
      await server.close();
    },
  };
}
