import { afterAll, beforeAll, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { dealerBrowser, TAG_MANAGER } from './browser.ts';
import { keepDataLayer, storedLeads, type StoredLead } from './leads.ts';

/**
 * One dealer's site in one browser page, opened before the file's (or describe block's) tests and
 * kept across them, whose lead forms post to the journeys' real lead API. It records the dealer's
 * tag manager requests and keeps each left page's dataLayer (see keepDataLayer).
 */
export function leadJourney(dealer: string) {
  const site = dealerBrowser();
  const tagRequests: string[] = [];
  let current: Page | undefined;
  beforeAll(async () => {
    current = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await keepDataLayer(current);
    current.on('request', (request) => {
      if (request.url().startsWith(TAG_MANAGER)) tagRequests.push(request.url());
    });
  });
  afterAll(() => current?.close());
  const page = () => current!;

  return {
    page,
    /** The URLs the dealer's pages asked their tag manager for. */
    tagRequests,
    /** The address of `path` on the dealer's site. */
    url: (path: string) => site.url(dealer, path),
    open: (path: string) => page().goto(site.url(dealer, path)),
    /** Types the shopper's name, e-mail and mobile into a form or dialog. */
    async fillContact(scope: Page | Locator, email: string): Promise<void> {
      await scope.getByLabel('Name', { exact: true }).fill('Sam Shopper');
      await scope.getByLabel('Email Address').fill(email);
      await scope.getByLabel('Mobile Number').fill('0412 345 678');
    },
    /** Clicks `submit` and waits until the real lead API has answered 201 and the page is on /success. */
    async send(submit: Locator): Promise<void> {
      const stored = page().waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST' && r.status() === 201);
      await Promise.all([page().waitForURL('**/success/'), stored, submit.click()]);
      expect(await page().getByRole('heading', { level: 1 }).innerText()).toBe('Thank you');
    },
    /** The one lead `npm run leads -- list --json` shows for the dealer under `email`. */
    async storedLead(email: string): Promise<StoredLead> {
      const leads = (await storedLeads(dealer)).filter((lead) => lead.email === email);
      expect(leads, `leads of ${dealer} from ${email}`).toHaveLength(1);
      return leads[0]!;
    },
  };
}
