import fs from 'node:fs';
import path from 'node:path';
import { writeManifest, type BuildManifest } from '../plan/manifest.ts';
import type { BuildPlan } from '../plan/plan-build.ts';
import type { ChildResult } from '../render/child-job.ts';
import { copyFresh, listFiles, writeFresh } from './link-tree.ts';
import { promote, stage, type ReleasePaths } from './releases.ts';

/** A build id file every page's freshness line fetches: the stock time of the build being served. */
const BUILD_INFO_FILE = '_build.json';

export type ReleaseInput = {
  release: ReleasePaths;
  slug: string;
  buildId: string;
  /** The dealer's builds folder, where the manifest is written. */
  buildsDir: string;
  plan: BuildPlan;
  /** Assets and dealer files of the previous build (an incremental build keeps its assets list). */
  previous: BuildManifest | null;
  rendered: ChildResult;
  /** The rendered folder, and the build's final folder it is renamed to. */
  workDir: string;
  finalDir: string;
  dealerPublic: { dir: string | null; files: readonly string[] };
  createdAt: string;
  trigger: string;
  stage: boolean;
  started: number;
  timings: Record<string, number>;
  mark: (stage: string) => void;
};

/**
 * The release step: completes the rendered folder (the dealer's public files, the build info file),
 * renames it to the build's folder, makes it live (or staged), then writes the manifest that marks
 * the build finished. Returns the manifest and how many dealer files were copied.
 */
export async function releaseBuild(o: ReleaseInput): Promise<{ manifest: BuildManifest; copiedDealerFiles: number }> {
  const { plan, rendered, workDir } = o;
  const pageFiles = new Set<string>();
  let pageCount = 0;
  for (const pathname in rendered.pages) {
    pageFiles.add(rendered.pages[pathname]!.file);
    pageCount++;
  }
  const dealerFiles = o.dealerPublic.files.filter((f) => !pageFiles.has(f));
  const publicDir = o.dealerPublic.dir;
  const copy = plan.copyDealerFiles && publicDir !== null;
  if (copy) for (const file of dealerFiles) copyFresh(path.join(publicDir, file), path.join(workDir, file));
  writeFresh(path.join(workDir, BUILD_INFO_FILE), JSON.stringify({ buildId: o.buildId, stockUpdatedAt: plan.stockUpdatedAt }));
  const dealerFileSet = new Set(dealerFiles);
  const isAsset = (f: string) => !pageFiles.has(f) && !dealerFileSet.has(f) && f !== BUILD_INFO_FILE;
  const assets = plan.mode === 'incremental' && o.previous ? o.previous.assets.filter(isAsset) : listFiles(workDir).filter(isAsset);
  o.mark('files');

  const manifest: BuildManifest = {
    version: 2,
    slug: o.slug,
    buildId: o.buildId,
    createdAt: o.createdAt,
    previousBuildId: o.previous?.buildId ?? null,
    mode: plan.mode === 'incremental' ? 'incremental' : 'full',
    trigger: o.trigger,
    digests: plan.digests,
    stockUpdatedAt: plan.stockUpdatedAt,
    cars: plan.cars,
    pages: rendered.pages,
    assets,
    dealerFiles,
    buildFiles: [BUILD_INFO_FILE],
    stats: {
      pages: pageCount,
      rendered: rendered.rendered,
      removed: rendered.removed,
      reusedPages: rendered.reused,
      seconds: (performance.now() - o.started) / 1000,
      timings: o.timings,
    },
  };
  fs.renameSync(workDir, o.finalDir);
  // Released first, then the manifest that marks the build finished: a shopper need not wait for
  // it (~0.15 s at 20,000 cars). The folder is complete once renamed. A process killed between the
  // two leaves the build live with no manifest: the next build starts from the one before it.
  if (o.stage) stage(o.slug, o.buildId, o.release, { manifestFollows: true });
  else promote(o.slug, o.buildId, o.release, { manifestFollows: true });
  o.mark('release');
  await writeManifest(o.buildsDir, manifest);
  o.mark('finish');
  return { manifest, copiedDealerFiles: copy ? dealerFiles.length : 0 };
}

/** Releases the previous build again: nothing a page renders from changed since it. */
export function releaseAgain(o: { release: ReleasePaths; slug: string; buildId: string; stage: boolean }): void {
  if (o.stage) stage(o.slug, o.buildId, o.release);
  else promote(o.slug, o.buildId, o.release);
}
