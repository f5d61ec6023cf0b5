import fs from 'node:fs';
import path from 'node:path';

/** Counts files under `dir` whose names end with `suffix`. */
export function countFiles(dir: string, suffix: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(suffix)) n++;
  }
  return n;
}

export function dirExists(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export function relative(p: string): string {
  return path.relative(process.cwd(), p) || '.';
}
