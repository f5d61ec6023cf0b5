import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { takeChanges, type ChildJob, type ChildResult, type SnapshotDelta } from './child-job.ts';
import type { PageRecord } from '../plan/page-keys.ts';
import { runJob, type RenderWorkerPool, type Worker } from './render-workers.ts';
import type { WorkPaths } from '../work-dir.ts';

/**
 * Renders with `shards` processes at once (warm ones from the pool when they hold this bundle). When
 * every process takes the changes, the snapshot file is not awaited: the caller writes it meanwhile.
 */
export async function renderInShards(
  paths: WorkPaths,
  base: Omit<ChildJob, 'shard' | 'resultFile'>,
  o: {
    slug: string;
    shards: number;
    stem: string;
    pool: RenderWorkerPool | null;
    /** Wait for the pool's workers of this dealer to be ready rather than start new processes (one-off commands). */
    waitForWarm: boolean;
    delta: SnapshotDelta | null;
    /**
     * The previous build's pages, when the job has one: processes report only changes to them, which
     * are made to this object in place (takeChanges): it becomes the result's.
     */
    previousPages: Record<string, PageRecord> | null;
    writeSnapshot: () => Promise<void>;
  },
): Promise<ChildResult> {
  const { slug, shards, stem, pool, delta } = o;
  if (o.waitForWarm) await pool?.whenReady(slug);
  const workers: (Worker | null)[] = Array.from({ length: shards }, () => pool?.take(slug, base.bundleKey) ?? null);
  const takesDelta = (w: Worker | null) => delta !== null && w !== null && w.baseBuildId === delta.baseBuildId;
  // Warm processes holding the previous snapshot need only the changes; anyone else must find the
  // full snapshot written first.
  const deltaOnly = workers.every(takesDelta);
  if (!deltaOnly) await o.writeSnapshot();
  const jobs = Array.from({ length: shards }, (_, index): ChildJob => ({
    ...base,
    shard: { index, count: shards },
    resultFile: `${stem}.${index}.result.json`,
    ...(delta && takesDelta(workers[index] ?? null) ? { delta } : {}),
  }));
  const files = jobs.map((j) => {
    const file = j.resultFile.replace(/result\.json$/, 'job.json');
    fs.writeFileSync(file, JSON.stringify(j));
    return file;
  });
  const children = new Set<ChildProcess>();
  try {
    await Promise.all(files.map((file, i) => runJob(paths, file, workers[i] ?? null, children)));
    const results = jobs.map((j) => JSON.parse(fs.readFileSync(j.resultFile, 'utf8')) as ChildResult);
    const lead = results[0]!;
    const dropped = results.flatMap((r) => r.dropped);
    const pages = o.previousPages ? takeChanges(o.previousPages, lead.pages, lead.removed) : { ...lead.pages };
    for (const pathname of dropped) delete pages[pathname];
    return {
      ...lead,
      pages,
      dropped,
      fromDelta: results.every((r) => r.fromDelta === true),
      rendered: results.flatMap((r) => r.rendered),
      planSeconds: Math.max(...results.map((r) => r.planSeconds)),
      renderSeconds: Math.max(...results.map((r) => r.renderSeconds)),
    };
  } finally {
    for (const child of children) child.kill('SIGKILL');
    for (const j of jobs) fs.rmSync(j.resultFile, { force: true });
    for (const file of files) fs.rmSync(file, { force: true });
  }
}

/**
 * Every process works out the aggregates and lists the paths before rendering its share, so a
 * build that changes a few cars renders in one (the server's warm one): a second would only
 * compete with it for a core.
 */
const SMALL_CHANGE_CARS = 20;

/**
 * Render processes for a build: one for a small change of a previous build (`changedCars`: cars
 * added, changed or removed, when warm processes take the change as a delta), else all `available`.
 */
export function shardsFor(available: number, changedCars: number | null): number {
  if (changedCars !== null && changedCars <= SMALL_CHANGE_CARS) return 1;
  return Math.max(1, available);
}
