import fs from 'node:fs';
import path from 'node:path';
import type { CdnPurge } from './purge-cdn.ts';
import type { PublishTarget } from './publish-target.ts';
import { tagPurge } from './cache-tags.ts';
import { urlPathOf } from './object-headers.ts';
import { byRankGroups, planPublish, sameEntry } from './publish-plan.ts';
import { emptyManifest, readPublished, writePublished, type PublishedEntry, type PublishedManifest } from './published-manifest.ts';
import { withRetry, DEFAULT_RETRY, type RetryPolicy } from './retry.ts';

export type PublishSiteInput = {
  slug: string;
  buildId: string;
  /** The build's folder and its files (relative, `/`-separated), with their hashes and headers (site-files.ts). */
  dir: string;
  local: ReadonlyMap<string, PublishedEntry>;
  target: PublishTarget;
  /** Where in the bucket the site's root is ('' or ending in '/'). */
  prefix: string;
  cdn: CdnPurge;
  log: (line: string) => void;
  /**
   * Another prefix of the same bucket holding this build's objects already (the preview a promoted
   * build was published to): a file whose bytes and headers its published manifest lists is copied
   * from there inside the bucket instead of uploaded.
   */
  copyFrom?: string;
  /** Uploads at once. */
  concurrency?: number;
  retry?: RetryPolicy;
};

export type PublishResult = {
  uploaded: number;
  skipped: number;
  deleted: number;
  bytes: number;
  /** Requests that wrote to the bucket: PUTs of files and of the published manifest, and DeleteObjects calls. */
  puts: number;
  /** URL paths purged (as the CDN counts them: CloudFront's `/*` is one), the calls, and the cache tags that purged them. */
  purged: number;
  purgeCalls: number;
  purgedTags: number;
  /** Files copied inside the bucket from `copyFrom` rather than uploaded (counted in `uploaded` and `puts`). */
  copied: number;
  /** Whether the published manifest was downloaded or the copy this process held was confirmed by its ETag. */
  manifest: 'downloaded' | 'unchanged';
  seconds: number;
};

/** Uploads between two writes of the published manifest (and at the end of each step): a killed run re-uploads at most these. */
const CHECKPOINT_EVERY = 5000;
/** Additions past which the manifest is written before the replacements start. */
const CHECKPOINT_ADDITIONS = 100;

/**
 * Publishes one build to the target in the order publish-plan.ts sets out, writing the published
 * manifest as it goes so that it never claims an object the bucket lacks: a run killed at any
 * point leaves the previous pages serving and linking only to objects present, and the next run
 * uploads what is still missing, deletes what is still unwanted and purges what is still unpurged.
 */
