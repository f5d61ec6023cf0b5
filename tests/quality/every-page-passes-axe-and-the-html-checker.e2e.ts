import { describe, expect, it } from 'vitest';
import { listDealerSlugs } from '../../src/lib/dealer/load-dealer.ts';
import { dealerBrowser } from '../support/browser.ts';
import { liveManifest, routePatterns, samplePages, unmappedRoutes } from '../support/page-types.ts';
import { watchViolations } from '../support/csp-violations.ts';
import { htmlErrors, landedPageViolations, onLandedPage } from '../support/quality-checks.ts';
import { htmlcsErrors } from '../../src/dev/bench/htmlcs.ts';

/**
 * The quality gate, page by page: one page of every page type of every sample dealer has no serious
 * or critical axe violation in Chromium and loads without a Content-Security-Policy violation, and
 * the Nu HTML Checker finds no error in the built HTML. Of pages of one template alike in structure
 * (content pages, model pages) axe checks one, the HTML checker each. Page types come from the built routes: a
 * route pattern the gate has no entry for fails it. The states those pages open into (dialogs, each
 * step of a multi-step form, menus, the popup) are checked in every-page-state-passes-axe.e2e.ts.
 */
const dealers = listDealerSlugs();
const manifests = new Map(dealers.map((dealer) => [dealer, liveManifest(dealer)]));
const samples = new Map(dealers.map((dealer) => [dealer, samplePages(dealer, manifests.get(dealer)!)]));

describe('the page types', () => {
  it('has an entry for every route pattern of src/pages and of every build', () => {
    expect(unmappedRoutes(routePatterns([...manifests.values()]))).toEqual([]);
  });

  it('checks at least one page of every route a dealer builds', () => {
    const built = new Set([...manifests.values()].flatMap((m) => Object.values(m.pages).map((p) => p.route)));
    const sampled = new Set([...samples.values()].flatMap((pages) => pages.map((p) => p.route)));
    const htmlRoutes = [...built].filter((route) => !route.endsWith('.ts'));
    expect(htmlRoutes.filter((route) => !sampled.has(route))).toEqual([]);
  });
});

const site = dealerBrowser();

// Pages are checked a few at a time (maxConcurrency in vitest.e2e.config.ts), each in a context of
// its own: most of a page's check is waiting for its network to go quiet and axe's run in the page.
describe.each(dealers)('on %s', (dealer) => {
  it.concurrent.for(samples.get(dealer)!.map((p) => [p.name, p] as const))(
    '%s has no serious or critical axe violation and breaks no CSP rule',
    async ([, sample], { expect }) => {
      const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        const cspViolations = await watchViolations(page);
        await page.goto(site.url(dealer, sample.path), { waitUntil: 'networkidle' });
        expect(await landedPageViolations(page), `${dealer} ${sample.path}`).toEqual([]);
        expect(await onLandedPage(page, () => htmlcsErrors(page)), `${dealer} ${sample.path}: HTML_CodeSniffer WCAG2AA`).toEqual([]);
        expect(cspViolations, `${dealer} ${sample.path}`).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

describe('the Nu HTML Checker', () => {
  it('finds no error in the built HTML of any checked page', { timeout: 300_000 }, async () => {
    const everyPage = dealers.flatMap((dealer) => samplePages(dealer, manifests.get(dealer)!, { everyPage: true }));
    const files = [...new Set(everyPage.map((p) => p.file))];
    const errors = await htmlErrors(files);
    expect(Object.fromEntries(errors)).toEqual({});
  });
});
