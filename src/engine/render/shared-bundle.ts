import fs from 'node:fs';
import path from 'node:path';
import { readBundleMeta } from './astro-bundle.ts';
import type { BundleJob } from './child-job.ts';
import { runJob } from './render-workers.ts';
import { listFiles } from '../release/link-tree.ts';
import type { WorkPaths } from '../work-dir.ts';

/**
 * One render bundle for every dealer. Astro's build reads nothing of a dealer (pages learn the
 * dealer from the snapshot when rendered, and none reads `Astro.site`), so the bundle and the static
 * files Vite writes (client islands, CSS, the shared public/ files) are made once per code digest,
 * in one process, instead of once per dealer — each Vite build costs seconds of CPU and about
 * 700 MB while it runs. Kept at `.cache/astro/bundles/<key>/` and never changed once there, so a
 * render process of one dealer may import it while another build makes the next.
 */
export type SharedBundle = {
  key: string;
  /** The render bundle (astro-bundle.ts): what render processes import. */
  renderDir: string;
  /** Vite's static output, hard-linked into each full build. */
  staticDir: string;
  staticFiles: string[];
};

/** Bundles kept besides the newest: a running server's render processes may still use them. */
const KEEP_OLDER = 2;

const making = new Map<string, Promise<SharedBundle>>();

function bundleRoot(paths: WorkPaths, key: string): string {
  return path.join(paths.cache, 'astro', 'bundles', key);
}

/** Where the render bundle for `key` is (or will be). */
export function renderBundleDir(paths: WorkPaths, key: string): string {
  return path.join(bundleRoot(paths, key), 'render');
}

/** True when the bundle for `key` is complete on disk. */
export function bundleReady(paths: WorkPaths, key: string): boolean {
  return readBundleMeta(renderBundleDir(paths, key), key) !== null;
}

/** The bundle for `key`, made (once per process, whatever the number of dealers waiting) when missing. */
export function sharedBundle(paths: WorkPaths, key: string): Promise<SharedBundle> {
  let pending = making.get(key);
  if (!pending) {
    pending = makeBundle(paths, key);
    making.set(key, pending);
    pending.catch(() => making.delete(key));
  }
  return pending;
}

async function makeBundle(paths: WorkPaths, key: string): Promise<SharedBundle> {
  const root = bundleRoot(paths, key);
  if (!bundleReady(paths, key)) {
    // Made aside and renamed into place, so a bundle folder is always complete.
    const partial = `${root}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(partial, { recursive: true });
    const job: BundleJob = {
      buildBundle: true,
      root: paths.root,
      cacheDir: path.join(paths.cache, 'astro', 'vite'),
      bundleDir: path.join(partial, 'render'),
      bundleKey: key,
      outDir: path.join(partial, 'static'),
    };
    const jobFile = path.join(partial, 'job.json');
    fs.writeFileSync(jobFile, JSON.stringify(job));
    try {
      await runJob(paths, jobFile, null, new Set());
      fs.rmSync(jobFile);
      try {
        fs.renameSync(partial, root);
      } catch (error) {
        // Another process made the same bundle meanwhile: theirs is as good.
        if (!bundleReady(paths, key)) throw error;
      }
    } finally {
      fs.rmSync(partial, { recursive: true, force: true });
    }
    retireBundles(paths, key);
  }
  const staticDir = path.join(root, 'static');
  return { key, renderDir: renderBundleDir(paths, key), staticDir, staticFiles: listFiles(staticDir) };
}

/** Deletes all but the newest bundles, and the per-dealer bundles older versions kept beside them. */
function retireBundles(paths: WorkPaths, current: string): void {
  const astro = path.join(paths.cache, 'astro');
  for (const name of fs.readdirSync(astro)) if (name !== 'bundles' && name !== 'vite') fs.rmSync(path.join(astro, name), { recursive: true, force: true });
  const dir = path.join(astro, 'bundles');
  const others = fs
    .readdirSync(dir)
    .filter((name) => name !== current && !name.includes('.partial-'))
    .map((name) => ({ name, at: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of others.slice(KEEP_OLDER)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}
