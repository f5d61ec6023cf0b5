import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { linkTree } from './link-tree.ts';
import { isAlive, lowPriority } from './releases.ts';

/**
 * A spare is a hard-linked copy of a dealer's newest build, made in the background after a build
 * by long-running processes (the server's rebuild queue, the benchmark). Creating thousands of
 * folders is the slowest step of an incremental build, so the next build of that dealer starts
 * from the spare instead: it takes it over by one rename, then replaces only the changed files.
 */
function spareName(baseId: string): string {
  return `.spare-${baseId}`;
}

export async function prepareSpare(buildsDir: string, baseId: string, files: readonly string[]): Promise<void> {
  discardSpares(buildsDir, baseId);
  const ready = path.join(buildsDir, spareName(baseId));
  if (fs.existsSync(ready)) return;
  const tmp = path.join(buildsDir, `${spareName(baseId)}.tmp-${process.pid}-${Date.now()}`);
  try {
    await linkTree(path.join(buildsDir, baseId), tmp, files);
    fs.renameSync(tmp, ready);
  } catch (error) {
    await fs.promises.rm(tmp, { recursive: true, force: true });
    throw error;
  }
}

/** Moves the spare made from `baseId` to `to`; false when there is none. */
export function takeSpare(buildsDir: string, baseId: string, to: string): boolean {
  try {
    fs.renameSync(path.join(buildsDir, spareName(baseId)), to);
    return true;
  } catch {
    return false;
  }
}

/**
 * Like `takeSpare`, but when a live process is still preparing that spare, waits for it (up to
 * `maxMs`) rather than linking a second copy beside it: it has a head start on the same work.
 */
export async function takeSpareWhenReady(buildsDir: string, baseId: string, to: string, maxMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + maxMs;
  while (!takeSpare(buildsDir, baseId, to)) {
    if (!preparing(buildsDir, baseId) || Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

function preparing(buildsDir: string, baseId: string): boolean {
  const prefix = `${spareName(baseId)}.tmp-`;
  let names: string[];
  try {
    names = fs.readdirSync(buildsDir);
  } catch {
    return false;
  }
  return names.some((name) => name.startsWith(prefix) && isAlive(Number(name.slice(prefix.length).split('-')[0])));
}

/**
 * For one-off commands that will build the dealer again soon (`npm run stock -- apply` without a
 * server): prepares the spare of `baseId` in a detached process, so the command ends when its
 * build is live and the next one starts from the spare (see spare-tree-cli.ts). `thenDelete`:
 * trash folders it deletes once the spare is ready, not beside it (both are tens of thousands of
 * file-system calls at 20,000 cars, and the next build waits for the spare only).
 */
export function prepareSpareDetached(root: string, buildsDir: string, baseId: string, thenDelete: readonly string[]): void {
  const args = [path.join(root, 'src', 'engine', 'release', 'spare-tree-cli.ts'), buildsDir, baseId, ...thenDelete];
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  lowPriority(child.pid);
}

/** Moves spares of other bases, and unfinished ones of processes that ended, to the trash. */
export function discardSpares(buildsDir: string, keepBase: string | null): void {
  let names: string[];
  try {
    names = fs.readdirSync(buildsDir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith('.spare-')) continue;
    const tmp = /\.tmp-(\d+)-\d+$/.exec(name);
    if (tmp ? Number(tmp[1]) === process.pid || isAlive(Number(tmp[1])) : keepBase !== null && name === spareName(keepBase)) continue;
    const trash = path.join(buildsDir, '.trash');
    fs.mkdirSync(trash, { recursive: true });
    try {
      fs.renameSync(path.join(buildsDir, name), path.join(trash, `${name}.${process.pid}-${Date.now()}`));
    } catch {
      // taken or discarded by another build meanwhile
    }
  }
}
