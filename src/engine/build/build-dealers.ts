import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAllDealers, type Dealer } from '../../lib/dealer/load-dealer.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import { openStockIndex } from '../../lib/search/open-index.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import { ensureStockIndex } from '../stock/ensure-stock.ts';
import { buildOneDealer, type DealerBuildResult } from './build-one-dealer.ts';
import { runPool } from './run-pool.ts';
import { newBuildId } from '../release/build-ids.ts';
import { codeDigest, codeDigestWatcher, type CodeDigestWatcher } from '../plan/code-digest.ts';
import { StockParseCache } from '../stock/stock-parse-cache.ts';
import { emptyTrashDetached, retireBuilds, trashToDelete, withDealerLock } from '../release/releases.ts';
import { discardSpares, prepareSpare, prepareSpareDetached } from '../release/spare-tree.ts';
import { finishedBuilds, manifestFiles, readManifest } from '../plan/manifest.ts';
import { ensureWorkDir, workPaths, type WorkPaths } from '../work-dir.ts';
import { RenderWorkerPool } from '../render/render-workers.ts';
import { newestBase, startLeanWorker } from './lean-workers.ts';
import { renderBundleDir } from '../render/shared-bundle.ts';
import { publishLive, publishStaged, warmPublish } from '../publish/publish-stage.ts';
import type { CarChangesListener } from './car-changes.ts';
import { storeOnlyLines } from '../../lib/leads/lead-destinations.ts';

export type BuildOptions = {
  /** Dealer slugs to build; empty builds all. */
  only: string[];
  /** Keep the builds staged instead of making them live. */
  stage: boolean;
  concurrency: number;
  log: (line: string) => void;
  /** The repository; default the current directory. */
  root?: string;
  /** The code digest, when the caller has just worked it out (code-digest.ts). */
  codeDigest?: string;
  /** Where builds/, dist/ and .cache/ go; default FORECOURT_WORK_DIR or the repository. */
  work?: string;
  /** What asked for the build: 'manual' (default), 'stock' (webhook; a dealer's config may hold it in staging), 'ci'. */
  trigger?: string;
  /** Render every page whatever the previous build. */
  full?: boolean;
  /** Long-running callers keep one session: the stock index and parse results stay warm across builds. */
  session?: BuildSession;
  /** Told each dealer's changed cars once its build is live (published to its CDN when it has one); a staged build tells nothing (npm start's shopper alerts). */
  onCarChanges?: CarChangesListener;
};

export type BuildSummary = {
  built: DealerBuildResult[];
  failed: { slug: string; error: string }[];
  seconds: number;
};

/** State a long-running process keeps between builds (the server's queue, the benchmark). */
export type BuildSession = {
  index?: StockIndex;
  parseCaches: Map<string, StockParseCache>;
  /** Prepare each dealer's next starting tree in the background after a build (see spare-tree.ts). */
  prepareSpares: boolean;
  /** One-off commands that build the same dealer again soon: prepare its spare in a detached process instead. */
  detachedSpares: boolean;
  /** Background work per dealer (spares, deleting old builds); awaited before that dealer's next build. */
  pending: Map<string, Promise<void>>;
  /** Warm render processes for the next build of each dealer built in this session (with prepareSpares). */
  workers: RenderWorkerPool | null;
  /** The most warm render processes `workers` keeps (FORECOURT_WARM_RENDERERS for the server; unbounded by default). */
  warmRenderers: number;
  /** The code digest, kept while no code input changes (with prepareSpares). */
  code: CodeDigestWatcher | null;
};

/**
 * `prepareSpares` is for long-running processes: after each dealer's build, its next starting tree
 * and render processes are prepared in the background. Call `closeSession` when done.
 */
