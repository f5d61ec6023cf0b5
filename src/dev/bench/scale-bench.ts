import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { SCALE_DEALER, synthesiseScaleDealer } from './scale-dealer.ts';
import { runMeasured, startMeasured, waitForQuiet } from './measured-process.ts';
import { sampleTree } from './process-memory.ts';
import { freePort } from './free-port.ts';

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
};

type Car = { id: string; slug: string; price: number };

const MB = 1024 * 1024;

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
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      FORECOURT_WORK_DIR: work,
      FORECOURT_INDEX_DIR: dealer.indexDir,
      FORECOURT_DEALERS_DIR: dealer.dealersDir,
      NO_COLOR: '1',
    };
    delete env['MEILI_HOST'];
    const script = (name: string) => path.join(root, 'scripts', name);

    const build = await runMeasured([script('build.ts')], { cwd: root, env });
    if (build.code !== 0) throw new Error(`full build failed:\n${build.output.slice(-3000)}`);
    const summary = JSON.parse(fs.readFileSync(path.join(work, '.cache', 'last-build.json'), 'utf8')) as { built: { cars: number; pages: number }[] };
    const { cars, pages } = summary.built[0]!;
    log(
      `full build: ${cars} cars, ${pages} pages, ${build.seconds.toFixed(1)} s (CPU ${build.cpuSeconds.toFixed(1)} s), peak ${(build.peak / MB).toFixed(0)} MB (${build.peakBreakdown})`,
    );

    const targets = pricedCars(dealer.records, work, o.changes * 2 + 1);
    const port = await freePort();
    const serverEnv = { ...env, PORT: String(port) };
    const server = startMeasured([script('serve.ts')], { cwd: root, env: serverEnv });
    const live: number[] = [];
    const liveCpu: number[] = [];
    let warmSeconds = 0;
    try {
      await until(
        () => server.output().includes('forecourt is serving on'),
        120,
        () => server.output(),
      );
      // Warm: the next build's spare tree is linked and the process tree has gone quiet (its render processes rehearsed).
      await until(
        () => hasSpare(work),
        600,
        () => server.output(),
      );
      warmSeconds = await waitForQuiet(server.child.pid!, { quietSeconds: 3, maxSeconds: 300, share: 0.1 });
      log(`server warm after ${warmSeconds.toFixed(1)} s`);
      for (const car of targets.slice(0, o.changes)) {
        const price = car.price + 777;
        const file = changeFile(work, car.id, price);
        const before = newestManifest(work).newest;
        const started = performance.now();
        const serverTicks = sampleTree(server.child.pid!).cpuTicks;
        const apply = startMeasured([script('stock.ts'), 'apply', file], { cwd: root, env: { ...serverEnv, FORECOURT_SERVER: `http://127.0.0.1:${port}` } });
        await until(
          async () => (await getPage(port, `/cars/${car.slug}/`)).includes(formatAud(price)),
          120,
          () => apply.output() + server.output(),
        );
        live.push((performance.now() - started) / 1000);
        const serverCpu = (sampleTree(server.child.pid!).cpuTicks - serverTicks) / 100;
        if ((await apply.exited) !== 0) throw new Error(`stock apply failed:\n${apply.output()}`);
        liveCpu.push(serverCpu + apply.cpuSeconds());
        log(
          `live price change of ${car.id}: ${live.at(-1)!.toFixed(2)} s (CPU ${liveCpu.at(-1)!.toFixed(2)} s); stock apply ran ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
        // A build goes live before its manifest is written: its timings are in that manifest.
        await until(
          () => newestManifest(work).newest !== before,
          60,
          () => server.output(),
        );
        log(`  ${timingsLine(work)}`);
        await until(
          () => hasSpare(work),
          600,
          () => server.output(),
        );
        await waitForQuiet(server.child.pid!, { quietSeconds: 2, maxSeconds: 120, share: 0.1 });
      }
    } finally {
      server.child.kill('SIGTERM');
      const stopped = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r(null), 10_000))]);
      if (stopped === null) server.child.kill('SIGKILL');
    }
    const serverPeak = server.peak();
    log(`server peak ${(serverPeak / MB).toFixed(0)} MB (${server.peakBreakdown()})`);

    const cold: number[] = [];
    const coldCpu: number[] = [];
    let coldPeak = 0;
    let coldBurst = 0;
    const closed = await freePort();
    for (const [i, car] of targets.slice(o.changes).entries()) {
      const burst = i === o.changes;
      if (!burst) await settled(() => !cleaningUp(work), 120);
      const price = car.price + 777;
      const run = await runMeasured([script('stock.ts'), 'apply', changeFile(work, car.id, price)], {
        cwd: root,
        env: { ...env, FORECOURT_SERVER: `http://127.0.0.1:${closed}` },
      });
      if (run.code !== 0) throw new Error(`cold stock apply failed:\n${run.output}`);
      const page = fs.readFileSync(path.join(work, 'dist', SCALE_DEALER, 'cars', car.slug, 'index.html'), 'utf8');
      if (!page.includes(formatAud(price)))
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
      log(`  ${timingsLine(work)}`);
    }
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
    };
  } finally {
    if (o.keep) log(`kept ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
}

/** In-stock cars with a price whose built page shows it (the pages the changes are checked on). */
function pricedCars(records: readonly Record<string, unknown>[], work: string, count: number): Car[] {
  const found: Car[] = [];
  // Spread over the stock, not only its first records.
  const step = Math.max(1, Math.floor(records.length / (count * 4)));
  for (let i = 0; i < records.length && found.length < count; i += step) {
    const r = records[i]!;
    if (r['status'] !== 'in_stock' || typeof r['price'] !== 'number' || r['price'] <= 0) continue;
    const file = path.join(work, 'dist', SCALE_DEALER, 'cars', String(r['slug']), 'index.html');
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(formatAud(r['price'])))
      found.push({ id: String(r['id']), slug: String(r['slug']), price: r['price'] });
  }
  if (found.length < count) throw new Error(`only ${found.length} priced cars show their price`);
  return found;
}

/** The scale dealer's builds folder and the file name of its newest build's manifest, if any. */
function newestManifest(work: string): { dir: string; newest: string | undefined } {
  const dir = path.join(work, 'builds', SCALE_DEALER);
  const newest = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.manifest.json'))
    .sort()
    .at(-1);
  return { dir, newest };
}

/** The last cold change's detached clean-up is still to finish: the next spare tree, then the retired build's deletion. */
function cleaningUp(work: string): boolean {
  const { dir } = newestManifest(work);
  return !hasSpare(work) || fs.readdirSync(dir).some((name) => name.startsWith('.trash-'));
}

/** Waits until `check` holds, for at most `maxSeconds` (a clean-up cut short leaves its folder behind). */
async function settled(check: () => boolean, maxSeconds: number): Promise<void> {
  const deadline = performance.now() + maxSeconds * 1000;
  while (!check() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** True once the next build's starting tree (spare-tree.ts) is prepared for the newest build. */
function hasSpare(work: string): boolean {
  const { dir, newest } = newestManifest(work);
  return newest !== undefined && fs.existsSync(path.join(dir, `.spare-${newest.slice(0, -'.manifest.json'.length)}`));
}

/** The newest build's stage timings (build-one-dealer.ts) as recorded in its manifest. */
function timingsLine(work: string): string {
  const { dir, newest } = newestManifest(work);
  if (!newest) return '';
  const m = JSON.parse(fs.readFileSync(path.join(dir, newest), 'utf8')) as { stats: { seconds: number; rendered: string[]; timings?: Record<string, number> } };
  return `build ${m.stats.seconds.toFixed(2)} s, ${m.stats.rendered.length} pages rendered${m.stats.timings ? `, ms: ${JSON.stringify(m.stats.timings)}` : ''}`;
}

function changeFile(work: string, id: string, price: number): string {
  const file = path.join(work, `change-${id}.json`);
  fs.writeFileSync(file, JSON.stringify({ upsert: [{ id, price }] }));
  return file;
}

function getPage(port: number, pathname: string): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `${SCALE_DEALER}.localhost:${port}`, 'accept-encoding': 'identity' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve(res.statusCode === 200 ? body : ''));
      },
    );
    req.on('error', () => resolve(''));
  });
}

async function until(check: () => boolean | Promise<boolean>, maxSeconds: number, context: () => string): Promise<void> {
  const deadline = performance.now() + maxSeconds * 1000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`gave up after ${maxSeconds} s:\n${context().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function formatScaleTable(rows: readonly ScaleRow[]): string {
  const s = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' / ');
  const lines = [
    'bench:scale (targets: peak ≤ 1,536 MB; price change live ≤ 2 s through the server, ≤ 5 s cold). Wall s (CPU s of the process trees)',
    '  size    cars   pages  build s (CPU)   pages/s  build MB  server MB  live change s (CPU s)        cold change s (CPU s)        cold MB  back-to-back cold s',
  ];
  for (const r of rows) {
    const pair = (wall: number[], cpu: number[]) => `${s(wall)} (${s(cpu)})`.padEnd(28);
    lines.push(
      `  ${String(r.size).padStart(6)} ${String(r.cars).padStart(6)} ${String(r.pages).padStart(7)} ${`${r.buildSeconds.toFixed(1)} (${r.buildCpu.toFixed(0)})`.padStart(14)} ${(r.pages / r.buildSeconds).toFixed(0).padStart(8)} ` +
        `${(r.buildPeak / MB).toFixed(0).padStart(9)} ${(r.serverPeak / MB).toFixed(0).padStart(10)}  ${pair(r.live, r.liveCpu)} ${pair(r.cold, r.coldCpu)} ${(r.coldPeak / MB).toFixed(0).padStart(7)}  ${r.coldBurst.toFixed(1).padStart(19)}`,
    );
  }
  lines.push(
    `  machine: ${os.availableParallelism()} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (shared: wall times are noisy, CPU seconds less so; memory is sampled every 100 ms over the whole process tree)`,
  );
  return lines.join('\n');
}
