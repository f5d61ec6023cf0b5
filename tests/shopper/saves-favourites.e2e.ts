import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { dealerBrowser } from '../support/browser.ts';
import { findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { listingJourney } from '../support/listing.ts';

const SLUG = 'westside-used-cars';
const { docs, page, url, open, rendered } = listingJourney(SLUG);
const site = dealerBrowser();

describe('a shopper saving Westside cars', () => {
  it('keeps favourites in the browser across reloads and lists them on /favourites/', async () => {
    await open('/search/');
    const card = page()
      .locator('[data-testid="results"] article')
      .filter({ has: page().getByRole('button', { name: /Save/ }) })
      .first();
    const id = await card.getAttribute('data-car-id');
    const title = await card.locator('h3').innerText();
    const save = card.locator('button.fav');
    await save.click();
    await expect(save.innerText()).resolves.toContain(STRINGS.saved);
    await page().reload();
    await page().waitForSelector('.listing[data-ready]');
    await expect(page().locator(`article[data-car-id="${id}"] button.fav`).innerText()).resolves.toContain(STRINGS.saved);
    await page().goto(url('/favourites/'));
    const saved = page().locator(`[data-testid="favourites"] article[data-car-id="${id}"]`);
    await saved.waitFor();
    await expect(saved.locator('h3').innerText()).resolves.toBe(title);
    await saved.locator('button.fav').click();
    await page().getByTestId('no-favourites').waitFor();
  });

  it('hides Save on cars this dealer does not let shoppers save', async () => {
    await open('/search/?refinementList%5Bstatus%5D%5B0%5D=coming_soon&refinementList%5Bstatus%5D%5B1%5D=sold');
    await rendered();
    const ids = await page()
      .locator('[data-testid="results"] article')
      .evaluateAll((cards) => cards.map((c) => [c.getAttribute('data-car-id'), c.querySelector('button.fav') !== null] as const));
    const byId = new Map(docs.map((d) => [d.id, d]));
    for (const [id, shown] of ids) {
      const car = byId.get(id!)!;
      expect(shown, id!).toBe(car.status !== 'sold' && car.price !== null && car.price > 0 && car.has_photos);
    }
  });

  it('opens favourites and compare in a phone-sized window without the page jumping, after viewing a car', async () => {
    const phone = await site.newPage({ viewport: { width: 412, height: 823 } });
    try {
      // A viewed car is listed under 'Recently viewed' once the stock file arrives, after load.
      await phone.goto(site.url(SLUG, `/cars/${findBuiltCarPage(SLUG, inStockPage).slug}/`), { waitUntil: 'networkidle' });
      await phone.addInitScript(() => {
        const shifts = { total: 0 };
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of ['/favourites/', '/compare/']) {
        await phone.goto(site.url(SLUG, path), { waitUntil: 'networkidle' });
        if (path === '/favourites/') await phone.getByRole('heading', { name: 'Recently viewed' }).waitFor();
        await phone.waitForTimeout(500);
        const shift = await phone.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
        expect(shift, `layout shift on ${path}`).toBeLessThan(0.01);
      }
    } finally {
      await phone.close();
    }
  });

  it('shows "no saved cars" or "loading" from the first paint, whichever is true, before any island has hydrated', async () => {
    const visible = async (page: Page) => ({
      none: await page.getByTestId('no-favourites').isVisible(),
      loading: await page.getByText('Loading your saved cars…').isVisible(),
    });
    const before = await site.newPage();
    try {
      // No island script ever arrives: what shows is the server's HTML and the page's pre-paint class.
      await before.route('**/_astro/**/*.js', (route) => route.abort());
      await before.goto(site.url(SLUG, '/favourites/'));
      await expect(visible(before)).resolves.toEqual({ none: true, loading: false });
      const favourite = { id: '1', name: 'A saved car', slug: 'a-saved-car', make: 'Toyota', model: 'Corolla', primary_image_url: null };
      await before.evaluate((stored) => localStorage.setItem('forecourt:favourites', stored), JSON.stringify([favourite]));
      await before.reload();
      await expect(visible(before)).resolves.toEqual({ none: false, loading: true });
    } finally {
      await before.close();
    }
  });
});
