import fs from 'node:fs';
import { manifestFiles, manifestPath, type BuildManifest } from '../plan/manifest.ts';
import type { BuildPlan } from '../plan/plan-build.ts';
import { linkTree, removeFile } from '../release/link-tree.ts';
import { takeSpareWhenReady } from '../release/spare-tree.ts';
import type { WorkPaths } from '../work-dir.ts';
import type { ChildJob, ChildResult, SnapshotDelta } from './child-job.ts';
import type { RenderWorkerPool } from './render-workers.ts';
import { renderInShards, shardsFor } from './render-shards.ts';
import { renderBundleDir, sharedBundle } from './shared-bundle.ts';

export type RenderBuildInput = {
  paths: WorkPaths;
  slug: string;
  plan: BuildPlan;
  /** The previous build's manifest and folder (the plan's `previousBuildId`), or null. */
  previous: { manifest: BuildManifest; dir: string; buildsDir: string } | null;
  /** The folder to render into (renamed to the build's folder by the release step). */
  workDir: string;
  site: string;
  snapshot: { file: string; delta: SnapshotDelta | null; write: () => Promise<void> };
  /** Render processes available; a small change of a previous build uses one. */
  shards: number;
  workers: RenderWorkerPool | null;
  waitForWarm: boolean;
  keepParsed: boolean;
  /** Records a stage's time (build-one-dealer.ts). */
  mark: (stage: string) => void;
};

/**
 * The render step: makes the build's folder (a hard-linked copy of the previous build's for an
 * incremental build, the shared bundle's static files otherwise) and renders the plan's pages into
 * it. The result's `pages` holds every page of the build, `rendered` and `removed` the paths that
 * changed.
 */
export async function renderBuild(o: RenderBuildInput): Promise<ChildResult> {
  const { plan, previous, workDir } = o;
  fs.rmSync(workDir, { recursive: true, force: true });
  if (plan.mode === 'incremental' && previous) {
    if (!(await takeSpareWhenReady(previous.buildsDir, previous.manifest.buildId, workDir)))
      await linkTree(previous.dir, workDir, manifestFiles(previous.manifest));
    for (const file of plan.dropFromClone) removeFile(workDir, file);
  } else {
    const bundle = await sharedBundle(o.paths, plan.digests.bundle);
    // Made by this build or another dealer's: the time this build waited for it.
    o.mark('bundle');
    await linkTree(bundle.staticDir, workDir, bundle.staticFiles);
  }
  o.mark('tree');

  const reused = plan.carryOver && previous ? previous : null;
  const { digests } = plan;
  const job: Omit<ChildJob, 'shard' | 'resultFile'> = {
    bundleDir: renderBundleDir(o.paths, digests.bundle),
    bundleKey: digests.bundle,
    snapshotPath: o.snapshot.file,
    outDir: workDir,
    site: o.site,
    digests: { code: digests.code, dealer: digests.dealer, stock: digests.stock, date: digests.date },
    stockUpdatedAt: plan.stockUpdatedAt,
    previous: reused ? { dir: reused.dir, manifest: manifestPath(reused.buildsDir, reused.manifest.buildId), cloned: plan.carryOver!.cloned } : null,
    focus: plan.focus,
  };
  const { delta } = o.snapshot;
  // A one-off command's render process holding the base takes the changes: the snapshot file is
  // written meanwhile, as the command ends only once it is. A server writes it once the build is
  // live (its warm render process's build is short, and the write would compete with it).
  if (delta && !o.keepParsed) void o.snapshot.write().catch(() => {});
  const changes = plan.carChanges;
  return renderInShards(o.paths, job, {
    slug: o.slug,
    shards: shardsFor(o.shards, delta ? changes.added.length + changes.changed.length + changes.removed.length : null),
    stem: o.snapshot.file,
    pool: o.workers,
    waitForWarm: o.waitForWarm,
    delta,
    previousPages: reused?.manifest.pages ?? null,
    writeSnapshot: o.snapshot.write,
  });
}
