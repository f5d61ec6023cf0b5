/**
 * One dealer's render in its own process (Astro and the render bundle keep module state, so a
 * process renders one job and exits).
 *
 *   node src/engine/render/astro-child.ts <job.json>
 *     A job with `buildBundle` runs `astro build` to make the shared render bundle (Vite: server
 *     code, client islands, CSS, public files into outDir); every other job renders its share of a
 *     dealer's pages.
 *   node src/engine/render/astro-child.ts --warm <bundleDir> <bundleKey> [<base snapshot.json> <base manifest.json>]
 *     Imports the bundle (and reads the previous build's snapshot and pages) ahead of time, says WORKER_READY,
 *     then renders the one job its parent sends ({ job: <job.json> }), taking the new snapshot as
 *     changes to the base — a long-running parent keeps these ready for the next build.
 *   node src/engine/render/astro-child.ts --warm-lean …
 *     The same without rehearsing (see render-pages.ts `rehearse`), for a one-off command's build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  collectGarbage,
  loadRenderBundle,
  preloadRoutes,
  previousPages,
  rehearse,
  releasePreviousPages,
  renderPages,
  type RenderBundle,
} from './render-pages.ts';
import { keepRenderBundle } from './astro-bundle.ts';
import {
  JOB_DONE,
  WORKER_READY,
  applyDelta,
  carTimesOf,
  changedPages,
  writeResultFile,
  type BundleJob,
  type ChildJob,
  type ChildResult,
  type WorkerReady,
} from './child-job.ts';
import { handSnapshot } from '../../site-data/render-handover.ts';
import { readSnapshotFile, readSnapshotMeta } from '../../site-data/snapshot-file.ts';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';

process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
// As `astro build` does: React and other dependencies pick their production builds from it.
process.env['NODE_ENV'] = 'production';

/** A warm process's base snapshot, until its job takes it (or, reading its own snapshot, lets it go). */
let heldBase: SiteSnapshot | null = null;

async function run(jobFile: string, loaded?: RenderBundle): Promise<void> {
  const job = JSON.parse(fs.readFileSync(jobFile, 'utf8')) as ChildJob | BundleJob;
  if (job.buildBundle) return makeBundle(job);
  const snapshot = heldBase && job.delta ? applyDelta(heldBase, job.delta) : null;
  // A job that does not build on the base (a full build, or another base) leaves it garbage, with
  // the base build's pages unless the job reuses that build.
  heldBase = null;
  releasePreviousPages(job.previous?.manifest ?? null);
  handSnapshot(snapshot);
  if (!snapshot) await fileWritten(job.snapshotPath);
  const rendered = await renderPages({ ...job, carTimes: carTimesOf(snapshot ?? readSnapshotMeta(job.snapshotPath)) }, loaded);
  // The parent takes the pages from the lead process only.
  const pages = job.shard.index !== 0 ? {} : job.previous ? changedPages(rendered.pages, previousPages(job.previous.manifest)) : rendered.pages;
  const result: ChildResult = { ...rendered, pages, fromDelta: snapshot !== null };
  writeResultFile(job.resultFile, result);
  // The parent goes on at this message: a process holding a large heap takes a while to exit.
  if (process.send) process.send(JOB_DONE, () => process.exit(0));
  else process.exit(0);
}

/** No site: the bundle serves every dealer, and each page's URLs come from the dealer's snapshot. */
async function makeBundle(job: BundleJob): Promise<void> {
  const { build } = await import('astro');
  await build({
    root: job.root,
    outDir: path.resolve(job.outDir),
    cacheDir: path.resolve(job.cacheDir),
    logLevel: process.env['FORECOURT_ASTRO_LOG'] === 'info' ? 'info' : 'warn',
    integrations: [keepRenderBundle({ bundleDir: job.bundleDir, key: job.bundleKey })],
  });
  process.exit(0);
}

/** The parent may still be writing the snapshot file (atomically) when a warm process starts. */
async function fileWritten(file: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(file) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

const [first, bundleDir, bundleKey, baseFile, baseManifest] = process.argv.slice(2);
if ((first === '--warm' || first === '--warm-lean') && bundleDir && bundleKey) {
  process.on('disconnect', () => process.exit(0));
  const loaded = await loadRenderBundle(bundleDir, bundleKey);
  await preloadRoutes(loaded);
  try {
    heldBase = baseFile ? readSnapshotFile(baseFile, { shared: true }) : null;
    if (baseManifest) previousPages(baseManifest);
  } catch {
    // no base: the job's snapshot file is read instead
  }
  // A lean process (a one-off command's, started as its build begins) skips the rehearsal: the job follows within seconds.
  // (heldBase itself, not a module-level copy of it, which would hold the base for good)
  if (heldBase && first === '--warm') {
    handSnapshot(heldBase);
    try {
      await rehearse(loaded, heldBase.dealer.config.site_url);
    } catch (error) {
      // Only a head start: the job runs all the same.
      console.error(`render rehearsal failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // What reading the base and rehearsing left behind goes while the process waits (a lean one waits
  // for its build to read the stock, which takes longer than this).
  collectGarbage();
  process.once('message', (message: { job?: string }) => {
    if (typeof message?.job === 'string') void run(message.job, loaded);
  });
  process.send?.({ type: WORKER_READY, base: heldBase?.buildId ?? null } satisfies WorkerReady);
} else if (first) {
  await run(first);
} else {
  console.error('usage: astro-child.ts <job.json> | --warm[-lean] <bundleDir> <bundleKey> [<base snapshot.json> <base manifest.json>]');
  process.exit(2);
}
