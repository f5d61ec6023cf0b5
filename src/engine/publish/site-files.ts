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
 * .cache/publish/<slug>/hashes.json (and in memory for a long-running server).
 */
type Known = { ino: number; size: number; mtimeMs: number; entry: PublishedEntry };

const memory = new Map<string, Map<string, Known>>();

function loadKnown(cacheFile: string): Map<string, Known> {
  let known = memory.get(cacheFile);
  if (known) return known;
  known = new Map();
  try {
    for (const [file, k] of Object.entries(JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Record<string, Known>)) known.set(file, k);
  } catch {
    // no cache yet: every file is hashed
  }
  memory.set(cacheFile, known);
  return known;
}

function hashOf(body: Buffer): string {
  return crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32);
}

/**
 * Each file's [hash, Content-Type, Cache-Control] and, with `tags` (a CDN purging by tag), its cache
 * tags; `hashed` counts the files read to work them out.
 */
export function siteFiles(
  dir: string,
  files: readonly string[],
  cacheFile: string,
  options: { tags?: boolean } = {},
): { entries: Map<string, PublishedEntry>; hashed: number; save: () => void } {
  const tags = options.tags === true;
  const known = loadKnown(cacheFile);
  const entries = new Map<string, PublishedEntry>();
  const next = new Map<string, Known>();
  let hashed = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    const stat = fs.statSync(full);
    let k = known.get(file);
    if (!k || k.ino !== stat.ino || k.size !== stat.size || k.mtimeMs !== stat.mtimeMs || (k.entry[3] !== undefined) !== tags) {
      const body = fs.readFileSync(full);
      const headers = objectHeaders(file, body);
      const hash = hashOf(body);
      const entry: PublishedEntry = tags
        ? [hash, headers.contentType, headers.cacheControl, cacheTagsOf(file, body)]
        : [hash, headers.contentType, headers.cacheControl];
      k = { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, entry };
      hashed++;
    }
    next.set(file, k);
    entries.set(file, k.entry);
  }
  memory.set(cacheFile, next);
  // Written when the caller says (after the purge): at 80,000 files the cache is ~12 MB of JSON,
  // which a one-car change would otherwise write between the stock webhook and the purge.
  const save = () => {
    if (hashed === 0) return;
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(Object.fromEntries(next)));
    fs.renameSync(tmp, cacheFile);
  };
  return { entries, hashed, save };
}
