import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { synthesiseDealerGroup } from './scale-dealer.ts';
import { runMeasured } from './measured-process.ts';
import { warmRendererDealers } from './process-memory.ts';
import { MB, liveChange, pricedCars, startWarmServer, stopServer, timingsLine } from './bench-steps.ts';
import { warmRenderersFrom } from '../../engine/render/warm-setting.ts';

export type GroupRow = {
  dealers: number;
  carsPerDealer: number;
  cars: number;
  pages: number;
  buildSeconds: number;
  buildPeak: number;
  /** FORECOURT_WARM_RENDERERS as the server read it. */
  limit: number;
  /** Warm render processes once the server was warm, and after the changes. */
  warmBefore: number;
  warmAfter: number;
  warmSeconds: number;
  /** The server's process tree (site server, rebuild queue, warm render processes) across warm-up and the changes. */
  serverPeak: number;
  /** Seconds from `stock apply` to the served page showing the new price: a dealer with a warm process, and one without. */
  liveWarm: number;
  liveCold: number;
  /** CPU seconds of the server's tree and the command for each (steadier than wall seconds on a shared machine). */
  liveWarmCpu: number;
  liveColdCpu: number;
};

/**
 * `npm run bench:scale -- --dealers <n> [--cars 200]`: a group of `count` dealers of about `size`
 * cars each in a throwaway work dir, built in one `npm run build`; then `npm start` (at most
 * FORECOURT_WARM_RENDERERS warm render processes) and a price change through `npm run stock -- apply`
 * to a dealer that has a warm process and then to one that has none, each until the page served
 * shows it. The server's peak memory covers its warm-up and both changes.
 */
export async function benchGroup(root: string, count: number, size: number, o: { keep: boolean; log: (line: string) => void }): Promise<GroupRow> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `forecourt-group-${count}-`));
  const log = (line: string) => o.log(`  [${count} dealers] ${line}`);
  try {
    const group = await synthesiseDealerGroup(root, work, count, size);
    log(`${group.records.length} records of ${group.copiedFrom} re-homed to ${count} dealers in ${work}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      FORECOURT_WORK_DIR: work,
      FORECOURT_INDEX_DIR: group.indexDir,
      FORECOURT_DEALERS_DIR: group.dealersDir,
      NO_COLOR: '1',
    };
    delete env['MEILI_HOST'];
    const limit = warmRenderersFrom(env);

    const build = await runMeasured([path.join(root, 'scripts', 'build.ts')], { cwd: root, env });
    if (build.code !== 0) throw new Error(`full build failed:\n${build.output.slice(-3000)}`);
    const summary = JSON.parse(fs.readFileSync(path.join(work, '.cache', 'last-build.json'), 'utf8')) as { built: { cars: number; pages: number }[] };
    if (summary.built.length !== count) throw new Error(`${summary.built.length} of ${count} dealers built:\n${build.output.slice(-3000)}`);
    const cars = summary.built.reduce((n, b) => n + b.cars, 0);
    const pages = summary.built.reduce((n, b) => n + b.pages, 0);
    log(
      `full build: ${cars} cars, ${pages} pages, ${build.seconds.toFixed(1)} s (CPU ${build.cpuSeconds.toFixed(1)} s), peak ${(build.peak / MB).toFixed(0)} MB`,
    );

    const { server, port, warmSeconds } = await startWarmServer(root, env, work, group.slugs);
    try {
      const warm = warmRendererDealers(server.child.pid!);
      log(`server warm after ${warmSeconds.toFixed(1)} s: ${warm.length} warm render processes (limit ${limit}): ${warm.join(', ')}`);
      if (warm.length > limit) throw new Error(`${warm.length} warm render processes, over the limit of ${limit}`);
      const hot = warm[0];
      const cold = group.slugs.findLast((slug) => !warm.includes(slug));
      if (!hot || !cold) throw new Error(`need a dealer with a warm process and one without (warm: ${warm.join(', ') || 'none'})`);
      const carOf = (slug: string) => {
        const id = group.dealershipIds.get(slug);
        return pricedCars(
          group.records.filter((r) => r.dealership_id === id),
          work,
          slug,
          1,
        )[0]!;
      };
      const change = async (slug: string) => {
        const car = carOf(slug);
        const result = await liveChange(root, { server, port, env, work, dealer: slug, car, price: car.price + 777 });
        log(
          `live price change of ${car.id} (${slug}, ${warm.includes(slug) ? 'warm' : 'no warm'} process): ${result.seconds.toFixed(2)} s (CPU ${result.cpuSeconds.toFixed(2)} s)`,
        );
        log(`  ${timingsLine(work, slug)}`);
        return result;
      };
      const liveWarm = await change(hot);
      const liveCold = await change(cold);
      const after = warmRendererDealers(server.child.pid!);
      log(`after the changes: ${after.length} warm render processes: ${after.join(', ')}`);
      if (after.length > limit) throw new Error(`${after.length} warm render processes, over the limit of ${limit}`);
      await stopServer(server);
      log(`server peak ${(server.peak() / MB).toFixed(0)} MB (${server.peakBreakdown()})`);
      return {
        dealers: count,
        carsPerDealer: size,
        cars,
        pages,
        buildSeconds: build.seconds,
        buildPeak: build.peak,
        limit,
        warmBefore: warm.length,
        warmAfter: after.length,
        warmSeconds,
        serverPeak: server.peak(),
        liveWarm: liveWarm.seconds,
        liveCold: liveCold.seconds,
        liveWarmCpu: liveWarm.cpuSeconds,
        liveColdCpu: liveCold.cpuSeconds,
      };
    } finally {
      await stopServer(server);
    }
  } finally {
    if (o.keep) log(`kept ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
}

export function formatGroupTable(r: GroupRow): string {
  return [
    'bench:scale --dealers (many dealers on one server: at most FORECOURT_WARM_RENDERERS warm render processes, least recently changed dealers first out)',
    '  dealers  cars/dealer    cars   pages  build s  build MB  warm limit  warm (before/after)  warm-up s  server peak MB  live change s (CPU s): warm dealer  no warm process',
    `  ${String(r.dealers).padStart(7)} ${String(r.carsPerDealer).padStart(12)} ${String(r.cars).padStart(7)} ${String(r.pages).padStart(7)} ${r.buildSeconds.toFixed(1).padStart(8)} ${(r.buildPeak / MB).toFixed(0).padStart(9)} ` +
      `${String(r.limit).padStart(11)} ${`${r.warmBefore}/${r.warmAfter}`.padStart(20)} ${r.warmSeconds.toFixed(1).padStart(10)} ${(r.serverPeak / MB).toFixed(0).padStart(15)} ${`${r.liveWarm.toFixed(2)} (${r.liveWarmCpu.toFixed(2)})`.padStart(35)} ${`${r.liveCold.toFixed(2)} (${r.liveColdCpu.toFixed(2)})`.padStart(16)}`,
    `  machine: ${os.availableParallelism()} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (shared: wall times are noisy; memory is sampled every 100 ms over the whole process tree)`,
  ].join('\n');
}
