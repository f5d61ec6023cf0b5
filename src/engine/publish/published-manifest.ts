import zlib from 'node:zlib';
import { z } from 'zod';
import type { PublishTarget } from './publish-target.ts';

/**
 * What the bucket holds, kept in the bucket beside the site (so a fresh CI runner needs no listing
 * of 80,000 objects): each file's content hash and the headers it was stored with. It is rewritten
 * as a publish goes (publish-site.ts), only ever claiming what the bucket already has: a publish
 * killed part-way leaves it true, and the next run uploads what is still missing.
 */
const PublishedManifestSchema = z.object({
  version: z.literal(1),
  slug: z.string(),
  /** The build last published in full; null until one is. */
  buildId: z.string().nullable(),
  /** The build being published when this was written (the same as buildId once complete). */
  publishing: z.string(),
  complete: z.boolean(),
  updatedAt: z.string(),
  /** Site path → [content hash, Content-Type, Cache-Control]. */
  files: z.record(z.string(), z.tuple([z.string(), z.string(), z.string()])),
  /** Objects whose deletion was started: treated as gone, deleted again if still unwanted. */
  deleting: z.array(z.string()),
  /** URL paths changed in the bucket whose purge has not been confirmed. */
  purging: z.array(z.string()),
});

export type PublishedManifest = z.infer<typeof PublishedManifestSchema>;
export type PublishedEntry = PublishedManifest['files'][string];

/** The manifest's key: beside the site's own files, under a folder no build writes. */
function manifestKey(prefix: string): string {
  return `${prefix}.forecourt/published.json.gz`;
}

export function emptyManifest(slug: string, buildId: string): PublishedManifest {
  return { version: 1, slug, buildId: null, publishing: buildId, complete: false, updatedAt: new Date().toISOString(), files: {}, deleting: [], purging: [] };
}

/** The published manifest, or null when the target has none (never published, or an unreadable one: everything is uploaded again). */
export async function readPublished(target: PublishTarget, prefix: string): Promise<PublishedManifest | null> {
  const body = await target.get(manifestKey(prefix));
  if (!body) return null;
  try {
    const parsed = PublishedManifestSchema.safeParse(JSON.parse(zlib.gunzipSync(body).toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function writePublished(target: PublishTarget, prefix: string, manifest: PublishedManifest): Promise<void> {
  const body = zlib.gzipSync(JSON.stringify({ ...manifest, updatedAt: new Date().toISOString() }), { level: 6 });
  await target.put(manifestKey(prefix), body, { contentType: 'application/gzip', cacheControl: 'no-store' });
}
