/**
 * Vehicle page budgets (rule: engineering.page-budgets), measured on the built site served locally:
 * compressed HTML, compressed JavaScript loaded before any interaction, and lab LCP, CLS and TBT
 * in Chromium with mobile emulation. Usage:
 *   npm run bench:vehicle [-- --dealer <slug>] [--runs 3] [--slug <car slug>]
 * Builds nothing: run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/support/chromium.ts';
import { createSiteServer, listLiveSites } from '../src/engine/serve/site-server.ts';

const TARGETS = { htmlKb: 60, jsKb: 100, lcpMs: 1500, cls: 0.02, tbtMs: 100 };
/** A mid-range phone on a good mobile connection: 4× CPU slowdown, 40 ms RTT, 10 Mbit/s down. */
const NETWORK = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (2 * 1024 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const DEVICE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

type Args = { dealer: string | null; runs: number; slug: string | null };

function parseArgs(argv: string[]): Args {
  const args: Args = { dealer: null, runs: 3, slug: null };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--dealer' && value) args.dealer = value;
    if (argv[i] === '--runs' && value) args.runs = Math.max(1, Number(value) || 3);
    if (argv[i] === '--slug' && value) args.slug = value;
  }
  return args;
}

const gzipSize = (body: Buffer | string) => zlib.gzipSync(body, { level: 6 }).length;
const kb = (bytes: number) => bytes / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The typical page: median compressed size over a sample of the dealer's in-stock car pages. */
function typicalCar(siteRoot: string): { slug: string; sample: number[] } {
  const carsDir = path.join(siteRoot, 'cars');
  const slugs = fs
    .readdirSync(carsDir)
    .filter((s) => fs.existsSync(path.join(carsDir, s, 'index.html')))
    .sort();
  const step = Math.max(1, Math.floor(slugs.length / 150));
  const sized = slugs
    .filter((_, i) => i % step === 0)
    .map((slug) => {
      const html = fs.readFileSync(path.join(carsDir, slug, 'index.html'));
      return { slug, size: gzipSize(html), sold: html.includes('data-testid="sold-notice"') };
    })
    .filter((c) => !c.sold)
    .sort((a, b) => a.size - b.size);
  const middle = sized[Math.floor(sized.length / 2)];
  if (!middle) throw new Error(`no car pages under ${carsDir}`);
  return { slug: middle.slug, sample: sized.map((c) => c.size) };
}

type Run = { lcp: number; cls: number; tbt: number; jsBytes: number; scripts: string[] };

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext(DEVICE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then(gzipSize, () => 0),
    );
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lab: { lcp: number; cls: number; tbt: number } };
    w.__lab = { lcp: 0, cls: 0, tbt: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lab.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__lab.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lab.tbt += Math.max(0, e.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  // Islands hydrate on idle; give them time without touching or scrolling the page.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const lab = await page.evaluate(() => (window as unknown as { __lab: { lcp: number; cls: number; tbt: number } }).__lab);
  const sizes = await Promise.all(scripts.values());
  await context.close();
  return { ...lab, jsBytes: sizes.reduce((a, b) => a + b, 0), scripts: [...scripts.keys()].map((u) => new URL(u).pathname) };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const root = process.cwd();
  const sites = listLiveSites(root);
  const dealer = args.dealer ?? sites[0];
  if (!dealer || !sites.includes(dealer)) throw new Error(`no live build for ${dealer ?? 'any dealer'}: run npm run build first`);
  const siteRoot = path.join(root, 'dist', dealer);
  const picked = args.slug ? { slug: args.slug, sample: [] as number[] } : typicalCar(siteRoot);
  const html = fs.readFileSync(path.join(siteRoot, 'cars', picked.slug, 'index.html'));

  const server = createSiteServer({ root, port: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://${dealer}.localhost:${port}/cars/${picked.slug}/`;
  const browser = await launchChromium();

  const runs: Run[] = [];
  try {
    for (let i = 0; i < args.runs; i++) runs.push(await measure(browser, url));
  } finally {
    await browser.close();
    server.close();
  }

  const results = {
    htmlKb: kb(gzipSize(html)),
    jsKb: kb(median(runs.map((r) => r.jsBytes))),
    lcpMs: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbt)),
  };
  const row = (label: string, value: string, target: string, ok: boolean) =>
    `  ${label.padEnd(34)} ${value.padStart(10)}   target ${target.padEnd(9)} ${ok ? 'ok' : 'OVER'}`;
  console.log(`vehicle page: ${url}`);
  console.log(`  ${runs.length} run(s), median; Chromium mobile emulation (412×915), CPU ×${CPU_SLOWDOWN}, ${NETWORK.latency} ms RTT, 10 Mbit/s`);
  if (picked.sample.length > 0) {
    console.log(
      `  typical = median of ${picked.sample.length} in-stock pages; compressed HTML over the sample: min ${kb(picked.sample[0]!).toFixed(1)} KB, max ${kb(picked.sample.at(-1)!).toFixed(1)} KB`,
    );
  }
  console.log(row('HTML (gzip)', `${results.htmlKb.toFixed(1)} KB`, `≤ ${TARGETS.htmlKb} KB`, results.htmlKb <= TARGETS.htmlKb));
  console.log(row('JS before interaction (gzip)', `${results.jsKb.toFixed(1)} KB`, `≤ ${TARGETS.jsKb} KB`, results.jsKb <= TARGETS.jsKb));
  console.log(row('LCP', `${results.lcpMs.toFixed(0)} ms`, `≤ ${TARGETS.lcpMs} ms`, results.lcpMs <= TARGETS.lcpMs));
  console.log(row('CLS', results.cls.toFixed(3), `≤ ${TARGETS.cls}`, results.cls <= TARGETS.cls));
  console.log(row('TBT', `${results.tbtMs.toFixed(0)} ms`, `≤ ${TARGETS.tbtMs} ms`, results.tbtMs <= TARGETS.tbtMs));
  console.log(`  scripts loaded before interaction: ${runs[0]?.scripts.join(', ') || 'none'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
