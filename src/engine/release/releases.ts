import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishedBuilds, manifestPath } from '../plan/manifest.ts';

/**
 * Every build of a dealer lives in builds/<slug>/<buildId>/ and is never changed after it finishes.
 * dist/<slug> is a symlink to the live build, swapped by rename so the switch is atomic: a reader
 * sees the old build or the new one, never a mix, and a build killed half-way changes nothing live.
 * builds/<slug>/releases.json keeps the staged build and the history of live builds (for rollback).
 * `root` is the work directory (see work-dir.ts).
 */
export type ReleasePaths = { root: string };

const defaultPaths: ReleasePaths = { root: process.cwd() };

export function buildsDir(slug: string, p = defaultPaths): string {
  return path.join(p.root, 'builds', slug);
}

export function buildDir(slug: string, buildId: string, p = defaultPaths): string {
  return path.join(buildsDir(slug, p), buildId);
}

export function liveLink(slug: string, p = defaultPaths): string {
  return path.join(p.root, 'dist', slug);
}

/** Points `link` at `target` atomically (symlink to a temp name, then rename over the link). */
function swapLink(link: string, target: string): void {
  fs.mkdirSync(path.dirname(link), { recursive: true });
  const tmp = `${link}.tmp-${process.pid}-${Date.now()}`;
  fs.symlinkSync(path.relative(path.dirname(link), target), tmp, 'dir');
  const existing = fs.lstatSync(link, { throwIfNoEntry: false });
  if (existing && !existing.isSymbolicLink()) fs.rmSync(link, { recursive: true, force: true });
  fs.renameSync(tmp, link);
}

/** The build id a link points at, or null. */
function linkedBuild(link: string): string | null {
  try {
    return path.basename(fs.readlinkSync(link));
  } catch {
    return null;
  }
}

export function liveBuild(slug: string, p = defaultPaths): string | null {
  return linkedBuild(liveLink(slug, p));
}

type ReleaseEvent = { at: string; action: 'promote' | 'rollback' | 'stage'; buildId: string };

export type ReleaseState = {
  /** Builds made live, oldest first; the last one is live (rollback pops it). */
  live: string[];
  /** The newest build waiting for approval at staged.<slug>.localhost, or null. */
  staged: string | null;
  log: ReleaseEvent[];
};

const LOG_LIMIT = 200;

function releasesFile(slug: string, p: ReleasePaths): string {
  return path.join(buildsDir(slug, p), 'releases.json');
}

export function readReleases(slug: string, p = defaultPaths): ReleaseState {
  let state: ReleaseState = { live: [], staged: null, log: [] };
  try {
    const raw = JSON.parse(fs.readFileSync(releasesFile(slug, p), 'utf8')) as Partial<ReleaseState>;
    state = { live: raw.live ?? [], staged: raw.staged ?? null, log: raw.log ?? [] };
  } catch {
    // no release yet
  }
  const actual = liveBuild(slug, p);
  // The link is the truth: a process killed between swapping it and saving this file left it behind.
  if (actual && state.live.at(-1) !== actual) state.live.push(actual);
  return state;
}

