import fs from 'node:fs';
import path from 'node:path';
import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import type { StockDocument } from '../../lib/search/stock-document.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import { formatDroppedField, formatRejection } from '../../lib/inventory/parse-stock.ts';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';
import { carTimeState, dealerDate } from '../../site-data/page-inputs.ts';
import { buildDir, buildsDir, promote, stage, type ReleasePaths } from '../release/releases.ts';
import {
  finishedBuilds,
  forgetManifest,
  manifestFileCount,
  manifestFiles,
  manifestPath,
  readManifest,
  writeManifest,
  type BuildDigests,
  type BuildManifest,
} from '../plan/manifest.ts';
import { buildMode, carMaps, carRecords, isUnchanged, stockDigests, stockUpdatedAt, timeStateHolds } from '../plan/build-plan.ts';
import { bundleReady, renderBundleDir, sharedBundle } from '../render/shared-bundle.ts';
import { copyFresh, linkTree, listFiles, removeFile, writeFresh } from '../release/link-tree.ts';
import { takeSpareWhenReady } from '../release/spare-tree.ts';
import { dealerInputs } from '../plan/dealer-inputs.ts';
import { digest } from '../plan/digest.ts';
import type { StockParseCache } from '../stock/stock-parse-cache.ts';
import { carsFor, readDealerStock, type DealerStock, type StockEntry, type StockSource } from './dealer-stock.ts';
import type { WorkPaths } from '../work-dir.ts';
import type { ChildJob, SnapshotDelta } from '../render/child-job.ts';
import type { RenderWorkerPool } from '../render/render-workers.ts';
import { renderInShards, shardsFor } from '../render/render-shards.ts';
import { collectDriverGarbage } from './lean-heap.ts';
import { writeSnapshotFile } from '../../site-data/snapshot-file.ts';
import { patchSnapshotFile } from '../../site-data/snapshot-patch.ts';

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

/** A build id file every page's freshness line fetches: the stock time of the build being served. */
const BUILD_INFO_FILE = '_build.json';

