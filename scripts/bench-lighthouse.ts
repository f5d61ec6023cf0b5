/**
 * npm run bench:lighthouse [-- --dealer <slug>]
 * Builds every sample dealer in a throwaway work dir (FORECOURT_WORK_DIR when set), serves the
 * builds with the project's site server, and runs Lighthouse 13 (mobile, its defaults) in Debian's
 * Chromium (CHROME_PATH) on the home page, the listing and a vehicle page of each dealer. Prints the
 * four category scores and LCP / TBT / CLS a page, and the audits that cost points. Targets: 100
 * in every category; exits 1 when a score is under 95.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDealers } from '../src/engine/build/build-dealers.ts';
import { CATEGORIES, launchDebuggableChromium, lighthouseTable, runLighthouse, type LighthouseResult } from '../src/engine/measure/lighthouse.ts';
import { liveBuild } from '../src/engine/release/releases.ts';
import { readManifest } from '../src/engine/plan/manifest.ts';
import { createSiteServer } from '../src/engine/serve/site-server.ts';
import { ensureStockIndex } from '../src/engine/stock/ensure-stock.ts';
import { workPaths } from '../src/engine/work-dir.ts';

const REQUIRED = 95;
const { values } = parseArgs({ options: { dealer: { type: 'string', multiple: true, default: [] } } });
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

/** The first in-stock car page of a dealer's live build, in the manifest's order. */
function vehiclePage(slug: string): string {
  const dir = path.join(work, 'builds', slug);
  const manifest = readManifest(dir, liveBuild(slug, { root: work })!)!;
  const page = Object.entries(manifest.pages).find(
    ([, p]) =>
      p.route === 'src/pages/cars/[slug]/index.astro' && fs.readFileSync(path.join(dir, manifest.buildId, p.file), 'utf8').includes('data-testid="actions"'),
  );
  if (!page) throw new Error(`${slug} has no in-stock car page`);
  return `${page[0]}/`;
}

const server = createSiteServer({ root: work, port: 0 });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
const chromium = await launchDebuggableChromium();
const rows: { dealer: string; page: string; result: LighthouseResult }[] = [];
try {
  for (const { slug } of summary.built) {
    for (const [page, pagePath] of [
      ['home', '/'],
      ['listing', '/search/'],
      ['vehicle', vehiclePage(slug)],
    ] as const) {
      const result = await runLighthouse(`http://${slug}.localhost:${port}${pagePath}`, chromium.port);
      rows.push({ dealer: slug, page, result });
      console.log(`  ${slug} ${page}: ${CATEGORIES.map((c) => result.scores[c]).join(' / ')}`);
    }
  }
} finally {
  await chromium.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

console.log(`\nbench:lighthouse (Lighthouse 13, mobile; target 100, at least ${REQUIRED} required)\n`);
console.log(lighthouseTable(rows));
const failing = [...new Set(rows.flatMap((r) => r.result.failing))].sort();
if (failing.length > 0) console.log(`\nAudits that cost points:\n${failing.map((f) => `  ${f}`).join('\n')}`);
const below = rows.filter((r) => CATEGORIES.some((c) => r.result.scores[c] < REQUIRED));
if (below.length > 0) {
  console.log(`\nUnder ${REQUIRED}: ${below.map((r) => `${r.dealer} ${r.page}`).join(', ')}`);
  process.exitCode = 1;
}
if (!process.env['FORECOURT_WORK_DIR']) fs.rmSync(work, { recursive: true, force: true });
