/**
 * npm run bench:findability [-- --dealer <slug>]… [-- --no-htmlcs]
 * The findability report of issue 32, read from built sites (the live build of each dealer under
 * FORECOURT_WORK_DIR, else the repository's own dist/; build first with `npm run build`). Per dealer:
 * the share of indexable pages whose title, and whose description, another page has too (target under
 * 1 %); each alias route and the one canonical URL it names; the JSON-LD type of the vehicle pages by
 * kind of vehicle (with offers, images and odometers); the business markup of the home and location
 * pages; and HTML_CodeSniffer's WCAG2AA errors on one page of every page type (target 0), in
 * Debian's Chromium against the project's site server. Exits 1 when a target is missed.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { OFFLINE_CHROMIUM_FLAGS } from '../src/dev/bench/chromium-flags.ts';
import {
  aliasChecks,
  dealerMarkup,
  duplicateShare,
  isIndexable,
  percent,
  readHead,
  vehicleKind,
  vehicleMarkup,
  type PageHead,
} from '../src/dev/bench/findability.ts';
import { htmlcsErrors } from '../src/dev/bench/htmlcs.ts';
import { readManifest } from '../src/engine/plan/manifest.ts';
import { liveBuild } from '../src/engine/release/releases.ts';
import { createSiteServer } from '../src/engine/serve/site-server.ts';
import { workPaths } from '../src/engine/work-dir.ts';
import { listDealerSlugs, loadDealer } from '../src/lib/dealer/load-dealer.ts';
import { extraFinancePagePath } from '../src/lib/finance/enquiry.ts';
import { builtStock } from '../src/lib/listing/fixtures/built-stock.ts';
import { CANONICAL_ALIASES, FINANCE_CANONICAL } from '../src/lib/site/canonical-routes.ts';

const TARGET_SHARE = 0.01;
const CAR_ROUTE = 'src/pages/cars/[slug]/index.astro';
const { values } = parseArgs({ options: { dealer: { type: 'string', multiple: true, default: [] }, 'no-htmlcs': { type: 'boolean', default: false } } });
const paths = workPaths();
const dealers = values.dealer.length > 0 ? values.dealer : listDealerSlugs(paths.dealers).filter((slug) => liveBuild(slug, { root: paths.work }));
const failures: string[] = [];
const servedAt = (pagePath: string) => (pagePath === '/' || pagePath.endsWith('/') ? pagePath : `${pagePath}/`);

/** A dealer's live build: every HTML page's head, by its served path, and one page path of each HTML route. */
function liveSite(slug: string) {
  const buildId = liveBuild(slug, { root: paths.work });
  const manifest = buildId ? readManifest(path.join(paths.builds, slug), buildId) : null;
  if (!buildId || !manifest) throw new Error(`${slug} has no live build under ${paths.work}: run npm run build first`);
  const heads = new Map<string, PageHead>();
  const routes = new Map<string, string[]>();
  for (const [pagePath, page] of Object.entries(manifest.pages)) {
    if (!page.file.endsWith('.html')) continue;
    const served = servedAt(pagePath);
    heads.set(served, readHead(served, fs.readFileSync(path.join(paths.builds, slug, buildId, page.file), 'utf8')));
    routes.set(page.route, [...(routes.get(page.route) ?? []), served]);
  }
  return { heads, routes };
}

