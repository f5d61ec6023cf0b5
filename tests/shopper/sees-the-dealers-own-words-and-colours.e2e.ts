import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { builtStock } from '../../src/lib/listing/fixtures/built-stock.ts';
import { controlColour } from '../../src/lib/site/colour.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { dealerBrowser } from '../support/browser.ts';
import { closeSitePopup } from '../support/site-popup.ts';

const site = dealerBrowser();
const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const number = (n: number) => n.toLocaleString('en-AU');

/** '#8a3b12' as getComputedStyle writes it: 'rgb(138, 59, 18)'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('a shopper on a dealer of caravans and motorcycles (search.vehicle_noun, test_drive.offer, content.navigation.sell_label)', () => {
  const dealer = 'outback-caravans';
  // About 40 % of its stock is motorcycles: it calls its stock 'vehicles', not 'caravans'.
  it("is offered 'Show Me N vehicles' and reads vehicles in the listing's heading and count", async () => {
    const docs = builtStock(dealer);
    expect(docs.some((d) => d.item_type === 'motorcycle') && docs.some((d) => d.item_type === 'caravan')).toBe(true);
    const page = await site.open(dealer);
    await expect(page.getByTestId('show-me').innerText()).resolves.toBe(STRINGS.showMeCars(number(docs.length), 'vehicles'));
    await page.goto(site.url(dealer, '/search/used-cars/'));
    await page.waitForSelector('.listing[data-ready][data-status="idle"]');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Used vehicles for sale');
    const used = docs.filter((d) => d.car_type === 'used').length;
    await expect(page.getByTestId('result-count').innerText()).resolves.toBe(`${number(used)} vehicles`);
    // Choosing New from the listing's toggle heads the page in the same noun.
    await page.locator('.results-area .car-type-toggle a[data-toggle="new"]').click();
    await page.waitForURL(/\/search\/new-cars\/$/);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('New vehicles for sale');
    await page.close();
  });

  it("offers an inspection of a caravan and a test ride of a motorcycle, never a 'Test Drive'", async () => {
    const docs = builtStock(dealer).filter((d) => d.status === 'in_stock');
    const caravan = docs.find((d) => d.item_type === 'caravan')!;
    const page = await site.open(dealer, `/cars/${caravan.slug}/`);
    const actions = page.getByTestId('actions');
    await expect(actions.getByRole('link', { name: STRINGS.testDrive, exact: true }).count()).resolves.toBe(0);
    await actions.getByRole('link', { name: 'Book an Inspection', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an Inspection' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Book Inspection', exact: true }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    const motorcycle = docs.find((d) => d.item_type === 'motorcycle')!;
    await page.goto(site.url(dealer, `/cars/${motorcycle.slug}/`));
    await expect(page.getByTestId('actions').getByRole('link', { name: 'Test Ride', exact: true }).getAttribute('href')).resolves.toBe(
      `/book-test-drive?car_id=${motorcycle.id}`,
    );
    await page.close();
  });

  it("names the booking page, 'Sell My Van' and its stock alike in the header, the footer and the page itself", async () => {
    const page = await site.open(dealer, '/book-test-drive/');
    const booking = 'Book a Test Ride or an Inspection';
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(booking);
    await expect(page.locator('footer').getByRole('link', { name: booking, exact: true }).count()).resolves.toBe(1);
    await expect(page.locator('footer').getByRole('link', { name: 'Sell My Van', exact: true }).count()).resolves.toBe(1);
    await expect(main(page).getByRole('link', { name: 'Sell My Van', exact: true }).count()).resolves.toBe(1);
    await expect(page.locator('footer').getByRole('link', { name: 'Used Vehicles', exact: true }).count()).resolves.toBe(1);
    // Nothing says cars, a test drive, or offers demo stock the dealer does not carry (stock.car_types).
    await expect(page.locator('body').innerText()).resolves.not.toMatch(/Sell My Car|Test Drive|New Cars|Demo Cars|Used Cars/);
    await page.close();
  });
});

describe('a shopper on the used-only dealer', () => {
  it('meets no New or Demo choice or promise on the home page and the listing', async () => {
    const page = await site.open('westside-used-cars');
    await closeSitePopup(page);
    const hero = page.locator('.hero');
    await expect(hero.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Search Our Used Vehicles');
    await page.waitForSelector('.search-hero[data-ready]');
    expect(await hero.innerText()).not.toMatch(/\b(new|demo)\b/i);
    await page.goto(site.url('westside-used-cars', '/search/'));
    await page.waitForSelector('.listing[data-ready][data-status="idle"]');
    await expect(page.locator('.car-type-toggle').count()).resolves.toBe(0);
    await page.close();
  });
});

describe("the menu's offers count (rule: promotions.offers-count)", () => {
  it('counts the offers in force on the day the shopper looks, not the day the page was built', async () => {
    const today = await site.open('sunstate-motor-group', '/favourites/');
    await expect(main(today).getByRole('button', { name: 'Stock (1 offer)', exact: true }).isVisible()).resolves.toBe(true);
    await today.close();
    // Sunstate's one offer runs to 31 March 2027: a page built now and read after that counts none.
    const later = await site.newPage();
    await later.clock.setFixedTime(new Date('2027-04-02T10:00:00+10:00'));
    await later.goto(site.url('sunstate-motor-group', '/favourites/'));
    await expect(main(later).getByRole('button', { name: 'Stock', exact: true }).isVisible()).resolves.toBe(true);
    await expect(later.locator('.site-header .nav-count').first().isVisible()).resolves.toBe(false);
    await expect(later.locator('footer .nav-count').first().isVisible()).resolves.toBe(false);
    await later.close();
  });
});

describe('the desktop menu', () => {
  it("keeps a clear gap between its entries, so 'Sell My Car' and 'Finance' read as two", async () => {
    const page = await site.open('harbour-mazda', '/favourites/', { viewport: { width: 1280, height: 800 } });
    const gaps = await main(page)
      .locator('.nav-list > .nav-item > .nav-link')
      .evaluateAll((entries) => {
        // The space between one entry's words and the next's, on one line.
        const words = entries.map((entry) => {
          const range = document.createRange();
          range.selectNodeContents(entry);
          const box = range.getBoundingClientRect();
          return { text: entry.textContent?.trim() ?? '', left: box.left, right: box.right, top: box.top };
        });
        return words.slice(1).map((w, i) => ({ pair: `${words[i]!.text} | ${w.text}`, gap: w.top === words[i]!.top ? w.left - words[i]!.right : null }));
      });
    const sellToFinance = gaps.find((g) => g.pair.startsWith('Sell My Car | Finance'));
    expect(sellToFinance?.gap).toBeGreaterThanOrEqual(16);
    for (const { pair, gap } of gaps) if (gap !== null) expect(gap, pair).toBeGreaterThanOrEqual(16);
    await page.close();
  });
});

describe("the finance calculator's controls (rule: site.control-colour)", () => {
  it.for(['westside-used-cars', 'outback-caravans'])("take %s's own colour", async (dealer) => {
    const page = await site.open(dealer, '/finance');
    const slider = page.locator('.fc-slider').first();
    await slider.waitFor();
    const expected = rgb(controlColour(loadDealer(dealer).config.theme));
    await expect(slider.evaluate((el) => getComputedStyle(el).accentColor)).resolves.toBe(expected);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider.evaluate((el) => getComputedStyle(el).outlineColor)).resolves.toBe(expected);
    await page.close();
  });
});
