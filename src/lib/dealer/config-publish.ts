import { z } from 'zod';
import { featureSwitch } from '../schema/fields.ts';

const PurgeSchema = z
  .strictObject({
    provider: z
      .enum(['record', 'cloudfront', 'cloudflare'])
      .default('record')
      .describe(
        'Who is told the URLs each publish replaced or deleted: `record` keeps them in the work directory (`npm run publish -- purges` lists them, no CDN is called); `cloudfront` invalidates them (signed with the AWS_* credentials); `cloudflare` purges them (with CLOUDFLARE_API_TOKEN, a token allowed Zone.Cache Purge).',
      ),
    distribution_id: z
      .string()
      .regex(/^[A-Z0-9]{8,20}$/, { error: 'expected a CloudFront distribution id such as E2QWRUHAPOMQZL' })
      .nullable()
      .default(null)
      .describe('The CloudFront distribution in front of the bucket (provider `cloudfront`).'),
    zone_id: z
      .string()
      .regex(/^[a-f0-9]{32}$/, { error: 'expected a Cloudflare zone id (32 hexadecimal characters)' })
      .nullable()
      .default(null)
      .describe('The Cloudflare zone serving the site (provider `cloudflare`).'),
    by: z
      .enum(['url', 'tag'])
      .default('url')
      .describe(
        "How the CDN is told: `url` names each replaced or deleted URL; `tag` (provider `cloudflare`) stores cache tags on every object (its own, and one per car it shows, served as the `Cache-Tag` header) and purges the changed cars' tags, so one tag reaches every listing page showing a car.",
      ),
  })
  .superRefine((p, ctx) => {
    if (p.provider === 'cloudfront' && !p.distribution_id)
      ctx.addIssue({ code: 'custom', path: ['distribution_id'], message: 'provider cloudfront needs distribution_id' });
    if (p.provider === 'cloudflare' && !p.zone_id) ctx.addIssue({ code: 'custom', path: ['zone_id'], message: 'provider cloudflare needs zone_id' });
    if (p.by === 'tag' && p.provider !== 'cloudflare') ctx.addIssue({ code: 'custom', path: ['by'], message: 'purging by tag needs provider cloudflare' });
  });

const PublishTargetSchema = z.strictObject({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null)
    .describe(
      'The S3-compatible endpoint: null is AWS S3 in `region`; R2 is https://<account>.r2.cloudflarestorage.com, Backblaze B2 https://s3.<region>.backblazeb2.com, MinIO its own URL (objects are addressed by path, not by bucket host name).',
    ),
  region: z.string().min(1).default('us-east-1').describe("The bucket's region (`auto` for R2)."),
  bucket: z.string().min(3).max(63).describe('The bucket the site is served from.'),
  prefix: z
    .string()
    .regex(/^([a-z0-9][a-z0-9._-]*\/)*$/, { error: "expected '' or folder names each ending in '/', such as 'sites/harbour-mazda/'" })
    .default('')
    .describe(
      "Where in the bucket the site's root is: '' for a bucket of its own, or a folder such as 'sites/harbour-mazda/'. The published manifest is kept beside it.",
    ),
  preview_prefix: z
    .string()
    .regex(/^([a-z0-9][a-z0-9._-]*\/)+$/, { error: "expected folder names each ending in '/', such as 'preview/harbour-mazda/'" })
    .nullable()
    .default(null)
    .describe(
      "Where a staged build (`npm run build -- --stage`, or a stock build with `builds.auto_promote_stock_builds: false`) is published for review, outside the live site's folder; its promotion then copies the objects it shares with the preview into `prefix` in the bucket. null: a staged build is not published (it is previewed on `npm start`'s staged host).",
    ),
  purge: PurgeSchema.prefault({}).describe('The CDN in front of the bucket, told exactly which URLs a publish changed.'),
});

/** A preview folder inside the live one (or the reverse) would let shoppers reach the preview, or a live publish delete it. */
const PublishTargetChecked = PublishTargetSchema.superRefine((p, ctx) => {
  if (p.preview_prefix !== null && (p.preview_prefix.startsWith(p.prefix) || p.prefix.startsWith(p.preview_prefix)))
    ctx.addIssue({ code: 'custom', path: ['preview_prefix'], message: `preview_prefix must lie outside prefix '${p.prefix}' (and prefix outside it)` });
});

/**
 * Where the live site is published after each build (`npm run build`, the stock command, the
 * server): off, or an S3-compatible bucket and the CDN purged in front of it. Credentials come from
 * the environment only (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, CLOUDFLARE_API_TOKEN).
 */
export const PublishConfigSchema = featureSwitch(PublishTargetChecked);

export type PublishConfig = z.output<typeof PublishTargetSchema>;
