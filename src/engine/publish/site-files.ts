import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheTagsOf } from './cache-tags.ts';
import { objectHeaders } from './object-headers.ts';
import type { PublishedEntry } from './published-manifest.ts';

/**
 * The content hash and headers of each file of a build. A build's unchanged files are hard links to
 * the previous build's (release/link-tree.ts), so a file whose inode, size and time are known keeps
 * its hash: a change of one car hashes only the files it rewrote. The known hashes live in
 * .cache/publish/<slug>/hashes.json (and in memory for a long-running server), with the build they
 * describe: when that is the build this one was made from, the build's own record of what it wrote
 * (`BuildChanges`) says which files to look at, and the rest (80,000 files at 20,000 cars) are not
 * even statted.
 */
type Known = { ino: number; size: number; mtimeMs: number; entry: PublishedEntry };
type KnownFiles = { build: string | null; files: Map<string, Known> };

/**
 * What a build wrote, from its manifest: the build it was made from, and the files it wrote anew
 * (its rendered pages, its build files, its dealer files). Every other file is a hard link to the
 * previous build's.
 */
export type BuildChanges = { build: string; previous: string | null; written: ReadonlySet<string> | null };

const memory = new Map<string, KnownFiles>();

function loadKnown(cacheFile: string): KnownFiles {
  const held = memory.get(cacheFile);
  if (held) return held;
  const known: KnownFiles = { build: null, files: new Map() };
  try {
    const raw = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as { build?: string | null; files?: Record<string, Known> };
    // A cache written before the build was recorded is a bare map of files: each is statted.
    const files = raw.files && typeof raw.files === 'object' ? raw.files : (raw as Record<string, Known>);
    known.build = typeof raw.build === 'string' && raw.files ? raw.build : null;
    for (const [file, k] of Object.entries(files)) known.files.set(file, k);
  } catch {
    // no cache yet: every file is hashed
  }
  memory.set(cacheFile, known);
  return known;
}

/** Reads the known hashes into memory ahead of the first publish (a server starting: publish-stage.ts `warmPublish`). */
export function preloadSiteFiles(cacheFile: string): number {
  return loadKnown(cacheFile).files.size;
}

function hashOf(body: Buffer): string {
  return crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32);
}

/**
 * Each file's [hash, Content-Type, Cache-Control] and, with `tags` (a CDN purging by tag), its cache
 * tags; `hashed` counts the files read to work them out, `statted` those whose inode was checked.
 * With `changes` (the build's manifest), only the files it wrote are looked at when the known hashes
 * are the previous build's (or this build's own).
 */
export function siteFiles(
  dir: string,
  files: readonly string[],
  cacheFile: string,
  options: { tags?: boolean; changes?: BuildChanges } = {},
): { entries: Map<string, PublishedEntry>; hashed: number; statted: number; save: () => void } {
  const tags = options.tags === true;
  const known = loadKnown(cacheFile);
  const changes = options.changes;
  const trusted =
    changes !== undefined && known.build !== null && (known.build === changes.build || (changes.written !== null && known.build === changes.previous));
  const written = changes?.written ?? new Set<string>();
  const entries = new Map<string, PublishedEntry>();
  const next = new Map<string, Known>();
  let hashed = 0;
  let statted = 0;
  const sameBuild = trusted && known.build === changes.build;
  for (const file of files) {
    const was = known.files.get(file);
    const hasTags = was !== undefined && was.entry[3] !== undefined;
    let k: Known;
    if (was && trusted && hasTags === tags && (sameBuild || !written.has(file))) k = was;
    else {
      const full = path.join(dir, file);
      const stat = fs.statSync(full);
      statted++;
      if (was && was.ino === stat.ino && was.size === stat.size && was.mtimeMs === stat.mtimeMs && hasTags === tags) k = was;
      else {
        const body = fs.readFileSync(full);
        const headers = objectHeaders(file, body);
        const hash = hashOf(body);
        const entry: PublishedEntry = tags
          ? [hash, headers.contentType, headers.cacheControl, cacheTagsOf(file, body)]
          : [hash, headers.contentType, headers.cacheControl];
        k = { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, entry };
        hashed++;
      }
    }
    next.set(file, k);
    entries.set(file, k.entry);
  }
  const build = changes?.build ?? null;
  const described = known.build !== build;
  memory.set(cacheFile, { build, files: next });
  // Written when the caller says (after the purge): at 80,000 files the cache is ~12 MB of JSON,
  // which a one-car change would otherwise write between the stock webhook and the purge.
  const save = () => {
    if (hashed === 0 && !described) return;
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ build, files: Object.fromEntries(next) }));
    fs.renameSync(tmp, cacheFile);
  };
  return { entries, hashed, statted, save };
}
