import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dealerBrowser } from '../support/browser.ts';

const site = dealerBrowser();
let page: Page;
const outside: string[] = [];

beforeAll(async () => {
  page = await site.newPage();
  page.on('request', (req) => {
    const host = new URL(req.url()).hostname;
    if (!host.endsWith('localhost') && host !== '127.0.0.1' && !req.url().startsWith('data:')) outside.push(req.url());
  });
});

describe('a shopper on the Harbour City Mazda site', () => {
  it('goes from home to the listing, opens a car and reaches its print page', async () => {
    await page.goto(site.url('harbour-mazda', '/'));
    await expect(page.title()).resolves.toContain('Harbour City Mazda');

    await page.getByRole('link', { name: 'Browse all stock' }).click();
    await page.waitForURL(/\/search\/$/);
    const cards = page.locator('[data-testid="results"] article');
    expect(await cards.count()).toBe(21);

    const firstTitle = (await cards.first().locator('h3').innerText()).trim();
    await cards.first().locator('h3 a').click();
    await page.waitForURL(/\/cars\/[^/]+\/$/);
    await expect(page.locator('h1').innerText()).resolves.toBe(firstTitle);
    await expect(page.getByTestId('price').innerText()).resolves.toMatch(/\$[\d,]+|Enquire for price\./);

    const slug = new URL(page.url()).pathname.split('/')[2]!;
    const [printPage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Print' }).click()]);
    await printPage.waitForURL(new RegExp(`/cars/${slug}/print/$`));
    await expect(printPage.locator('h1').innerText()).resolves.toBe(firstTitle);
    await printPage.close();
  });

  it('reaches the print page through /print?car_id={slug} on a static host too', async () => {
    await page.goto(site.url('harbour-mazda', '/search/'));
    const href = await page.locator('[data-testid="results"] article h3 a').first().getAttribute('href');
    const slug = href!.split('/')[2]!;
    await page.goto(site.url('harbour-mazda', `/print/index.html?car_id=${slug}`));
    await page.waitForURL(new RegExp(`/cars/${slug}/print/$`));
  });

  it('shows the 404 page for a car that is not in stock', async () => {
    const response = await page.goto(site.url('harbour-mazda', '/cars/no-such-car/'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toBe('Page not found');
  });

  it('loaded nothing from outside localhost', () => {
    expect(outside).toEqual([]);
  });
});
