import crypto from 'node:crypto';
import { urlPathOf } from './object-headers.ts';

/**
 * Cache tags for a CDN that purges by tag (Cloudflare's `purge_cache` with `tags`, `publish.purge.by:
 * tag`). Each object carries, in its `cache-tag` metadata (served as the `Cache-Tag` response header
 * by the Worker in front of the bucket, docs/publishing.md):
 * - its own tag, `u-<hash of its URL path>`, so any one object can be purged by tag;
 * - `c-<slug>` for every car it shows: a page linking `/cars/<slug>/` (a listing, a similar-cars strip)
 *   and every file under `cars/<slug>/`.
 * A price change then purges every page showing the car with the one tag of that car.
 */

/**
 * S3 allows 2 KB of user metadata an object; Cloudflare reads 16 KB of Cache-Tag. Car tags past this
 * many bytes are left off (the page keeps its own tag, so a purge still reaches it).
 */
const MAX_TAG_BYTES = 1800;

/** The tag only this URL path carries. */
export function ownTag(urlPath: string): string {
  return `u-${crypto.createHash('sha256').update(urlPath).digest('hex').slice(0, 16)}`;
}

const carTag = (slug: string) => `c-${slug}`;
const CAR_FOLDER = /^cars\/([a-z0-9][a-z0-9-]*)\//;
const CAR_LINK = /(?:href|src)="\/cars\/([a-z0-9][a-z0-9-]*)\//g;

/** The tags of one file of the site, comma-separated (the Cache-Tag header's form). */
export function cacheTagsOf(file: string, body: Buffer): string {
  const tags = [ownTag(urlPathOf(file))];
  const cars = new Set<string>();
  const own = CAR_FOLDER.exec(file)?.[1];
  if (own) cars.add(own);
  if (file.endsWith('.html')) for (const match of body.toString('utf8').matchAll(CAR_LINK)) cars.add(match[1]!);
  let bytes = tags[0]!.length;
  for (const slug of [...cars].sort()) {
    const tag = carTag(slug);
    if (bytes + 1 + tag.length > MAX_TAG_BYTES) break;
    tags.push(tag);
    bytes += 1 + tag.length;
  }
  return tags.join(',');
}

/**
 * What one purge sends to a CDN that purges by tag: the tags of the cars whose own pages changed
 * (each reaching every cached page that showed the car), plus the own tag of every other URL owed a
 * purge. `tagsOf` gives the tags the CDN holds a URL's cached copy under (the published manifest's,
 * from before this publish); a URL published without tags (before the switch) is purged by URL.
 */
export function tagPurge(urlPaths: readonly string[], tagsOf: (urlPath: string) => string | undefined): { tags: string[]; urls: string[] } {
  const changedCars = new Set<string>();
  for (const url of urlPaths) {
    const slug = /^\/cars\/([a-z0-9][a-z0-9-]*)\/$/.exec(url)?.[1];
    if (slug) changedCars.add(carTag(slug));
  }
  const tags = new Set<string>();
  const urls: string[] = [];
  for (const url of urlPaths) {
    const held = tagsOf(url);
    if (held === undefined) {
      urls.push(url);
      continue;
    }
    const own = held.split(',');
    const car = own.find((tag) => changedCars.has(tag));
    tags.add(car ?? ownTag(url));
  }
  return { tags: [...tags].sort(), urls };
}
