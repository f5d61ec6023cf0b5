import fs from 'node:fs';
import path from 'node:path';
import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import type { PublishConfig } from '../../lib/dealer/config-publish.ts';
import { buildDir, buildsDir, liveBuild, stagedBuild } from '../release/releases.ts';
import { listFiles } from '../release/link-tree.ts';
import { manifestFiles, readManifest, type BuildManifest } from '../plan/manifest.ts';
import type { WorkPaths } from '../work-dir.ts';
import { cloudflarePurge } from './cloudflare-purge.ts';
import { writeCloudFrontConfig } from './cloudfront-config.ts';
import { cloudFrontPurge } from './cloudfront-purge.ts';
import type { CdnPurge } from './purge-cdn.ts';
import type { PublishTarget } from './publish-target.ts';
import { publishSite, type PublishResult } from './publish-site.ts';
import { recordedPurge } from './recorded-purge.ts';
import { s3Target, type S3Credentials } from './s3-target.ts';
import { preloadSiteFiles, siteFiles, type BuildChanges } from './site-files.ts';
import { readPublished } from './published-manifest.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Credentials come from the environment only, never from dealer.json. */
function awsCredentials(env: Env, what: string): S3Credentials {
  const accessKeyId = env['AWS_ACCESS_KEY_ID']?.trim();
  const secretAccessKey = env['AWS_SECRET_ACCESS_KEY']?.trim();
  if (!accessKeyId || !secretAccessKey) throw new Error(`${what} needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment`);
  const sessionToken = env['AWS_SESSION_TOKEN']?.trim();
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/** The CDN a dealer's publish purges, from its `publish.purge` switch. */
export function cdnFor(dealer: Dealer, config: PublishConfig, paths: WorkPaths, env: Env = process.env): CdnPurge {
  const { purge } = config;
  if (purge.provider === 'cloudfront') return cloudFrontPurge(purge.distribution_id!, awsCredentials(env, 'CloudFront invalidation'));
  if (purge.provider === 'cloudflare') {
    const token = env['CLOUDFLARE_API_TOKEN']?.trim();
    if (!token) throw new Error('Cloudflare purge needs CLOUDFLARE_API_TOKEN in the environment');
    return cloudflarePurge(purge.zone_id!, dealer.config.site_url, token, { byTag: purge.by === 'tag' });
  }
  return recordedPurge(paths.cache, dealer.slug);
}

export type PublishStageOptions = {
  paths: WorkPaths;
  log: (line: string) => void;
  env?: Env;
  /** Promote: copy what the staged build's preview already holds (`publish.preview_prefix`) instead of uploading it. */
  fromPreview?: boolean;
  /** Tests: another target or CDN in place of the configured ones (a target that fails part-way). */
  target?: PublishTarget;
  cdn?: CdnPurge;
};

/**
 * What a server reads before its first publish of a dealer, read when it starts instead: the hash
 * cache and the published manifest (kept with its ETag). The first stock change after a start then
 * publishes as fast as the next. Does nothing for a dealer that publishes nowhere or has no
 * credentials here (its publish would say why).
 */
export async function warmPublish(dealer: Dealer, options: Pick<PublishStageOptions, 'paths' | 'env'>): Promise<void> {
  const config = dealer.config.publish;
  if (!config || !liveBuild(dealer.slug, { root: options.paths.work })) return;
  let credentials: S3Credentials;
  try {
    credentials = awsCredentials(options.env ?? process.env, 'publishing');
  } catch {
    return;
  }
  preloadSiteFiles(path.join(options.paths.cache, 'publish', dealer.slug, 'hashes.json'));
  await readPublished(s3Target(config, credentials), config.prefix, path.join(options.paths.cache, 'publish', dealer.slug, 'settled.json'));
}

/** A preview has no CDN of its own to purge: its objects revalidate after a minute. */
const NO_CDN: CdnPurge = { label: 'preview, no CDN purge', purge: async () => ({ calls: 0, paths: 0 }) };

/**
 * The publish stage: the dealer's live build (dist/<slug>) uploaded to its configured bucket, only
 * what differs from the published manifest, and the CDN purged of what changed. Null when the
 * dealer publishes nowhere (`publish: false`) or has no live build.
 */
export async function publishLive(dealer: Dealer, options: PublishStageOptions): Promise<PublishResult | null> {
  const config = dealer.config.publish;
  if (!config) return null;
  const buildId = liveBuild(dealer.slug, { root: options.paths.work });
  if (!buildId) return null;
  const cdn = options.cdn ?? cdnFor(dealer, config, options.paths, options.env ?? process.env);
  const copyFrom = options.fromPreview && config.preview_prefix ? config.preview_prefix : undefined;
  if (config.purge.provider === 'cloudfront') {
    // CloudFront reads no _headers: its policy and function are written from the live build's.
    const dir = buildDir(dealer.slug, buildId, { root: options.paths.work });
    const written = writeCloudFrontConfig(
      dir,
      path.join(options.paths.cache, 'publish', dealer.slug, 'cloudfront'),
      dealer.slug,
      config.purge.distribution_id!,
    );
    if (written.changed)
      options.log(
        `  ${dealer.slug}: CloudFront response headers policy and viewer-request function written to ${written.dir}: apply them (scripts/apply-cloudfront.sh ${written.dir})`,
      );
  }
  return publishBuild(dealer, config, buildId, { prefix: config.prefix, cdn, copyFrom }, options);
}

/**
 * A staged build published for review to the dealer's `publish.preview_prefix` (null when it has
 * none, or nothing is staged); the live prefix and its CDN are left alone until it is promoted.
 */
export async function publishStaged(dealer: Dealer, options: PublishStageOptions): Promise<PublishResult | null> {
  const config = dealer.config.publish;
  if (!config || !config.preview_prefix) return null;
  const buildId = stagedBuild(dealer.slug, { root: options.paths.work });
  if (!buildId) return null;
  return publishBuild(dealer, config, buildId, { prefix: config.preview_prefix, cdn: NO_CDN }, options);
}

/** The files a build wrote anew, from its manifest (null for a full build: every file is new). */
function buildChanges(manifest: BuildManifest): BuildChanges {
  if (manifest.mode !== 'incremental') return { build: manifest.buildId, previous: manifest.previousBuildId, written: null };
  const written = new Set<string>([...manifest.buildFiles, ...manifest.dealerFiles]);
  for (const page of manifest.stats.rendered) {
    const record = manifest.pages[page];
    if (record) written.add(record.file);
  }
  return { build: manifest.buildId, previous: manifest.previousBuildId, written };
}

async function publishBuild(
  dealer: Dealer,
  config: PublishConfig,
  buildId: string,
  to: { prefix: string; cdn: CdnPurge; copyFrom?: string | undefined },
  options: PublishStageOptions,
): Promise<PublishResult> {
  const { paths } = options;
  const release = { root: paths.work };
  const env = options.env ?? process.env;
  const dir = fs.realpathSync(buildDir(dealer.slug, buildId, release));
  const manifest = readManifest(buildsDir(dealer.slug, release), buildId);
  // A build whose manifest was not written (a process killed right after release) is listed from its folder.
  const files = manifest ? manifestFiles(manifest) : listFiles(dir);
  const hashes = path.join(paths.cache, 'publish', dealer.slug, 'hashes.json');
  const started = performance.now();
  const local = siteFiles(dir, files, hashes, { tags: to.cdn.purgeTags !== undefined, ...(manifest ? { changes: buildChanges(manifest) } : {}) });
  options.log(
    `  ${dealer.slug}: ${files.length} files of ${buildId}: ${local.statted} checked, ${local.hashed} read and hashed, in ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  const { entries, save } = local;
  const target = options.target ?? s3Target({ ...config, prefix: to.prefix }, awsCredentials(env, `Publishing ${dealer.slug}`));
  try {
    return await publishSite({
      slug: dealer.slug,
      buildId,
      dir,
      local: entries,
      target,
      prefix: to.prefix,
      cdn: to.cdn,
      settledNote: path.join(paths.cache, 'publish', dealer.slug, 'settled.json'),
      ...(to.copyFrom ? { copyFrom: to.copyFrom } : {}),
      log: options.log,
    });
  } catch (error) {
    // The build stays live on this machine and the bucket keeps serving the previous publish.
    throw new Error(`publishing ${buildId} to ${target.label} failed (the next publish resumes it): ${(error as Error).message}`, { cause: error });
  } finally {
    save();
  }
}
