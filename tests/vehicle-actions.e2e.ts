import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STRINGS } from '../src/lib/strings.ts';
import { launchChromium, siteUrl } from './browser.ts';

/** Built car pages of a dealer, with their HTML; cars are picked by what the pages show, never by slug. */
function builtCars(dealer: string): { slug: string; html: () => string }[] {
  const dir = `dist/${dealer}/cars`;
  return fs
    .readdirSync(dir)
    .filter((slug) => fs.existsSync(`${dir}/${slug}/index.html`))
    .sort()
    .map((slug) => ({ slug, html: () => fs.readFileSync(`${dir}/${slug}/index.html`, 'utf8') }));
}
function findCar(dealer: string, test: (html: string, slug: string) => boolean): string {
  const car = builtCars(dealer).find((c) => test(c.html(), c.slug));
  if (!car) throw new Error(`no built ${dealer} car matches`);
  return car.slug;
}
const inStock = (html: string) => html.includes('data-testid="actions"');

type Comparison = { fill?: number; listing_price?: number; market_range_min?: number; market_range_max?: number; confidence?: number };
const comparisonOf = (dealer: string, slug: string): Comparison | null => {
  const file = `dist/${dealer}/cars/${slug}/autogauge`;
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Comparison) : null;
};
/** The spec's display rule, restated for the test. */
const displayable = (c: Comparison) =>
  [c.fill, c.listing_price, c.market_range_min, c.market_range_max, c.confidence].every((v) => typeof v === 'number') &&
  c.confidence! > 0.2 &&
  c.market_range_max! >= c.listing_price!;

const port = inject('port');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const open = (dealer: string, slug: string) => page.goto(siteUrl(dealer, port, `/cars/${slug}/`));
const hydrated = (island: string) => page.waitForSelector(`astro-island[component-url*="${island}"]:not([ssr])`);

