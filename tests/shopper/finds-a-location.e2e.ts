import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { dealerBrowser, islandHydrated } from '../support/browser.ts';

/**
 * A shopper finds a location's opening hours: from sunstate-motor-group's dealer locator (seven
 * locations, filters) to a location page, where special hours show 'Today' for the current date in
 * Brisbane on the browser's (fixed) clock, and the holiday opening hours dialog. Then the star
 * rating and reviews, shown by harbour-mazda (4.6 over its minimum of 4, one review hidden) and
 * not by westside-used-cars (4.2 under its minimum of 4.5).
 */
const browser = dealerBrowser();
const SUNSTATE = 'sunstate-motor-group';

/** The row of a table whose header cell reads `label`, as its cells' texts. */
const rowTexts = async (page: Page, table: string, label: string) =>
  page
    .locator(`${table} tr`, { has: page.locator('th', { hasText: label }) })
    .locator('th, td')
    .allInnerTexts();

async function openAt(dealer: string, path: string, isoTime: string): Promise<Page> {
  const page = await browser.newPage();
  await page.clock.setFixedTime(new Date(isoTime));
  await page.goto(browser.url(dealer, path));
  return page;
}

describe('a shopper finding a Sunstate location', () => {
  it('filters the locator to service-only locations and back, then opens a location', async () => {
    const page = await openAt(SUNSTATE, '/dealer-locator', '2025-07-04T00:00:00Z');
    const cards = page.locator('.location-grid > li:visible');
    expect(await cards.count()).toBe(7);
    expect(await page.locator('.location-grid').getAttribute('class')).toContain('cols-6');
    // Sorted by type: the sales locations first, the service centre and the parts shop after them.
    const types = await page.locator('.location-grid > li').evaluateAll((items) => items.map((i) => i.getAttribute('data-location-type')));
    expect(types).toEqual(['sales', 'sales', 'sales', 'sales', 'sales', 'service', 'parts']);

    await page.getByRole('radio', { name: STRINGS.locationFilters.service }).check();
    expect(await cards.locator('h2').allInnerTexts()).toEqual(['Sunstate Service Centre Springwood']);
    await page.getByRole('radio', { name: STRINGS.locationFilters.parts }).check();
    expect(await cards.locator('h2').allInnerTexts()).toEqual(['Sunstate Parts Ipswich']);
    await page.getByRole('radio', { name: STRINGS.locationFilters.sales }).check();
    expect(await cards.count()).toBe(5);

    const card = cards.filter({ hasText: 'Sunstate Mercedes-Benz Newstead' });
    // The dealership's own site, and its one number (phones.location_overrides), the footer's too.
    expect(await card.getByRole('link', { name: /Visit Website/ }).getAttribute('href')).toBe('https://www.sunstate-mercedes-benz.example/');
    expect(await card.getByRole('link', { name: '07 3252 5511' }).getAttribute('href')).toBe('tel:+61732525511');
    const footer = page.locator('.site-footer .locations section').filter({ hasText: 'Sunstate Mercedes-Benz Newstead' });
    expect(await footer.getByRole('link').allInnerTexts()).toEqual(['07 3252 5511']);
    for (const link of [STRINGS.contactUs, STRINGS.bookATestDrive]) {
      const href = await card.getByRole('link', { name: new RegExp(link) }).getAttribute('href');
      // Fetched from the page, so the answer comes from the dealer's own site.
      expect(await page.evaluate(async (path) => (await fetch(path)).status, href!), href!).toBe(200);
    }
    await page.getByRole('link', { name: 'Sunstate Toyota Springwood', exact: true }).click();
    await page.waitForURL(/\/locations\/sunstate-toyota-springwood$/);
    await page.close();
  });

  it("shows 'Today' on a special-hours date in Brisbane, by location type, and the holiday dialog", async () => {
    // 4 July 2025 at 9:30am in Brisbane (UTC+10): still 3 July in UTC.
    const page = await openAt(SUNSTATE, '/locations/sunstate-toyota-springwood', '2025-07-03T23:30:00Z');
    await islandHydrated(page, 'OpeningHours');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sunstate Toyota Springwood');
    expect(await rowTexts(page, '.opening-hours > table:not(.special-hours)', 'Mon-Fri')).toEqual(['Mon-Fri', '8:30am - 5:30pm']);
    expect(await rowTexts(page, '.opening-hours > table.special-hours', STRINGS.today)).toEqual([STRINGS.today, 'Sales', '9:00am - 1:00pm']);

    await page.getByLabel(STRINGS.openingHoursFor).selectOption({ label: 'Service — Sunstate Service Centre Springwood' });
    expect(await rowTexts(page, '.opening-hours > table:not(.special-hours)', 'Mon-Fri')).toEqual(['Mon-Fri', '7:00am - 5:00pm']);
    expect(await rowTexts(page, '.opening-hours > table.special-hours', STRINGS.today)).toEqual([STRINGS.today, 'Service', 'Closed']);

    const opener = page.getByRole('button', { name: STRINGS.holidayOpeningHours });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: STRINGS.holidayOpeningHours });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.locator('caption').allInnerTexts()).toEqual(['Sunstate Toyota Springwood', 'Sunstate Service Centre Springwood']);
    expect(await dialog.locator('tr.is-today').allInnerTexts()).toHaveLength(2);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

    // The dealer's licence and repairer numbers, on the page and in the footer.
    expect(await page.locator('main .licence-numbers').innerText()).toContain(`${STRINGS.dealerLicence} 3456789`);
    expect(await page.locator('footer .licence-numbers').innerText()).toContain(`${STRINGS.motorVehicleRepairer} MVR 88123`);
    await page.close();
  });

  it('shows the date, not Today, on other days, and leaves past dates out', async () => {
    const page = await openAt(SUNSTATE, '/locations/sunstate-toyota-springwood', '2025-07-05T02:00:00Z');
    await islandHydrated(page, 'OpeningHours');
    const labels = await page.locator('.opening-hours > table.special-hours th').allInnerTexts();
    expect(labels).toEqual(['Fri 25 Dec', 'Sat 26 Dec']);
    await page.close();
  });

  it("moves through 'Our Locations' on the home page, previous and next disabled at the ends", async () => {
    const page = await browser.open(SUNSTATE, '/');
    const section = page.getByRole('region', { name: STRINGS.ourLocations });
    await section.scrollIntoViewIfNeeded();
    await islandHydrated(page, 'LocationsCarousel');
    const prev = section.getByRole('button', { name: STRINGS.previous });
    const next = section.getByRole('button', { name: STRINGS.next });
    expect(await prev.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    for (let i = 0; i < 7 && !(await next.isDisabled()); i++) await next.click();
    expect(await next.isDisabled()).toBe(true);
    expect(await prev.isDisabled()).toBe(false);
    await page.close();
  });
});

