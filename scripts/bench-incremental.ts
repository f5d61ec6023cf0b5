/**
 * npm run bench:incremental [-- --dealer <slug>] [-- --keep]
 * In a throwaway work directory with a copy of the embedded stock index: builds every dealer in
 * full, then for one dealer (default: the one with the most cars) (a) changes a car's price,
 * (b) marks a car sold, (c) adds a car, (d) deletes a car, rebuilding after each as the server's
 * webhook queue does (one warm build session). Prints wall seconds, pages re-rendered and files
 * unchanged for each, checks them against the budgets, and checks that no other dealer's files changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dealershipNamesIn } from '../src/lib/dealer/dealership-names.ts';
import { EmbeddedStockIndex } from '../src/lib/search/embedded-index.ts';
import type { StockDocument } from '../src/lib/search/stock-document.ts';
import { buildDealers, closeSession, newBuildSession, settle } from '../src/engine/build/build-dealers.ts';
import type { DealerBuildResult } from '../src/engine/build/build-one-dealer.ts';
import { ensureStockIndex } from '../src/engine/stock/ensure-stock.ts';
import { finishedBuilds, readManifest, type BuildManifest } from '../src/engine/plan/manifest.ts';
import { workPaths } from '../src/engine/work-dir.ts';
import { fileIdentities, sameFiles } from '../src/dev/bench/bench-files.ts';

const { values } = parseArgs({ options: { dealer: { type: 'string' }, keep: { type: 'boolean', default: false } } });
const repo = workPaths({ work: process.cwd() });
await ensureStockIndex({ root: repo.root, indexDir: repo.indexDir, log: (l) => console.log(l) });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-'));
fs.cpSync(repo.indexDir, path.join(work, '.cache', 'index'), { recursive: true });
const index = new EmbeddedStockIndex({ dir: path.join(work, '.cache', 'index'), dealershipNames: dealershipNamesIn(path.join(repo.root, 'dealers')) });
const session = newBuildSession({ index, prepareSpares: true });
const quiet = (line: string) => {
  if (line.startsWith('✓') || line.startsWith('✗')) console.log(`  ${line}`);
};
const build = (only: string[], full = false) =>
  buildDealers({ only, stage: false, full, trigger: 'bench', concurrency: 2, root: repo.root, work, session, log: quiet });

console.log(`bench:incremental in ${work}\n\nFull build of every dealer…`);
const all = await build([]);
if (all.failed.length > 0) throw new Error(`full build failed: ${all.failed.map((f) => f.slug).join(', ')}`);
const dealer = values.dealer ?? [...all.built].sort((a, b) => b.cars - a.cars)[0]!.slug;
const inAll = all.built.find((b) => b.slug === dealer)!;
await settle(session);
console.log(`Full rebuild of ${dealer} alone, every core on its pages (for comparison)…`);
const solo = (await build([dealer], true)).built[0]!;
await settle(session);
const others = all.built.filter((b) => b.slug !== dealer).map((b) => b.slug);
const othersBefore = new Map(others.map((slug) => [slug, fileIdentities(path.join(work, 'dist', slug))]));

const newest = (): BuildManifest => {
  const dir = path.join(work, 'builds', dealer);
  return readManifest(dir, finishedBuilds(dir).at(-1)!)!;
};
const docs = await index.getDocuments();
const dealerCars = new Set(Object.keys(newest().cars));
const mine = docs.filter((d) => dealerCars.has(d.id) && d['status'] === 'in_stock' && typeof d['price'] === 'number');
if (mine.length < 4) throw new Error(`${dealer} has fewer than 4 priced cars in stock`);
const [priced, sold, template, doomed] = mine as [StockDocument, StockDocument, StockDocument, StockDocument];
const newId = `${template.id}9001`;
const scenarios: { name: string; car: string; apply: () => Promise<void> }[] = [
  { name: '(a) price change', car: priced.id, apply: () => index.updateDocuments([{ id: priced.id, price: Number(priced['price']) + 500 }]) },
  { name: '(b) car sold', car: sold.id, apply: () => index.updateDocuments([{ id: sold.id, status: 'sold', sold_at: new Date().toISOString() }]) },
  {
    name: '(c) car added',
    car: newId,
    apply: () => index.addDocuments([{ ...template, id: newId, slug: `${String(template['slug'])}-9001`, stocknum: `B${newId}` }]),
  },
  { name: '(d) car deleted', car: doomed.id, apply: () => index.deleteDocuments([doomed.id]) },
];

const rows: string[] = [];
const pct = (ratio: number) => `${(ratio * 100).toFixed(1).padStart(5)} %`;
let pass = true;
for (const scenario of scenarios) {
  const before = newest();
  await scenario.apply();
  const started = performance.now();
  const result: DealerBuildResult = (await build([dealer])).built[0]!;
  const wall = (performance.now() - started) / 1000;
  const after = newest();
  const background = performance.now();
  await settle(session);
  const prepSeconds = (performance.now() - background) / 1000;

  const rendered = after.stats.rendered;
  const carSlugs = [before.cars[scenario.car]?.slug, after.cars[scenario.car]?.slug].filter((s): s is string => Boolean(s));
  const ofCar = (p: string) => carSlugs.some((slug) => p === `/cars/${slug}` || p.startsWith(`/cars/${slug}/`));
  const own = rendered.filter(ofCar);
  const keyedOthers = rendered.filter((p) => !ofCar(p) && after.pages[p]?.kind === 'keyed');
  const stray = rendered.filter((p) => !ofCar(p) && after.pages[p]?.kind === 'car');
  const aggregates = rendered.length - own.length - keyedOthers.length - stray.length;
  const unchanged = sameFiles(path.join(work, 'builds', dealer, before.buildId), path.join(work, 'builds', dealer, after.buildId));
  const ok = wall <= 5 && wall / inAll.seconds <= 0.1 && stray.length === 0;
  pass &&= ok;
  rows.push(
    `  ${scenario.name.padEnd(16)} ${wall.toFixed(2).padStart(5)} s ${pct(wall / inAll.seconds)} ${pct(wall / solo.seconds)}  ` +
      `${String(result.rendered).padStart(4)} re-rendered: ${own.length} of car ${scenario.car}, ${aggregates} aggregate, ${keyedOthers.length} keyed by content  ` +
      `${result.removed} removed  ${unchanged.same}/${unchanged.total} files unchanged  ${ok ? 'ok' : 'OVER BUDGET'}` +
      `${stray.length ? `  STRAY car pages: ${stray.slice(0, 3).join(', ')}` : ''}`,
  );
  console.log(rows.at(-1));
  console.log(`      timings ms: ${JSON.stringify(result.timings)}; next build's spare tree and render processes ready ${prepSeconds.toFixed(1)} s later`);
}

let othersSame = true;
for (const slug of others) {
  const now = fileIdentities(path.join(work, 'dist', slug));
  const same = othersBefore.get(slug)!.size === now.size && [...now].every(([f, id]) => othersBefore.get(slug)!.get(f) === id);
  othersSame &&= same;
  console.log(`  ${slug}: ${same ? 'every file byte-identical (same inode, size, mtime)' : 'CHANGED'}`);
}

console.log(`\nbench:incremental — ${dealer}: ${inAll.cars} cars, ${solo.pages} pages`);
console.log(`  full build: ${inAll.seconds.toFixed(1)} s in the build of all dealers (${all.seconds.toFixed(1)} s total), ${solo.seconds.toFixed(1)} s alone`);
console.log(`  scenario          wall    of full (all dealers | alone)  pages / files`);
for (const row of rows) console.log(row);
console.log(`  budgets: ≤ 5 s and ≤ 10 % of the dealer's share of the full build; other dealers' files untouched: ${othersSame ? 'yes' : 'NO'}`);
console.log(
  `  machine: ${os.availableParallelism()} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
closeSession(session);
if (!values.keep) fs.rmSync(work, { recursive: true, force: true });
else console.log(`  kept ${work}`);
process.exitCode = pass && othersSame ? 0 : 1;