describe('the sidebar tools', () => {
  it('reveals the masked phone number on click, reports it and turns it into a tel: link', async () => {
    const slug = findCar('harbour-mazda', inStock);
    await open('harbour-mazda', slug);
    await hydrated('SidebarTools');
    const phone = page.getByTestId('phone');
    const masked = (await phone.innerText()).replace(/^\W+/, '').trim();
    expect(masked).toMatch(/^\d{2} \d{2}X{2} X{4}$/);
    const [request] = await Promise.all([page.waitForRequest('**/api/phone-reveal'), phone.click()]);
    const response = await request.response();
    expect(response?.status()).toBe(202);
    const body = request.postDataJSON() as { car_id: string; dealership_id: number; website_id: number };
    expect(body.car_id).toBe(await page.locator('[data-car-page]').getAttribute('data-car-page'));
    expect(typeof body.dealership_id).toBe('number');
    expect(typeof body.website_id).toBe('number');
    const revealed = (await phone.innerText()).replace(/^\W+/, '').trim();
    expect(revealed.slice(0, 5)).toBe(masked.slice(0, 5));
    expect(revealed).toMatch(/^0\d \d{4} \d{4}$/);
    expect(await phone.getAttribute('href')).toBe(`tel:+61${revealed.replace(/\s/g, '').slice(1)}`);
  });

  it("copies the link in the share dialog and shows 'Copied' for 1.5 s", async () => {
    await page.getByTestId('share').click();
    expect(await page.getByRole('dialog', { name: STRINGS.shareThisCar }).count()).toBe(1);
    const copy = page.getByTestId('copy-link');
    await copy.click();
    await expect.poll(() => copy.innerText()).toBe(STRINGS.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/cars\/[^/]+\/$/);
    await page.waitForTimeout(1700);
    expect(await copy.innerText()).not.toBe(STRINGS.copied);
    await page.keyboard.press('Escape');
  });

  it("toasts 'Copied {car name} to your clipboard!' for 3 s on the sidebar share variant", async () => {
    const slug = findCar('westside-used-cars', inStock);
    await open('westside-used-cars', slug);
    await hydrated('SidebarTools');
    const title = await page.locator('h1').innerText();
    await page.getByTestId('share').click();
    const toast = page.getByTestId('toast');
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.innerText()).toContain(STRINGS.copiedToClipboard(title));
    await page.waitForTimeout(2500);
    expect(await toast.count()).toBe(1);
    await expect.poll(() => toast.count(), { timeout: 2000 }).toBe(0);
  });

  it("downloads {slug}.pdf, reading 'Preparing...' while it works", async () => {
    const slug = findCar('harbour-mazda', inStock);
    await open('harbour-mazda', slug);
    await hydrated('SidebarTools');
    await page.route(`**/cars/${slug}/print/`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const button = page.getByTestId('pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click(), expect.poll(() => button.innerText()).toBe(STRINGS.preparing)]);
    expect(download.suggestedFilename()).toBe(`${slug}.pdf`);
    const bytes = fs.readFileSync((await download.path())!).toString('latin1');
    expect(bytes.startsWith('%PDF-1.')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(bytes)?.[1]);
    expect(bytes.slice(startxref, startxref + 4)).toBe('xref');
    expect(bytes).toContain('/Subtype /Image');
    await expect.poll(() => button.innerText()).not.toBe(STRINGS.preparing);
    await page.unroute(`**/cars/${slug}/print/`);
  });

  it('alerts the message when the PDF cannot be made', async () => {
    const slug = new URL(page.url()).pathname.split('/')[2]!;
    await page.route(`**/cars/${slug}/print/`, (route) => route.fulfill({ status: 500, body: 'no' }));
    let message = '';
    page.once('dialog', (dialog) => {
      message = dialog.message();
      void dialog.dismiss();
    });
    await page.getByTestId('pdf').click();
    await expect.poll(() => message).toContain('500');
    await page.unroute(`**/cars/${slug}/print/`);
  });
});

describe('the page as the shopper scrolls', () => {
  it('shows the sticky header only past 500 px', async () => {
    const slug = findCar('harbour-mazda', (html) => inStock(html) && html.includes('data-sticky="500"'));
    await open('harbour-mazda', slug);
    const bars = page.locator('[data-sticky]');
    await page.evaluate(() => window.scrollTo(0, 450));
    await page.waitForTimeout(200);
    expect(await bars.getAttribute('class')).not.toContain('is-visible');
    expect(await page.getByTestId('sticky-header').isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 560));
    await expect.poll(() => page.getByTestId('sticky-header').isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.getByTestId('sticky-header').isVisible()).toBe(false);
  });

  it('answers the delivery calculator with its messages', async () => {
    const calc = page.getByTestId('delivery-calculator');
    await calc.scrollIntoViewIfNeeded();
    await hydrated('VehicleCalculators');
    const message = page.getByTestId('delivery-message');
    await calc.getByRole('button').click();
    await expect.poll(() => message.innerText()).toBe(STRINGS.deliveryEnterPostcode);
    await calc.getByLabel('Postcode').fill('6000');
    await calc.getByRole('button').click();
    await expect.poll(() => message.innerText()).toBe(STRINGS.deliveryNoEstimate);
    await calc.getByLabel('Postcode').fill('2000');
    await calc.getByRole('button').click();
    await expect.poll(() => message.innerText()).toMatch(/^Delivery to .+, NSW: (Free|\$[\d,]+)$/);
  });

  it('shows the price comparison when the answer passes the display rules', async () => {
    const slug = findCar('harbour-mazda', (html, s) => inStock(html) && html.includes('PriceComparison') && displayable(comparisonOf('harbour-mazda', s) ?? {}));
    await open('harbour-mazda', slug);
    await page.getByTestId('price-comparison-loading').scrollIntoViewIfNeeded();
    const panel = page.getByTestId('price-comparison');
    await panel.waitFor();
    const c = comparisonOf('harbour-mazda', slug)!;
    expect(await panel.getAttribute('data-band')).toBe(c.fill! < 0.3 ? 'low' : c.fill! < 0.6 ? 'medium' : 'high');
    expect(await page.getByTestId('gauge-label').innerText()).toBe(c.fill! < 0.65 ? STRINGS.gaugeGoodDeal : STRINGS.gaugeGreatDeal);
  });

  it('hides the price comparison when the range top is below the price, or when there is no answer', async () => {
    for (const test of [(c: Comparison | null) => c !== null && !displayable(c), (c: Comparison | null) => c === null]) {
      const slug = findCar('harbour-mazda', (html, s) => inStock(html) && html.includes('PriceComparison') && test(comparisonOf('harbour-mazda', s)));
      await open('harbour-mazda', slug);
      await page.getByTestId('price-comparison-loading').scrollIntoViewIfNeeded();
      await expect.poll(() => page.getByTestId('price-comparison-loading').count()).toBe(0);
      expect(await page.getByTestId('price-comparison').count()).toBe(0);
    }
  });

  it('offers up to 6 similar in-stock cars inside the price window, after placeholders', async () => {
    const slug = findCar('sunstate-motor-group', (html) => inStock(html) && html.includes('SimilarCars'));
    await open('sunstate-motor-group', slug);
    const html = fs.readFileSync(`dist/sunstate-motor-group/cars/${slug}/index.html`, 'utf8');
    const price = Number(/"price":(\d+)/.exec(html)?.[1]);
    expect(price).toBeGreaterThan(10);
    expect((html.match(/data-testid="similar-placeholder"/g) ?? []).length).toBe(6);
    const section = page.getByTestId('similar-cars');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.locator('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const cards = section.locator('article');
    expect(await cards.count()).toBeLessThanOrEqual(6);
    const spread = price < 50_000 ? 10_000 : 25_000;
    const shown = await cards.evaluateAll((list) => list.map((a) => ({ price: Number(a.getAttribute('data-price')), status: a.getAttribute('data-status'), href: a.querySelector('h3 a')?.getAttribute('href') })));
    for (const car of shown) {
      expect(Math.abs(car.price - price)).toBeLessThanOrEqual(spread);
      expect(car.status).toBe('in_stock');
      expect(car.href).not.toBe(`/cars/${slug}/`);
    }
  });
});
