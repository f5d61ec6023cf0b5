import fs from 'node:fs';
import path from 'node:path';
import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import type { StockDocument } from '../../lib/search/stock-document.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import { formatDroppedField, formatRejection } from '../../lib/inventory/parse-stock.ts';
import { carTimeState, dealerDate } from '../../site-data/page-inputs.ts';
import { buildDir, buildsDir, type ReleasePaths } from '../release/releases.ts';
import { finishedBuilds, forgetManifest, manifestFileCount, readManifest } from '../plan/manifest.ts';
import { keepsTimeState, planBuild } from '../plan/plan-build.ts';
import { bundleReady } from '../render/shared-bundle.ts';
import { dealerInputs } from '../plan/dealer-inputs.ts';
import type { StockParseCache } from '../stock/stock-parse-cache.ts';
import { carsFor, readDealerStock, type DealerStock, type StockSource } from './dealer-stock.ts';
import type { WorkPaths } from '../work-dir.ts';
import type { RenderWorkerPool } from '../render/render-workers.ts';
import { renderBuild } from '../render/render-build.ts';
import { releaseAgain, releaseBuild } from '../release/release-build.ts';
import { baseSnapshotPath, buildSnapshot } from './build-snapshot.ts';
import { carLines, readBuildRecord, writeBuildRecord } from '../console/build-records.ts';

export type DealerBuildResult = {
  slug: string;
  buildId: string;
  cars: number;
  skipped: number;
  pages: number;
  /** Pages rendered this build (the rest reuse the previous build's files by hard link). */
  rendered: number;
  removed: number;
  mode: 'full' | 'incremental' | 'unchanged';
  seconds: number;
  stage: boolean;
  /** Files of the build identical (same inode) to the previous build's. */
  filesReused: number;
  files: number;
  /**
   * The page paths this build rendered and removed: with the manifests (`publishFiles`), what a
   * publish stage uploads and deletes. Both empty for an unchanged build.
   */
  changes: { rendered: string[]; removed: string[] };
  timings: Record<string, number>;
};

export type DealerBuildInput = {
  dealer: Dealer;
  index: StockIndex;
  /** Unix seconds: the build's clock for the sold window and tag rules. */
  now: number;
  buildId: string;
  stage: boolean;
  trigger: string;
  paths: WorkPaths;
  codeDigest: string;
  /** Render every page (a new render bundle too) whatever the previous build. */
  full: boolean;
  parseCache: StockParseCache;
  /** Keep the parse results for this dealer's next build (a long-running session); else the cars go with the snapshot. */
  keepParsed: boolean;
  /** Render processes for this build (each takes a share of the changed pages). */
  renderShards: number;
  /** Warm render processes of a long-running session, used when they hold this build's bundle. */
  workers: RenderWorkerPool | null;
  /** The workers are a one-off command's, started as this build began: wait for them to be ready. */
  waitForWarm: boolean;
  log: (line: string) => void;
  /** Called once the dealer's stock has been read from the index. */
  onPulled?: () => void;
};

/**
 * Builds one dealer: reads its stock from the index, plans the build against the previous one
 * (plan/plan-build.ts, pure), renders the planned pages (render/render-build.ts) and releases the
 * build (release/release-build.ts). See src/engine/README.md.
 */
