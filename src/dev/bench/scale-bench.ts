import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { SCALE_DEALER, scaleDealerEnv, synthesiseScaleDealer } from './scale-dealer.ts';
import { runMeasured } from './measured-process.ts';
import { freePort } from './free-port.ts';
import {
  MB,
  carPageShows,
  changeFile,
  hasSpare,
  liveChange,
  newestManifest,
  pricedCars,
  settled,
  startWarmServer,
  stopServer,
  timingsLine,
} from './bench-steps.ts';
import { ciColdChange } from './ci-cold.ts';

export type ScaleRow = {
  size: number;
  cars: number;
  pages: number;
  buildSeconds: number;
  buildCpu: number;
  buildPeak: number;
  /** The server's process tree (site server, rebuild queue, warm render processes) across warm-up and the changes. */
  serverPeak: number;
  warmSeconds: number;
  /** Seconds from `stock apply` starting to the served page showing the new price, per change. */
  live: number[];
  /** CPU seconds the server's process tree and `stock apply` used for each, until the page showed it. */
  liveCpu: number[];
  /**
   * Seconds of `stock apply` rebuilding by itself (no server), per change (each once the previous
   * one's detached clean-up has finished, as live changes wait for a quiet server), and its peak.
   */
  cold: number[];
  coldCpu: number[];
  coldPeak: number;
  /** One more cold change started the moment the previous one ended, its clean-up still running. */
  coldBurst: number;
  /** A change built as CI builds it: a fresh `npm run build` on a restored build cache, nothing prepared by an earlier process (ci-cold.ts). */
  ciCold: number;
  ciColdCpu: number;
};

/**
 * One size: a new dealer of `size` cars in a throwaway work dir, its full build (`npm run build`),
 * then price changes through `npm run stock -- apply` against a running `npm start` (until the
 * page served shows the new price) and with no server (the command rebuilds by itself).
 */
