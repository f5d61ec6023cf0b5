import { beforeEach } from 'vitest';
import type { Page } from 'playwright-core';
import { builtStock } from '../../src/lib/listing/fixtures/built-stock.ts';
import type { ListingDocument } from '../../src/lib/listing/stock-data-format.ts';
import { dealerBrowser, type PageOptions } from './browser.ts';

/**
 * One dealer's listing in a fresh browser page for each test (no favourites, comparisons or
 * history carried over), the stock its built site lists, and what the journeys do and read on it.
 */
export function listingJourney(dealer: string, pageOptions?: PageOptions) {
  const site = dealerBrowser();
  let current: Page | undefined;
  // What the page said went wrong, for a change that never renders (a failed search logs its error).
  let errors: string[] = [];
  beforeEach(async () => {
    await current?.close();
    current = await site.newPage(pageOptions);
    errors = [];
    current.on('pageerror', (error) => errors.push(String(error)));
    current.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  });
  const page = () => current!;
  const docs = builtStock(dealer);

  /** Waits until the listing has rendered results after more than `before` filter changes. */
  const rendered = (before = 0) => page().waitForFunction((n) => performance.getEntriesByName('listing:filter-to-render').length > n, before);

  return {
    /** The built site's stock, in the listing's default order. */
    docs,
    where: (test: (d: ListingDocument) => boolean) => docs.filter(test),
    page,
    url: (path: string) => site.url(dealer, path),
    /** Opens `path` of the dealer's site and waits until its listing is ready and idle. */
    async open(path: string): Promise<void> {
      await page().goto(site.url(dealer, path));
      await page().waitForSelector('.listing[data-ready][data-status="idle"]');
    },
    rendered,
    /** Runs a filter change and waits until the listing has rendered its results. */
    async change(action: () => Promise<unknown>): Promise<void> {
      const before = await page().evaluate(() => performance.getEntriesByName('listing:filter-to-render').length);
      await action();
      await rendered(before).catch(async (error: unknown) => {
        const status = await page()
          .locator('.listing')
          .getAttribute('data-status', { timeout: 1_000 })
          .catch(() => 'no listing');
        throw new Error(`no render after the change: listing status ${status} at ${page().url()}; page errors: ${JSON.stringify(errors)}`, { cause: error });
      });
    },
    /** The page URL's query string, decoded. */
    query: () => decodeURIComponent(new URL(page().url()).search),
    /** The number of results the listing says it found. */
    shownCount: async () => Number((await page().getByTestId('result-count').innerText()).replace(/\D/g, '')),
    /** The ids of the car cards shown, in order. */
    cardIds: () =>
      page()
        .locator('[data-testid="results"] article[data-car-id]')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-car-id'))),
    /** A facet's entry for the value labelled exactly `label`. */
    facetItem: (facet: string, label: string) =>
      page()
        .locator(`.filters .facet[data-facet="${facet}"] li`)
        .filter({ has: page().locator('.facet-label', { hasText: new RegExp(`^${label}$`) }) }),
  };
}
