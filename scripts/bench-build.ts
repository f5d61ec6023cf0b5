/**
 * npm run bench:build [-- --baseline] — builds every sample dealer from clean (no previous builds, no
 * Astro caches or render bundles; in FORECOURT_WORK_DIR when set) and prints cars, pages, wall and CPU
 * seconds, pages per second and the peak memory of the whole process tree (with the processes at that
 * peak). With --baseline it then builds a bare Astro project of 6,000 pages (one getStaticPaths route:
 * a heading, a price and a client:visible React island each, src/dev/bench/bare-astro.ts) with
 * the same astro and @astrojs/react, and prints both page rates and their ratio (target: ours ≥ bare).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runMeasured } from '../src/dev/bench/measured-process.ts';
import { buildBareAstro } from '../src/dev/bench/bare-astro.ts';
import { workPaths } from '../src/engine/work-dir.ts';

const { values } = parseArgs({ options: { baseline: { type: 'boolean', default: false } } });
const BARE_PAGES = 6_000;

const root = process.cwd();
const paths = workPaths({ root });
for (const dir of [paths.builds, paths.dist, path.join(paths.cache, 'astro')]) fs.rmSync(dir, { recursive: true, force: true });

const run = await runMeasured([path.join(root, 'scripts', 'build.ts')], { cwd: root, env: process.env });
process.stdout.write(run.output);

const summary = JSON.parse(fs.readFileSync(path.join(paths.cache, 'last-build.json'), 'utf8')) as {
  built: { cars: number; pages: number }[];
  failed: unknown[];
};
const cars = summary.built.reduce((n, b) => n + b.cars, 0);
const pages = summary.built.reduce((n, b) => n + b.pages, 0);
const MB = 1024 * 1024;
console.log('\nbench:build');
console.log(`  dealers built   ${summary.built.length} (${summary.failed.length} failed)`);
console.log(`  cars            ${cars}`);
console.log(`  pages           ${pages}`);
console.log(`  wall            ${run.seconds.toFixed(1)} s`);
console.log(`  CPU             ${run.cpuSeconds.toFixed(1)} s (whole process tree)`);
console.log(`  pages/second    ${(pages / run.seconds).toFixed(0)}`);
console.log(`  peak memory     ${(run.peak / MB).toFixed(0)} MB (whole process tree, sampled every 100 ms)`);
console.log(`  at the peak     ${run.peakBreakdown}`);
process.exitCode = run.code;

if (values.baseline) {
  console.log(`\nBuilding a bare Astro project of ${BARE_PAGES} pages…`);
  const bare = await buildBareAstro(root, BARE_PAGES);
  const ours = pages / run.seconds;
  const theirs = bare.pages / bare.seconds;
  console.log('\nbench:build --baseline (target: the sample dealers build at least as many pages per second as bare Astro)');
  console.log('                          pages   wall s   CPU s   pages/s   pages/CPU s   peak MB');
  const row = (name: string, n: number, wall: number, cpu: number, peak: number) =>
    console.log(
      `  ${name.padEnd(22)} ${String(n).padStart(6)} ${wall.toFixed(1).padStart(8)} ${cpu.toFixed(1).padStart(7)} ${(n / wall).toFixed(0).padStart(9)} ${(n / cpu).toFixed(0).padStart(13)} ${(peak / MB).toFixed(0).padStart(9)}`,
    );
  row('sample dealers (full)', pages, run.seconds, run.cpuSeconds, run.peak);
  row('bare Astro', bare.pages, bare.seconds, bare.cpuSeconds, bare.peak);
  console.log(
    `  ratio ours / bare      ${(ours / theirs).toFixed(2)} (${ours >= theirs ? 'met' : 'not met'}); per CPU second ${(pages / run.cpuSeconds / (bare.pages / bare.cpuSeconds)).toFixed(2)}`,
  );
  console.log(
    `  machine: ${os.availableParallelism()} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (shared: wall times are noisy; both builds ran in this one run)`,
  );
}
