import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium, siteUrl } from './chromium.ts';

/** Options of a new page: its own browser context's, and the permissions granted to it. */
export type PageOptions = BrowserContextOptions & { permissions?: string[] };

export type DealerBrowser = {
  /** A new page in a context of its own (closing the page closes the context). */
  newPage(options?: PageOptions): Promise<Page>;
  /** A new page at `path` of the dealer's site. */
  open(dealer: string, path?: string, options?: PageOptions): Promise<Page>;
  /** `path` on the dealer's host at the journey's server (`staged.<dealer>` for its staged build). */
  url(dealer: string, path?: string): string;
};

/** Where a dealer's tag manager comes from (the `analytics` switch). */
export const TAG_MANAGER = 'https://www.googletagmanager.com/';

/** outback-caravans' embedded service booking page (`service.iframe_url`), answered by a stand-in page. */
export const SERVICE_BOOKING_PAGE = 'https://bookings.example.com/';
const STAND_IN_BOOKING_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Service booking</title></head><body><main><h1>Service booking</h1><p>Stand-in booking page.</p></main></body></html>';

/**
 * The browser every journey drives: Debian's Chromium (`launchChromium`), launched before the calling
 * file's (or describe block's) tests and closed after them. Dealer sites are reached by their host
 * at `port()`, by default the server the global setup started. Pages load nothing from the
 * internet: a dealer's tag manager is answered with an empty script, an embedded booking page with a stand-in page.
 */
export function dealerBrowser(port: () => number = () => inject('port')): DealerBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const url = (dealer: string, path = '/') => siteUrl(dealer, port(), path);
  const newPage = async ({ permissions, ...options }: PageOptions = {}) => {
    if (!browser) throw new Error('the browser starts in beforeAll: open pages inside tests or hooks');
    const page = await browser.newPage(options);
    await page.context().route(`${TAG_MANAGER}**`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.context().route(`${SERVICE_BOOKING_PAGE}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: STAND_IN_BOOKING_PAGE }));
    if (permissions) await page.context().grantPermissions(permissions);
    return page;
  };
  return {
    newPage,
    url,
    async open(dealer, path = '/', options) {
      const page = await newPage(options);
      await page.goto(url(dealer, path));
      return page;
    },
  };
}

/** Waits until the page's island whose component URL contains `island` has hydrated. */
export const islandHydrated = (page: Page, island: string) => page.waitForSelector(`astro-island[component-url*="${island}"]:not([ssr])`);

/**
 * Scrolls `section` into view until its `client:visible` island has hydrated. One scroll can be
 * lost: if images above it load after the scroll but before Astro observes the island, the section
 * moves out of view and the observer never fires, which a shopper's next scroll would undo.
 */
export async function scrollUntilHydrated(page: Page, section: string): Promise<void> {
  const island = page.locator(`${section} astro-island:not([ssr])`).first();
  for (let attempt = 1; ; attempt++) {
    await page.locator(section).scrollIntoViewIfNeeded();
    try {
      await island.waitFor({ state: 'attached', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 6) throw error;
    }
  }
}
