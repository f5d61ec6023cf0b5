import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dealerBrowser, islandHydrated } from '../support/browser.ts';

const site = dealerBrowser();

/** A page whose clock reads `iso` (Date only: timers and animation frames run as usual). */
async function openAt(dealer: string, path: string, iso: string): Promise<Page> {
  const page = await site.newPage();
  await page.clock.setFixedTime(new Date(iso));
  await page.goto(site.url(dealer, path));
  return page;
}

type Promo = { start: string; expiry: string; position: number | null; node: { title?: string; alt: string } };
const promosOf = (dealer: string) => JSON.parse(fs.readFileSync(`dealers/${dealer}/promos.json`, 'utf8')) as Promo[];

/** The dealer's promos.json offers running on `day` (date-only, inclusive), positioned first. */
function offersOn(dealer: string, day: string): string[] {
  const running = promosOf(dealer).filter((p) => p.start <= day && day <= p.expiry);
  const positioned = running.filter((p) => p.position !== null).sort((a, b) => a.position! - b.position!);
  return [...positioned, ...running.filter((p) => p.position === null)].map((p) => p.node.title ?? p.node.alt);
}

const shownOffers = (page: Page) =>
  page.locator('[data-testid="promo-tiles"] li:visible .promo-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-promo')));

describe('the Westside popup', () => {
  it('stays closed after the shopper closes it and reloads', async () => {
    const page = await openAt('westside-used-cars', '/', '2026-12-01T02:00:00Z');
    const popup = page.getByRole('dialog', { name: 'Summer Sale' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'hidden' });

    await page.reload();
    await page.locator('#site-popup').waitFor({ state: 'attached' });
    await page.waitForLoadState('load');
    await expect(popup.isVisible()).resolves.toBe(false);
    await page.close();
  });

  it('is not shown after its expiry, though the page was built before it', async () => {
    const page = await openAt('westside-used-cars', '/', '2027-02-01T02:00:00Z');
    await page.waitForLoadState('load');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.close();
  });
});

