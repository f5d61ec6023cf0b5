import { describe, expect, it, vi } from 'vitest';
import { listDealerSlugs } from '../../src/lib/dealer/load-dealer.ts';
import { htmlcsErrors } from '../../src/dev/bench/htmlcs.ts';
import { dealerBrowser } from './browser.ts';
import { gateShard, shardAssignmentProblems, shareOf } from './gate-shards.ts';
import { liveManifest, routePatterns, samplePages, unmappedRoutes, type SamplePage } from './page-types.ts';
import { htmlErrors, landedPageViolations, onLandedPage } from './quality-checks.ts';
import { warmPages } from './warm-pages.ts';

/** How many files the page gate is cut into (tests/quality/every-page-passes-axe.shard-<k>.e2e.ts). */
const PAGE_GATE_SHARDS = 4;

/**
 * The quality gate, page by page: one page of every page type of every sample dealer has no serious
 * or critical axe violation (nor HTML_CodeSniffer WCAG2AA error) in Chromium and loads without a
 * Content-Security-Policy violation, and the Nu HTML Checker finds no error in the built HTML. Of
 * pages of one template alike in structure (content pages, model pages) axe checks one, the HTML
 * checker each (htmlCheckerGate, in its own file). Page types come from the built routes (tests/support/page-types.ts): a route pattern
 * the gate has no entry for fails it. The pages are listed here once; each shard file checks its
 * share of them (gate-shards.ts), and every shard checks that the shard files together check every
 * page exactly once. The states those pages open into are page-state-gate.ts's.
 */
export function pageGate(shardFileUrl: string): void {
  const shard = gateShard(shardFileUrl, PAGE_GATE_SHARDS);
  const dealers = listDealerSlugs();
  const manifests = new Map(dealers.map((dealer) => [dealer, liveManifest(dealer)]));
  const samples = dealers.flatMap((dealer) => samplePages(dealer, manifests.get(dealer)!).map((sample) => ({ dealer, sample })));
  const key = ({ dealer, sample }: { dealer: string; sample: SamplePage }) => `${dealer} ${sample.path} (${sample.name})`;

  describe('the page types', () => {
    it('has an entry for every route pattern of src/pages and of every build', () => {
      expect(unmappedRoutes(routePatterns([...manifests.values()]))).toEqual([]);
    });

    it('checks at least one page of every route a dealer builds', () => {
      const built = new Set([...manifests.values()].flatMap((m) => Object.values(m.pages).map((p) => p.route)));
      const sampled = new Set(samples.map(({ sample }) => sample.route));
      const htmlRoutes = [...built].filter((route) => !route.endsWith('.ts'));
      expect(htmlRoutes.filter((route) => !sampled.has(route))).toEqual([]);
    });

    it('has each page in exactly one shard file', () => {
      expect(shardAssignmentProblems(samples.map(key), shard)).toEqual([]);
    });
  });

  const site = dealerBrowser();
  const pages = warmPages(site);

  // Pages are checked a few at a time (maxConcurrency in vitest.e2e.config.ts), each in a warm page
  // (warm-pages.ts): most of a page's check is waiting for its network to go quiet and axe's run in the page.
  // With the shards beside each other, a page shares the machine with up to eleven others: its load and the
  // test get twice the time (the checks are the same).
  vi.setConfig({ testTimeout: 120_000 });
  describe(`shard ${shard.shard} of ${shard.shards}`, () => {
    it.concurrent.for(shareOf(samples, shard).map((s) => [key(s), s] as const))(
      'on %s: no serious or critical axe violation, and no CSP rule broken',
      async ([, { dealer, sample }], { expect }) => {
        await pages.use(dealer, async ({ page, cspViolations }) => {
          await page.goto(site.url(dealer, sample.path), { waitUntil: 'networkidle', timeout: 60_000 });
          expect(await landedPageViolations(page), `${dealer} ${sample.path}`).toEqual([]);
          expect(await onLandedPage(page, () => htmlcsErrors(page)), `${dealer} ${sample.path}: HTML_CodeSniffer WCAG2AA`).toEqual([]);
          expect(cspViolations, `${dealer} ${sample.path}`).toEqual([]);
        });
      },
    );
  });
}

/**
 * The Nu HTML Checker over the built HTML of every page of each sampled type (samplePages'
 * everyPage: its findings can hang on a dealer's words), in one Java run: a file of its own, beside
 * the page gate's shards. One run per shard was tried: four JVMs starting and warming up at once
 * beside the axe checks took 260 s each; the one run over every page, after them, 122 s (the same
 * busy machine).
 */
export function htmlCheckerGate(): void {
  it('finds no error in the built HTML of any checked page', { timeout: 300_000 }, async () => {
    const files = listDealerSlugs().flatMap((dealer) => samplePages(dealer, liveManifest(dealer), { everyPage: true }).map((p) => p.file));
    const errors = await htmlErrors([...new Set(files)]);
    expect(Object.fromEntries(errors)).toEqual({});
  });
}
