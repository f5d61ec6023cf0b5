import fs from 'node:fs';
import path from 'node:path';

/**
 * Every build of a dealer lives in builds/<slug>/<buildId>/ and is never changed after it finishes.
 * dist/<slug> is a symlink to the live build, swapped by rename so the switch is atomic: a reader
 * sees the old build or the new one, never a mix, and a build killed half-way changes nothing live.
 */
export type ReleasePaths = { root: string };

export const defaultPaths: ReleasePaths = { root: process.cwd() };

export function buildsDir(slug: string, p = defaultPaths): string {
  return path.join(p.root, 'builds', slug);
}

export function buildDir(slug: string, buildId: string, p = defaultPaths): string {
  return path.join(buildsDir(slug, p), buildId);
}

export function liveLink(slug: string, p = defaultPaths): string {
  return path.join(p.root, 'dist', slug);
}

/** Points `link` at `target` atomically (symlink to a temp name, then rename over the link). */
export function swapLink(link: string, target: string): void {
  fs.mkdirSync(path.dirname(link), { recursive: true });
  const tmp = `${link}.tmp-${process.pid}-${Date.now()}`;
  fs.symlinkSync(path.relative(path.dirname(link), target), tmp, 'dir');
  const existing = fs.lstatSync(link, { throwIfNoEntry: false });
  if (existing && !existing.isSymbolicLink()) fs.rmSync(link, { recursive: true, force: true });
  fs.renameSync(tmp, link);
}

/** The build id a link points at, or null. */
export function linkedBuild(link: string): string | null {
  try {
    return path.basename(fs.readlinkSync(link));
  } catch {
    return null;
  }
}

export function liveBuild(slug: string, p = defaultPaths): string | null {
  return linkedBuild(liveLink(slug, p));
}

export function promote(slug: string, buildId: string, p = defaultPaths): void {
  const target = buildDir(slug, buildId, p);
  if (!fs.existsSync(path.join(target, 'index.html'))) {
    throw new Error(`${slug}: build ${buildId} is not a finished build (no index.html)`);
  }
  swapLink(liveLink(slug, p), target);
}
