import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { DealerBrowser } from './browser.ts';
import { axeViolations } from './quality-checks.ts';

/** Opens a dealer's page in a fresh context and waits until the network is quiet. */
export function quietOpener(site: DealerBrowser): (dealer: string, path: string) => Promise<Page> {
  return async (dealer, path) => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(site.url(dealer, path), { waitUntil: 'networkidle' });
    return page;
  };
}

/** Fails with the page's serious and critical axe violations, if any. */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), what).toEqual([]);
}
