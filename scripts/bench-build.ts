/**
 * npm run bench:build — builds every sample dealer from clean (no previous builds, no Astro caches or
 * render bundles; in FORECOURT_WORK_DIR when set) and prints cars, pages, wall and CPU seconds, pages
 * per second and the peak memory of the whole process tree (with the processes at that peak).
 */
import fs from 'node:fs';
import path from 'node:path';
import { runMeasured } from '../src/dev/bench/measured-process.ts';
import { workPaths } from '../src/engine/work-dir.ts';

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
