import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { ChildJob, ChildResult, SnapshotDelta } from './child-job.ts';
import { runJob, type RenderWorkerPool, type Worker } from './render-workers.ts';
import type { WorkPaths } from '../work-dir.ts';

/**
 * Renders with `shards` processes at once (warm ones from the pool when they hold this bundle),
 * after a process of its own has made a new bundle when one is needed.
 */
export async function renderInShards(
  paths: WorkPaths,
  base: Omit<ChildJob, 'shard' | 'resultFile' | 'buildBundle'>,
  o: {
    slug: string;
    buildBundle: boolean;
    shards: number;
    stem: string;
    pool: RenderWorkerPool | null;
    delta: SnapshotDelta | null;
    writeSnapshot: () => void;
  },
): Promise<ChildResult> {
  const { slug, buildBundle, shards, stem, pool, delta } = o;
  const workers: (Worker | null)[] = Array.from({ length: shards }, () => (buildBundle || !pool ? null : pool.take(slug, base.bundleKey)));
  const takesDelta = (w: Worker | null) => delta !== null && w !== null && w.baseBuildId === delta.baseBuildId;
  // Warm processes holding the previous snapshot need only the changes: the full snapshot (the next
  // build's base) is then written while they render; anyone else must find it written first.
  const deltaOnly = workers.every(takesDelta);
  if (!deltaOnly) o.writeSnapshot();
  const job = (index: number, bundle: boolean): ChildJob => ({
    ...base,
    buildBundle: bundle,
    shard: { index, count: shards },
    resultFile: `${stem}.${bundle ? 'bundle' : index}.result.json`,
    ...(!bundle && delta && takesDelta(workers[index] ?? null) ? { delta } : {}),
  });
  const jobs = Array.from({ length: shards }, (_, index) => job(index, false));
  const all = buildBundle ? [job(0, true), ...jobs] : jobs;
  const files = all.map((j) => {
    const file = j.resultFile.replace(/result\.json$/, 'job.json');
    fs.writeFileSync(file, JSON.stringify(j));
    return file;
  });
  const children = new Set<ChildProcess>();
  try {
    let bundleSeconds = 0;
    if (buildBundle) {
      // Its own process: Vite's memory is released before the pages are rendered.
      await runJob(paths, files[0]!, null, children);
      bundleSeconds = (JSON.parse(fs.readFileSync(all[0]!.resultFile, 'utf8')) as { bundleSeconds: number }).bundleSeconds;
    }
    const renderFiles = files.slice(buildBundle ? 1 : 0);
    const running = Promise.all(renderFiles.map((file, i) => runJob(paths, file, workers[i] ?? null, children)));
    if (deltaOnly) o.writeSnapshot();
    await running;
    const results = jobs.map((j) => JSON.parse(fs.readFileSync(j.resultFile, 'utf8')) as ChildResult);
    const lead = results[0]!;
    const dropped = results.flatMap((r) => r.dropped);
    const pages = { ...lead.pages };
    for (const pathname of dropped) delete pages[pathname];
    return {
      ...lead,
      pages,
      dropped,
      bundleSeconds,
      fromDelta: results.every((r) => r.fromDelta === true),
      rendered: results.flatMap((r) => r.rendered),
      planSeconds: Math.max(...results.map((r) => r.planSeconds)),
      renderSeconds: Math.max(...results.map((r) => r.renderSeconds)),
    };
  } finally {
    for (const child of children) child.kill('SIGKILL');
    for (const j of all) fs.rmSync(j.resultFile, { force: true });
    for (const file of files) fs.rmSync(file, { force: true });
  }
}