describe('a shopper reading reviews', () => {
  it("sees the star rating and reviews of a dealer above its minimum, hidden reviews left out, texts as their writers meant them (a platform's markup read, never run)", async () => {
    const page = await browser.open('harbour-mazda', '/');
    const reviews = page.getByRole('region', { name: STRINGS.customerReviews });
    expect(await reviews.locator('.star-rating').innerText()).toMatch(/4\.6\s*\(662 reviews\)/);
    expect(await reviews.getByRole('img', { name: STRINGS.ratedOutOf5('4.6') }).count()).toBe(1);
    expect(await reviews.locator('.review-card h3').allInnerTexts()).toEqual(['Priya S.', 'Tom W.', 'Daniel K.']);
    // reviews.json has 'Pricing matched the <b>quote</b> to the cent.', as the review platform exported it.
    expect(await reviews.getByText('Pricing matched the quote to the cent.').count()).toBe(1);
    expect(await reviews.locator('.review-text b').count()).toBe(0);
    await page.goto(browser.url('harbour-mazda', '/locations/harbour-city-mazda'));
    expect(await page.locator('main > .location-page .star-rating').innerText()).toMatch(/4\.6/);
    expect(await page.getByRole('region', { name: STRINGS.customerReviews }).count()).toBe(1);
    await page.close();
  });

  it('sees neither on a dealer at or under its minimum', async () => {
    const page = await browser.open('westside-used-cars', '/');
    expect(await page.getByRole('heading', { name: STRINGS.ourLocations }).count()).toBe(1);
    expect(await page.getByRole('region', { name: STRINGS.customerReviews }).count()).toBe(0);
    expect(await page.locator('.star-rating').count()).toBe(0);
    await page.goto(browser.url('westside-used-cars', '/locations/westside-used-cars-osborne-park'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Westside Used Cars');
    expect(await page.locator('.star-rating').count()).toBe(0);
    await page.close();
  });
});
