import fs from 'node:fs';
import path from 'node:path';
import { baseSnapshotPath } from './build-snapshot.ts';
import { digest } from '../plan/digest.ts';
import { finishedBuilds, manifestPath, readManifest, type BuildManifest } from '../plan/manifest.ts';
import { RenderWorkerPool, type WarmBase } from '../render/render-workers.ts';
import { bundleReady, renderBundleDir } from '../render/shared-bundle.ts';
import { readSnapshotMeta } from '../../site-data/snapshot-file.ts';
import type { WorkPaths } from '../work-dir.ts';

/** Whoever keeps the render processes (a build session). */
type PoolHolder = { workers: RenderWorkerPool | null };

/**
 * A one-off command's incremental build renders in a render process started as the build begins:
 * it imports the bundle and reads the previous build's snapshot while the build reads the stock,
 * then takes the changes only (the snapshot file is written after the build is live). Not when the
 * code changed since the previous build (a full build: a new bundle).
 */
export function startLeanWorker(paths: WorkPaths, slug: string, code: string, holder: PoolHolder): void {
  const { manifest, held } = newestBase(paths, slug);
  if (!manifest || !held || manifest.digests.code !== code) return;
  holder.workers ??= new RenderWorkerPool(paths);
  holder.workers.warm(slug, renderBundleDir(paths, manifest.digests.bundle), manifest.digests.bundle, 1, held, { rehearse: false, changed: manifest.buildId });
}

/**
 * Starts the lean render process of every dealer whose kept base snapshot holds one of `carIds`,
 * before the command works out which dealers the change affects and reads their stock (at 20,000
 * cars, reading the index alone takes ~0.8 s). Reads only each base's first line; the build's own
 * `startLeanWorker` then finds the process running. A dealer the change turns out not to affect,
 * or whose build is a full one, leaves its process to be stopped with the session.
 */
export function startLeanWorkersFor(paths: WorkPaths, carIds: readonly string[], code: string, holder: PoolHolder): void {
  const bundleKey = digest(code);
  if (carIds.length === 0 || !bundleReady(paths, bundleKey)) return;
  let slugs: string[];
  try {
    slugs = fs.readdirSync(paths.builds);
  } catch {
    return;
  }
  for (const slug of slugs) {
    const file = baseSnapshotPath(paths, slug);
    let meta;
    try {
      meta = readSnapshotMeta(file);
    } catch {
      continue;
    }
    const dir = path.join(paths.builds, slug);
    if (!carIds.some((id) => Object.hasOwn(meta.carKeys, id)) || finishedBuilds(dir).at(-1) !== meta.buildId) continue;
    holder.workers ??= new RenderWorkerPool(paths);
    holder.workers.warm(
      slug,
      renderBundleDir(paths, bundleKey),
      bundleKey,
      1,
      { file, buildId: meta.buildId, manifest: manifestPath(dir, meta.buildId) },
      { rehearse: false, changed: meta.buildId },
    );
  }
}

/** The dealer's newest finished build and, when its snapshot is kept, what a warm process starts from. */
export function newestBase(paths: WorkPaths, slug: string): { manifest: BuildManifest | null; held: WarmBase | null } {
  const dir = path.join(paths.builds, slug);
  const newest = finishedBuilds(dir).at(-1);
  const manifest = newest ? readManifest(dir, newest) : null;
  const base = baseSnapshotPath(paths, slug);
  if (!manifest || !fs.existsSync(base)) return { manifest, held: null };
  return { manifest, held: { file: base, buildId: manifest.buildId, manifest: manifestPath(dir, manifest.buildId) } };
}
