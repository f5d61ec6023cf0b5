import { AwsClient } from 'aws4fetch';
import { batches, type CdnPurge } from './purge-cdn.ts';
import type { S3Credentials } from './s3-target.ts';

/**
 * CloudFront's documented limits: at most 3,000 paths per distribution in invalidations in progress
 * at once, so one CreateInvalidation carries at most 3,000; a change of more paths invalidates `/*`
 * (one path, billed as one).
 */
const CLOUDFRONT_PATHS_PER_CALL = 3000;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The CreateInvalidation request body (API version 2020-05-31). */
function invalidationBatchXml(paths: readonly string[], callerReference: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">' +
    `<CallerReference>${escapeXml(callerReference)}</CallerReference>` +
    `<Paths><Quantity>${paths.length}</Quantity><Items>${paths.map((p) => `<Path>${escapeXml(encodeURI(p))}</Path>`).join('')}</Items></Paths>` +
    '</InvalidationBatch>'
  );
}

/** Invalidates paths on a CloudFront distribution, each call signed (SigV4, service cloudfront, us-east-1). */
export function cloudFrontPurge(distributionId: string, credentials: S3Credentials, apiBase = 'https://cloudfront.amazonaws.com'): CdnPurge {
  const client = new AwsClient({ ...credentials, service: 'cloudfront', region: 'us-east-1', retries: 0 });
  const url = `${apiBase.replace(/\/+$/, '')}/2020-05-31/distribution/${encodeURIComponent(distributionId)}/invalidation`;
  return {
    label: `CloudFront ${distributionId}`,
    async purge(urlPaths) {
      if (urlPaths.length === 0) return { calls: 0, paths: 0 };
      const paths = urlPaths.length > CLOUDFRONT_PATHS_PER_CALL ? ['/*'] : urlPaths;
      let calls = 0;
      for (const batch of batches(paths, CLOUDFRONT_PATHS_PER_CALL)) {
        const reference = `forecourt-${Date.now()}-${calls}-${Math.random().toString(36).slice(2, 8)}`;
        const response = await client.fetch(url, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: invalidationBatchXml(batch, reference) });
        if (response.status !== 201) throw new Error(`CloudFront invalidation: ${response.status} ${(await response.text()).slice(0, 300)}`);
        calls++;
      }
      return { calls, paths: paths.length };
    },
  };
}
