import { describe, expect, it } from 'vitest';
import { listingJourney } from '../support/listing.ts';
import { isSold } from '../../src/lib/search/stock-document.ts';

const SLUG = 'sunstate-motor-group';
const { docs, where, page, open, rendered, change, shownCount, cardIds, facetItem } = listingJourney(SLUG);

describe('a shopper coming back to a Sunstate search', () => {
  it('gives a pasted InstantSearch URL the same results', async () => {
    const pasted =
      '/search/?refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmake%5D%5B1%5D=Suzuki%20Australia' +
      '&range%5Bprice%5D=20000%3A60000&sortBy=Car_production%3Aprice%3Aasc&page=2';
    await open(pasted);
    await rendered();
    const sold = (d: { status?: unknown }) => (isSold(d) ? 1 : 0);
    const expected = where((d) => (d.make === 'Toyota' || d.make === 'Suzuki') && d.price !== null && d.price >= 20_000 && d.price <= 60_000)
      .map((d, position) => ({ d, position }))
      // Sold cars after available ones in a price sort (rule: listing.price-sort), then by price.
      .sort((a, b) => sold(a.d) - sold(b.d) || a.d.price! - b.d.price! || b.d.created_at! - a.d.created_at! || a.position - b.position)
      .map(({ d }) => d.id);
    expect(await shownCount()).toBe(expected.length);
    expect(await cardIds()).toEqual(expected.slice(21, 42));
    expect(await facetItem('make', 'Toyota').locator('input').isChecked()).toBe(true);
    expect(await facetItem('make', 'Suzuki').locator('input').isChecked()).toBe(true);
    expect(await page().locator('.sort select').inputValue()).toBe('price_asc');
  });

  it('restores each state with back and forward, moving between car-type pages', async () => {
    await open('/search/');
    await change(() => facetItem('make', 'Nissan').locator('label').click());
    const nissan = where((d) => d.make === 'Nissan');
    await change(() => page().locator('.results-area .car-type-toggle a', { hasText: 'Used' }).click());
    expect(new URL(page().url()).pathname).toBe('/search/used-cars/');
    expect(await shownCount()).toBe(nissan.filter((d) => d.car_type === 'used').length);
    await expect(page().title()).resolves.toContain('Used cars for sale');
    await change(() => page().goBack());
    expect(new URL(page().url()).pathname).toBe('/search/');
    expect(await shownCount()).toBe(nissan.length);
    await change(() => page().goBack());
    expect(await shownCount()).toBe(docs.length);
    await change(() => page().goForward());
    await change(() => page().goForward());
    expect(await shownCount()).toBe(nissan.filter((d) => d.car_type === 'used').length);
    expect(await page().locator('.results-area .car-type-toggle a[aria-current="true"]').innerText()).toContain('Used');
  });
});