describe('the Westside home page', () => {
  it('moves the promotions slider by its buttons', async () => {
    const page = await openAt('westside-used-cars', '/', '2026-12-01T02:00:00Z');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await islandHydrated(page, 'PromotionsSlider');
    const slider = page.getByRole('region', { name: 'Promotions' });
    /** How far a slide sits from the slider's left edge, in whole pixels (the track may settle a fraction off). */
    const offset = async (name: string) => {
      const [slide, frame] = await Promise.all([slider.locator(`[data-slide="${name}"]`).boundingBox(), slider.boundingBox()]);
      return Math.abs(Math.round(slide!.x - frame!.x));
    };
    const previous = slider.getByRole('button', { name: 'Previous slide' });
    const next = slider.getByRole('button', { name: 'Next slide' });

    await expect(offset('Summer Sale')).resolves.toBeLessThanOrEqual(1);
    await expect(previous.isDisabled()).resolves.toBe(true);
    await next.click();
    await expect.poll(() => offset('Book a Test Drive'), { timeout: 5000 }).toBeLessThanOrEqual(1);
    await expect(slider.getByRole('link', { name: /Book a test drive at Westside/ }).isVisible()).resolves.toBe(true);
    await next.click();
    await expect.poll(() => offset('Finance in 24 Hours'), { timeout: 5000 }).toBeLessThanOrEqual(1);
    await expect(next.isDisabled()).resolves.toBe(true);
    await previous.click();
    await expect.poll(() => offset('Book a Test Drive'), { timeout: 5000 }).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('shows the banner and offer tiles in force by the shopper’s date, not the build’s', async () => {
    const page = await openAt('westside-used-cars', '/', '2027-03-15T02:00:00Z');
    const banners = page.getByTestId('promo-banner');
    await expect(banners.filter({ visible: true }).locator('img').getAttribute('alt')).resolves.toBe('New year, new car: finance from Taurus');
    await expect(shownOffers(page)).resolves.toEqual(offersOn('westside-used-cars', '2027-03-15'));
    await expect(page.getByTestId('payment-strip').innerText()).resolves.toMatch(/We accept:\s+Mastercard\s+Visa\s+Maestro\s+Google Pay\s+Apple Pay/);
    await expect(page.getByTestId('sales-counter').count()).resolves.toBe(0);
    await page.close();
  });
});

/** 'Sales this Month' by the spec's formula, in Brisbane (UTC+10, no daylight saving). */
function brisbaneSales(utcMs: number): number {
  const local = new Date(utcMs + 10 * 3600_000);
  const seconds = local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
  return (local.getUTCDate() - 1) * 192 + Math.floor(seconds / 450);
}

describe('the Sunstate home page', () => {
  it("counts 'Sales this Month' up to the formula's value, and recomputes every 150 seconds", async () => {
    const start = Date.parse('2026-11-09T23:58:20Z'); // 09:58:20 on 10 November in Brisbane
    const page = await site.newPage();
    await page.clock.install({ time: start });
    await page.goto(site.url('sunstate-motor-group', '/'));
    const counter = page.getByTestId('sales-counter');
    await counter.scrollIntoViewIfNeeded();
    await islandHydrated(page, 'SalesCounter');
    await expect(page.getByRole('heading', { name: 'Sales this Month' }).isVisible()).resolves.toBe(true);

    await page.clock.runFor(1000);
    const halfway = Number((await counter.innerText()).replaceAll(',', ''));
    await page.clock.runFor(1500);
    const first = brisbaneSales(start);
    expect(halfway).toBeLessThan(first);
    await expect(counter.innerText()).resolves.toBe(first.toLocaleString('en-AU'));

    await page.clock.runFor(150_000);
    const second = brisbaneSales(start + 150_000);
    expect(second).toBe(first + 1);
    await expect(counter.innerText()).resolves.toBe(second.toLocaleString('en-AU'));
    await page.close();
  });

  it('lists its offers at /offers, where /special-offers sends the shopper', async () => {
    const page = await openAt('sunstate-motor-group', '/special-offers', '2026-12-01T02:00:00Z');
    await page.waitForURL(/\/offers\/?$/);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Special Offers');
    await expect(shownOffers(page)).resolves.toEqual(offersOn('sunstate-motor-group', '2026-12-01'));
    // Tiles, not a bulleted list: no marker beside any tile.
    const markers = await page.locator('[data-testid="promo-tiles"] li:visible').evaluateAll((items) => items.map((li) => getComputedStyle(li).listStyleType));
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.filter((m) => m !== 'none')).toEqual([]);
    await expect(page.getByTestId('payment-strip').count()).resolves.toBe(0);
    await page.close();
  });

  it('shows its own slide size and payment methods on the home page', async () => {
    const page = await openAt('sunstate-motor-group', '/', '2026-12-01T02:00:00Z');
    const first = page.getByRole('region', { name: 'Promotions' }).locator('img').first();
    await expect(first.evaluate((img: HTMLImageElement) => [img.getAttribute('width'), img.getAttribute('height')])).resolves.toEqual(['1600', '600']);
    await expect(page.getByTestId('payment-strip').locator('li').allInnerTexts()).resolves.toEqual(['Visa', 'Mastercard', 'Apple Pay']);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.close();
  });
});

describe('the Harbour City Mazda site, which turns none of them on', () => {
  it('shows no slider, banner, counter, payment strip or popup, and an offers page saying there are none', async () => {
    const page = await openAt('harbour-mazda', '/', '2026-12-01T02:00:00Z');
    for (const testId of ['promo-banner', 'promo-tiles', 'sales-counter', 'payment-strip']) await expect(page.getByTestId(testId).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Promotions' }).count()).resolves.toBe(0);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await page.goto(site.url('harbour-mazda', '/special-offers'));
    await expect(page.getByText('There are no special offers right now.').isVisible()).resolves.toBe(true);
    await page.close();
  });
});
