import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PublishConfig } from '../../lib/dealer/config-publish.ts';
import { PreconditionFailed, type ObjectHeaders, type PublishTarget } from './publish-target.ts';

/** S3's most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1000;

export type S3Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

/**
 * The publish target on any S3-compatible store (AWS S3, Cloudflare R2, Backblaze B2, MinIO) through
 * @aws-sdk/client-s3. A custom endpoint is addressed by path (bucket in the path, not the host name),
 * which every S3-compatible server accepts; checksums are sent only where the API requires them
 * (DeleteObjects), as several S3-compatible servers refuse the SDK's default trailing checksums. The
 * SDK's own retries are off: withRetry (retry.ts) retries every call the publish makes, visibly.
 */
export function s3Target(config: Pick<PublishConfig, 'endpoint' | 'region' | 'bucket' | 'prefix'>, credentials: S3Credentials): PublishTarget {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
  const Bucket = config.bucket;
  return {
    label: `s3://${Bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async get(key, options = {}) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(options.ifNoneMatch ? { IfNoneMatch: options.ifNoneMatch } : {}) }));
        return { body: Buffer.from(await out.Body!.transformToByteArray()), etag: out.ETag ?? null };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        // 304 Not Modified: the object still has the ETag asked about.
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 304) return 'unchanged';
        throw error;
      }
    },
    async put(key, body, headers: ObjectHeaders, condition) {
      const Metadata = headers.cacheTag ? { 'cache-tag': headers.cacheTag } : undefined;
      try {
        const out = await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: headers.contentType,
            CacheControl: headers.cacheControl,
            ...(Metadata ? { Metadata } : {}),
            ...(condition && 'ifMatch' in condition ? { IfMatch: condition.ifMatch } : {}),
            ...(condition && 'ifNoneMatch' in condition ? { IfNoneMatch: condition.ifNoneMatch } : {}),
          }),
        );
        return { etag: out.ETag ?? null };
      } catch (error) {
        // 412 to a conditional write (S3 and R2 answer PreconditionFailed; S3 may answer 409
        // ConditionalRequestConflict to two conditional writes of one key at once).
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (condition && (status === 412 || status === 409)) throw new PreconditionFailed(key);
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      // MetadataDirective COPY (the default): Content-Type, Cache-Control and the cache tags come with the bytes.
      await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}` }));
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        const out = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = out.Errors ?? [];
        if (failed.length > 0) throw new Error(`${failed.length} objects not deleted, first ${failed[0]!.Key}: ${failed[0]!.Message}`);
      }
    },
  };
}
