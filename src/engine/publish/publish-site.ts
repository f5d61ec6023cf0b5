import fs from 'node:fs';
import path from 'node:path';
import type { CdnPurge } from './purge-cdn.ts';
import type { PublishTarget } from './publish-target.ts';
import { tagPurge } from './cache-tags.ts';
import { urlPathOf } from './object-headers.ts';
import { byRankGroups, planPublish, sameEntry, type PublishPlan } from './publish-plan.ts';
import { PreconditionFailed } from './publish-target.ts';
import { emptyManifest, readPublished, settle, writePublished, type PublishedEntry, type PublishedManifest } from './published-manifest.ts';
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
  /** This machine's note of manifests whose deletions and purge it finished (published-manifest.ts `settle`). */
  settledNote?: string;
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
  /** Times another publish wrote the manifest under this one (412), which then read it again and published the difference. */
  races: number;
  /** Whether the published manifest was downloaded or the copy this process held was confirmed by its ETag. */
  manifest: 'downloaded' | 'unchanged';
  seconds: number;
};

/** Uploads between two writes of the published manifest (and at the end of each step): a killed run re-uploads at most these. */
const CHECKPOINT_EVERY = 5000;
/** Additions past which the manifest is written before the replacements start. */
const CHECKPOINT_ADDITIONS = 100;
/** Times a publish reads the manifest again after another publish changed it under it, before it gives up. */
const MAX_RACES = 5;

/**
 * Publishes one build to the target in the order publish-plan.ts sets out, writing the published
 * manifest as it goes so that it never claims an object the bucket lacks: a run killed at any
 * point leaves the previous pages serving and linking only to objects present, and the next run
 * uploads what is still missing, deletes what is still unwanted and purges what is still unpurged.
 *
 * A change writes the manifest once, after its uploads and before its deletions: it claims every
 * uploaded file, and lists the files to delete as `deleting` (claimed by nothing: a later build
 * wanting one uploads it again) and the URLs to purge as `purging`. The deletions and the purge
 * follow; a run killed among them leaves a manifest that says what is still owed. Once both are
 * done the manifest's tail is marked settled on this machine (published-manifest.ts `settle`), so
 * the next publish does not do them again.
 *
 * Every write of the manifest is conditional on the ETag it replaces: when another publish wrote it
 * meanwhile (412), this one reads it again, plans again against it and uploads what now differs
 * (up to MAX_RACES times), so neither overwrites the other's manifest unseen.
 */
