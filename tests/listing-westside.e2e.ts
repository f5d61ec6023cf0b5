import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { builtStock } from '../src/lib/listing/fixtures/built-stock.ts';
import { STRINGS } from '../src/lib/strings.ts';
import { launchChromium, siteUrl } from './browser.ts';

const port = inject('port');
const SLUG = 'westside-used-cars';
const docs = builtStock(SLUG);
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await page?.context().close();
  page = await (await browser.newContext()).newPage();
});

async function open(path: string): Promise<void> {
  await page.goto(siteUrl(SLUG, port, path));
  await page.waitForSelector('.listing[data-ready][data-status="idle"]');
}
const grid = () =>
  page.locator('[data-testid="results"] > *').evaluateAll((items) =>
    items.map((item) => (item.tagName === 'ASIDE' ? `promo:${item.getAttribute('data-promo')}` : `car:${item.getAttribute('data-car-id')}`)),
  );

/** The promos.json cards showing today, positioned ones first by position (spec part 1 §9). */
function activePromoTitles(): string[] {
  type Promo = { start: string; expiry: string; position: number | null; display: string[]; node: { title?: string; alt: string } };
  const today = new Date().toISOString().slice(0, 10);
  const promos = (JSON.parse(fs.readFileSync(`dealers/${SLUG}/promos.json`, 'utf8')) as Promo[]).filter((p) => p.start <= today && today <= p.expiry);
  const positioned = promos.filter((p) => p.position !== null).sort((a, b) => a.position! - b.position!);
  return [...positioned, ...promos.filter((p) => p.position === null)].map((p) => p.node.title ?? p.node.alt);
}

describe('the Westside listing', () => {
  it('puts promo cards at grid positions 1, 8 and 17', async () => {
    await open('/search/');
    const items = await grid();
    const titles = activePromoTitles();
    const promoAt = items.flatMap((item, i) => (item.startsWith('promo:') ? [[i + 1, item.slice('promo:'.length)]] : []));
    expect(promoAt).toEqual(titles.length === 0 ? [] : [1, 8, 17].map((position, slot) => [position, titles[slot % titles.length]]));
    expect(items.filter((item) => item.startsWith('car:'))).toHaveLength(21);
  });

  it('collapses consecutive sold cars to the first of each run', async () => {
    const sold = docs.filter((d) => d.status === 'sold');
    expect(sold.length).toBeGreaterThan(1);
    await open('/search/?refinementList%5Bstatus%5D%5B0%5D=sold');
    await page.waitForFunction(() => performance.getEntriesByName('listing:filter-to-render').length > 0);
    expect(Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''))).toBe(sold.length);
    const cars = (await grid()).filter((item) => item.startsWith('car:'));
    expect(cars).toEqual([`car:${sold[0]!.id}`]);
    await expect(page.locator('[data-testid="results"] .tag').first().innerText()).resolves.toMatch(/SOLD/);
  });

  it('keeps favourites in the browser across reloads and lists them on /favourites/', async () => {
    await open('/search/');
    const card = page.locator('[data-testid="results"] article').filter({ has: page.getByRole('button', { name: /Save/ }) }).first();
    const id = await card.getAttribute('data-car-id');
    const title = await card.locator('h3').innerText();
    const save = card.locator('button.fav');
    await save.click();
    await expect(save.innerText()).resolves.toContain(STRINGS.saved);
    await page.reload();
    await page.waitForSelector('.listing[data-ready]');
    await expect(page.locator(`article[data-car-id="${id}"] button.fav`).innerText()).resolves.toContain(STRINGS.saved);
    await page.goto(siteUrl(SLUG, port, '/favourites/'));
    const saved = page.locator(`[data-testid="favourites"] article[data-car-id="${id}"]`);
    await saved.waitFor();
    await expect(saved.locator('h3').innerText()).resolves.toBe(title);
    await saved.locator('button.fav').click();
    await page.getByTestId('no-favourites').waitFor();
  });

  it('hides Save on cars this dealer does not let shoppers save', async () => {
    await open('/search/?refinementList%5Bstatus%5D%5B0%5D=coming_soon&refinementList%5Bstatus%5D%5B1%5D=sold');
    await page.waitForFunction(() => performance.getEntriesByName('listing:filter-to-render').length > 0);
    const ids = await page.locator('[data-testid="results"] article').evaluateAll((cards) =>
      cards.map((c) => [c.getAttribute('data-car-id'), c.querySelector('button.fav') !== null] as const),
    );
    const byId = new Map(docs.map((d) => [d.id, d]));
    for (const [id, shown] of ids) {
      const car = byId.get(id!)!;
      expect(shown, id!).toBe(car.status !== 'sold' && car.price !== null && car.price > 0 && car.has_photos);
    }
  });

  it('compares up to three cars side by side', async () => {
    await open('/search/');
    const buttons = page.locator('[data-testid="results"] article button.compare');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const card = page.locator('[data-testid="results"] article').filter({ has: page.locator('button.compare') }).nth(i);
      ids.push((await card.getAttribute('data-car-id'))!);
      if (i < 3) await card.locator('button.compare').click();
    }
    await expect(buttons.nth(3).isDisabled()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Compare (3)' }).click();
    await page.waitForURL(/\/compare\/$/);
    await page.getByTestId('compare-table').waitFor();
    const columns = await page.locator('[data-testid="compare-table"] thead th[data-car-id]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-car-id')));
    expect(columns).toEqual(ids.slice(0, 3));
    const first = docs.find((d) => d.id === ids[0])!;
    const odometer = page.locator('[data-testid="compare-table"] tr', { has: page.locator('th', { hasText: 'Odometer' }) }).locator('td').first();
    await expect(odometer.innerText()).resolves.toBe(`${first.km!.toLocaleString('en-AU')} km`);
    await page.locator('[data-testid="compare-table"] thead th').nth(1).getByRole('button', { name: 'Remove' }).click();
    await expect(page.locator('[data-testid="compare-table"] thead th[data-car-id]').count()).resolves.toBe(2);
  });

  it("counts 'Show Me N cars' on the home page search hero and links to the filtered listing", async () => {
    await page.goto(siteUrl(SLUG, port, '/'));
    const showMe = page.getByTestId('show-me');
    await expect(showMe.innerText()).resolves.toBe(STRINGS.showMeCars(docs.length.toLocaleString('en-AU')));
    await page.waitForSelector('.search-hero[data-ready]');
    await page.locator('.search-hero select').selectOption('Toyota');
    const toyotas = docs.filter((d) => d.make === 'Toyota');
    await page.waitForFunction((text) => document.querySelector('[data-testid="show-me"]')?.textContent === text, STRINGS.showMeCars(toyotas.length.toLocaleString('en-AU')));
    await expect(showMe.getAttribute('href')).resolves.toBe('/search/?refinementList%5Bmake%5D%5B0%5D=Toyota');
    await showMe.click();
    await page.waitForSelector('.listing[data-ready][data-status="idle"]');
    await page.waitForFunction(() => performance.getEntriesByName('listing:filter-to-render').length > 0);
    expect(Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''))).toBe(toyotas.length);
  });
});
