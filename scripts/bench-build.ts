/**
 * npm run bench:build — builds every sample dealer from clean (no previous builds, no Astro caches or
 * render bundles; in FORECOURT_WORK_DIR when set)
 * and prints cars, pages, wall seconds, pages per second and the peak memory of the whole process tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { sampleTreeRss } from '../src/engine/measure/process-memory.ts';
import { workPaths } from '../src/engine/work-dir.ts';

const root = process.cwd();
const paths = workPaths({ root });
for (const dir of [paths.builds, paths.dist, path.join(paths.cache, 'astro')]) fs.rmSync(dir, { recursive: true, force: true });

const started = performance.now();
const child = spawn(process.execPath, [path.join(root, 'scripts', 'build.ts')], { cwd: root, stdio: 'inherit' });
let peak = 0;
const timer = setInterval(() => {
  if (child.pid) peak = Math.max(peak, sampleTreeRss(child.pid));
}, 100);
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
clearInterval(timer);
const wall = (performance.now() - started) / 1000;

const summary = JSON.parse(fs.readFileSync(path.join(paths.cache, 'last-build.json'), 'utf8')) as {
  built: { cars: number; pages: number }[];
  failed: unknown[];
};
const cars = summary.built.reduce((n, b) => n + b.cars, 0);
const pages = summary.built.reduce((n, b) => n + b.pages, 0);
console.log('\nbench:build');
console.log(`  dealers built   ${summary.built.length} (${summary.failed.length} failed)`);
console.log(`  cars            ${cars}`);
console.log(`  pages           ${pages}`);
console.log(`  wall            ${wall.toFixed(1)} s`);
console.log(`  pages/second    ${(pages / wall).toFixed(0)}`);
console.log(`  peak memory     ${(peak / 1024 / 1024).toFixed(0)} MB (whole process tree, sampled every 100 ms)`);
process.exitCode = code;
