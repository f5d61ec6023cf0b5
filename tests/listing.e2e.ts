import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { builtStock, countBy } from '../src/lib/listing/fixtures/built-stock.ts';
import type { ListingDocument } from '../src/lib/listing/stock-data-format.ts';
import { STRINGS } from '../src/lib/strings.ts';
import { launchChromium, siteUrl } from './browser.ts';

const port = inject('port');
const SLUG = 'sunstate-motor-group';
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

/** Runs a filter change and waits until the listing has rendered its results. */
async function change(action: () => Promise<unknown>): Promise<void> {
  const before = await page.evaluate(() => performance.getEntriesByName('listing:filter-to-render').length);
  await action();
  await page.waitForFunction((n) => performance.getEntriesByName('listing:filter-to-render').length > n, before);
}

/** The card prices shown, leaving out struck-through earlier prices. */
const cardPrices = () =>
  page.locator('[data-testid="results"] .price').evaluateAll((nodes) =>
    nodes.map((node) => {
      const copy = node.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('s, small').forEach((n) => n.remove());
      return Number(/\$([\d,]+)/.exec(copy.textContent ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);
    }),
  );
const shownCount = async () => Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));
const cardIds = () => page.locator('[data-testid="results"] article[data-car-id]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-car-id')));
const facetItem = (facet: string, label: string) =>
  page.locator(`.filters .facet[data-facet="${facet}"] li`).filter({ has: page.locator('.facet-label', { hasText: new RegExp(`^${label}$`) }) });
const facetCount = async (facet: string, label: string) => Number((await facetItem(facet, label).locator('.facet-count').innerText()).replace(/\D/g, ''));
const query = () => decodeURIComponent(new URL(page.url()).search);
const where = (test: (d: ListingDocument) => boolean) => docs.filter(test);