export function newBuildSession(options: { index?: StockIndex; prepareSpares?: boolean; detachedSpares?: boolean; warmRenderers?: number } = {}): BuildSession {
  return {
    ...(options.index ? { index: options.index } : {}),
    parseCaches: new Map(),
    prepareSpares: options.prepareSpares ?? false,
    detachedSpares: options.detachedSpares ?? false,
    pending: new Map(),
    workers: null,
    warmRenderers: options.warmRenderers ?? Number.POSITIVE_INFINITY,
    code: null,
  };
}

/** Stops the session's warm render processes. */
export function closeSession(session: BuildSession): void {
  session.workers?.close();
  session.code?.close();
}

export async function buildDealers(opts: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const paths = workPaths({ root: opts.root, work: opts.work });
  ensureWorkDir(paths);
  const { dealers, failures } = loadAllDealers(paths.dealers);
  const failed: BuildSummary['failed'] = [];

  for (const f of failures) {
    if (opts.only.length && !opts.only.includes(f.slug)) continue;
    failed.push({ slug: f.slug, error: f.message });
    opts.log(`✗ ${f.slug}: dealer config invalid\n    ${f.message}`);
  }
  const unknown = opts.only.filter((s) => !dealers.some((d) => d.slug === s) && !failures.some((f) => f.slug === s));
  for (const slug of unknown) {
    failed.push({ slug, error: `no dealer folder dealers/${slug}` });
    opts.log(`✗ ${slug}: no dealer folder dealers/${slug}`);
  }
  const selected = dealers.filter((d) => !opts.only.length || opts.only.includes(d.slug));
  // A dealer with nowhere to send its leads is said so at every build (issue 31): its leads wait in the store.
  for (const line of storeOnlyLines(selected)) opts.log(line);

  const session = opts.session ?? newBuildSession();
  const codeCache = path.join(paths.cache, 'code-digest.json');
  if (session.prepareSpares) {
    session.workers ??= new RenderWorkerPool(paths, { limit: session.warmRenderers });
    session.code ??= codeDigestWatcher(paths.root, codeCache);
  }
  if (!session.index) {
    await ensureStockIndex({ root: paths.root, indexDir: paths.indexDir, dealersDir: paths.dealers, log: opts.log });
    session.index = openStockIndex({ dir: paths.indexDir });
  }
  const index = session.index;
  const now = Math.floor(Date.now() / 1000);
  const buildId = newBuildId();
  const code = opts.codeDigest ?? session.code?.digest() ?? codeDigest(paths.root, codeCache);
  const trigger = opts.trigger ?? 'manual';
  // Cores left to each dealer building at once: a lone dealer's pages render in several processes.
  const renderShards = Math.max(1, Math.floor(os.availableParallelism() / Math.max(1, Math.min(opts.concurrency, selected.length))));

  // Largest first, so the longest build starts at once and the others share the remaining lanes.
  const sizes = new Map(selected.length < 2 ? [] : await Promise.all(selected.map(async (d) => [d.slug, await expectedPages(paths, d, index, now)] as const)));
  const ordered = [...selected].sort((a, b) => sizes.get(b.slug)! - sizes.get(a.slug)!);
  // A one-off run frees the index's documents once every dealer has read its stock (the render
  // processes then have the memory); a long-running session keeps them for the next change.
  let toPull = ordered.length;
  const onPulled = () => {
    if (--toPull === 0 && !session.prepareSpares) index.release?.();
  };
  const results = await runPool(ordered, opts.concurrency, async (dealer) => {
    try {
      await session.pending.get(dealer.slug);
      if (!session.prepareSpares) startLeanWorker(paths, dealer.slug, code, session);
      const result = await withDealerLock(dealer.slug, { root: paths.work }, () =>
        buildOneDealer({
          dealer,
          index,
          now,
          buildId,
          stage: releaseStaged(dealer, opts.stage, trigger),
          trigger,
          paths,
          codeDigest: code,
          full: opts.full ?? false,
          renderShards,
          workers: session.workers,
          waitForWarm: !session.prepareSpares,
          parseCache: parseCacheFor(session, dealer.slug),
          keepParsed: session.prepareSpares,
          log: opts.log,
          onPulled,
          carChanges: opts.onCarChanges !== undefined,
        }).then(async (r) => {
          retireBuilds(dealer.slug, dealer.config.builds.keep, { root: paths.work });
          discardSpares(path.join(paths.builds, dealer.slug), session.prepareSpares ? r.buildId : null);
          // The live build to the dealer's bucket and CDN, when it has one; a staged build to its preview prefix.
          if (r.stage) await publishStaged(dealer, { paths, log: opts.log });
          else {
            await publishLive(dealer, { paths, log: opts.log });
            // The alert links to car pages that are now where shoppers are.
            if (r.carChanges.length > 0) opts.onCarChanges?.(dealer.slug, r.carChanges);
          }
          return r;
        }),
      );
      // A one-off run needs no parsed stock after the dealer's build: free it for the next dealers.
      if (!session.prepareSpares) session.parseCaches.delete(dealer.slug);
      const afterwards = afterBuild(paths, dealer.slug, session);
      if (session.prepareSpares) session.pending.set(dealer.slug, afterwards);
      else await afterwards;
      return { ok: true as const, result };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      opts.log(`✗ ${dealer.slug}: build failed\n    ${message.split('\n').join('\n    ')}`);
      return { ok: false as const, slug: dealer.slug, message };
    }
  });

  // A one-off command's render processes not taken (a dealer built in full after all) stop here.
  if (!session.prepareSpares) closeSession(session);
  const built: DealerBuildResult[] = [];
  for (const r of results) {
    if (r.ok) built.push(r.result);
    else failed.push({ slug: r.slug, error: r.message });
  }
  built.sort((a, b) => a.slug.localeCompare(b.slug));
  const seconds = (performance.now() - started) / 1000;
  opts.log(formatSummary(built, failed, seconds));
  fs.mkdirSync(paths.cache, { recursive: true });
  fs.writeFileSync(path.join(paths.cache, 'last-build.json'), JSON.stringify({ built, failed, seconds }, null, 2));
  return { built, failed, seconds };
}

