import fs from 'node:fs';
import path from 'node:path';

/**
 * Where a build reads code and writes output. `root` is the repository (source, dealers, sample
 * feed); `work` holds builds/, dist/ and .cache/ (snapshots, Astro caches, render bundles, the
 * embedded index, webhook deliveries). FORECOURT_WORK_DIR moves `work` elsewhere so tests and
 * benchmarks never touch the repository's own builds; FORECOURT_INDEX_DIR moves the embedded index and
 * FORECOURT_DEALERS_DIR the dealer folders (as the server's config reads it: src/server/server-config.ts).
 */
export type WorkPaths = {
  root: string;
  work: string;
  dealers: string;
  builds: string;
  dist: string;
  cache: string;
  indexDir: string;
};

type Env = Readonly<Record<string, string | undefined>>;

export function workPaths(options: { root?: string | undefined; work?: string | undefined; env?: Env } = {}): WorkPaths {
  const env = options.env ?? process.env;
  const root = path.resolve(options.root ?? process.cwd());
  const work = path.resolve(root, options.work ?? env['FORECOURT_WORK_DIR'] ?? root);
  const cache = path.join(work, '.cache');
  return {
    root,
    work,
    dealers: path.resolve(root, env['FORECOURT_DEALERS_DIR'] ?? 'dealers'),
    builds: path.join(work, 'builds'),
    dist: path.join(work, 'dist'),
    cache,
    indexDir: path.resolve(root, env['FORECOURT_INDEX_DIR'] ?? path.join(cache, 'index')),
  };
}

/**
 * Prepares a work directory outside the repository: render bundles and Astro's prerender output
 * live under it and import packages by name, so it gets a node_modules link to the repository's.
 */
export function ensureWorkDir(paths: WorkPaths): void {
  fs.mkdirSync(paths.cache, { recursive: true });
  if (paths.work === paths.root) return;
  const link = path.join(paths.work, 'node_modules');
  if (!fs.existsSync(link)) fs.symlinkSync(path.join(paths.root, 'node_modules'), link, 'dir');
}
