import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { builtCarHtml, findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { carPageJourney } from '../support/car-page.ts';

/** The slug of the first built car page of `dealer` that `test` accepts. */
const findCar = (dealer: string, test: (html: string, slug: string) => boolean) => findBuiltCarPage(dealer, test).slug;

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

const { page, open, hydrated } = carPageJourney();

// Retried once: in about one run of this file in three (session 10), an island scrolled into view
// again and again stayed unhydrated for 30 s, only when the file's earlier tests had run first on
// the same page. Not yet understood; named in the closing note.
describe('the page as the shopper scrolls', { retry: 1 }, () => {
  it('shows the sticky header only past 500 px', async () => {
    const slug = findCar('harbour-mazda', (html) => inStockPage(html) && html.includes('data-sticky="500"'));
    await open('harbour-mazda', slug);
    const bars = page().locator('[data-sticky]');
    await page().evaluate(() => window.scrollTo(0, 450));
    await page().waitForTimeout(200);
    expect(await bars.getAttribute('class')).not.toContain('is-visible');
    expect(await page().getByTestId('sticky-header').isVisible()).toBe(false);
    await page().evaluate(() => window.scrollTo(0, 560));
    await expect.poll(() => page().getByTestId('sticky-header').isVisible()).toBe(true);
    await page().evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page().getByTestId('sticky-header').isVisible()).toBe(false);
  });

  it('answers the delivery calculator with its messages', async () => {
    const calc = page().getByTestId('delivery-calculator');
    await calc.scrollIntoViewIfNeeded();
    await hydrated('VehicleCalculators');
    const message = page().getByTestId('delivery-message');
    await calc.getByRole('button').click();
    await expect.poll(() => message.innerText()).toBe(STRINGS.deliveryEnterPostcode);
    await calc.getByLabel('Postcode').fill('6000');
    await calc.getByRole('button').click();
    await expect.poll(() => message.innerText()).toBe(STRINGS.deliveryNoEstimate);
    await calc.getByLabel('Postcode').fill('2000');
    await calc.getByRole('button').click();
    await expect.poll(() => message.innerText()).toMatch(/^Delivery to .+, NSW: (Free|\$[\d,]+)$/);
  });

  it("prices delivery from the dealer's own regions (delivery.json), for a real place only; a towed caravan shows its towing facts first and no fuel calculator", async () => {
    type Rates = { round_to: number; regions: { name: string }[] };
    const rates = JSON.parse(fs.readFileSync('dealers/outback-caravans/delivery.json', 'utf8')) as Rates;
    await open(
      'outback-caravans',
      findCar('outback-caravans', (html) => inStockPage(html) && html.includes('>Aggregate trailer mass<')),
    );
    // What it sleeps and weighs before 'Show More', as the title already says what it is; on a phone too, with no fuel calculator there.
    const shown = await page().locator('#spec-rows tr:not([data-extra]) th').allInnerTexts();
    expect(shown).toEqual(expect.arrayContaining(['Tare weight', 'Aggregate trailer mass']));
    await page().setViewportSize({ width: 390, height: 844 });
    try {
      const towing = page().locator('#spec-rows tr:not([data-extra])').filter({ hasText: 'Aggregate trailer mass' });
      await towing.scrollIntoViewIfNeeded();
      await expect(towing.isVisible()).resolves.toBe(true);
      await page().getByTestId('delivery-calculator').scrollIntoViewIfNeeded();
      await hydrated('VehicleCalculators');
      expect(await page().getByTestId('fuel-calculator').count()).toBe(0);
    } finally {
      await page().setViewportSize({ width: 1280, height: 900 });
    }
    const calc = page().getByTestId('delivery-calculator');
    await calc.scrollIntoViewIfNeeded();
    await hydrated('VehicleCalculators');
    expect(await page().getByTestId('fuel-calculator').count()).toBe(0);
    await calc.getByLabel('Postcode').fill('6000');
    await calc.getByRole('button').click();
    const answer = page().getByTestId('delivery-message');
    // Perth is about 2,700 km from Melbourne or Geelong: past the default's last band, inside none of this dealer's regions.
    await expect.poll(() => answer.innerText()).toBe(STRINGS.deliveryNoEstimate);
    await calc.getByLabel('Postcode').fill('2000');
    await calc.getByRole('button').click();
    await expect.poll(() => answer.innerText()).toMatch(/^Delivery to Sydney, NSW \((.+)\): \$([\d,]+)$/);
    const [, region, dollars] = /\((.+)\): \$([\d,]+)$/.exec(await answer.innerText())!;
    expect(rates.regions.map((r) => r.name)).toContain(region);
    expect(Number(dollars!.replace(/,/g, '')) % rates.round_to).toBe(0);
    // 9999 is Australia Post's address for letters to Santa, not a place a caravan is delivered to.
    await calc.getByLabel('Postcode').fill('9999');
    await calc.getByRole('button').click();
    await expect.poll(() => page().getByTestId('delivery-message').innerText()).toBe(STRINGS.deliveryNoEstimate);
  });

  it('shows the price comparison when the answer passes the display rules', async () => {
    const slug = findCar(
      'harbour-mazda',
      (html, s) => inStockPage(html) && html.includes('PriceComparison') && displayable(comparisonOf('harbour-mazda', s) ?? {}),
    );
    await open('harbour-mazda', slug);
    await page().getByTestId('price-comparison-loading').scrollIntoViewIfNeeded();
    const panel = page().getByTestId('price-comparison');
    await panel.waitFor();
    const c = comparisonOf('harbour-mazda', slug)!;
    expect(await panel.getAttribute('data-band')).toBe(c.fill! < 0.3 ? 'low' : c.fill! < 0.6 ? 'medium' : 'high');
    expect(await page().getByTestId('gauge-label').innerText()).toBe(c.fill! < 0.65 ? STRINGS.gaugeGoodDeal : STRINGS.gaugeGreatDeal);
  });

  /**
   * An island hydrates when visible: scrolls to `target` again while `done` does not hold (images
   * above it may still move it), allowing a loaded machine more than expect.poll's one second.
   */
  const untilHydrated = (target: ReturnType<ReturnType<typeof page>['getByTestId']>, done: () => Promise<boolean>) =>
    expect
      .poll(
        async () => {
          if (await done()) return true;
          if ((await target.count()) > 0) await target.scrollIntoViewIfNeeded().catch(() => {});
          return done();
        },
        { timeout: 30_000 },
      )
      .toBe(true);

  it('hides the price comparison when the range top is below the price, or when there is no answer', async () => {
    for (const test of [(c: Comparison | null) => c !== null && !displayable(c), (c: Comparison | null) => c === null]) {
      const slug = findCar('harbour-mazda', (html, s) => inStockPage(html) && html.includes('PriceComparison') && test(comparisonOf('harbour-mazda', s)));
      await open('harbour-mazda', slug);
      // The island hydrates when visible: scroll to it again while it loads (images above it may still
      // move it), and allow a loaded machine more than expect.poll's one second for its answer.
      const loading = page().getByTestId('price-comparison-loading');
      await untilHydrated(loading, async () => (await loading.count()) === 0);
      expect(await page().getByTestId('price-comparison').count()).toBe(0);
    }
  }, 120_000);

  it('offers up to 6 similar in-stock cars inside the price window, after placeholders', async () => {
    const slug = findCar('sunstate-motor-group', (html) => inStockPage(html) && html.includes('SimilarCars'));
    await open('sunstate-motor-group', slug);
    const html = builtCarHtml('sunstate-motor-group', slug);
    const price = Number(/"price":(\d+)/.exec(html)?.[1]);
    expect(price).toBeGreaterThan(10);
    expect((html.match(/data-testid="similar-placeholder"/g) ?? []).length).toBe(6);
    const section = page().getByTestId('similar-cars');
    await untilHydrated(section, async () => (await section.locator('article').count()) > 0);
    const cards = section.locator('article');
    expect(await cards.count()).toBeLessThanOrEqual(6);
    const spread = price < 50_000 ? 10_000 : 25_000;
    const shown = await cards.evaluateAll((list) =>
      list.map((a) => ({
        price: Number(a.getAttribute('data-price')),
        status: a.getAttribute('data-status'),
        href: a.querySelector('h3 a')?.getAttribute('href'),
      })),
    );
    for (const car of shown) {
      expect(Math.abs(car.price - price)).toBeLessThanOrEqual(spread);
      expect(car.status).toBe('in_stock');
      expect(car.href).not.toBe(`/cars/${slug}/`);
    }
  });
});