/** Pages the dealer's newest build had, or (never built) how many cars its filter keeps. */
async function expectedPages(paths: WorkPaths, dealer: Dealer, index: StockIndex, now: number): Promise<number> {
  const dir = path.join(paths.builds, dealer.slug);
  const newest = finishedBuilds(dir).at(-1);
  const manifest = newest ? readManifest(dir, newest) : null;
  if (manifest) return manifest.stats.pages;
  return (await index.getDocuments({ filter: dealerFilterFor(dealer), now })).length;
}

/** Stock builds of a dealer whose config holds them for approval stay staged; 'availability' builds (reservations) do not. */
function releaseStaged(dealer: Dealer, stage: boolean, trigger: string): boolean {
  if (stage) return true;
  return trigger === 'stock' && !dealer.config.builds.auto_promote_stock_builds;
}

function parseCacheFor(session: BuildSession, slug: string): StockParseCache {
  let cache = session.parseCaches.get(slug);
  if (!cache) session.parseCaches.set(slug, (cache = new StockParseCache()));
  return cache;
}

/**
 * Deletes retired builds (in a detached process: releases.ts) and, for long-running sessions,
 * prepares the next build's spare tree first.
 */
async function afterBuild(paths: WorkPaths, slug: string, session: BuildSession): Promise<void> {
  try {
    const dir = path.join(paths.builds, slug);
    const trash = () => trashToDelete(slug, { root: paths.work });
    if (session.prepareSpares) {
      const { manifest, held } = newestBase(paths, slug);
      if (manifest) {
        // One warm process, holding the stock once: a change of a few cars renders in one process
        // (build-one-dealer.ts), and a larger one starts another beside it.
        session.workers?.warm(slug, renderBundleDir(paths, manifest.digests.bundle), manifest.digests.bundle, 1, held, { changed: manifest.buildId });
        await prepareSpare(dir, manifest.buildId, manifestFiles(manifest));
      }
      // After the spare: preparing it discards unfinished spares into the trash.
      emptyTrashDetached(trash());
    } else {
      const newest = finishedBuilds(dir).at(-1);
      if (session.detachedSpares && newest) prepareSpareDetached(paths.root, dir, newest, trash());
      else emptyTrashDetached(trash());
    }
  } catch (error) {
    console.error(`${slug}: background clean-up failed`, error);
  }
}

