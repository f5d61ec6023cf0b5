import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { ImageStoreError, type ImageStore } from './image-store.ts';
import type { Environment } from '../../../lib/environment/environment.ts';

type Env = Partial<
  Pick<Environment, 'TRADE_IN_S3_ENDPOINT' | 'TRADE_IN_S3_BUCKET' | 'TRADE_IN_S3_REGION' | 'TRADE_IN_S3_ACCESS_KEY_ID' | 'TRADE_IN_S3_SECRET_ACCESS_KEY'>
>;

export type S3Settings = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) addressed path-style
 * (`<endpoint>/<bucket>/<key>`), each request signed with AWS Signature V4. The bucket must be
 * private: images are written with no public-read ACL and never linked.
 */
export function s3ImageStore(settings: S3Settings, fetcher: typeof fetch = fetch): ImageStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 0,
  });
  const base = settings.endpoint.replace(/\/+$/, '');
  const url = (key: string) => `${base}/${encodeURIComponent(settings.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const send = async (method: 'GET' | 'PUT' | 'DELETE', key: string, init: RequestInit = {}): Promise<Response> => {
    const signed = await client.sign(url(key), { method, ...init });
    try {
      return await fetcher(signed);
    } catch (error) {
      throw new ImageStoreError(`${method} ${key} on ${base} failed: ${(error as Error).message}`, { cause: error });
    }
  };
  return {
    location: `${base}/${settings.bucket}`,
    async put(key, bytes, contentType) {
      // The payload's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD), so S3 refuses altered bytes.
      const headers = {
        'content-type': contentType,
        'content-length': String(bytes.byteLength),
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
      };
      const response = await send('PUT', key, { body: bytes as Uint8Array<ArrayBuffer>, headers });
      if (!response.ok) throw new ImageStoreError(`PUT ${key}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new ImageStoreError(`GET ${key}: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw new ImageStoreError(`DELETE ${key}: ${response.status}`);
    },
  };
}

/** The bucket from TRADE_IN_S3_ENDPOINT, _BUCKET, _REGION (default us-east-1), _ACCESS_KEY_ID and _SECRET_ACCESS_KEY; null unless all are set. */
export function s3SettingsFromEnv(env: Env): S3Settings | null {
  const endpoint = env['TRADE_IN_S3_ENDPOINT']?.trim();
  const bucket = env['TRADE_IN_S3_BUCKET']?.trim();
  const accessKeyId = env['TRADE_IN_S3_ACCESS_KEY_ID']?.trim();
  const secretAccessKey = env['TRADE_IN_S3_SECRET_ACCESS_KEY']?.trim();
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: env['TRADE_IN_S3_REGION']?.trim() || 'us-east-1' };
}
