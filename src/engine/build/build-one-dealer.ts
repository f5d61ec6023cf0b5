import fs from 'node:fs';
import path from 'node:path';
import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import { formatDroppedField, formatRejection } from '../../lib/inventory/parse-stock.ts';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';
import { carTimeState, dealerDate } from '../../site-data/page-inputs.ts';
import { buildDir, buildsDir, promote, stage, type ReleasePaths } from '../release/releases.ts';
import { finishedBuilds, manifestFiles, manifestPath, readManifest, writeManifest, type BuildDigests, type BuildManifest } from '../plan/manifest.ts';
import { buildMode, carRecords, isUnchanged, stockDigests, stockUpdatedAt } from '../plan/build-plan.ts';
import { bundleReady, renderBundleDir, sharedBundle } from '../render/shared-bundle.ts';
import { copyFresh, linkTree, listFiles, removeFile, writeFresh } from '../release/link-tree.ts';
import { takeSpareWhenReady } from '../release/spare-tree.ts';
import { dealerInputs } from '../plan/dealer-inputs.ts';
import { digest } from '../plan/digest.ts';
import { digestRecords, StockParseCache, type DigestedRecord, type ParsedWithDigests } from '../stock/stock-parse-cache.ts';
import type { WorkPaths } from '../work-dir.ts';
import type { ChildJob, SnapshotDelta } from '../render/child-job.ts';
import type { RenderWorkerPool } from '../render/render-workers.ts';
import { renderInShards } from '../render/render-shards.ts';
import { collectDriverGarbage } from './lean-heap.ts';
import { readSnapshotFile, readSnapshotMeta, writeSnapshotFile } from '../../site-data/snapshot-file.ts';
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
  let docs: readonly unknown[] | null = await pull();
  input.onPulled?.();
  mark('pull');
  const previousId = finishedBuilds(dir).at(-1) ?? null;
  const previous = previousId ? readManifest(dir, previousId) : null;
  // A process's first build of this dealer (a one-off build, `stock apply` without a server) takes
  // the unchanged records' cars from the previous build's snapshot instead of validating every
  // record. The records are digested first and those the snapshot holds let go before it is read,
  // so the raw records and the snapshot's cars are never held at once.
  let digested: DigestedRecord[] | null = null;
  if (previous && input.parseCache.empty && previous.digests.code === input.codeDigest && baseBuildId(paths, slug) === previous.buildId) {
    const known = new Set(Object.values(previous.cars).map((car) => car.doc));
    digested = digestRecords(docs).map((r) => (known.has(r.digest) ? { digest: r.digest, record: null, gone: true } : r));
    docs = null;
    // The snapshot could not be read after all: the records are pulled again.
    if (!seedFromBase(input.parseCache, paths, previous)) [digested, docs] = [null, await pull()];
  }
  mark('manifest');
  // Let go once the snapshot and the changes hold its cars: an async function keeps its locals while
  // it waits for the render processes (at 20,000 cars the driver held ~150 MB of cars through a full build).
  let stock: ParsedWithDigests | null = digested ? input.parseCache.parseDigested(digested, slug) : input.parseCache.parse(docs!, slug);
  const { rejected, dropped, digests: docDigests } = stock;
  const carCount = stock.cars.length;
  if (!input.keepParsed) input.parseCache.clear();
  // The raw records are not needed past here (the parse cache knows them weakly): let them go.
  docs = null;
  digested = null;
  for (const r of rejected) log(`  ! ${formatRejection(r)}`);
  for (const d of dropped) log(`  ! ${formatDroppedField(d)}`);
  mark('parse');

  const dealerIn = dealerInputs(dealer, paths.root);
  const carsById = carRecords(
    stock.cars.map((car) => ({ id: car.id, slug: car.slug, doc: docDigests.get(car.id)!, timeState: carTimeState(car, dealer.config, at) })),
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
    const files = manifestFiles(previous).length;
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
  const meta: Omit<SiteSnapshot, 'cars'> = {
    buildId: input.buildId,
    builtAt,
    dealer,
    logoSvg: dealerIn.logoSvg,
    stockUpdatedAt: stockTime,
    carKeys: Object.fromEntries(Object.entries(carsById).map(([id, r]) => [id, r.key])),
    carChangedAt: Object.fromEntries(Object.entries(carsById).map(([id, r]) => [id, r.changedAt])),
  };
  // Held only until written: a one-off build's render processes then have the memory.
  let snapshot: SiteSnapshot | null = { ...meta, cars: stock.cars };
  const snapshotPath = path.join(paths.cache, 'snapshots', slug, `${input.buildId}.json`);
  fs.mkdirSync(path.dirname(snapshotPath), { recursive: true });
  const writeSnapshot = async () => {
    const started = performance.now();
    await writeSnapshotFile(snapshotPath, snapshot!);
    snapshot = null;
    // A one-off build only: a long-running server (which keeps the parsed stock) would stall its
    // answers for the collection, and its memory is not the render processes' to take.
    if (!input.keepParsed) collectDriverGarbage();
    timings['snapshot'] = Math.round(performance.now() - started);
  };
  // The base (the previous build's snapshot) holds the previous build's car keys and change times:
  // the delta carries only those that differ.
  const differing = (pick: (id: string) => string | undefined, values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).filter(([id, value]) => pick(id) !== value));
  const { carKeys, carChangedAt, ...shared } = meta;
  const delta: SnapshotDelta | null =
    mode === 'incremental' && previous
      ? {
          baseBuildId: previous.buildId,
          snapshot: shared,
          carIds: stock.cars.map((c) => c.id),
          changed: stock.cars.filter((c) => previous.cars[c.id]?.doc !== carsById[c.id]!.doc),
          carKeys: differing((id) => previous.cars[id]?.key, carKeys),
          carChangedAt: differing((id) => previous.cars[id]?.changedAt, carChangedAt),
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
      focus:
        mode === 'incremental' && previous && previous.digests.dealer === digests.dealer
          ? Object.entries(carsById)
              .filter(([id, r]) => previous.cars[id]?.key !== r.key)
              .map(([id]) => id)
          : null,
    };
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

    const pageFiles = new Set(Object.values(result.pages).map((p) => p.file));
    const dealerFiles = dealerIn.publicFiles.filter((f) => !pageFiles.has(f));
    const dealerChanged = mode === 'full' || !previous || previous.digests.dealer !== digests.dealer;
    if (dealerChanged && dealerIn.publicDir) for (const file of dealerFiles) copyFresh(path.join(dealerIn.publicDir, file), path.join(workDir, file));
    writeFresh(path.join(workDir, BUILD_INFO_FILE), JSON.stringify({ buildId: input.buildId, stockUpdatedAt: stockTime }));
    const taken = new Set([...pageFiles, ...dealerFiles, BUILD_INFO_FILE]);
    const assets = mode === 'incremental' && previous ? previous.assets.filter((f) => !taken.has(f)) : listFiles(workDir).filter((f) => !taken.has(f));
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
        pages: Object.keys(result.pages).length,
        rendered: result.rendered,
        removed: result.removed,
        reusedPages: result.reused,
        seconds: (performance.now() - started) / 1000,
        timings,
      },
    };
    fs.renameSync(workDir, finalDir);
    writeManifest(dir, manifest);
    if (input.stage) stage(slug, input.buildId, release);
    else promote(slug, input.buildId, release);
    mark('finish');
    // The next build's warm render processes start from this snapshot: the base's lines with the
    // changed cars' replaced, or (that base gone or out of order) every car written again.
    if (result.snapshotPending) {
      const patched =
        delta !== null &&
        (await patchSnapshotFile(baseSnapshotPath(paths, slug), snapshotPath, meta, {
          baseBuildId: delta.baseBuildId,
          carIds: delta.carIds,
          changed: new Map(delta.changed.map((car) => [car.id, car])),
        }));
      if (patched) snapshot = null;
      else await writeSnapshot();
    }
    fs.renameSync(snapshotPath, baseSnapshotPath(paths, slug));

    const files = manifestFiles(manifest).length;
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
  } finally {
    for (const file of [snapshotPath, `${snapshotPath}.tmp`]) fs.rmSync(file, { force: true });
  }
}

