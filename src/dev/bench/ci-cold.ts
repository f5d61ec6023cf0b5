import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dealershipNamesIn } from '../../lib/dealer/dealership-names.ts';
import { openStockIndex } from '../../lib/search/open-index.ts';
import { applyStockChanges } from '../../engine/stock/stock-changes.ts';
import { carPageShows, type BenchCar } from './bench-steps.ts';
import { runMeasured } from './measured-process.ts';

/** The CI job's build cache: the paths .github/workflows/rebuild.yml restores with actions/cache (`<dealer>` for `${{ matrix.dealer }}`). */
export function ciCachePaths(root: string, dealer: string): string[] {
  const workflow = fs.readFileSync(path.join(root, '.github', 'workflows', 'rebuild.yml'), 'utf8');
  const step = /uses: actions\/cache\/restore@\S+\s+with:\s+path: \|\n((?:[ \t]+\S.*\n)+?)[ \t]+key:/.exec(workflow);
  if (!step) throw new Error('rebuild.yml has no actions/cache/restore step with a list of paths');
  return step[1]!
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((p) => p.replaceAll('${{ matrix.dealer }}', dealer));
}

export type CiCold = { seconds: number; cpuSeconds: number; peak: number; restored: string[] };

/**
 * A stock change built as CI builds it: the build cache of `work` restored into a new work dir (the
 * paths rebuild.yml restores, copied with their hard links as a cache archive keeps them, leaving
 * out what a process prepares after a build — spare trees, trash), the change written to the stock
 * index, then a fresh `npm run build -- --dealer <dealer> --trigger stock` there with no compile
 * cache. Resolves with its wall and CPU seconds and peak memory, once the car's built page shows the new price.
 */
export async function ciColdChange(
  root: string,
  o: { work: string; env: NodeJS.ProcessEnv; indexDir: string; dealersDir: string; dealer: string; car: BenchCar; price: number },
): Promise<CiCold> {
  const ci = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-ci-cold-'));
  try {
    const restored = ciCachePaths(root, o.dealer).filter((p) => fs.existsSync(path.join(o.work, p)));
    for (const p of restored) {
      fs.mkdirSync(path.dirname(path.join(ci, p)), { recursive: true });
      // cp -a keeps the hard links between builds, as the cache's tar archive does.
      execFileSync('cp', ['-a', path.join(o.work, p), path.join(ci, p)]);
    }
    const builds = path.join(ci, 'builds', o.dealer);
    for (const name of fs.existsSync(builds) ? fs.readdirSync(builds) : [])
      if (name.startsWith('.spare-') || name.startsWith('.trash-')) fs.rmSync(path.join(builds, name), { recursive: true, force: true });

    const index = openStockIndex({ env: {}, dir: o.indexDir, dealershipNames: dealershipNamesIn(o.dealersDir) });
    await applyStockChanges(index, { upsert: [{ id: o.car.id, price: o.price }], delete: [] });
    const run = await runMeasured([path.join(root, 'scripts', 'build.ts'), '--dealer', o.dealer, '--trigger', 'stock'], {
      cwd: root,
      env: { ...o.env, FORECOURT_WORK_DIR: ci, NODE_COMPILE_CACHE: path.join(ci, '.node-compile') },
    });
    if (run.code !== 0) throw new Error(`CI-cold build failed:\n${run.output.slice(-3000)}`);
    if (!carPageShows(ci, o.dealer, o.car.slug, o.price))
      throw new Error(`CI-cold build finished but /cars/${o.car.slug}/ does not show the new price:\n${run.output.slice(-3000)}`);
    return { seconds: run.seconds, cpuSeconds: run.cpuSeconds, peak: run.peak, restored };
  } finally {
    fs.rmSync(ci, { recursive: true, force: true });
  }
}
