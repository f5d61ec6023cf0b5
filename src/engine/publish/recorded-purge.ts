import fs from 'node:fs';
import path from 'node:path';
import type { CdnPurge } from './purge-cdn.ts';

export type RecordedPurge = { at: string; slug: string; paths: string[] };

/** Where a dealer's purges are recorded (`purge.provider: record`, the default). */
function purgeLogFile(cacheDir: string, slug: string): string {
  return path.join(cacheDir, 'publish', slug, 'purges.jsonl');
}

/** The default CDN: no CDN is called; each purge is appended to the work directory's log, one line a purge. */
export function recordedPurge(cacheDir: string, slug: string): CdnPurge {
  const file = purgeLogFile(cacheDir, slug);
  return {
    label: `recorded in ${path.relative(process.cwd(), file) || file}`,
    async purge(urlPaths) {
      if (urlPaths.length === 0) return { calls: 0, paths: 0 };
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const line: RecordedPurge = { at: new Date().toISOString(), slug, paths: [...urlPaths] };
      fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
      return { calls: 1, paths: urlPaths.length };
    },
  };
}

/** The purges recorded for a dealer, oldest first. */
export function recordedPurges(cacheDir: string, slug: string): RecordedPurge[] {
  let text: string;
  try {
    text = fs.readFileSync(purgeLogFile(cacheDir, slug), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedPurge);
}
