import { isHashedFile, urlPathOf } from './object-headers.ts';
import type { PublishedEntry, PublishedManifest } from './published-manifest.ts';

/**
 * What one publish does, in the order that never lets a shopper reach a link to something missing
 * (object storage has no switch of many objects at once):
 * 1. files the bucket lacks (additions): nothing live links to them yet, so they go first: hashed
 *    assets, then other files (images, data), then pages, then the stock file and sitemap, and the
 *    entry pages (home, 404) and host files last, so a first publish's home page arrives once
 *    everything it links to is there;
 * 2. files whose bytes changed (replacements) in the same order: each then links only to files
 *    already there;
 * 3. deletions, once no new page links to them;
 * then the published manifest (publish-site.ts writes it as it goes) and the purge of exactly the
 * URLs replaced or deleted.
 */
export type PublishPlan = {
  additions: string[];
  replacements: string[];
  deletions: string[];
  /** Files already in the bucket with the same bytes and headers. */
  skipped: number;
  /** URL paths the CDN may hold an old copy of: the replaced and deleted files'. */
  purge: string[];
};

/** Files a host reads as its own configuration, written with the entry pages. */
const HOST_FILES = new Set(['_headers', '_redirects']);
/** What the pages point at for the stock of the moment: replaced after every page. */
const POINTER_FILES = new Set(['_stock/current.json', 'sitemap.xml', 'robots.txt', '_build.json']);
const ENTRY_PAGES = new Set(['index.html', '404.html']);

/** 0 hashed assets, 1 other files, 2 pages, 3 the stock file and sitemap, 4 entry pages and host files. */
function publishRank(file: string): number {
  if (isHashedFile(file)) return 0;
  if (ENTRY_PAGES.has(file) || HOST_FILES.has(file)) return 4;
  if (POINTER_FILES.has(file)) return 3;
  if (file.endsWith('.html')) return 2;
  return 1;
}

/** Files already in publish order, cut where the rank changes. */
export function byRankGroups(files: readonly string[]): string[][] {
  const groups: string[][] = [];
  let rank = -1;
  for (const file of files) {
    const r = publishRank(file);
    if (r !== rank) groups.push([]);
    rank = r;
    groups.at(-1)!.push(file);
  }
  return groups;
}

const byRank = (files: string[]) => files.sort((a, b) => publishRank(a) - publishRank(b) || (a < b ? -1 : a > b ? 1 : 0));

/** The bucket holds this file's bytes with these headers (and tags). */
export const sameEntry = (a: PublishedEntry, b: PublishedEntry) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

export function planPublish(local: ReadonlyMap<string, PublishedEntry>, published: PublishedManifest | null): PublishPlan {
  const held = published?.files ?? {};
  const deleting = new Set(published?.deleting ?? []);
  const additions: string[] = [];
  const replacements: string[] = [];
  let skipped = 0;
  for (const [file, entry] of local) {
    const there = deleting.has(file) ? undefined : held[file];
    if (!there) additions.push(file);
    else if (!sameEntry(there, entry)) replacements.push(file);
    else skipped++;
  }
  const deletions = [...new Set([...Object.keys(held), ...deleting])].filter((file) => !local.has(file)).sort();
  const purge = [...new Set([...(published?.purging ?? []), ...replacements.map(urlPathOf), ...deletions.map(urlPathOf)])].sort();
  return { additions: byRank(additions), replacements: byRank(replacements), deletions, skipped, purge };
}
