import { describe, expect, it } from 'vitest';
import { dealerBrowser } from '../support/browser.ts';
import { builtStock } from '../../src/lib/listing/fixtures/built-stock.ts';
import { builtCarHtml, findBuiltCarPage, inStockPage, isBuiltCarPage } from '../support/built-site.ts';

type Json = Record<string, any>;

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
}
const meta = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

/** A built in-stock car page of the dealer with a price, photos, a VIN and an odometer reading, picked by what it shows. */
function pickPage(dealer: string): { slug: string; html: string } {
  const { slug, html } = findBuiltCarPage(dealer, (page) => {
    const car = jsonLd(page).find((b) => b['@type'] === 'Car');
    return Boolean(car?.offers?.price && car.image?.length && car.vehicleIdentificationNumber && car.mileageFromOdometer && inStockPage(page));
  });
  return { slug, html: html() };
}

describe('what search engines read on a vehicle page', () => {
  for (const dealer of ['harbour-mazda', 'westside-used-cars']) {
    it(`${dealer}: every JSON-LD block parses and carries the required properties`, () => {
      const { slug, html } = pickPage(dealer);
      const blocks = jsonLd(html);
      expect(blocks.map((b) => b['@type']).sort()).toEqual(['AutoDealer', 'BreadcrumbList', 'Car']);
      for (const block of blocks) expect(block['@context']).toBe('https://schema.org');

      const car = blocks.find((b) => b['@type'] === 'Car')!;
      const title = /<h1>([^<]*)<\/h1>/.exec(html)![1];
      expect(car.name).toBe(title);
      expect(car.url).toMatch(new RegExp(`/cars/${slug}/$`));
      expect(car.image.length).toBeGreaterThan(0);
      for (const key of [
        'brand',
        'model',
        'vehicleModelDate',
        'vehicleIdentificationNumber',
        'fuelType',
        'bodyType',
        'driveWheelConfiguration',
        'color',
        'vehicleSeatingCapacity',
        'vehicleEngine',
        'itemCondition',
      ]) {
        expect(car[key], key).toBeDefined();
      }
      expect(car.itemCondition).toMatch(/^https:\/\/schema\.org\/(NewCondition|UsedCondition)$/);
      expect(car.mileageFromOdometer).toMatchObject({ '@type': 'QuantitativeValue', unitCode: 'KMT' });
      expect(typeof car.mileageFromOdometer.value).toBe('number');
      expect(car.vehicleEngine['@type']).toBe('EngineSpecification');

      const offer = car.offers;
      expect(offer['@type']).toBe('Offer');
      expect(offer.priceCurrency).toBe('AUD');
      expect(offer.price).toBeGreaterThan(10);
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|PreOrder)$/);
      expect(offer.itemCondition).toBe(car.itemCondition);
      const shownPrice = Number(/data-testid="price"[^>]*>[\s\S]*?\$([\d,]+)\s*(<small|<\/div>)/.exec(html)![1]!.replace(/,/g, ''));
      expect(offer.price).toBe(shownPrice);

      const dealerBlock = blocks.find((b) => b['@type'] === 'AutoDealer')!;
      expect(offer.seller['@id']).toBe(dealerBlock['@id']);
      expect(dealerBlock.name).toBeTruthy();
      expect(dealerBlock.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'AU' });
      expect(dealerBlock.telephone).toMatch(/^\+61\d{9}$/);

      const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
      expect(crumbs.itemListElement.map((i: Json) => i.position)).toEqual(crumbs.itemListElement.map((_: Json, i: number) => i + 1));
      expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: title, item: car.url });
    });

    it(`${dealer}: has a canonical URL and Open Graph tags`, () => {
      const { slug, html } = pickPage(dealer);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+/cars/${slug}/$`));
      expect(meta(html, 'property', 'og:url')).toBe(canonical);
      expect(meta(html, 'property', 'og:type')).toBe('product');
      expect(meta(html, 'property', 'og:title')).toContain(/<h1>([^<]*)<\/h1>/.exec(html)![1]);
      // Social platforms render raster images only: the sample photos' 1200×630 JPEG variants.
      expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\/[^/]+\/stock-images\/og\/[a-z0-9-]+\.jpg$/);
      expect([meta(html, 'property', 'og:image:width'), meta(html, 'property', 'og:image:height')]).toEqual(['1200', '630']);
      expect(meta(html, 'property', 'product:price:currency')).toBe('AUD');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    });
  }
});

describe('what search engines read of vehicles that are not cars (rule: site.structured-data)', () => {
  const docs = builtStock('outback-caravans');
  const vehicleBlock = (slug: string) => jsonLd(builtCarHtml('outback-caravans', slug)).find((b) => ['Car', 'Motorcycle', 'Vehicle'].includes(b['@type']));
  const pagesOf = (test: (d: (typeof docs)[number] & { photo: boolean }) => boolean) =>
    docs
      .filter((d) => isBuiltCarPage('outback-caravans', d.slug))
      // Whether the page shows a photo (a feed record can name images that do not parse).
      .map((d) => ({ ...d, photo: builtCarHtml('outback-caravans', d.slug).includes('<meta property="og:image"') }))
      .filter(test);

  it('types motorcycles as Motorcycle and caravans, camper trailers and motorhomes as Vehicle, with the odometer of a used one', () => {
    for (const body of ['Caravan', 'Camper Trailer', 'Motorhome']) {
      const vans = pagesOf((d) => d.item_type === 'caravan' && d.body === body && d.photo);
      expect(vans.length, body).toBeGreaterThan(0);
      for (const van of vans) expect(vehicleBlock(van.slug), van.slug).toMatchObject({ '@type': 'Vehicle', bodyType: body });
    }
    const bikes = pagesOf((d) => d.item_type === 'motorcycle' && d.photo);
    for (const bike of bikes) expect(vehicleBlock(bike.slug)?.['@type'], bike.slug).toBe('Motorcycle');
    const usedBikes = bikes.filter((d) => d.car_type === 'used' && typeof d.km === 'number');
    expect(usedBikes.length).toBeGreaterThan(0);
    for (const bike of usedBikes) expect(vehicleBlock(bike.slug)?.mileageFromOdometer?.value, bike.slug).toBe(bike.km);
  });

  it('gives a vehicle without a price no Offer, and one without a photo no vehicle markup', () => {
    const unpriced = pagesOf((d) => d.photo && (d.price === null || d.price === 0));
    expect(unpriced.length).toBeGreaterThan(0);
    for (const doc of unpriced) expect(vehicleBlock(doc.slug), doc.slug).not.toHaveProperty('offers');
    const unphotographed = pagesOf((d) => !d.photo);
    expect(unphotographed.length).toBeGreaterThan(0);
    for (const doc of unphotographed) expect(vehicleBlock(doc.slug), doc.slug).toBeUndefined();
  });
});

describe('a vehicle page without JavaScript', () => {
  const site = dealerBrowser();

  it('still shows the price, every specification, the comments and the first photo', async () => {
    const { slug } = pickPage('harbour-mazda');
    const page = await site.open('harbour-mazda', `/cars/${slug}/`, { javaScriptEnabled: false });
    expect(await page.getByTestId('price').innerText()).toMatch(/\$[\d,]+/);
    const rows = page.locator('#spec-rows tr');
    expect(await rows.evaluateAll((trs) => trs.every((tr) => (tr as HTMLElement).offsetParent !== null))).toBe(true);
    expect(await page.locator('#spec-rows [data-toggle]').isVisible()).toBe(false);
    expect((await page.getByTestId('dealer-comments').innerText()).length).toBeGreaterThan(0);
    const first = page.getByTestId('gallery').locator('img').first();
    expect(await first.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await page.close();
  });
});