export async function benchScale(root: string, size: number, o: { changes: number; keep: boolean; log: (line: string) => void }): Promise<ScaleRow> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `forecourt-scale-${size}-`));
  const log = (line: string) => o.log(`  [${size}] ${line}`);
  try {
    const dealer = await synthesiseScaleDealer(root, work, size);
    log(`${dealer.records.length} records of ${dealer.copiedFrom} re-homed to ${SCALE_DEALER} in ${work}`);
    const env = scaleDealerEnv(work, dealer);
    const script = (name: string) => path.join(root, 'scripts', name);

    const build = await runMeasured([script('build.ts')], { cwd: root, env });
    if (build.code !== 0) throw new Error(`full build failed:\n${build.output.slice(-3000)}`);
    const summary = JSON.parse(fs.readFileSync(path.join(work, '.cache', 'last-build.json'), 'utf8')) as { built: { cars: number; pages: number }[] };
    const { cars, pages } = summary.built[0]!;
    log(
      `full build: ${cars} cars, ${pages} pages, ${build.seconds.toFixed(1)} s (CPU ${build.cpuSeconds.toFixed(1)} s), peak ${(build.peak / MB).toFixed(0)} MB (${build.peakBreakdown})`,
    );

    // The server's changes, the cold ones, one back to back, and the CI-cold one.
    const targets = pricedCars(dealer.records, work, SCALE_DEALER, o.changes * 2 + 2);
    const { server, port, warmSeconds } = await startWarmServer(root, env, work, [SCALE_DEALER]);
    const live: number[] = [];
    const liveCpu: number[] = [];
    try {
      log(`server warm after ${warmSeconds.toFixed(1)} s`);
      for (const car of targets.slice(0, o.changes)) {
        const change = await liveChange(root, { server, port, env, work, dealer: SCALE_DEALER, car, price: car.price + 777 });
        live.push(change.seconds);
        liveCpu.push(change.cpuSeconds);
        log(`live price change of ${car.id}: ${change.seconds.toFixed(2)} s (CPU ${change.cpuSeconds.toFixed(2)} s)`);
        log(`  ${timingsLine(work, SCALE_DEALER)}`);
      }
    } finally {
      await stopServer(server);
    }
    const serverPeak = server.peak();
    log(`server peak ${(serverPeak / MB).toFixed(0)} MB (${server.peakBreakdown()})`);

    const cold: number[] = [];
    const coldCpu: number[] = [];
    let coldPeak = 0;
    let coldBurst = 0;
    const closed = await freePort();
    for (const [i, car] of targets.slice(o.changes, o.changes * 2 + 1).entries()) {
      const burst = i === o.changes;
      if (!burst) await settled(() => !cleaningUp(work), 120);
      const price = car.price + 777;
      const run = await runMeasured([script('stock.ts'), 'apply', changeFile(work, car.id, price)], {
        cwd: root,
        env: { ...env, FORECOURT_SERVER: `http://127.0.0.1:${closed}` },
      });
      if (run.code !== 0) throw new Error(`cold stock apply failed:\n${run.output}`);
      if (!carPageShows(work, SCALE_DEALER, car.slug, price))
        throw new Error(`cold stock apply finished but /cars/${car.slug}/ does not show ${formatAud(price)}:\n${run.output}`);
      if (burst) coldBurst = run.seconds;
      else {
        cold.push(run.seconds);
        coldCpu.push(run.cpuSeconds);
      }
      coldPeak = Math.max(coldPeak, run.peak);
      log(
        `${burst ? 'back-to-back ' : ''}cold price change of ${car.id}: ${run.seconds.toFixed(2)} s (CPU ${run.cpuSeconds.toFixed(2)} s), peak ${(run.peak / MB).toFixed(0)} MB (${run.peakBreakdown})`,
      );
      log(`  ${timingsLine(work, SCALE_DEALER)}`);
    }

    await settled(() => !cleaningUp(work), 120);
    const car = targets.at(-1)!;
    const ci = await ciColdChange(root, {
      work,
      env,
      indexDir: dealer.indexDir,
      dealersDir: dealer.dealersDir,
      dealer: SCALE_DEALER,
      car,
      price: car.price + 777,
    });
    log(
      `CI-cold price change of ${car.id} (restored ${ci.restored.join(', ')}): ${ci.seconds.toFixed(2)} s (CPU ${ci.cpuSeconds.toFixed(2)} s), peak ${(ci.peak / MB).toFixed(0)} MB`,
    );
    return {
      size,
      cars,
      pages,
      buildSeconds: build.seconds,
      buildCpu: build.cpuSeconds,
      buildPeak: build.peak,
      serverPeak,
      warmSeconds,
      live,
      liveCpu,
      cold,
      coldCpu,
      coldPeak,
      coldBurst,
      ciCold: ci.seconds,
      ciColdCpu: ci.cpuSeconds,
    };
  } finally {
    if (o.keep) log(`kept ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The last cold change's detached clean-up is still to finish: the next spare tree, then the retired build's deletion. */
function cleaningUp(work: string): boolean {
  const { dir } = newestManifest(work, SCALE_DEALER);
  return !hasSpare(work, SCALE_DEALER) || fs.readdirSync(dir).some((name) => name.startsWith('.trash-'));
}

/** The CI-cold target: a change built as CI builds it at 20,000 cars, in seconds. */
const CI_COLD_TARGET = { cars: 20_000, seconds: 5 };

export function formatScaleTable(rows: readonly ScaleRow[]): string {
  const s = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' / ');
  const lines = [
    'bench:scale (targets: peak ≤ 1,536 MB; price change live ≤ 2 s through the server, ≤ 5 s cold). Wall s (CPU s of the process trees)',
    '  size    cars   pages  build s (CPU)   pages/s  build MB  server MB  live change s (CPU s)        cold change s (CPU s)        cold MB  back-to-back cold s  CI-cold s (CPU s)',
  ];
  for (const r of rows) {
    const pair = (wall: number[], cpu: number[]) => `${s(wall)} (${s(cpu)})`.padEnd(28);
    lines.push(
      `  ${String(r.size).padStart(6)} ${String(r.cars).padStart(6)} ${String(r.pages).padStart(7)} ${`${r.buildSeconds.toFixed(1)} (${r.buildCpu.toFixed(0)})`.padStart(14)} ${(r.pages / r.buildSeconds).toFixed(0).padStart(8)} ` +
        `${(r.buildPeak / MB).toFixed(0).padStart(9)} ${(r.serverPeak / MB).toFixed(0).padStart(10)}  ${pair(r.live, r.liveCpu)} ${pair(r.cold, r.coldCpu)} ${(r.coldPeak / MB).toFixed(0).padStart(7)}  ${r.coldBurst.toFixed(1).padStart(19)}  ${`${r.ciCold.toFixed(1)} (${r.ciColdCpu.toFixed(1)})`.padStart(17)}`,
    );
  }
  const atTarget = rows.find((r) => r.size === CI_COLD_TARGET.cars);
  lines.push(
    `  CI-cold (a fresh \`npm run build -- --dealer\` on the build cache rebuild.yml restores, no spare tree, no compile cache): target ≤ ${CI_COLD_TARGET.seconds} s at ${CI_COLD_TARGET.cars} cars; measured ${
      atTarget
        ? `${atTarget.ciCold.toFixed(1)} s (${atTarget.ciCold <= CI_COLD_TARGET.seconds ? 'met' : 'not met'})`
        : `— (no ${CI_COLD_TARGET.cars}-car row: --sizes ${CI_COLD_TARGET.cars})`
    }`,
  );
  lines.push(
    `  machine: ${os.availableParallelism()} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (shared: wall times are noisy, CPU seconds less so; memory is sampled every 100 ms over the whole process tree)`,
  );
  return lines.join('\n');
}
