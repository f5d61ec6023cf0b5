/**
 * npm run bench:search — the listing's speed on the largest sample dealer (sunstate-motor-group,
 * about 3,000 cars) in Chromium: the time from a filter change to its results rendered, read from
 * the performance marks the listing island sets (many changes: facets, car type, sort, pages),
 * and the compressed bytes of JavaScript and stock files fetched by the first interaction.
 * Serves the built site itself; builds the dealer first when it has no live build.
 * Options: --dealer <slug> (default sunstate-motor-group), --changes <n> (default 80).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Page, Response } from 'playwright-core';
import { buildDealers } from '../src/engine/build/build-dealers.ts';
import { liveLink } from '../src/engine/release/releases.ts';
import { createSiteServer } from '../src/engine/serve/site-server.ts';
import { launchChromium, siteUrl } from '../tests/support/chromium.ts';

const MEASURE = 'listing:filter-to-render';
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const slug = arg('dealer', 'sunstate-motor-group');
const changes = Number(arg('changes', '80'));
const root = process.cwd();

if (!fs.existsSync(path.join(liveLink(slug, { root }), 'index.html'))) {
  console.log(`No live build of ${slug}: building it…`);
  const summary = await buildDealers({ only: [slug], stage: false, concurrency: 1, log: () => {}, root });
  if (summary.built.length === 0) throw new Error(`could not build ${slug}: ${summary.failed.map((f) => f.error).join('\n')}`);
}

const server = createSiteServer({ root, port: 0 });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
const browser = await launchChromium();

type Fetched = { url: string; kind: 'js' | 'data'; wire: number; brotli: number };

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

const measures = (page: Page) => page.evaluate((name) => performance.getEntriesByName(name).length, MEASURE);

async function waitForChange(page: Page, before: number): Promise<void> {
  await page.waitForFunction(([name, n]) => performance.getEntriesByName(name as string).length > (n as number), [MEASURE, before] as const, {
    timeout: 15_000,
  });
}

/** One random filter change: a facet value, a car-type option, a sort or a page; clears filters when nothing matches. */
async function randomChange(page: Page, rnd: () => number): Promise<void> {
  if (await page.locator('.empty-results button').count()) {
    await page.locator('.empty-results button').click();
    return;
  }
  const roll = rnd();
  if (roll < 0.6) {
    const boxes = page.locator('.filters .facet li label');
    await boxes.nth(Math.floor(rnd() * (await boxes.count()))).click();
  } else if (roll < 0.75) {
    const options = page.locator('.results-area .car-type-toggle a');
    await options.nth(Math.floor(rnd() * (await options.count()))).click();
  } else if (roll < 0.9) {
    const sorts = ['relevance', 'latest', 'price_desc', 'price_asc'];
    const current = await page.locator('.sort select').inputValue();
    await page.selectOption('.sort select', sorts.filter((s) => s !== current)[Math.floor(rnd() * 3)]!);
  } else {
    const next = page.locator('.pagination a[rel="next"]');
    if (await next.count()) await next.click();
    else await page.locator('.results-area .car-type-toggle a').first().click();
  }
}

async function firstInteractionBytes(): Promise<{ fetched: Fetched[]; html: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched: Fetched[] = [];
  let html = 0;
  let counting = true;
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!counting) return;
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.startsWith('/_stock/') ? 'data' : null;
    const wire = Number(response.headers()['content-length'] ?? 0);
    if (url.pathname.startsWith('/search')) html = wire;
    if (!kind) return;
    pending.push(
      response.body().then((body) => {
        fetched.push({ url: url.pathname, kind, wire, brotli: zlib.brotliCompressSync(body).length });
      }),
    );
  });
  await page.goto(siteUrl(slug, port, '/search/'));
  await page.waitForSelector('.listing[data-ready][data-status="idle"]');
  const before = await measures(page);
  await page.locator('.filters .facet[data-facet="make"] li label').first().click();
  await waitForChange(page, before);
  await page.waitForLoadState('networkidle');
  counting = false;
  await Promise.all(pending);
  await context.close();
  return { fetched, html };
}

async function timings(): Promise<{ render: number[]; paint: number[]; search: number[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(siteUrl(slug, port, '/search/'));
  await page.waitForSelector('.listing[data-ready][data-status="idle"]');
  await page.waitForLoadState('networkidle');
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < changes; i++) {
    const before = await measures(page);
    await randomChange(page, rnd);
    await waitForChange(page, before);
    await page.waitForTimeout(50);
  }
  const result = await page.evaluate(() => {
    const starts = performance.getEntriesByName('listing:change');
    const searched = performance.getEntriesByName('listing:searched');
    const render = performance.getEntriesByName('listing:filter-to-render').map((e) => e.duration);
    const paint = performance.getEntriesByName('listing:filter-to-paint').map((e) => e.duration);
    const search = starts.map((s, i) => (searched[i]?.startTime ?? Number.NaN) - s.startTime);
    return { render, paint, search };
  });
  await context.close();
  return result;
}

try {
  const { fetched, html } = await firstInteractionBytes();
  const { render, paint, search } = await timings();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const sum = (kind: Fetched['kind'], key: 'wire' | 'brotli') => fetched.filter((f) => f.kind === kind).reduce((n, f) => n + f[key], 0);
  const js = sum('js', 'wire');
  const data = sum('data', 'wire');
  const total = js + data;
  const p95 = quantile(render, 0.95);
  console.log(`\nbench:search — ${slug}, Chromium, ${render.length} filter changes`);
  console.log(`  change → results rendered (DOM committed)  median ${quantile(render, 0.5).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`);
  console.log(`  change → next frame painted               median ${quantile(paint, 0.5).toFixed(1)} ms   p95 ${quantile(paint, 0.95).toFixed(1)} ms`);
  console.log(
    `  of which the engine's answer              median ${quantile(search.filter(Number.isFinite), 0.5).toFixed(1)} ms   p95 ${quantile(search.filter(Number.isFinite), 0.95).toFixed(1)} ms`,
  );
  console.log(`  first interaction: JS ${kb(js)} + stock files ${kb(data)} = ${kb(total)} compressed (gzip, as served; listing HTML ${kb(html)} more)`);
  console.log(
    `    with brotli (as a CDN serves it): JS ${kb(sum('js', 'brotli'))} + data ${kb(sum('data', 'brotli'))} = ${kb(sum('js', 'brotli') + sum('data', 'brotli'))}`,
  );
  for (const f of [...fetched].sort((a, b) => b.wire - a.wire)) console.log(`    ${kb(f.wire).padStart(9)}  ${f.url}`);
  console.log(`  targets: p95 ≤ 50 ms ${p95 <= 50 ? 'met' : 'MISSED'}; first interaction ≤ 150 KB ${total <= 150 * 1024 ? 'met' : 'MISSED'}`);
} finally {
  await browser.close();
  server.close();
}