export async function buildOneDealer(input: DealerBuildInput): Promise<DealerBuildResult> {
  const { dealer, paths, log } = input;
  const slug = dealer.slug;
  const started = performance.now();
  const timings: Record<string, number> = {};
  let lap = started;
  const mark = (name: string) => {
    const t = performance.now();
    timings[name] = Math.round(t - lap);
    lap = t;
  };
  const release: ReleasePaths = { root: paths.work };
  const dir = buildsDir(slug, release);
  const at = new Date(input.now * 1000);
  const builtAt = at.toISOString();

  const pull = () => input.index.getDocuments({ filter: dealerFilterFor(dealer), now: input.now });
  const records: { docs: readonly unknown[] | null } = { docs: await pull() };
  input.onPulled?.();
  mark('pull');
  const previousId = finishedBuilds(dir).at(-1) ?? null;
  const previous = previousId ? readManifest(dir, previousId) : null;
  mark('manifest');
  const index = input.index;
  const source: StockSource = {
    slug,
    records,
    pull,
    previous,
    baseFile: baseSnapshotPath(paths, slug),
    codeDigest: input.codeDigest,
    parseCache: input.parseCache,
    keepParsed: input.keepParsed,
  };
  if (index.knownDigest) source.knownDigest = (record) => index.knownDigest!(record as StockDocument);
  // Let go once the snapshot and the changes hold its cars: an async function keeps its locals while
  // it waits for the render processes (at 20,000 cars the driver held ~150 MB of cars through a full build).
  let stock: DealerStock | null = await readDealerStock(source);
  const { rejected, dropped } = stock;
  const carCount = stock.entries.length;
  if (!input.keepParsed) input.parseCache.clear();
  for (const r of rejected) log(`  ! ${formatRejection(r)}`);
  for (const d of dropped) log(`  ! ${formatDroppedField(d)}`);

  const dealerIn = dealerInputs(dealer, paths.root);
  // Held cars too (a server's) keep their time state while it holds: no tag is worked out again.
  const keptTime = stock.entries.map(keepsTimeState(previous, { code: input.codeDigest, dealer: dealerIn.digest, at }));
  await carsFor(stock.entries, new Set(stock.entries.filter((e, i) => !e.car && !keptTime[i]).map((e) => e.id)), source);
  mark('parse');

  const plan = planBuild({
    previous,
    cars: stock.entries.map((e, i) => ({ id: e.id, slug: e.slug, doc: e.doc, time: keptTime[i] ? 'kept' : carTimeState(e.car!, dealer.config, at) })),
    code: input.codeDigest,
    dealer: dealerIn.digest,
    dealerFiles: dealerIn.publicFiles,
    date: dealerDate(dealer.config, at),
    builtAt,
    full: input.full,
    bundleReady: (key) => bundleReady(paths, key),
  });
  mark('digest');
  const result = (
    o: Pick<DealerBuildResult, 'buildId' | 'pages' | 'rendered' | 'removed' | 'mode' | 'filesReused' | 'files' | 'changes'>,
  ): DealerBuildResult => ({
    slug,
    cars: carCount,
    skipped: rejected.length,
    seconds: (performance.now() - started) / 1000,
    stage: input.stage,
    timings,
    ...o,
  });

  if (previous && plan.mode === 'unchanged') {
    releaseAgain({ release, slug, buildId: previous.buildId, stage: input.stage });
    log(`✓ ${slug}: unchanged since ${previous.buildId}${input.stage ? ' (staged)' : ''}`);
    const files = manifestFileCount(previous);
    const pages = Object.keys(previous.pages).length;
    return result({
      buildId: previous.buildId,
      pages,
      rendered: 0,
      removed: 0,
      mode: 'unchanged',
      filesReused: files,
      files,
      changes: { rendered: [], removed: [] },
    });
  }

  // What the console compares and checks (engine/console/build-records.ts), while the cars are at hand.
  const lines = await carLines(stock.entries, previous ? { manifest: previous, record: readBuildRecord(dir, previous.buildId) } : null, source);
  mark('record');

  const snapshot = buildSnapshot({
    plan,
    shared: { buildId: input.buildId, builtAt, dealer, logoSvg: dealerIn.logoSvg, stockUpdatedAt: plan.stockUpdatedAt },
    entries: stock.entries,
    source,
    file: path.join(paths.cache, 'snapshots', slug, `${input.buildId}.json`),
    keepParsed: input.keepParsed,
    timings,
  });
  stock = null;
  try {
    const finalDir = buildDir(slug, input.buildId, release);
    const workDir = `${finalDir}.partial`;
    const rendered = await renderBuild({
      paths,
      slug,
      plan,
      previous: previous ? { manifest: previous, dir: buildDir(slug, previous.buildId, release), buildsDir: dir } : null,
      workDir,
      site: dealer.config.site_url,
      snapshot,
      shards: input.renderShards,
      workers: input.workers,
      waitForWarm: input.waitForWarm,
      keepParsed: input.keepParsed,
      mark,
    });
    timings['plan'] = Math.round(rendered.planSeconds * 1000);
    timings['fromDelta'] = rendered.fromDelta ? 1 : 0;
    timings['render'] = Math.round(rendered.renderSeconds * 1000);
    mark('child');

    const { manifest, copiedDealerFiles } = await releaseBuild({
      release,
      slug,
      buildId: input.buildId,
      buildsDir: dir,
      plan,
      previous,
      rendered,
      workDir,
      finalDir,
      dealerPublic: { dir: dealerIn.publicDir, files: dealerIn.publicFiles },
      createdAt: builtAt,
      trigger: input.trigger,
      stage: input.stage,
      started,
      timings,
      mark,
    });
    writeBuildRecord(dir, input.buildId, { cars: lines, rejected, dropped });
    // The next build's warm render processes start from this snapshot.
    await snapshot.write();
    fs.renameSync(snapshot.file, baseSnapshotPath(paths, slug));

    const files = manifestFileCount(manifest);
    const mode = manifest.mode;
    const out = result({
      buildId: input.buildId,
      pages: manifest.stats.pages,
      rendered: rendered.rendered.length,
      removed: rendered.removed.length,
      mode,
      filesReused: mode === 'incremental' ? files - rendered.rendered.length - 1 - copiedDealerFiles : 0,
      files,
      changes: { rendered: rendered.rendered, removed: rendered.removed },
    });
    log(
      `✓ ${slug}: ${out.cars} cars (${out.skipped} skipped), ${out.pages} pages, ${mode}: ${out.rendered} rendered, ${out.removed} removed, ${out.seconds.toFixed(1)} s${input.stage ? ' (staged)' : ''}`,
    );
    return out;
  } catch (error) {
    // The previous build's remembered pages may have become this build's in place (takeChanges).
    if (previous) forgetManifest(dir, previous.buildId);
    throw error;
  } finally {
    // A failed build's snapshot may still be being written: it is removed once it is.
    await snapshot.settled();
    for (const file of [snapshot.file, `${snapshot.file}.tmp`]) fs.rmSync(file, { force: true });
  }
}