export async function publishSite(input: PublishSiteInput): Promise<PublishResult> {
  const started = performance.now();
  const { target, prefix, log } = input;
  const retry: RetryPolicy = {
    ...(input.retry ?? DEFAULT_RETRY),
    onRetry: (error, attempt) => log(`  … ${input.slug}: retrying after ${(error as Error).message ?? error} (attempt ${attempt})`),
  };
  const copyFrom = input.copyFrom;
  const copyable = copyFrom ? ((await withRetry(() => readPublished(target, copyFrom), retry)).manifest?.files ?? {}) : {};
  const totals = { copied: 0, puts: 0, bytes: 0, uploaded: 0, manifestMs: 0 };

  const upload = async (files: readonly string[], state: PublishedManifest, checkpoint: () => Promise<void>) => {
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
          totals.copied++;
        } else {
          const body = await fs.promises.readFile(path.join(input.dir, file));
          const headers = { contentType: entry[1], cacheControl: entry[2], ...(entry[3] ? { cacheTag: entry[3] } : {}) };
          await withRetry(() => target.put(prefix + file, body, headers), retry);
          totals.bytes += body.length;
        }
        state.files[file] = entry;
        if (deleting.delete(file)) state.deleting = [...deleting];
        totals.puts++;
        totals.uploaded++;
        if (++sinceCheckpoint >= CHECKPOINT_EVERY) {
          sinceCheckpoint = 0;
          await checkpoint();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(input.concurrency ?? 16, files.length) }, worker));
  };

  let first: { read: 'downloaded' | 'unchanged'; seconds: number; plan: PublishPlan } | null = null;
  for (let races = 0; ; races++) {
    const readAt = performance.now();
    const { manifest: published, read, etag } = await withRetry(() => readPublished(target, prefix, input.settledNote), retry);
    const plan = planPublish(input.local, published);
    first ??= { read, seconds: (performance.now() - readAt) / 1000, plan };
    const state: PublishedManifest = published
      ? { ...published, files: { ...published.files }, deleting: [...published.deleting], publishing: input.buildId, complete: false }
      : emptyManifest(input.slug, input.buildId);
    // The ETag the next write replaces: none yet (If-None-Match *) or the one read, then each written.
    let current = etag;
    const checkpoint = async () => {
      const at = performance.now();
      const condition = current ? { ifMatch: current } : published ? undefined : { ifNoneMatch: '*' as const };
      current = await withRetry(() => writePublished(target, prefix, state, condition), retry);
      totals.manifestMs += performance.now() - at;
      totals.puts++;
    };
    try {
      // New files rank by rank (publish-plan.ts): a first publish's home page is not sent while files
      // it links to are still on their way. Replacements need no such wait: every object they link to exists.
      for (const rank of byRankGroups(plan.additions)) await upload(rank, state, checkpoint);
      // The replacements are about to change what the CDN may hold: every manifest written from now
      // on lists their URLs as owed a purge. A replacement the manifest does not claim yet is planned
      // (and purged) again by the next run anyway, so the manifest is written here only to spare a
      // killed run re-uploading many additions.
      state.purging = plan.purge;
      if (plan.additions.length >= CHECKPOINT_ADDITIONS) await checkpoint();
      await upload(plan.replacements, state, checkpoint);
      // The one write of a change: the deletions are listed as owed (not claimed) before they start.
      for (const file of plan.deletions) delete state.files[file];
      state.deleting = plan.deletions;
      state.buildId = input.buildId;
      state.complete = true;
      if (!alreadySays(published, state, plan)) await checkpoint();
    } catch (error) {
      if (!(error instanceof PreconditionFailed) || races >= MAX_RACES) throw error;
      log(
        `  … ${input.slug}: the published manifest was changed by another publish; reading it again and publishing the difference (${races + 1} of ${MAX_RACES})`,
      );
      await new Promise((resolve) => setTimeout(resolve, (input.retry ?? DEFAULT_RETRY).baseMs * (1 + Math.random())));
      continue;
    }
    if (plan.deletions.length > 0) {
      await withRetry(() => target.delete(plan.deletions.map((f) => prefix + f)), retry);
      totals.puts += Math.ceil(plan.deletions.length / 1000);
    }
    const purged = await purgeChanged(input.cdn, plan.purge, published, retry);
    settle(target, prefix, current, input.settledNote);
    const result: PublishResult = {
      uploaded: totals.uploaded,
      skipped: plan.skipped,
      deleted: plan.deletions.length,
      bytes: totals.bytes,
      puts: totals.puts,
      purged: purged.paths,
      purgeCalls: purged.calls,
      purgedTags: purged.tags,
      copied: totals.copied,
      races,
      manifest: first.read,
      seconds: (performance.now() - started) / 1000,
    };
    log(
      `↑ ${input.slug}: published ${input.buildId} to ${target.label}: ${result.uploaded} uploaded (${first.plan.additions.length} new), ${result.skipped} skipped, ${result.deleted} deleted, ${result.purged} paths purged in ${result.purgeCalls} calls (${input.cdn.label}${input.cdn.purgeTags ? `, ${result.purgedTags} tags` : ''}); ${(totals.bytes / 1e6).toFixed(1)} MB in ${totals.puts} write requests, ${result.seconds.toFixed(2)} s (manifest ${first.read === 'unchanged' ? 'held, ETag unchanged' : 'downloaded'} in ${first.seconds.toFixed(2)} s, written in ${(totals.manifestMs / 1000).toFixed(2)} s${races ? `; read again after ${races} other publishes wrote it` : ''})${copyFrom ? `; ${totals.copied} of them copied from ${copyFrom}` : ''}`,
    );
    return result;
  }
}

/**
 * The manifest read says all the final one would (complete, nothing uploaded, the same deletions and
 * purges owed): writing it again would change nothing but its date and build id (a build with the
 * same files as the one published). So a publish with nothing to do writes nothing, and one finishing
 * another's tail (its deletions and purge) only does that.
 */
function alreadySays(published: PublishedManifest | null, state: PublishedManifest, plan: PublishPlan): boolean {
  if (!published?.complete) return false;
  if (plan.additions.length + plan.replacements.length > 0) return false;
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
  return (
    same(published.deleting, state.deleting) &&
    same(published.purging, state.purging) &&
    Object.keys(published.files).length === Object.keys(state.files).length
  );
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