/** The snapshot of a dealer's newest build, kept for the warm render processes of its next build. */
export function baseSnapshotPath(paths: WorkPaths, slug: string): string {
  return path.join(paths.cache, 'snapshots', slug, 'base.json');
}

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
  const baseFile = baseSnapshotPath(paths, slug);
  const index = input.index;
  const source: StockSource = {
    slug,
    records,
    pull,
    previous,
    baseFile,
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
  // A kept car keeps its time state (and key) while the code and the dealer's switches are
  // unchanged and the state's time has not come (other code may tag otherwise); any other kept car
  // is read from the base to work it out again.
  const sameDealer = previous?.digests.dealer === dealerIn.digest && previous.digests.code === input.codeDigest;
  const timeKept = (e: StockEntry) => sameDealer && previous?.cars[e.id]?.doc === e.doc && timeStateHolds(previous.cars[e.id], at);
  const keptTime = stock.entries.map(timeKept);
  await carsFor(stock.entries, new Set(stock.entries.filter((e, i) => !e.car && !keptTime[i]).map((e) => e.id)), source);
  mark('parse');

  const carsById = carRecords(
    // Held cars too (a server's) keep their time state while it holds: no tag is worked out again.
    stock.entries.map((e, i) => ({ id: e.id, slug: e.slug, doc: e.doc, time: keptTime[i] ? 'kept' : carTimeState(e.car!, dealer.config, at) })),
    previous,
    builtAt,
  );
  const bundleKey = digest(input.codeDigest);
  const digests: BuildDigests = {
    code: input.codeDigest,
    dealer: dealerIn.digest,
    ...stockDigests(carsById),
    date: dealerDate(dealer.config, at),
    bundle: bundleKey,
  };
  const stockTime = stockUpdatedAt(previous, digests.stockContent, builtAt);
  mark('digest');

  if (previous && !input.full && isUnchanged(previous, digests)) {
    if (input.stage) stage(slug, previous.buildId, release);
    else promote(slug, previous.buildId, release);
    log(`✓ ${slug}: unchanged since ${previous.buildId}${input.stage ? ' (staged)' : ''}`);
    const pages = Object.keys(previous.pages).length;
    const files = manifestFileCount(previous);
    return {
      slug,
      buildId: previous.buildId,
      cars: carCount,
      skipped: rejected.length,
      pages,
      rendered: 0,
      removed: 0,
      mode: 'unchanged',
      seconds: (performance.now() - started) / 1000,
      stage: input.stage,
      filesReused: files,
      files,
      timings,
    };
  }

  // A dealer public file added or removed may uncover or shadow a shared public file: start afresh.
  const publicFilesChanged = previous !== null && previous.dealerFiles.join('\n') !== dealerIn.publicFiles.join('\n');
  const mode = buildMode({ previous, digests, bundleReady: bundleReady(paths, bundleKey), force: input.full || publicFilesChanged });
  const cars = carMaps(carsById, previous);
  const shared: Omit<SiteSnapshot, 'cars' | 'carKeys' | 'carChangedAt'> = {
    buildId: input.buildId,
    builtAt,
    dealer,
    logoSvg: dealerIn.logoSvg,
    stockUpdatedAt: stockTime,
  };
  const meta: Omit<SiteSnapshot, 'cars'> = { ...shared, carKeys: cars.keys, carChangedAt: cars.changedAt };
  const carIds = stock.entries.map((e) => e.id);
  // Held only until written: a one-off build's render processes then have the memory.
  let held: StockEntry[] | null = stock.entries;
  const snapshotPath = path.join(paths.cache, 'snapshots', slug, `${input.buildId}.json`);
  fs.mkdirSync(path.dirname(snapshotPath), { recursive: true });
  // The snapshot file: render processes holding no base read it, and it becomes the next build's
  // base. When the previous build's snapshot (the base) was made by the same code, it is the base
  // with the changed cars' lines replaced (snapshot-patch.ts: the kept cars' lines are copied, not
  // parsed or stringified); otherwise every car is written.
  let snapshotWritten: Promise<void> | null = null;
  const writeSnapshot = () =>
    (snapshotWritten ??= (async () => {
      const started = performance.now();
      const entries = held!;
      held = null;
      const changed = previous ? entries.filter((e) => previous.cars[e.id]?.doc !== e.doc) : [];
      const patched =
        previous !== null &&
        previous.digests.code === digests.code &&
        (await patchSnapshotFile(baseFile, snapshotPath, meta, {
          baseBuildId: previous.buildId,
          carIds,
          changed: new Map(changed.map((e) => [e.id, e.car!])),
        }));
      if (!patched) {
        const cars = await carsFor(entries, new Set(carIds), source);
        await writeSnapshotFile(snapshotPath, { ...meta, cars: carIds.map((id) => cars.get(id)!) });
        // A one-off build only: a long-running server (which keeps the parsed stock) would stall its
        // answers for the collection, and its memory is not the render processes' to take.
        if (!input.keepParsed) collectDriverGarbage();
      }
      timings['snapshot'] = Math.round(performance.now() - started);
    })());
  // The base (the previous build's snapshot) holds the previous build's car keys and change times:
  // the delta carries only those that differ.
  const delta: SnapshotDelta | null =
    mode === 'incremental' && previous
      ? {
          baseBuildId: previous.buildId,
          snapshot: shared,
          carIds,
          changed: stock.entries.flatMap((e) => (previous.cars[e.id]?.doc !== e.doc ? [e.car!] : [])),
          carKeys: cars.differing.keys,
          carChangedAt: cars.differing.changedAt,
        }
      : null;
  stock = null;
  try {
    const finalDir = buildDir(slug, input.buildId, release);
    const workDir = `${finalDir}.partial`;
    fs.rmSync(workDir, { recursive: true, force: true });
    const previousDir = previous ? buildDir(slug, previous.buildId, release) : null;
    if (mode === 'incremental' && previous && previousDir) {
      if (!(await takeSpareWhenReady(dir, previous.buildId, workDir))) await linkTree(previousDir, workDir, manifestFiles(previous));
      for (const file of previous.buildFiles) removeFile(workDir, file);
      if (previous.digests.dealer !== digests.dealer) for (const file of previous.dealerFiles) removeFile(workDir, file);
    } else {
      const bundle = await sharedBundle(paths, bundleKey);
      // Made by this build or another dealer's: the time this build waited for it.
      mark('bundle');
      await linkTree(bundle.staticDir, workDir, bundle.staticFiles);
    }
    mark('tree');

    // A forced full build renders every page; otherwise unchanged pages keep the previous build's files.
    const reused = previous && previousDir && !input.full ? { dir: previousDir, manifest: previous } : null;
    const job: Omit<ChildJob, 'shard' | 'resultFile'> = {
      bundleDir: renderBundleDir(paths, bundleKey),
      bundleKey,
      snapshotPath,
      outDir: workDir,
      site: dealer.config.site_url,
      digests: { code: digests.code, dealer: digests.dealer, stock: digests.stock, date: digests.date },
      stockUpdatedAt: stockTime,
      previous: reused ? { dir: reused.dir, manifest: manifestPath(dir, reused.manifest.buildId), cloned: mode === 'incremental' } : null,
      // Same code and dealer: only the cars whose keys changed need their per-car paths listed.
      focus: mode === 'incremental' && previous && previous.digests.dealer === digests.dealer ? Object.keys(cars.differing.keys) : null,
    };
    // A one-off command's render process holding the base takes the changes: the snapshot file is
    // written meanwhile, as the command ends only once it is. A server writes it once the build is
    // live (its warm render process's build is short, and the write would compete with it).
    if (delta && !input.keepParsed) void writeSnapshot().catch(() => {});
    const result = await renderInShards(paths, job, {
      slug,
      shards: shardsFor(input.renderShards, delta, previous),
      stem: snapshotPath,
      pool: input.workers,
      waitForWarm: input.waitForWarm,
      delta,
      previousPages: reused?.manifest.pages ?? null,
      writeSnapshot,
    });
    timings['plan'] = Math.round(result.planSeconds * 1000);
    timings['fromDelta'] = result.fromDelta ? 1 : 0;
    timings['render'] = Math.round(result.renderSeconds * 1000);
    mark('child');

    const pageFiles = new Set<string>();
    let pageCount = 0;
    for (const pathname in result.pages) {
      pageFiles.add(result.pages[pathname]!.file);
      pageCount++;
    }
    const dealerFiles = dealerIn.publicFiles.filter((f) => !pageFiles.has(f));
    const dealerChanged = mode === 'full' || !previous || previous.digests.dealer !== digests.dealer;
    if (dealerChanged && dealerIn.publicDir) for (const file of dealerFiles) copyFresh(path.join(dealerIn.publicDir, file), path.join(workDir, file));
    writeFresh(path.join(workDir, BUILD_INFO_FILE), JSON.stringify({ buildId: input.buildId, stockUpdatedAt: stockTime }));
    const dealerFileSet = new Set(dealerFiles);
    const isAsset = (f: string) => !pageFiles.has(f) && !dealerFileSet.has(f) && f !== BUILD_INFO_FILE;
    const assets = mode === 'incremental' && previous ? previous.assets.filter(isAsset) : listFiles(workDir).filter(isAsset);
    mark('files');

    const manifest: BuildManifest = {
      version: 2,
      slug,
      buildId: input.buildId,
      createdAt: builtAt,
      previousBuildId: previous?.buildId ?? null,
      mode,
      trigger: input.trigger,
      digests,
      stockUpdatedAt: stockTime,
      cars: carsById,
      pages: result.pages,
      assets,
      dealerFiles,
      buildFiles: [BUILD_INFO_FILE],
      stats: {
        pages: pageCount,
        rendered: result.rendered,
        removed: result.removed,
        reusedPages: result.reused,
        seconds: (performance.now() - started) / 1000,
        timings,
      },
    };
    fs.renameSync(workDir, finalDir);
    // Released first, then the manifest that marks the build finished: a shopper need not wait for
    // it (~0.15 s at 20,000 cars). The folder is complete once renamed. A process killed between the
    // two leaves the build live with no manifest: the next build starts from the one before it.
    if (input.stage) stage(slug, input.buildId, release, { manifestFollows: true });
    else promote(slug, input.buildId, release, { manifestFollows: true });
    mark('release');
    await writeManifest(dir, manifest);
    mark('finish');
    // The next build's warm render processes start from this snapshot.
    await writeSnapshot();
    fs.renameSync(snapshotPath, baseSnapshotPath(paths, slug));

    const files = manifestFileCount(manifest);
    const reusedFiles = files - result.rendered.length - 1 - (dealerChanged ? dealerFiles.length : 0);
    const out: DealerBuildResult = {
      slug,
      buildId: input.buildId,
      cars: carCount,
      skipped: rejected.length,
      pages: manifest.stats.pages,
      rendered: result.rendered.length,
      removed: result.removed.length,
      mode,
      seconds: (performance.now() - started) / 1000,
      stage: input.stage,
      filesReused: mode === 'incremental' ? reusedFiles : 0,
      files,
      timings,
    };
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
    await (snapshotWritten as Promise<void> | null)?.catch(() => {});
    for (const file of [snapshotPath, `${snapshotPath}.tmp`]) fs.rmSync(file, { force: true });
  }
}
