import { describe, expect, it } from 'vitest';
import type { ListingDocument } from '../../src/lib/listing/stock-data-format.ts';
import { listingJourney } from '../support/listing.ts';

const SLUG = 'sunstate-motor-group';
const { where, page, url } = listingJourney(SLUG);

describe('a shopper landing on a Sunstate listing page', () => {
  it('prerenders the car-type, make and model pages with their first results', async () => {
    for (const [path, test] of [
      ['/search/new-and-demo-cars/', (d: ListingDocument) => d.car_type === 'new' || d.car_type === 'demo'],
      ['/search/toyota/', (d: ListingDocument) => d.make === 'Toyota'],
      ['/search/toyota/hilux/', (d: ListingDocument) => d.make_model === 'Toyota HiLux'],
    ] as const) {
      const response = await page().goto(url(path));
      const html = (await response?.text()) ?? '';
      const count = where(test).length;
      expect(html, path).toContain(`${count.toLocaleString('en-AU')} cars`);
      expect(html).toContain(`<link rel="canonical" href="http://${SLUG}.localhost:4321${path}"`);
      const ids = [...html.matchAll(/<article[^>]*data-car-id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids).toEqual(
        where(test)
          .slice(0, 21)
          .map((d) => d.id),
      );
    }
  });
});