function writeReleases(slug: string, state: ReleaseState, p: ReleasePaths): void {
  const file = releasesFile(slug, p);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify({ ...state, log: state.log.slice(-LOG_LIMIT) }, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

/**
 * `manifestFollows`: the caller is the build itself, which writes the manifest right after (see
 * build-one-dealer.ts); anyone else may release only a build whose manifest marks it finished.
 */
type ReleaseOptions = { manifestFollows?: boolean };

function assertFinished(slug: string, buildId: string, p: ReleasePaths, o: ReleaseOptions = {}): string {
  const target = buildDir(slug, buildId, p);
  if (!fs.existsSync(path.join(target, 'index.html')) || (!o.manifestFollows && !fs.existsSync(manifestPath(buildsDir(slug, p), buildId)))) {
    throw new Error(`${slug}: build ${buildId} is not a finished build`);
  }
  return target;
}

/** Makes `buildId` live. A staged build it supersedes (it or an older one) stops being staged. */
export function promote(slug: string, buildId: string, p = defaultPaths, o: ReleaseOptions = {}): void {
  const target = assertFinished(slug, buildId, p, o);
  const state = readReleases(slug, p);
  swapLink(liveLink(slug, p), target);
  if (state.live.at(-1) !== buildId) state.live.push(buildId);
  if (state.staged && state.staged <= buildId) state.staged = null;
  state.log.push({ at: new Date().toISOString(), action: 'promote', buildId });
  writeReleases(slug, state, p);
}

/** Keeps `buildId` for preview at staged.<slug>.localhost without making it live. */
export function stage(slug: string, buildId: string, p = defaultPaths, o: ReleaseOptions = {}): void {
  assertFinished(slug, buildId, p, o);
  const state = readReleases(slug, p);
  state.staged = buildId;
  state.log.push({ at: new Date().toISOString(), action: 'stage', buildId });
  writeReleases(slug, state, p);
}

export function stagedBuild(slug: string, p = defaultPaths): string | null {
  const staged = readReleases(slug, p).staged;
  return staged && fs.existsSync(buildDir(slug, staged, p)) ? staged : null;
}

/** Makes the previous live build live again; returns it. */
export function rollback(slug: string, p = defaultPaths): string {
  const state = readReleases(slug, p);
  const previous = state.live.at(-2);
  if (!previous) throw new Error(`${slug}: no previous live build to roll back to`);
  const target = assertFinished(slug, previous, p);
  swapLink(liveLink(slug, p), target);
  state.live.pop();
  state.log.push({ at: new Date().toISOString(), action: 'rollback', buildId: previous });
  writeReleases(slug, state, p);
  return previous;
}

/** Builds retention must keep whatever their age: live, staged and the one rollback returns to. */
export function protectedBuilds(slug: string, p = defaultPaths): Set<string> {
  const state = readReleases(slug, p);
  return new Set([state.live.at(-1), state.live.at(-2), state.staged].filter((id): id is string => Boolean(id)));
}

/**
 * Moves builds beyond the newest `keep` (never a protected one) and unfinished leftovers out of the
 * way into builds/<slug>/.trash/, which the caller deletes (slow on big trees) with `trashToDelete` and `emptyTrashDetached`.
 * Call it holding the dealer's lock, so no build in progress is mistaken for a leftover.
 */
export function retireBuilds(slug: string, keep: number, p = defaultPaths): string[] {
  const dir = buildsDir(slug, p);
  const finished = finishedBuilds(dir);
  const guard = protectedBuilds(slug, p);
  const doomed = finished.slice(0, Math.max(0, finished.length - keep)).filter((id) => !guard.has(id));
  const finishedSet = new Set(finished);
  const trash = path.join(dir, '.trash');
  fs.mkdirSync(trash, { recursive: true });
  const moved: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith('.') || name === 'releases.json') continue;
    // A build's files: its folder, its manifest and its console record (engine/console/build-records.ts).
    const id = name.replace(/\.(manifest|console)\.json$/, '');
    const leftover = !finishedSet.has(id) && !guard.has(id);
    if (!doomed.includes(id) && !leftover) continue;
    fs.renameSync(path.join(dir, name), path.join(trash, `${name}.${process.pid}-${Date.now()}`));
    if (!name.endsWith('.json')) moved.push(id);
  }
  return moved;
}

/**
 * Moves the trash aside (to builds/<slug>/.trash-<pid>-<time>) for a detached process to delete
 * (`emptyTrashDetached`, or the spare preparer once its tree is linked), and lists it with any
 * trash a deletion cut short left aside before. A build then goes on, or a one-off command ends,
 * without deleting a retired build's tens of thousands of files (seconds at 20,000 cars).
 */
export function trashToDelete(slug: string, p = defaultPaths): string[] {
  const dir = buildsDir(slug, p);
  try {
    fs.renameSync(path.join(dir, '.trash'), path.join(dir, `.trash-${process.pid}-${Date.now()}`));
  } catch {
    // no trash
  }
  try {
    return fs
      .readdirSync(dir)
      .filter((name) => name.startsWith('.trash-'))
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/**
 * Deletes `dirs` (trash moved aside) in a detached process of low priority. Not in the process
 * that builds or serves: there, the unlinks of a retired build queue by the tens of thousands in
 * libuv's thread pool ahead of its own file reads and writes (pages served, webhook deliveries
 * recorded: a server took 9 s to accept a stock change), and collecting their promises stalls the
 * next build.
 */
export function emptyTrashDetached(dirs: readonly string[]): void {
  if (dirs.length === 0) return;
  // Another deletion may be removing one of them too: each is deleted on its own, errors ignored.
  const script = 'for (const dir of process.argv.slice(1)) try { require("node:fs").rmSync(dir, { recursive: true, force: true }) } catch {}';
  const remover = spawn(process.execPath, ['-e', script, ...dirs], { detached: true, stdio: 'ignore' });
  remover.unref();
  lowPriority(remover.pid);
}

/**
 * Background housekeeping yields the CPU to the builds it follows (a next change often comes at
 * once); it still runs whenever they wait.
 */
export function lowPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    os.setPriority(pid, 19);
  } catch {
    // not permitted here: it runs at normal priority
  }
}

/**
 * Runs `work` holding builds/<slug>/.lock, so two processes never build or release one dealer at
 * once. A lock left by a process that died is taken over.
 */
export async function withDealerLock<T>(slug: string, p: ReleasePaths, work: () => Promise<T>, waitMs = 600_000): Promise<T> {
  const lock = path.join(buildsDir(slug, p), '.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lock, 'utf8').trim() || 0);
      if (!isAlive(holder)) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${slug}: another process (pid ${holder}) is building this dealer`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Whether a process with this id is running (a lock's or a spare's owner). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