/** The build id of the dealer's kept base snapshot (its first line only), or null without one. */
function baseBuildId(paths: WorkPaths, slug: string): string | null {
  try {
    return readSnapshotMeta(baseSnapshotPath(paths, slug)).buildId;
  } catch {
    return null;
  }
}

/** Seeds the parse cache with the cars of the previous build's snapshot (kept as the base of the next build); false when it cannot be read. */
function seedFromBase(cache: StockParseCache, paths: WorkPaths, previous: BuildManifest): boolean {
  let base: SiteSnapshot;
  try {
    base = readSnapshotFile(baseSnapshotPath(paths, previous.slug));
  } catch {
    return false;
  }
  if (base.buildId !== previous.buildId) return false;
  cache.seed(base.cars.flatMap((car) => (previous.cars[car.id] ? [{ digest: previous.cars[car.id]!.doc, car }] : [])));
  return true;
}

/**
 * Every process works out the aggregates and lists the paths before rendering its share, so a
 * build that changes a few cars renders in one (the server's warm one): a second would only
 * compete with it for a core.
 */
const SMALL_CHANGE_CARS = 20;

function shardsFor(available: number, delta: SnapshotDelta | null, previous: BuildManifest | null): number {
  if (delta && previous) {
    const kept = new Set(delta.carIds);
    const gone = Object.keys(previous.cars).filter((id) => !kept.has(id)).length;
    if (delta.changed.length + gone <= SMALL_CHANGE_CARS) return 1;
  }
  return Math.max(1, available);
}
