import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Files of finished builds are shared between builds by hard links, so writing into one in place
 * would change every build holding it, the live one included. Every write here therefore goes to
 * a new inode: unlink first, then create exclusively ('wx' fails rather than reuse a file).
 */
export function writeFresh(file: string, data: string | Uint8Array): void {
  // One syscall in the common case (a new file in an existing folder); unlink or mkdir only when needed.
  try {
    fs.writeFileSync(file, data, { flag: 'wx' });
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') fs.rmSync(file);
    else if (code === 'ENOENT') fs.mkdirSync(path.dirname(file), { recursive: true });
    else throw error;
  }
  fs.writeFileSync(file, data, { flag: 'wx' });
}

/** Copies `from` to a new inode at `to` (never through an existing, possibly shared, file). */
export function copyFresh(from: string, to: string): void {
  fs.rmSync(to, { force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
}

/** Files under `dir`, relative, with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.push(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return files.sort();
}

/** Folders `files` need, parents before children. */
export function foldersOf(files: readonly string[]): string[] {
  const dirs = new Set<string>();
  for (const file of files) {
    let dir = path.posix.dirname(file);
    while (dir !== '.' && !dirs.has(dir)) {
      dirs.add(dir);
      dir = path.posix.dirname(dir);
    }
  }
  return [...dirs].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
}

/**
 * Makes `to` a copy of `from` made of hard links to the same files (no data copied). Asynchronous
 * so a server preparing one in the background keeps answering requests.
 */
export async function linkTree(from: string, to: string, files: readonly string[]): Promise<void> {
  await fsp.mkdir(to, { recursive: true });
  for (const dir of foldersOf(files)) await fsp.mkdir(path.join(to, dir));
  for (const file of files) await fsp.link(path.join(from, file), path.join(to, file));
}

/** Removes `file` and then each parent folder under `root` that became empty. */
export function removeFile(root: string, file: string): void {
  fs.rmSync(path.join(root, file), { force: true });
  let dir = path.posix.dirname(file);
  while (dir !== '.') {
    try {
      fs.rmdirSync(path.join(root, dir));
    } catch {
      return;
    }
    dir = path.posix.dirname(dir);
  }
}
