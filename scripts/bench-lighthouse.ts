/**
 * npm run bench:lighthouse [-- --dealer <slug>] [--core]
 * Builds every sample dealer in a throwaway work dir (FORECOURT_WORK_DIR when set), serves the
 * builds with the project's site server, and runs Lighthouse 13 (mobile, its defaults) in Debian's
 * Chromium (CHROME_PATH) on the home page, the listing and a vehicle page of each dealer, then on
 * one page of every other page type the builds have (not with --core; see lighthouse-pages.ts).
 * A page gated behind sign-in is measured as the signed-in shopper it is for (a session made in the
 * work dir's store): signed out it only sends the visitor on to sign-in, which is measured itself.
 * Requests that would leave the machine (third parties a dealer turns on) are blocked and listed.
 * Prints the four category scores and LCP / TBT / CLS a page, and the audits that cost points.
 * Targets: 100 in every category; exits 1 when a score is under 95.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDealers } from '../src/engine/build/build-dealers.ts';
import { lighthousePages, type LighthouseSite } from '../src/dev/bench/lighthouse-pages.ts';
import { CATEGORIES, launchDebuggableChromium, lighthouseTable, runLighthouse, type LighthouseResult } from '../src/dev/bench/lighthouse.ts';
import { liveBuild } from '../src/engine/release/releases.ts';
import { readManifest } from '../src/engine/plan/manifest.ts';
import { sessionCookiePair } from '../src/server/accounts/session-cookie.ts';
import { createApp } from '../src/server/app.ts';
import { createServerContext } from '../src/server/context/server-context.ts';
import { closeServer, serverFeatures } from '../src/server/server-features.ts';
import { createSiteServer } from '../src/engine/serve/site-server.ts';
import { ensureStockIndex } from '../src/engine/stock/ensure-stock.ts';
import { workPaths } from '../src/engine/work-dir.ts';

const REQUIRED = 95;
const { values } = parseArgs({ options: { dealer: { type: 'string', multiple: true, default: [] }, core: { type: 'boolean', default: false } } });
const repo = workPaths({ work: process.cwd() });
await ensureStockIndex({ root: repo.root, indexDir: repo.indexDir, log: (l) => console.log(l) });
const keepWork = Boolean(process.env['FORECOURT_WORK_DIR']);
const work = keepWork ? path.resolve(process.env['FORECOURT_WORK_DIR']!) : fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-lighthouse-'));
// The site server's API (sessions included) keeps its store in the work dir, not the repository's.
const context = createServerContext({ env: { ...process.env, FORECOURT_WORK_DIR: work } });
const features = serverFeatures(context);
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

/** A dealer's live build: its pages by path, the first in-stock car page in the manifest's order, and each page's HTML. */
function liveSite(slug: string): LighthouseSite & { html: (pagePath: string) => string } {
  const dir = path.join(work, 'builds', slug);
  const manifest = readManifest(dir, liveBuild(slug, { root: work })!)!;
  const html = (pagePath: string) => {
    const page = manifest.pages[pagePath === '/' ? pagePath : pagePath.replace(/\/$/, '')];
    return page ? fs.readFileSync(path.join(dir, manifest.buildId, page.file), 'utf8') : '';
  };
  const vehicle = Object.entries(manifest.pages).find(
    ([pagePath, p]) => p.route === 'src/pages/cars/[slug]/index.astro' && html(pagePath).includes('data-testid="actions"'),
  );
  if (!vehicle) throw new Error(`${slug} has no in-stock car page`);
  return { dealer: slug, pages: manifest.pages, vehiclePage: vehicle[0], html };
}

/** A signed-in shopper's session cookie for each dealer, made on first use. */
const { accounts } = features;
const cookies = new Map<string, Promise<string>>();
const sessionCookie = (dealer: string) => {
  if (!cookies.has(dealer))
    cookies.set(
      dealer,
      accounts
        .sessions()
        .create(dealer, '0412345678')
        .then((token) => sessionCookiePair(new Request(`http://${dealer}.localhost/`), token)),
    );
  return cookies.get(dealer)!;
};

const server = createSiteServer({ root: work, port: 0, app: createApp(context, features) });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
const chromium = await launchDebuggableChromium();
const rows: { dealer: string; page: string; result: LighthouseResult }[] = [];
const sites = new Map(summary.built.map(({ slug }) => [slug, liveSite(slug)]));
try {
  for (const { dealer, page, path: pagePath } of lighthousePages([...sites.values()], { everyType: !values.core })) {
    const gated = sites.get(dealer)!.html(pagePath).includes('data-sign-in-gate=');
    const cookie = gated ? await sessionCookie(dealer) : undefined;
    const result = await runLighthouse(`http://${dealer}.localhost:${port}${pagePath}`, chromium.port, { cookie });
    const label = gated ? `${page} (signed in)` : page;
    rows.push({ dealer, page: label, result });
    console.log(`  ${dealer} ${label}: ${CATEGORIES.map((c) => result.scores[c]).join(' / ')}`);
  }
} finally {
  await chromium.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeServer(context, features);
}

console.log(`\nbench:lighthouse (Lighthouse 13, mobile; target 100, at least ${REQUIRED} required)\n`);
console.log(lighthouseTable(rows));
const failing = rows.filter((r) => r.result.failing.length > 0);
if (failing.length > 0) {
  console.log('\nAudits that cost points:');
  for (const r of failing) console.log(`  ${r.dealer} ${r.page}\n${r.result.failing.map((f) => `    ${f}`).join('\n')}`);
}
const blocked = new Map<string, Set<string>>();
for (const r of rows) for (const url of r.result.blocked) blocked.set(r.dealer, (blocked.get(r.dealer) ?? new Set()).add(url));
if (blocked.size > 0) {
  console.log('\nBlocked, as this machine has no network (third parties the dealer turns on; a real visit loads them):');
  for (const [dealer, urls] of blocked) console.log(`  ${dealer}: ${[...urls].join(', ')}`);
}
const below = rows.filter((r) => CATEGORIES.some((c) => r.result.scores[c] < REQUIRED));
if (below.length > 0) {
  console.log(`\nUnder ${REQUIRED}: ${below.map((r) => `${r.dealer} ${r.page}`).join(', ')}`);
  process.exitCode = 1;
}
if (!keepWork) fs.rmSync(work, { recursive: true, force: true });
