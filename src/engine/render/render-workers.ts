import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { JOB_DONE, WORKER_READY, type WorkerReady } from './child-job.ts';
import { makeRoom, type WarmDealer } from './warm-limit.ts';
import type { WorkPaths } from '../work-dir.ts';

/**
 * A render process; `baseBuildId`: the build whose snapshot it holds, for jobs sent as changes;
 * `settled`: resolves once it is ready or has exited.
 */
export type Worker = { child: ChildProcess; ready: boolean; stderr: string[]; baseBuildId: string | null; settled: Promise<void> };

/** The build a warm process prepares for: its snapshot file, id and manifest file. */
export type WarmBase = { file: string; buildId: string; manifest: string };

/**
 * Render processes started ahead of a dealer's next build, with its bundle already imported (the
 * slowest part of starting one). Each renders one job and exits, so no module state carries over
 * between builds; a long-running session warms new ones after each build. At most `limit` idle
 * processes are kept: the dealers changed least recently give theirs up first (warm-limit.ts).
 */
export class RenderWorkerPool {
  readonly #paths: WorkPaths;
  readonly #limit: number;
  /** Per dealer: the bundle its processes imported, its last change (newest build id) and its idle processes. */
  readonly #idle = new Map<string, { key: string; changed: string; workers: Worker[] }>();

  constructor(paths: WorkPaths, o: { limit?: number } = {}) {
    this.#paths = paths;
    this.#limit = o.limit ?? Number.POSITIVE_INFINITY;
  }

  /**
   * Keeps `count` workers importing `bundleKey` for `slug`, holding the snapshot of build `base`;
   * workers of another bundle or base are stopped. `changed`: the dealer's newest build id. Within
   * the pool's limit it may get fewer, or none when every other warm dealer changed as recently.
   */
  warm(slug: string, bundleDir: string, bundleKey: string, count: number, base: WarmBase | null, o: { rehearse?: boolean; changed: string }): void {
    let entry = this.#idle.get(slug);
    if (entry && (entry.key !== bundleKey || entry.workers.some((w) => w.baseBuildId !== (base?.buildId ?? null)))) {
      this.#stop(slug);
      entry = undefined;
    }
    const room = makeRoom(this.#warmDealers(), { slug, changed: o.changed, processes: count }, this.#limit);
    for (const evicted of room.evict) this.#stop(evicted);
    if (room.processes === 0) {
      this.#stop(slug);
      return;
    }
    if (!entry) this.#idle.set(slug, (entry = { key: bundleKey, changed: o.changed, workers: [] }));
    entry.changed = o.changed;
    while (entry.workers.length < room.processes) {
      const worker = this.#start(bundleDir, bundleKey, base, o.rehearse ?? true);
      const list = entry.workers;
      list.push(worker);
      worker.child.on('exit', () => {
        const at = list.indexOf(worker);
        if (at >= 0) list.splice(at, 1);
      });
    }
  }

  /** The dealers with idle processes, with their last change. */
  #warmDealers(): WarmDealer[] {
    return [...this.#idle].map(([slug, e]) => ({ slug, changed: e.changed, processes: e.workers.length })).filter((d) => d.processes > 0);
  }

  /** Resolves once every idle worker of `slug` is ready (has imported and rehearsed) or has exited. */
  async whenReady(slug: string): Promise<void> {
    await Promise.all((this.#idle.get(slug)?.workers ?? []).map((w) => w.settled));
  }

  /** A ready worker for this bundle, removed from the pool, or null. */
  take(slug: string, bundleKey: string): Worker | null {
    const entry = this.#idle.get(slug);
    if (!entry || entry.key !== bundleKey) return null;
    const at = entry.workers.findIndex((w) => w.ready);
    if (at < 0) return null;
    return entry.workers.splice(at, 1)[0]!;
  }

  close(): void {
    for (const slug of [...this.#idle.keys()]) this.#stop(slug);
  }

  /** Stops the dealer's idle processes. */
  #stop(slug: string): void {
    for (const worker of this.#idle.get(slug)?.workers ?? []) worker.child.kill();
    this.#idle.delete(slug);
  }

  #start(bundleDir: string, bundleKey: string, base: WarmBase | null, rehearse: boolean): Worker {
    const args = [rehearse ? '--warm' : '--warm-lean', bundleDir, bundleKey, ...(base ? [base.file, base.manifest] : [])];
    const child = spawnRenderProcess(this.#paths, args);
    let settle = () => {};
    const worker: Worker = { child, ready: false, stderr: [], baseBuildId: base?.buildId ?? null, settled: new Promise<void>((resolve) => (settle = resolve)) };
    child.stderr!.on('data', (chunk: Buffer) => worker.stderr.push(chunk.toString()));
    child.on('message', (message) => {
      const ready = message as Partial<WorkerReady> | null;
      if (ready?.type !== WORKER_READY) return;
      // The snapshot it read, which may be older than the one asked for (being rewritten meanwhile):
      // it takes a job as changes only to that one.
      worker.baseBuildId = ready.base ?? null;
      worker.ready = true;
      settle();
    });
    child.on('exit', () => settle());
    // An idle worker must not keep a finished command alive.
    child.unref();
    child.channel?.unref();
    return worker;
  }
}

/**
 * Runs one job file in `worker` (a warm one, or a new process when null) and resolves when it
 * reports its result written (or exits successfully). `children` collects running processes so a failed build can stop the rest.
 */
export function runJob(paths: WorkPaths, jobFile: string, worker: Worker | null, children: Set<ChildProcess>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = worker?.child ?? spawnRenderProcess(paths, [jobFile]);
    const stderr = worker?.stderr ?? [];
    if (!worker) child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    child.ref();
    child.channel?.ref();
    children.add(child);
    child.on('error', reject);
    child.on('message', (message) => {
      if (message === JOB_DONE) resolve();
    });
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`render process exited with ${signal ?? code}\n${stderr.join('').trim().split('\n').slice(-20).join('\n')}`));
    });
    if (worker) child.send({ job: jobFile });
  });
}

/**
 * A render process (astro-child.ts). `--expose-gc`: it collects where it knows most of its heap has
 * just become garbage, and every so many pages of a long run (render-pages.ts, astro-child.ts),
 * rather than letting the heap grow to V8's next limit first. `--max-semi-space-size`: rendering car
 * pages otherwise grows V8's young generation to 128 MB per process (it scales with allocation
 * rate); 16 MB semi-spaces keep it at 32 MB (the collections every so many pages take what the
 * smaller young generation promotes; the sample dealers' build is no slower).
 */
function spawnRenderProcess(paths: WorkPaths, args: readonly string[]): ChildProcess {
  return spawn(process.execPath, ['--expose-gc', '--max-semi-space-size=16', path.join(paths.root, 'src', 'engine', 'render', 'astro-child.ts'), ...args], {
    cwd: paths.work,
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
}