export async function publishSite(input: PublishSiteInput): Promise<PublishResult> {
  const started = performance.now();
  const { target, prefix, log } = input;
  const retry: RetryPolicy = {
    ...(input.retry ?? DEFAULT_RETRY),
    onRetry: (error, attempt) => log(`  … ${input.slug}: retrying after ${(error as Error).message ?? error} (attempt ${attempt})`),
  };
  const { manifest: published, read } = await withRetry(() => readPublished(target, prefix), retry);
  const readSeconds = (performance.now() - started) / 1000;
  let manifestMs = 0;
  const plan = planPublish(input.local, published);
  const copyFrom = input.copyFrom;
  const copyable = copyFrom ? ((await withRetry(() => readPublished(target, copyFrom), retry)).manifest?.files ?? {}) : {};
  let copied = 0;
  const state: PublishedManifest = published
    ? { ...published, files: { ...published.files }, publishing: input.buildId, complete: false }
    : emptyManifest(input.slug, input.buildId);
  let puts = 0;
  let bytes = 0;
  const checkpoint = async () => {
    const at = performance.now();
    await withRetry(() => writePublished(target, prefix, state), retry);
    manifestMs += performance.now() - at;
    puts++;
  };

  const upload = async (files: readonly string[]) => {
    let next = 0;
    let sinceCheckpoint = 0;
    const deleting = new Set(state.deleting);
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++]!;
        const entry = input.local.get(file)!;
        const there = copyable[file];
        if (copyFrom && there && sameEntry(there, entry)) {
          await withRetry(() => target.copy(copyFrom + file, prefix + file), retry);
          copied++;
        } else {
          const body = await fs.promises.readFile(path.join(input.dir, file));
          const headers = { contentType: entry[1], cacheControl: entry[2], ...(entry[3] ? { cacheTag: entry[3] } : {}) };
          await withRetry(() => target.put(prefix + file, body, headers), retry);
          bytes += body.length;
        }
        state.files[file] = entry;
        if (deleting.delete(file)) state.deleting = [...deleting];
        puts++;
        if (++sinceCheckpoint >= CHECKPOINT_EVERY) {
          sinceCheckpoint = 0;
          await checkpoint();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(input.concurrency ?? 16, files.length) }, worker));
  };

  // New files rank by rank (publish-plan.ts): a first publish's home page is not sent while files it
  // links to are still on their way. Replacements need no such wait: every object they link to exists.
  for (const rank of byRankGroups(plan.additions)) await upload(rank);
  // The replacements are about to change what the CDN may hold: every manifest written from now on
  // lists their URLs as owed a purge. A replacement the manifest does not claim yet is planned (and
  // purged) again by the next run anyway, so the manifest is written here only to spare a killed run
  // re-uploading many additions: a one-car change writes it twice (before its deletion and at the end), not three times.
  state.purging = plan.purge;
  if (plan.additions.length >= CHECKPOINT_ADDITIONS) await checkpoint();
  await upload(plan.replacements);
  if (plan.deletions.length > 0) {
    // Marked first: a run killed during the deletions must not trust these entries afterwards.
    state.deleting = plan.deletions;
    await checkpoint();
    await withRetry(() => target.delete(plan.deletions.map((f) => prefix + f)), retry);
    puts += Math.ceil(plan.deletions.length / 1000);
    for (const file of plan.deletions) delete state.files[file];
    state.deleting = [];
  }
  const purged = await purgeChanged(input.cdn, plan.purge, published, retry);
  const unchanged = plan.additions.length + plan.replacements.length + plan.deletions.length + plan.purge.length === 0;
  if (!(unchanged && published?.complete)) {
    state.purging = [];
    state.buildId = input.buildId;
    state.complete = true;
    await checkpoint();
  }
  const result: PublishResult = {
    uploaded: plan.additions.length + plan.replacements.length,
    skipped: plan.skipped,
    deleted: plan.deletions.length,
    bytes,
    puts,
    purged: purged.paths,
    purgeCalls: purged.calls,
    purgedTags: purged.tags,
    copied,
    manifest: read,
    seconds: (performance.now() - started) / 1000,
  };
  log(
    `↑ ${input.slug}: published ${input.buildId} to ${target.label}: ${result.uploaded} uploaded (${plan.additions.length} new), ${result.skipped} skipped, ${result.deleted} deleted, ${result.purged} paths purged in ${result.purgeCalls} calls (${input.cdn.label}${input.cdn.purgeTags ? `, ${result.purgedTags} tags` : ''}); ${(bytes / 1e6).toFixed(1)} MB in ${puts} write requests, ${result.seconds.toFixed(2)} s (manifest ${read === 'unchanged' ? 'held, ETag unchanged' : 'downloaded'} in ${readSeconds.toFixed(2)} s, written in ${(manifestMs / 1000).toFixed(2)} s)${copyFrom ? `; ${copied} of them copied from ${copyFrom}` : ''}`,
  );
  return result;
}

/**
 * The purge of the URLs one publish replaced or deleted: by URL, or on a CDN purging by tag by the
 * tags the CDN holds their cached copies under (the published manifest's from before this publish),
 * each URL published without tags by URL.
 */
async function purgeChanged(cdn: CdnPurge, urlPaths: readonly string[], published: PublishedManifest | null, retry: RetryPolicy) {
  if (!cdn.purgeTags) return { ...(await withRetry(() => cdn.purge(urlPaths), retry)), tags: 0 };
  const tagsByUrl = new Map(Object.entries(published?.files ?? {}).map(([file, entry]) => [urlPathOf(file), entry[3]]));
  const { tags, urls } = tagPurge(urlPaths, (url) => tagsByUrl.get(url));
  const byTag = await withRetry(() => cdn.purgeTags!(tags), retry);
  const byUrl = await withRetry(() => cdn.purge(urls), retry);
  return { calls: byTag.calls + byUrl.calls, paths: urlPaths.length, tags: tags.length };
}