describe('the Sunstate listing', () => {
  it('ORs values within a facet and ANDs facets, with counts that ignore their own facet', async () => {
    await open('/search/');
    expect(await shownCount()).toBe(docs.length);
    await change(() => facetItem('make', 'Toyota').locator('label').click());
    await change(() => facetItem('make', 'Nissan').locator('label').click());
    const makes = where((d) => d.make === 'Toyota' || d.make === 'Nissan');
    expect(await shownCount()).toBe(makes.length);
    expect(query()).toBe('?refinementList[make][0]=Toyota&refinementList[make][1]=Nissan');

    await change(() => facetItem('transmission', 'Manual').locator('label').click());
    const manual = makes.filter((d) => d.transmission === 'Manual');
    expect(await shownCount()).toBe(manual.length);
    // Make counts ignore the make refinement but keep the transmission one.
    const manualByMake = countBy(where((d) => d.transmission === 'Manual'), 'make');
    expect(await facetCount('make', 'Toyota')).toBe(manualByMake['Toyota']);
    expect(await facetCount('make', 'Suzuki')).toBe(manualByMake['Suzuki']);
    // Transmission counts ignore the transmission refinement but keep the makes.
    expect(await facetCount('transmission', 'Automatic')).toBe(countBy(makes, 'transmission')['Automatic']);
    const ids = new Set(manual.map((d) => d.id));
    expect((await cardIds()).every((id) => ids.has(id!))).toBe(true);
  });

  it("shows the dealer's popular makes first and the rest behind 'Show all makes'", async () => {
    await open('/search/');
    const makes = Object.keys(countBy(docs, 'make'));
    expect(await page.locator('.facet[data-facet="make"] li').count()).toBe(5);
    await page.getByRole('button', { name: STRINGS.showAllMakes }).click();
    expect(await page.locator('.facet[data-facet="make"] li').count()).toBe(makes.length);
  });

  it('filters by the price and km sliders after 400 ms, rounded to 1,000', async () => {
    await open('/search/');
    const setHandle = (facet: string, handle: string, value: number) =>
      page.locator(`.facet[data-facet="${facet}"] input[data-handle="${handle}"]`).evaluate((input, v) => {
        const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        set.call(input, String(v));
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, value);
    await change(async () => {
      await setHandle('price', 'max', 40_300);
      await page.waitForTimeout(150);
      expect(query()).toBe('');
    });
    expect(query()).toBe('?range[price]=:40000');
    expect(await shownCount()).toBe(where((d) => d.price !== null && d.price <= 40_000).length);
    await change(() => setHandle('km', 'min', 20_000));
    expect(query()).toBe('?range[price]=:40000&range[km]=20000:');
    expect(await shownCount()).toBe(where((d) => d.price !== null && d.price <= 40_000 && d.km !== null && d.km >= 20_000).length);
  });

  it('sorts by most relevant, latest, highest price and lowest price', async () => {
    await open('/search/');
    expect(await cardIds()).toEqual(docs.slice(0, 21).map((d) => d.id));
    await change(() => page.selectOption('.sort select', 'price_desc'));
    const desc = await cardPrices();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(Math.max(...docs.map((d) => d.price ?? 0)));
    expect(query()).toBe('?sortBy=cars:price:desc');
    await change(() => page.selectOption('.sort select', 'price_asc'));
    const asc = await cardPrices();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBe(Math.min(...docs.flatMap((d) => (d.price !== null && d.price > 0 ? [d.price] : []))));
    await change(() => page.selectOption('.sort select', 'latest'));
    expect(await cardIds()).toEqual(docs.slice(0, 21).map((d) => d.id));
    expect(query()).toBe('?sortBy=cars:created_at:desc');
    await change(() => page.selectOption('.sort select', 'relevance'));
    expect(query()).toBe('');
  });

  it('pages through 21 cars at a time, page 1 left out of the URL', async () => {
    await open('/search/');
    expect(await cardIds()).toHaveLength(21);
    await change(() => page.locator('.pagination a[rel="next"]').click());
    expect(query()).toBe('?page=2');
    expect(await cardIds()).toEqual(docs.slice(21, 42).map((d) => d.id));
    await change(() => page.locator('.pagination a', { hasText: /^1$/ }).click());
    expect(query()).toBe('');
    expect(await cardIds()).toEqual(docs.slice(0, 21).map((d) => d.id));
  });

  it('gives a pasted InstantSearch URL the same results', async () => {
    const pasted =
      '/search/?refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmake%5D%5B1%5D=Suzuki%20Australia' +
      '&range%5Bprice%5D=20000%3A60000&sortBy=Car_production%3Aprice%3Aasc&page=2';
    await open(pasted);
    await page.waitForFunction(() => performance.getEntriesByName('listing:filter-to-render').length > 0);
    const expected = where((d) => (d.make === 'Toyota' || d.make === 'Suzuki') && d.price !== null && d.price >= 20_000 && d.price <= 60_000)
      .map((d, position) => ({ d, position }))
      .sort((a, b) => a.d.price! - b.d.price! || b.d.created_at! - a.d.created_at! || a.position - b.position)
      .map(({ d }) => d.id);
    expect(await shownCount()).toBe(expected.length);
    expect(await cardIds()).toEqual(expected.slice(21, 42));
    expect(await facetItem('make', 'Toyota').locator('input').isChecked()).toBe(true);
    expect(await facetItem('make', 'Suzuki').locator('input').isChecked()).toBe(true);
    expect(await page.locator('.sort select').inputValue()).toBe('price_asc');
  });

  it('restores each state with back and forward, moving between car-type pages', async () => {
    await open('/search/');
    await change(() => facetItem('make', 'Nissan').locator('label').click());
    const nissan = where((d) => d.make === 'Nissan');
    await change(() => page.locator('.results-area .car-type-toggle a', { hasText: 'Used' }).click());
    expect(new URL(page.url()).pathname).toBe('/search/used-cars/');
    expect(await shownCount()).toBe(nissan.filter((d) => d.car_type === 'used').length);
    await expect(page.title()).resolves.toContain('Used cars for sale');
    await change(() => page.goBack());
    expect(new URL(page.url()).pathname).toBe('/search/');
    expect(await shownCount()).toBe(nissan.length);
    await change(() => page.goBack());
    expect(await shownCount()).toBe(docs.length);
    await change(() => page.goForward());
    await change(() => page.goForward());
    expect(await shownCount()).toBe(nissan.filter((d) => d.car_type === 'used').length);
    expect(await page.locator('.results-area .car-type-toggle a[aria-pressed="true"]').innerText()).toContain('Used');
  });

  it('prerenders the car-type, make and model pages with their first results', async () => {
    for (const [path, test] of [
      ['/search/new-and-demo-cars/', (d: ListingDocument) => d.car_type === 'new' || d.car_type === 'demo'],
      ['/search/toyota/', (d: ListingDocument) => d.make === 'Toyota'],
      ['/search/toyota/hilux/', (d: ListingDocument) => d.make_model === 'Toyota HiLux'],
    ] as const) {
      const response = await page.goto(siteUrl(SLUG, port, path));
      const html = (await response?.text()) ?? '';
      const count = where(test).length;
      expect(html, path).toContain(`${count.toLocaleString('en-AU')} vehicles`);
      expect(html).toContain(`<link rel="canonical" href="http://${SLUG}.localhost:4321${path}"`);
      const ids = [...html.matchAll(/<article[^>]*data-car-id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids).toEqual(where(test).slice(0, 21).map((d) => d.id));
    }
  });

  it('sorts by distance from a postcode across the dealer locations', async () => {
    type Place = { id: number; address: { lat: number; long: number } };
    const places = (JSON.parse(fs.readFileSync(`dealers/${SLUG}/locations.json`, 'utf8')) as Place[]).map((p) => ({ id: p.id, lat: p.address.lat, lng: p.address.long }));
    // Toowoomba's postcode 4350, about -27.56, 151.95.
    const km = (id: number | null) => {
      const place = places.find((p) => p.id === id);
      return place ? Math.hypot(place.lat + 27.5565, (place.lng - 151.9533) * Math.cos((27.56 * Math.PI) / 180)) : Number.POSITIVE_INFINITY;
    };
    const expected = docs.map((d, position) => ({ d, position })).sort((a, b) => km(a.d.location_id) - km(b.d.location_id) || a.position - b.position);
    await open('/search/');
    await change(() => page.selectOption('.sort select', 'distance'));
    await change(() => page.getByLabel('Postcode').fill('4350'));
    expect(query()).toBe('?sortBy=cars:distance:asc&postcode=4350');
    expect(await cardIds()).toEqual(expected.slice(0, 21).map((e) => e.d.id));
    await change(() => page.getByLabel('Postcode').fill('0000'));
    await expect(page.getByRole('alert').innerText()).resolves.toBe(STRINGS.invalidPostcode);
  });

  it("shows the empty state and 'Clear Filters' brings every car back", async () => {
    await open('/search/');
    await change(() => page.getByLabel('Search stock').fill('zzqqxxnothing'));
    await expect(page.getByRole('heading', { name: STRINGS.noResultsTitle }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(STRINGS.noResultsText).isVisible()).resolves.toBe(true);
    await change(() => page.getByRole('button', { name: STRINGS.clearFilters }).click());
    expect(await shownCount()).toBe(docs.length);
  });

  it('goes straight to the car when the search is its stock number, VIN or rego', async () => {
    const car = docs[7]!;
    await open('/search/');
    await page.getByLabel('Search stock').fill(String(car.stocknum).toLowerCase());
    await page.waitForURL(new RegExp(`/cars/${car.slug}/$`));
    await open('/search/');
    await page.getByLabel('Search stock').fill(String(car.vin));
    await page.getByLabel('Search stock').press('Enter');
    await page.waitForURL(new RegExp(`/cars/${car.slug}/$`));
  });
});
