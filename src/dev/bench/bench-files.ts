import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../engine/release/link-tree.ts';

/** Path → "inode:size:mtime" for every file under `dir` (following a dist/<slug> link). */
export function fileIdentities(dir: string): Map<string, string> {
  const real = fs.realpathSync(dir);
  const ids = new Map<string, string>();
  for (const file of listFiles(real)) {
    const stat = fs.statSync(path.join(real, file));
    ids.set(file, `${stat.ino}:${stat.size}:${stat.mtimeMs}`);
  }
  return ids;
}

/** How many files of build `b` are the very same file (hard link) as in build `a`. */
export function sameFiles(a: string, b: string): { same: number; total: number } {
  const files = listFiles(b);
  let same = 0;
  for (const file of files) {
    const before = fs.statSync(path.join(a, file), { throwIfNoEntry: false });
    if (before && before.ino === fs.statSync(path.join(b, file)).ino) same++;
  }
  return { same, total: files.length };
}
