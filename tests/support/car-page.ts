import { beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { dealerBrowser, islandHydrated, type PageOptions } from './browser.ts';

/**
 * One browser page at 1280×900, opened before the file's tests and kept across them (a test may go
 * on from where the one before it left the page), that opens dealers' car pages.
 */
export function carPageJourney(options: PageOptions = {}) {
  const site = dealerBrowser();
  let current: Page | undefined;
  beforeAll(async () => {
    current = await site.newPage({ viewport: { width: 1280, height: 900 }, ...options });
  });
  const page = () => current!;
  return {
    page,
    /** Opens the car page of `slug` on the dealer's site. */
    open: (dealer: string, slug: string) => page().goto(site.url(dealer, `/cars/${slug}/`)),
    /** Waits until the page's island whose component URL contains `island` has hydrated. */
    hydrated: (island: string) => islandHydrated(page(), island),
  };
}