/**
 * Gets a long-running session ready for each built dealer's next build before any arrives: stock
 * read and validated, render processes started, spare tree linked. Runs in the background.
 */
export async function warmSession(session: BuildSession, opts: { root?: string; work?: string; log?: (line: string) => void }): Promise<void> {
  const paths = workPaths({ root: opts.root, work: opts.work });
  const { dealers } = loadAllDealers(paths.dealers);
  session.workers ??= new RenderWorkerPool(paths, { limit: session.warmRenderers });
  const newest = new Map(dealers.map((d) => [d.slug, finishedBuilds(path.join(paths.builds, d.slug)).at(-1) ?? '']));
  // Most recently changed first: with more dealers than warm render processes, the later ones
  // start none rather than evicting those just started (warm-limit.ts).
  const built = dealers.filter((d) => newest.get(d.slug)).sort((a, b) => newest.get(b.slug)!.localeCompare(newest.get(a.slug)!));
  for (const dealer of built) {
    const previous = session.pending.get(dealer.slug) ?? Promise.resolve();
    const work = previous.then(async () => {
      try {
        if (session.index) {
          const docs = await session.index.getDocuments({ filter: dealerFilterFor(dealer), now: Math.floor(Date.now() / 1000) });
          parseCacheFor(session, dealer.slug).parse(docs, dealer.slug);
        }
      } catch (error) {
        opts.log?.(`${dealer.slug}: warming the stock cache failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      // The publish stage's hash cache and the bucket's published manifest, read now rather than by the first change.
      await warmPublish(dealer, { paths }).catch((error: unknown) =>
        opts.log?.(
          `${dealer.slug}: reading the published manifest failed (the first publish reads it): ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      await afterBuild(paths, dealer.slug, session);
    });
    session.pending.set(dealer.slug, work);
    await work;
  }
}

/** Waits for the background work after builds (spares), and for the render processes warming meanwhile. */
export async function settle(session: BuildSession): Promise<void> {
  await Promise.all(session.pending.values());
  await Promise.all([...session.pending.keys()].map((slug) => session.workers?.whenReady(slug)));
}

function formatSummary(built: DealerBuildResult[], failed: BuildSummary['failed'], seconds: number): string {
  const lines = ['', 'Build summary', '  dealer                      cars  skipped  pages  rendered  seconds  status'];
  for (const b of built) {
    lines.push(
      `  ${b.slug.padEnd(26)} ${String(b.cars).padStart(5)} ${String(b.skipped).padStart(8)} ${String(b.pages).padStart(6)} ${String(b.rendered).padStart(9)} ${b.seconds.toFixed(1).padStart(8)}  ${b.stage ? 'staged' : 'live'} ${b.buildId} (${b.mode})`,
    );
  }
  for (const f of failed)
    lines.push(`  ${f.slug.padEnd(26)} ${'-'.padStart(5)} ${'-'.padStart(8)} ${'-'.padStart(6)} ${'-'.padStart(9)} ${'-'.padStart(8)}  FAILED`);
  const cars = built.reduce((n, b) => n + b.cars, 0);
  const pages = built.reduce((n, b) => n + b.pages, 0);
  lines.push(`  total: ${built.length} built, ${failed.length} failed, ${cars} cars, ${pages} pages in ${seconds.toFixed(1)} s`);
  return lines.join('\n');
}
