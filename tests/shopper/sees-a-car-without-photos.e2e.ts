import { describe, expect, it } from 'vitest';
import { builtStock } from '../../src/lib/listing/fixtures/built-stock.ts';
import { LISTING_COPY } from '../../src/lib/listing/copy.ts';
import { dealerBrowser } from '../support/browser.ts';
import { findBuiltCarPage } from '../support/built-site.ts';

const site = dealerBrowser();

// rule: stock.no-photo
describe('a shopper looking at a car without photos', () => {
  it.each([
    ['harbour-mazda', 'logo'],
    ['outback-caravans', 'silhouette'],
  ] as const)("on %s sees the dealer's photo-coming-soon placeholder (%s) on its card and its page, never a blank tile", async (dealer, style) => {
    const bare = builtStock(dealer).find((d) => !d.has_photos && d.primary_image_url === null && d.status === 'in_stock' && d.stocknum);
    expect(bare, `no car without photos in ${dealer}'s built stock`).toBeDefined();
    const carPage = findBuiltCarPage(dealer, (html) => html.includes(`data-car-page="${bare!.id}"`));

    const page = await site.open(dealer, `/cars/${carPage.slug}/`);
    const title = await page.locator('.sidebar h1').innerText();
    const placeholder = page.getByRole('img', { name: LISTING_COPY.photoComingSoonAlt(title) });
    await expect(placeholder.isVisible()).resolves.toBe(true);
    await expect(placeholder.getAttribute('class')).resolves.toContain(`photo-soon--${style}`);
    const box = await placeholder.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    // Something is drawn: the dealer's logo (from the page's --dealer-logo) or the body's silhouette.
    if (style === 'logo') {
      const logo = await placeholder.locator('.photo-soon__logo').evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(logo).toContain('data:image/svg+xml');
    } else {
      await expect(placeholder.locator('svg path').count()).resolves.toBe(1);
    }

    // Its listing card, found by its stock number.
    await page.goto(site.url(dealer, `/search/?query=${encodeURIComponent(bare!.stocknum!)}`));
    const card = page.locator(`[data-testid="results"] article[data-car-id="${bare!.id}"]`);
    await card.waitFor();
    await expect(card.getByTestId('photo-coming-soon').isVisible()).resolves.toBe(true);
    await expect(card.locator('.media img').count()).resolves.toBe(0);
    await page.close();
  });
});
