import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { listingJourney } from '../support/listing.ts';

const SLUG = 'sunstate-motor-group';
const { docs, page, open, change, query, cardIds } = listingJourney(SLUG);

/** The card prices shown, leaving out struck-through earlier prices. */
const cardPrices = () =>
  page()
    .locator('[data-testid="results"] .price')
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const copy = node.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('s, small').forEach((n) => n.remove());
        return Number(/\$([\d,]+)/.exec(copy.textContent ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);
      }),
    );

describe('a shopper sorting and paging through the Sunstate listing', () => {
  it('sorts by most relevant, latest, highest price and lowest price', async () => {
    await open('/search/');
    expect(await cardIds()).toEqual(docs.slice(0, 21).map((d) => d.id));
    await change(() => page().selectOption('.sort select', 'price_desc'));
    const desc = await cardPrices();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(Math.max(...docs.map((d) => d.price ?? 0)));
    expect(query()).toBe('?sortBy=cars:price:desc');
    await change(() => page().selectOption('.sort select', 'price_asc'));
    // Lowest price opens on the cheapest available car with a price, never on one priced 0 (rule: listing.price-sort;
    // every dealer's full order is in src/engine/stock/sample-dealer-search.test.ts).
    expect(docs.some((d) => d.price === 0)).toBe(true);
    const asc = await cardPrices();
    expect(asc.every((price) => price > 0)).toBe(true);
    expect(asc[0]).toBe(Math.min(...docs.filter((d) => d.price !== null && d.price > 0 && d.status !== 'sold').map((d) => d.price!)));
    await change(() => page().selectOption('.sort select', 'latest'));
    expect(await cardIds()).toEqual(docs.slice(0, 21).map((d) => d.id));
    expect(query()).toBe('?sortBy=cars:created_at:desc');
    await change(() => page().selectOption('.sort select', 'relevance'));
    expect(query()).toBe('');
  });

  it('pages through 21 cars at a time, page 1 left out of the URL', async () => {
    await open('/search/');
    expect(await cardIds()).toHaveLength(21);
    await change(() => page().locator('.pagination a[rel="next"]').click());
    expect(query()).toBe('?page=2');
    expect(await cardIds()).toEqual(docs.slice(21, 42).map((d) => d.id));
    await change(() => page().locator('.pagination a', { hasText: /^1$/ }).click());
    expect(query()).toBe('');
    expect(await cardIds()).toEqual(docs.slice(0, 21).map((d) => d.id));
  });

  it('sorts by distance from a postcode across the dealer locations', async () => {
    type Place = { id: number; address: { lat: number; long: number } };
    const places = (JSON.parse(fs.readFileSync(`dealers/${SLUG}/locations.json`, 'utf8')) as Place[]).map((p) => ({
      id: p.id,
      lat: p.address.lat,
      lng: p.address.long,
    }));
    // Toowoomba's postcode 4350, about -27.56, 151.95.
    const km = (id: number | null) => {
      const place = places.find((p) => p.id === id);
      return place ? Math.hypot(place.lat + 27.5565, (place.lng - 151.9533) * Math.cos((27.56 * Math.PI) / 180)) : Number.POSITIVE_INFINITY;
    };
    const expected = docs.map((d, position) => ({ d, position })).sort((a, b) => km(a.d.location_id) - km(b.d.location_id) || a.position - b.position);
    await open('/search/');
    await change(() => page().selectOption('.sort select', 'distance'));
    await change(() => page().getByLabel('Postcode').fill('4350'));
    expect(query()).toBe('?sortBy=cars:distance:asc&postcode=4350');
    expect(await cardIds()).toEqual(expected.slice(0, 21).map((e) => e.d.id));
    await change(() => page().getByLabel('Postcode').fill('0000'));
    await expect(page().getByRole('alert').innerText()).resolves.toBe(STRINGS.invalidPostcode);
  });
});
