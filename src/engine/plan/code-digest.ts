import fs from 'node:fs';
import path from 'node:path';
import { digest, digestAll } from './digest.ts';

/** What every page is rendered by: a change to any of these re-renders every page of every dealer. */
const CODE_INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'] as const;

/** Code under src/ that no page can import (the import rules forbid it), so it renders nothing. */
const NOT_RENDERED = ['src/server/'];

/** Environment variables pages may read at build time (the browser's search-only settings). */
const CODE_ENV = ['MEILI_HOST', 'MEILI_SEARCH_KEY', 'MEILI_INDEX'] as const;

type StatEntry = [mtimeMs: number, size: number, ino: number, hash: string];
type StatCache = Record<string, StatEntry>;

/**
 * Digest of the code inputs under `root`. File contents are hashed once and remembered by
 * (mtime, size, inode) in `cacheFile`, as git's index does, so repeat builds only stat the files.
 */
export function codeDigest(root: string, cacheFile: string | null, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const previous = cacheFile ? readCache(cacheFile) : {};
  const next: StatCache = {};
  const parts: string[] = [];
  for (const file of listInputs(root)) {
    const stat = fs.statSync(path.join(root, file));
    const known = previous[file];
    const hash =
      known && known[0] === stat.mtimeMs && known[1] === stat.size && known[2] === stat.ino ? known[3] : digest(fs.readFileSync(path.join(root, file)));
    next[file] = [stat.mtimeMs, stat.size, stat.ino, hash];
    parts.push(file, hash);
  }
  for (const name of CODE_ENV) parts.push(name, env[name] ?? '');
  if (cacheFile) writeCache(cacheFile, previous, next);
  return digestAll(parts);
}

function listInputs(root: string): string[] {
  const files: string[] = [];
  for (const input of CODE_INPUTS) {
    const full = path.join(root, input);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isFile()) {
      files.push(input);
      continue;
    }
    for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!NOT_RENDERED.some((folder) => file.startsWith(folder))) files.push(file);
    }
  }
  return files.sort();
}

function readCache(file: string): StatCache {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StatCache;
  } catch {
    return {};
  }
}

function writeCache(file: string, previous: StatCache, next: StatCache): void {
  const keys = Object.keys(next);
  if (keys.length === Object.keys(previous).length && keys.every((k) => previous[k]?.join() === next[k]!.join())) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(next));
  fs.renameSync(tmp, file);
}

export type CodeDigestWatcher = { digest(): string; close(): void };

/**
 * For a long-running process (the server's rebuild queue): `codeDigest`, worked out again only after
 * a code input changed (fs.watch) instead of for every build, where statting some 3,000 files took
 * 40-80 ms of each price change. Where watching fails, it is worked out every time.
 */
export function codeDigestWatcher(root: string, cacheFile: string): CodeDigestWatcher {
  let known: string | null = null;
  let watching = true;
  const watchers: fs.FSWatcher[] = [];
  const changed = () => {
    known = null;
  };
  const close = () => {
    for (const watcher of watchers.splice(0)) watcher.close();
  };
  try {
    for (const input of CODE_INPUTS) {
      const full = path.join(root, input);
      const stat = fs.statSync(full, { throwIfNoEntry: false });
      if (stat?.isDirectory()) watchers.push(fs.watch(full, { recursive: true, persistent: false }, changed));
    }
    // The files at the top (an editor may replace one by renaming another over it): their folder,
    // not recursively, and only their names.
    const files = new Set<string>(CODE_INPUTS.filter((input) => !fs.statSync(path.join(root, input), { throwIfNoEntry: false })?.isDirectory()));
    watchers.push(
      fs.watch(root, { persistent: false }, (_event, name) => {
        if (name === null || files.has(name)) changed();
      }),
    );
    for (const watcher of watchers)
      watcher.on('error', () => {
        watching = false;
        close();
      });
  } catch {
    watching = false;
    close();
  }
  return {
    digest: () => (watching && known !== null ? known : (known = codeDigest(root, cacheFile))),
    close,
  };
}
