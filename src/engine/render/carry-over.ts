import { removeFile } from '../release/link-tree.ts';
import { pageKey, type PageDigests, type PageRecord } from '../plan/page-keys.ts';

/**
 * The previous build's pages outside the listed ones, under a focus: `carried` counts those that
 * stay as they are (a per-car page whose car key is still current and whose key is unchanged: same
 * code, dealer and route; a keyed page a route left unlisted, `unlisted`: pathname → cache key, with
 * its key unchanged), `gone` lists the others. `uncarried`: unlisted paths with no such page.
 */
export function sortUnlisted(
  job: { digests: PageDigests; carTimes: ReadonlyMap<string, string> },
  previous: Record<string, PageRecord>,
  listed: Record<string, PageRecord>,
  unlisted: ReadonlyMap<string, string>,
): { carried: number; gone: string[]; uncarried: number } {
  // Per route, the prefix a current key of that route starts with (its digest: code, dealer, route).
  const prefixes = new Map<string, string>();
  const keyedCarries = (pathname: string, before: PageRecord | undefined) => {
    const cacheKey = unlisted.get(pathname);
    return before?.kind === 'keyed' && cacheKey !== undefined && pageKey(job.digests, before.route, 'keyed', cacheKey) === before.key;
  };
  const carries = (pathname: string, before: PageRecord): boolean => {
    if (before.kind === 'keyed') return keyedCarries(pathname, before);
    if (before.kind !== 'car') return false;
    let prefix = prefixes.get(before.route);
    if (prefix === undefined) prefixes.set(before.route, (prefix = pageKey(job.digests, before.route, 'car', '')));
    return before.key.startsWith(prefix) && job.carTimes.has(before.key.slice(prefix.length));
  };
  let carried = 0;
  const gone: string[] = [];
  for (const pathname in previous) {
    if (listed[pathname]) continue;
    if (carries(pathname, previous[pathname]!)) carried++;
    else gone.push(pathname);
  }
  let uncarried = 0;
  for (const pathname of unlisted.keys()) if (!listed[pathname] && !keyedCarries(pathname, previous[pathname])) uncarried++;
  return { carried, gone, uncarried };
}

/**
 * Deletes the files of the removed pages that no page of the build still has: `pages`, and when
 * it holds only the listed pages (`partial`), the previous pages carried over.
 */
export function removeUnusedFiles(
  outDir: string,
  removed: readonly string[],
  previous: Record<string, PageRecord>,
  pages: Record<string, PageRecord>,
  partial: boolean,
): void {
  const files = new Set(removed.map((pathname) => previous[pathname]!.file));
  for (const pathname in pages) files.delete(pages[pathname]!.file);
  if (partial && files.size > 0) {
    const gone = new Set(removed);
    for (const pathname in previous) if (!gone.has(pathname) && !pages[pathname]) files.delete(previous[pathname]!.file);
  }
  for (const file of files) removeFile(outDir, file);
}