console.log(`bench:findability over the live builds in ${paths.work}\n`);
const htmlcsPages: { dealer: string; route: string; path: string }[] = [];
for (const slug of dealers) {
  const { config } = loadDealer(slug, paths.dealers);
  const { heads, routes } = liveSite(slug);
  const indexable = [...heads.values()].filter((head) => isIndexable(head, config.site_url));
  console.log(`${slug} (${indexable.length} indexable pages of ${heads.size})`);

  for (const field of ['title', 'description'] as const) {
    const d = duplicateShare(indexable, field);
    const ok = d.share < TARGET_SHARE;
    if (!ok) failures.push(`${slug}: ${percent(d.share)} of indexable pages share a ${field}`);
    console.log(`  duplicate ${field}s: ${d.duplicated} pages, ${percent(d.share)} (${ok ? 'under 1 %' : 'NOT under 1 %'})`);
    for (const group of d.examples) console.log(`    ${group.length} pages: ${group.slice(0, 4).join(' ')}`);
  }

  const financeLink = extraFinancePagePath(config.finance.link);
  const aliases = [...CANONICAL_ALIASES, ...(financeLink ? [[servedAt(financeLink), FINANCE_CANONICAL] as const] : [])];
  console.log('  alias routes → the canonical URL each names:');
  for (const check of aliasChecks(aliases, heads, config.site_url)) {
    if (!check.ok) failures.push(`${slug}: ${check.alias} names ${check.names}, not ${check.canonical}`);
    console.log(`    ${check.alias} → ${check.names ? new URL(check.names).pathname : '(none)'} ${check.ok ? 'ok' : `NOT ${check.canonical}`}`);
  }

  const docs = new Map(builtStock(slug, paths.work).map((doc) => [`/cars/${doc.slug}/`, doc]));
  const kinds = new Map<
    string,
    { pages: number; types: Map<string, number>; offers: number; priced: number; noImage: number; usedWithOdometer: number; used: number }
  >();
  for (const pagePath of routes.get(CAR_ROUTE) ?? []) {
    const doc = docs.get(pagePath);
    const kind = doc ? vehicleKind(doc) : 'not in the stock file';
    const markup = vehicleMarkup(heads.get(pagePath)!);
    const k = kinds.get(kind) ?? { pages: 0, types: new Map(), offers: 0, priced: 0, noImage: 0, usedWithOdometer: 0, used: 0 };
    k.pages++;
    k.types.set(markup.type, (k.types.get(markup.type) ?? 0) + 1);
    if (markup.hasOffer) k.offers++;
    if (markup.offerHasPrice) k.priced++;
    if (markup.type !== 'none' && !markup.hasImage) k.noImage++;
    if (doc && doc.car_type !== 'new' && typeof doc.km === 'number' && markup.type !== 'none') {
      k.used++;
      if (markup.hasOdometer) k.usedWithOdometer++;
    }
    kinds.set(kind, k);
  }
  console.log('  vehicle pages: JSON-LD type by kind of vehicle (none = no vehicle markup: the vehicle has no image)');
  for (const [kind, k] of [...kinds].sort()) {
    const types = [...k.types].map(([type, n]) => `${type} ${n}`).join(', ');
    console.log(
      `    ${kind}: ${k.pages} pages: ${types}; offers ${k.offers} (with a price ${k.priced}); marked up without an image ${k.noImage}; used with markup and an odometer reading: mileageFromOdometer on ${k.usedWithOdometer} of ${k.used}`,
    );
    if (k.offers !== k.priced) failures.push(`${slug}: ${kind}: ${k.offers - k.priced} offers without a price`);
    if (k.noImage > 0) failures.push(`${slug}: ${kind}: ${k.noImage} vehicles marked up without an image`);
    if (k.usedWithOdometer !== k.used) failures.push(`${slug}: ${kind}: ${k.used - k.usedWithOdometer} used vehicles without mileageFromOdometer`);
  }
  const wrongType = [...kinds].filter(([kind, k]) => [...k.types.keys()].some((type) => type !== 'none' && type !== expectedType(kind)));
  for (const [kind] of wrongType) failures.push(`${slug}: ${kind} typed other than ${expectedType(kind)}`);

  const businessPages = ['/', ...(routes.get('src/pages/locations/[slug].astro') ?? [])];
  console.log('  business markup (type, opening hours, geo, phone):');
  for (const pagePath of businessPages) {
    const m = dealerMarkup(heads.get(pagePath)!);
    if (!m || m.hours === 0 || !m.geo || !m.phone) failures.push(`${slug}: ${pagePath} lacks AutoDealer with hours, geo and phone`);
    console.log(`    ${pagePath}: ${m ? `${m.type}, ${m.hours} days of hours, geo ${m.geo ? 'yes' : 'NO'}, phone ${m.phone ? 'yes' : 'NO'}` : 'NONE'}`);
  }
  for (const [route, pagePaths] of routes) htmlcsPages.push({ dealer: slug, route, path: pagePaths[0]! });
  console.log('');
}

/** The schema.org type a kind of vehicle should carry (rule: site.structured-data). */
function expectedType(kind: string): string {
  if (kind === 'car') return 'Car';
  return kind === 'motorcycle' ? 'Motorcycle' : 'Vehicle';
}

if (!values['no-htmlcs']) {
  const server = createSiteServer({ root: paths.work, port: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', headless: true, args: OFFLINE_CHROMIUM_FLAGS });
  const errors = new Map<string, string[]>();
  try {
    const queue = [...htmlcsPages];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const page = await browser.newPage();
        try {
          await page.goto(`http://${next.dealer}.localhost:${port}${next.path}`, { waitUntil: 'networkidle' });
          const found = await htmlcsErrors(page);
          if (found.length > 0) errors.set(`${next.dealer} ${next.path}`, found);
        } finally {
          await page.close();
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  console.log(`HTML_CodeSniffer WCAG2AA errors on one page of every page type (${htmlcsPages.length} pages):`);
  for (const slug of dealers) {
    const own = [...errors].filter(([key]) => key.startsWith(`${slug} `));
    const count = own.reduce((sum, [, list]) => sum + list.length, 0);
    console.log(`  ${slug}: ${count} errors on ${htmlcsPages.filter((p) => p.dealer === slug).length} pages`);
    for (const [key, list] of own) for (const error of list) console.log(`    ${key}: ${error}`);
    if (count > 0) failures.push(`${slug}: ${count} HTML_CodeSniffer errors`);
  }
}

if (failures.length > 0) {
  console.log(`\nMissed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery target met.');
}
