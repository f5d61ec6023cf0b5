import { describe, expect, it } from 'vitest';
import { GoogleVehicleListingSchema, MetaVehicleSchema } from '../../src/lib/feeds/feed-specs.ts';
import { FEED_FILES, readFeed } from '../../src/lib/feeds/marketplace-feeds.ts';
import { builtStock } from '../../src/lib/listing/fixtures/built-stock.ts';
import { dealerBrowser } from '../support/browser.ts';
import { builtCarHtml, readBuilt } from '../support/built-site.ts';

/**
 * A shopper on Google or Facebook meets a dealer's cars through the inventory feeds the dealer gives
 * Merchant Center and Commerce Manager (rule: site.marketplace-feeds): every row carries what its
 * format requires, at the price and URL of the car's own page.
 */
const DEALERS = ['harbour-mazda', 'sunstate-motor-group', 'outback-caravans', 'westside-used-cars'];
const present = (row: Record<string, string>) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== ''));
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
/** The price the car's page shows a shopper. */
const shownPrice = (html: string) => /data-testid="price"[^>]*>[\s\S]*?\$([\d,]+)\s*(<small|<\/div>)/.exec(html)?.[1]?.replace(/,/g, '') ?? null;

const site = dealerBrowser();

describe("a dealer's marketplace inventory feeds", () => {
  for (const dealer of DEALERS) {
    it(`${dealer}: every row has what Google and Meta require, at its car page's price and URL`, () => {
      const docs = new Map(builtStock(dealer).map((d) => [d.slug, d]));
      const check = (name: string, schema: typeof MetaVehicleSchema | typeof GoogleVehicleListingSchema, urlField: string) => {
        const rows = readFeed(name, readBuilt(dealer, `feeds/${name}`));
        for (const row of rows) {
          const parsed = schema.safeParse(present(row));
          expect(parsed.success, `${dealer} ${name} ${row[urlField]}: ${parsed.error?.message}`).toBe(true);
          const slug = new URL(row[urlField]!).pathname.split('/')[2]!;
          const html = builtCarHtml(dealer, slug);
          expect(canonicalOf(html), row[urlField]).toBe(row[urlField]);
          expect(row['price'], row[urlField]).toBe(`${shownPrice(html)} AUD`);
          expect(docs.get(slug)?.status, row[urlField]).toBe('in_stock');
        }
        return rows;
      };
      const google = check(FEED_FILES.google, GoogleVehicleListingSchema, 'link');
      const meta = check(FEED_FILES.meta, MetaVehicleSchema, 'url');
      expect(meta.length, `${dealer}: Meta lists most of the stock`).toBeGreaterThan(docs.size / 2);
      const cars = [...docs.values()].filter((d) => (d.item_type ?? 'car') === 'car');
      if (cars.length > 0) expect(google.length, `${dealer}: Google lists its cars`).toBeGreaterThan(cars.length / 2);
      else expect(google).toEqual([]);
    });
  }

  it('outback-caravans: Meta lists its motorcycles, caravans, camper trailers and motorhomes as what they are; Google none of them', () => {
    const meta = readFeed(FEED_FILES.meta, readBuilt('outback-caravans', `feeds/${FEED_FILES.meta}`));
    expect(new Set(meta.map((r) => r['vehicle_type']))).toEqual(new Set(['MOTORCYCLE', 'RV_CAMPER', 'TRAILER']));
    expect(readFeed(FEED_FILES.google, readBuilt('outback-caravans', `feeds/${FEED_FILES.google}`))).toEqual([]);
  });

  it('serves the feeds at the URLs the dealer gives the platforms, as TSV and CSV', async () => {
    const page = await site.open('westside-used-cars', '/404');
    try {
      const got = await page.evaluate(
        (names) =>
          Promise.all(names.map((n) => fetch(`/feeds/${n}`).then(async (r) => [r.status, r.headers.get('content-type'), (await r.text()).split('\n')[0]]))),
        [FEED_FILES.google, FEED_FILES.meta],
      );
      expect(got).toEqual([
        [200, 'text/tab-separated-values; charset=utf-8', expect.stringMatching(/^vin\tid\tstore_code\t/)],
        [200, 'text/csv; charset=utf-8', expect.stringMatching(/^vehicle_id,vin,title,/)],
      ]);
    } finally {
      await page.close();
    }
  });
});
