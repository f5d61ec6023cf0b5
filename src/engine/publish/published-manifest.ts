import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { z } from 'zod';
import type { PublishTarget, WriteCondition } from './publish-target.ts';

/**
 * What the bucket holds, kept in the bucket beside the site (so a fresh CI runner needs no listing
 * of 80,000 objects): each file's content hash and the headers it was stored with. It is rewritten
 * as a publish goes (publish-site.ts), only ever claiming what the bucket already has: a publish
 * killed part-way leaves it true, and the next run uploads what is still missing.
 */
/** A published file: [content hash, Content-Type, Cache-Control] and, when the CDN purges by tag, its cache tags. */
export type PublishedEntry = [string, string, string] | [string, string, string, string];

function isEntry(entry: unknown): entry is PublishedEntry {
  return Array.isArray(entry) && (entry.length === 3 || entry.length === 4) && entry.every((part) => typeof part === 'string');
}

const PublishedManifestSchema = z.object({
  version: z.literal(1),
  slug: z.string(),
  /** The build last published in full; null until one is. */
  buildId: z.string().nullable(),
  /** The build being published when this was written (the same as buildId once complete). */
  publishing: z.string(),
  complete: z.boolean(),
  updatedAt: z.string(),
  /**
   * Site path → [content hash, Content-Type, Cache-Control, and its cache tags when the CDN purges by
   * tag (cache-tags.ts)]. Checked entry by entry in `isEntry` rather than by zod: at 80,000 files zod
   * took as long again as parsing the JSON, on every publish of a one-car change.
   */
  files: z.custom<Record<string, PublishedEntry>>((files) => typeof files === 'object' && files !== null && Object.values(files).every(isEntry)),
  /** Objects whose deletion was started: treated as gone, deleted again if still unwanted. */
  deleting: z.array(z.string()),
  /** URL paths changed in the bucket whose purge has not been confirmed. */
  purging: z.array(z.string()),
});

export type PublishedManifest = z.infer<typeof PublishedManifestSchema>;

/** The manifest's key: beside the site's own files, under a folder no build writes. */
function manifestKey(prefix: string): string {
  return `${prefix}.forecourt/published.json.gz`;
}

export function emptyManifest(slug: string, buildId: string): PublishedManifest {
  return { version: 1, slug, buildId: null, publishing: buildId, complete: false, updatedAt: new Date().toISOString(), files: {}, deleting: [], purging: [] };
}

/**
 * The manifest this process last read or wrote per target and prefix, with the ETag the bucket gave
 * it: a server publishing change after change asks the bucket only whether the manifest is still
 * that one (a conditional GET, answered 304 with no body) instead of downloading and parsing ~80,000
 * entries each time. Kept as written (a copy): the publish mutating its own state does not change it.
 */
const remembered = new Map<string, { etag: string; manifest: PublishedManifest }>();
const rememberedKey = (target: PublishTarget, prefix: string) => `${target.label}\u0000${prefix}`;

function remember(target: PublishTarget, prefix: string, etag: string | null, manifest: PublishedManifest): void {
  if (etag) remembered.set(rememberedKey(target, prefix), { etag, manifest });
  else remembered.delete(rememberedKey(target, prefix));
}

/** A manifest as read: its ETag (null when there is none, or the store sent none) for the conditional write that replaces it. */
export type ReadManifest = { manifest: PublishedManifest | null; read: 'downloaded' | 'unchanged'; etag: string | null };

/**
 * The published manifest, or null when the target has none (never published, or an unreadable one:
 * everything is uploaded again). `read` says whether its bytes came from the bucket or the bucket
 * confirmed by ETag the copy this process holds. A manifest whose tail (deletions and purge) this
 * machine finished after writing it (`settle`, remembered in memory and in `settledNote`) comes back
 * with that tail cleared. The caller may not change what it returns.
 */
export async function readPublished(target: PublishTarget, prefix: string, settledNote?: string): Promise<ReadManifest> {
  const held = remembered.get(rememberedKey(target, prefix));
  const got = await target.get(manifestKey(prefix), held ? { ifNoneMatch: held.etag } : {});
  if (got === 'unchanged' && held) return { manifest: held.manifest, read: 'unchanged', etag: held.etag };
  remembered.delete(rememberedKey(target, prefix));
  if (!got || got === 'unchanged') return { manifest: null, read: 'downloaded', etag: null };
  let manifest: PublishedManifest | null = null;
  try {
    const parsed = PublishedManifestSchema.safeParse(JSON.parse(zlib.gunzipSync(got.body).toString('utf8')));
    manifest = parsed.success ? parsed.data : null;
  } catch {
    manifest = null;
  }
  if (manifest && got.etag && settledNote && readNote(settledNote)[prefix] === got.etag) manifest = { ...manifest, deleting: [], purging: [] };
  if (manifest) remember(target, prefix, got.etag, manifest);
  return { manifest, read: 'downloaded', etag: got.etag };
}

/**
 * Writes the manifest if `condition` holds (If-Match the ETag it replaces, or If-None-Match `*` for
 * the first): PreconditionFailed when another publisher wrote it since. Its new ETag.
 */
export async function writePublished(
  target: PublishTarget,
  prefix: string,
  manifest: PublishedManifest,
  condition: WriteCondition | undefined,
): Promise<string | null> {
  const written: PublishedManifest = { ...manifest, files: { ...manifest.files }, updatedAt: new Date().toISOString() };
  // Level 1: as small as level 6 here (the content hashes do not compress) in 60% of the time.
  const body = zlib.gzipSync(JSON.stringify(written), { level: 1 });
  remembered.delete(rememberedKey(target, prefix));
  const { etag } = await target.put(manifestKey(prefix), body, { contentType: 'application/gzip', cacheControl: 'no-store' }, condition);
  remember(target, prefix, etag, written);
  return etag;
}

/**
 * The manifest with this ETag has had its tail done: the deletions it lists as `deleting` are
 * deleted and the URLs it lists as `purging` purged. Remembered in this process and in
 * `settledNote` (a file of this machine's cache: a CI runner restores it) so that the next publish
 * reading that same manifest does not delete and purge them again. A manifest with another ETag
 * (another publisher's, or none in the note) is taken as it says: its tail is done again, which is
 * harmless (deleting a deleted key is no error) and costs only those purges once more.
 */
export function settle(target: PublishTarget, prefix: string, etag: string | null, settledNote?: string): void {
  if (!etag) return;
  const held = remembered.get(rememberedKey(target, prefix));
  if (held?.etag === etag) remember(target, prefix, etag, { ...held.manifest, deleting: [], purging: [] });
  if (!settledNote) return;
  fs.mkdirSync(path.dirname(settledNote), { recursive: true });
  fs.writeFileSync(settledNote, JSON.stringify({ ...readNote(settledNote), [prefix]: etag }));
}

function readNote(file: string): Record<string, string> {
  try {
    const note: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return typeof note === 'object' && note !== null ? (note as Record<string, string>) : {};
  } catch {
    return {};
  }
}
