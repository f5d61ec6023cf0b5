import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { listingJourney } from '../support/listing.ts';
import { closeSitePopup } from '../support/site-popup.ts';

const SLUG = 'westside-used-cars';
const { docs, page, url, rendered, shownCount, query, cardIds } = listingJourney(SLUG);

describe('a shopper searching from the Westside home page', () => {
  it("counts 'Show Me N cars' on the home page search hero and its submit button opens the filtered listing", async () => {
    await page().goto(url('/'));
    await closeSitePopup(page());
    const showMe = page().getByTestId('show-me');
    await expect(showMe.innerText()).resolves.toBe(STRINGS.showMeCars(docs.length.toLocaleString('en-AU')));
    await page().waitForSelector('.search-hero[data-ready]');
    await page().locator('.search-hero select').selectOption('Toyota');
    const toyotas = docs.filter((d) => d.make === 'Toyota');
    await page().waitForFunction(
      (text) => document.querySelector('[data-testid="show-me"]')?.textContent === text,
      STRINGS.showMeCars(toyotas.length.toLocaleString('en-AU')),
    );
    await showMe.click();
    await page().waitForURL((u) => `${u.pathname}${u.search}` === '/search/?refinementList%5Bmake%5D%5B0%5D=Toyota');
    await page().waitForSelector('.listing[data-ready][data-status="idle"]');
    await rendered();
    expect(await shownCount()).toBe(toyotas.length);
  });

  it('opens a price-range search sorted by price, highest first (rule: listing.hero-price-sort)', async () => {
    await page().goto(url('/'));
    await closeSitePopup(page());
    await page().waitForSelector('.search-hero[data-ready]');
    // Keyboard steps of 500: 'Price to' down to 200,000, 'Price from' up to 20,000.
    await page().getByLabel('Price to').focus();
    for (let i = 0; i < 100; i++) await page().keyboard.press('ArrowLeft');
    await page().getByLabel('Price from').focus();
    for (let i = 0; i < 30; i++) await page().keyboard.press('ArrowRight');
    await expect(page().locator('.hero-price output').innerText()).resolves.toBe('$20,000 – $200,000');
    await page().getByTestId('show-me').click();
    await page().waitForURL((u) => u.pathname === '/search/');
    await page().waitForSelector('.listing[data-ready][data-status="idle"]');
    await rendered();
    expect(query()).toMatch(/^\?range\[price\]=20000:200000&sortBy=[A-Za-z_]+:price:desc$/);
    expect(await page().locator('.sort select').inputValue()).toBe('price_desc');
    const inRange = docs.filter((d) => d.price !== null && d.price >= 20_000 && d.price <= 200_000);
    expect(await shownCount()).toBe(inRange.length);
    const shown = (await cardIds()).map((id) => docs.find((d) => d.id === id)!);
    const available = shown.filter((d) => d.status !== 'sold').map((d) => d.price!);
    expect(available.length).toBeGreaterThan(1);
    expect(available).toEqual([...available].sort((a, b) => b - a));
    expect(available[0]).toBe(Math.max(...inRange.filter((d) => d.status !== 'sold').map((d) => d.price!)));
  });
});
