/**
 * npm run bench:lighthouse [-- --dealer <slug>] [--core]
 * Builds every sample dealer in a throwaway work dir (FORECOURT_WORK_DIR when set), serves the
 * builds with the project's site server, and runs Lighthouse 13 (mobile, its defaults) in Debian's
 * Chromium (CHROME_PATH) on the home page, the listing and a vehicle page of each dealer, then on
 * one page of every other page type the builds have (not with --core; see lighthouse-pages.ts).
 * Prints the four category scores and LCP / TBT / CLS a page, and the audits that cost points.
 * Targets: 100 in every category; exits 1 when a score is under 95.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDealers } from '../src/engine/build/build-dealers.ts';
import { lighthousePages, type LighthouseSite } from '../src/engine/measure/lighthouse-pages.ts';
import { CATEGORIES, launchDebuggableChromium, lighthouseTable, runLighthouse, type LighthouseResult } from '../src/engine/measure/lighthouse.ts';
import { liveBuild } from '../src/engine/release/releases.ts';
import { readManifest } from '../src/engine/plan/manifest.ts';
import { createSiteServer } from '../src/engine/serve/site-server.ts';
import { ensureStockIndex } from '../src/engine/stock/ensure-stock.ts';
import { workPaths } from '../src/engine/work-dir.ts';

const REQUIRED = 95;
const { values } = parseArgs({ options: { dealer: { type: 'string', multiple: true, default: [] }, core: { type: 'boolean', default: false } } });
const repo = workPaths({ work: process.cwd() });
await ensureStockIndex({ root: repo.root, indexDir: repo.indexDir, log: (l) => console.log(l) });
const work = process.env['FORECOURT_WORK_DIR']
  ? path.resolve(process.env['FORECOURT_WORK_DIR'])
  : fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-lighthouse-'));
const workIndex = path.join(work, '.cache', 'index');
if (!fs.existsSync(workIndex)) fs.cpSync(repo.indexDir, workIndex, { recursive: true });

console.log(`bench:lighthouse in ${work}\n\nBuilding…`);
const summary = await buildDealers({
  only: values.dealer,
  stage: false,
  concurrency: 2,
  root: repo.root,
  work,
  log: (l) => l.startsWith('✓') && console.log(`  ${l}`),
});
if (summary.failed.length > 0) throw new Error(`build failed: ${summary.failed.map((f) => f.slug).join(', ')}`);

/** A dealer's live build: its pages by path, and the first in-stock car page in the manifest's order. */
function liveSite(slug: string): LighthouseSite {
  const dir = path.join(work, 'builds', slug);
  const manifest = readManifest(dir, liveBuild(slug, { root: work })!)!;
  const vehicle = Object.entries(manifest.pages).find(
    ([, p]) =>
      p.route === 'src/pages/cars/[slug]/index.astro' && fs.readFileSync(path.join(dir, manifest.buildId, p.file), 'utf8').includes('data-testid="actions"'),
  );
  if (!vehicle) throw new Error(`${slug} has no in-stock car page`);
  return { dealer: slug, pages: manifest.pages, vehiclePage: vehicle[0] };
}

const server = createSiteServer({ root: work, port: 0 });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
const chromium = await launchDebuggableChromium();
const rows: { dealer: string; page: string; result: LighthouseResult }[] = [];
try {
  for (const { dealer, page, path: pagePath } of lighthousePages(
    summary.built.map(({ slug }) => liveSite(slug)),
    { everyType: !values.core },
  )) {
    const result = await runLighthouse(`http://${dealer}.localhost:${port}${pagePath}`, chromium.port);
    rows.push({ dealer, page, result });
    console.log(`  ${dealer} ${page}: ${CATEGORIES.map((c) => result.scores[c]).join(' / ')}`);
  }
} finally {
  await chromium.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

console.log(`\nbench:lighthouse (Lighthouse 13, mobile; target 100, at least ${REQUIRED} required)\n`);
console.log(lighthouseTable(rows));
const failing = rows.filter((r) => r.result.failing.length > 0);
if (failing.length > 0) {
  console.log('\nAudits that cost points:');
  for (const r of failing) console.log(`  ${r.dealer} ${r.page}\n${r.result.failing.map((f) => `    ${f}`).join('\n')}`);
}
const below = rows.filter((r) => CATEGORIES.some((c) => r.result.scores[c] < REQUIRED));
if (below.length > 0) {
  console.log(`\nUnder ${REQUIRED}: ${below.map((r) => `${r.dealer} ${r.page}`).join(', ')}`);
  process.exitCode = 1;
}
if (!process.env['FORECOURT_WORK_DIR']) fs.rmSync(work, { recursive: true, force: true });
