import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { dealerBrowser } from '../support/browser.ts';

const browser = dealerBrowser();
const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The mega-dropdown's model links currently shown, by name. */
const shownModels = (page: Page) => page.locator('.nav-panel-mega .mega-list:not([hidden]) a').allInnerTexts();

/** The titles of the cars a listing shows, once its island is ready. */
async function carTitles(page: Page): Promise<string[]> {
  await page.waitForSelector('.listing[data-ready][data-status="idle"]');
  return page.locator('[data-testid="results"] article[data-car-id] h3').allTextContents();
}

describe('a shopper browsing the model range from the header', () => {
  it('opens Range by hover on Harbour City Mazda, picks a body, reaches a model page and its stock', async () => {
    const page = await browser.open('harbour-mazda');
    const range = main(page).getByRole('button', { name: 'Range', exact: true });
    await range.hover();
    await expect.poll(() => range.getAttribute('aria-expanded')).toBe('true');
    const bodies = page.locator('.nav-panel-mega [data-mega-body]');
    expect(await bodies.allInnerTexts()).toEqual(['SUVs', 'Utes', 'Cars', 'Hybrids', 'Sports']);
    await expect(bodies.first().getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await shownModels(page)).toContain('CX-5');
    await page.locator('.nav-panel-mega').getByRole('button', { name: 'Cars' }).hover();
    await expect.poll(() => shownModels(page)).toEqual(['Mazda2', 'Mazda3']);
    await expect(page.locator('.nav-panel-mega').getByRole('link', { name: STRINGS.modelsOverview }).getAttribute('href')).resolves.toBe('/models');
    await page.locator('.nav-panel-mega').getByRole('link', { name: 'Mazda3' }).click();
    await page.waitForURL(/\/mazda3\/?$/);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Mazda3');
    await page.getByRole('link', { name: STRINGS.viewModelStock('Mazda3') }).click();
    await page.waitForURL(/\/search\/mazda\/mazda3\/$/);
    const titles = await carTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('Mazda3');
    // The pointer leaving closes a hover menu.
    await page.goto(browser.url('harbour-mazda'));
    await range.hover();
    await expect.poll(() => range.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 700);
    await expect.poll(() => range.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('opens Range only by click on Sunstate Motor Group, and reaches a ute and its stock', async () => {
    const page = await browser.open('sunstate-motor-group');
    const range = main(page).getByRole('button', { name: 'Range', exact: true });
    await range.hover();
    await page.waitForTimeout(300);
    await expect(range.getAttribute('aria-expanded')).resolves.toBe('false');
    await range.click();
    await expect(range.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.locator('.nav-panel-mega').isVisible()).resolves.toBe(true);
    await page.locator('.nav-panel-mega').getByRole('button', { name: 'Utes' }).click();
    expect(await shownModels(page)).toEqual(['HiLux', 'Navara', 'D-MAX']);
    await page.locator('.nav-panel-mega').getByRole('link', { name: 'HiLux' }).click();
    await page.waitForURL(/\/hilux\/?$/);
    await page.getByRole('link', { name: STRINGS.viewModelStock('Toyota HiLux') }).click();
    await page.waitForURL(/\/search\/toyota\/hilux\/$/);
    const titles = await carTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('HiLux');
    await page.close();
  });

  it('works a dropdown and the mega-dropdown from the keyboard alone', async () => {
    const page = await browser.open('sunstate-motor-group');
    const stock = main(page).getByRole('button', { name: /^Stock/ });
    await stock.focus();
    await page.keyboard.press('Enter');
    await expect(stock.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim());
    expect(await focused()).toMatch(/^Offers/);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Vehicle Models');
    await page.keyboard.press('Escape');
    await expect(stock.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(await stock.getAttribute('aria-controls'));

    const range = main(page).getByRole('button', { name: 'Range', exact: true });
    await range.focus();
    await page.keyboard.press('Space');
    await expect(range.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab'); // SUVs
    await page.keyboard.press('Tab'); // Utes
    await page.keyboard.press('Enter');
    expect(await shownModels(page)).toEqual(['HiLux', 'Navara', 'D-MAX']);
    // Tabbing out of the menu closes it.
    await main(page).getByRole('link', { name: STRINGS.favourites }).focus();
    await expect(range.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.close();
  });
});

describe('the menus a dealer configures', () => {
  it('show the count of offers in force on Stock and never a car type the dealer does not carry', async () => {
    // Sunstate's one offer in force (its offers page's one tile); Harbour has none, so its menu counts none.
    const sunstate = await browser.open('sunstate-motor-group');
    await expect(main(sunstate).getByRole('button', { name: 'Stock (1 offer)', exact: true }).isVisible()).resolves.toBe(true);
    await sunstate.close();
    const harbour = await browser.open('harbour-mazda');
    await expect(main(harbour).getByRole('button', { name: 'Stock', exact: true }).isVisible()).resolves.toBe(true);
    await harbour.close();
    // Off the home page, where Westside's popup (a modal dialog) would make the rest of the page inert.
    const westside = await browser.open('westside-used-cars', '/favourites/');
    const hrefs = await westside.locator('header a, footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toContain('/search/used-cars');
    expect(hrefs.filter((h) => /new-cars|demo-cars|new-and-demo/.test(h))).toEqual([]);
    expect(hrefs).not.toContain('/models');
    await expect(main(westside).getByRole('button', { name: 'Stock', exact: true }).isVisible()).resolves.toBe(true);
    await expect(westside.getByRole('link', { name: 'Westside Used Cars, Osborne Park' }).getAttribute('href')).resolves.toBe('/');
    await westside.close();
  });

  it('links each social profile the dealer has, and no other', async () => {
    for (const [dealer, names] of [
      ['harbour-mazda', ['Facebook', 'Instagram']],
      ['sunstate-motor-group', ['Facebook', 'YouTube']],
    ] as const) {
      const page = await browser.open(dealer);
      const labels = await page.locator('footer .social-links a').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')?.split(' (')[0]));
      expect(labels, dealer).toEqual(names);
      await page.close();
    }
  });

  it('folds the menu behind a Menu button on a phone', async () => {
    const page = await browser.open('harbour-mazda', '/', { viewport: { width: 390, height: 800 } });
    await expect(main(page).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: STRINGS.menu }).click();
    await expect(main(page).isVisible()).resolves.toBe(true);
    await main(page).getByRole('button', { name: 'Range', exact: true }).click();
    await page.locator('.nav-panel-mega').getByRole('button', { name: 'Sports' }).click();
    expect(await shownModels(page)).toEqual(['MX-5']);
    await page.close();
  });
});

describe('the range and brands pages', () => {
  it('filters the range page by body from its URL and its buttons', async () => {
    const page = await browser.open('harbour-mazda', '/models?body=utes');
    const names = () => page.locator('.range-card:not([hidden]) .range-name').allInnerTexts();
    await expect.poll(names).toEqual(['BT-50']);
    await page.getByRole('link', { name: 'Hybrids' }).click();
    await expect.poll(names).toEqual(['CX-60', 'CX-90', 'MX-30']);
    expect(new URL(page.url()).search).toBe('?body=hybrids');
    const card = page.locator('.range-card').filter({ hasText: 'CX-70' });
    await expect(card.locator('.range-status').innerText()).resolves.toBe(STRINGS.modelComingSoon);
    await page.goto(browser.url('harbour-mazda'));
    await expect(page.getByRole('heading', { name: STRINGS.exploreOurRange }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it("lists the group's brands with its statistics and reaches a brand's stock", async () => {
    const page = await browser.open('sunstate-motor-group', '/brands');
    await expect(page.locator('.brand-stats').innerText()).resolves.toMatch(/38\s*Years in Queensland/);
    await page.getByRole('link', { name: 'Toyota', exact: true }).click();
    await page.waitForURL(/\/toyota\/overview\/?$/);
    await page.getByRole('link', { name: STRINGS.viewMakeStock('Toyota') }).click();
    await page.waitForURL(/\/search\/toyota\/$/);
    const harbour = await browser.newPage();
    const response = await harbour.goto(browser.url('harbour-mazda', '/brands'));
    expect(response?.status()).toBe(404);
    await harbour.close();
    await page.close();
  });
});
