import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_COPY } from '../../src/lib/listing/search-categories.ts';
import { isBuiltCarPage } from '../support/built-site.ts';
import { listingJourney } from '../support/listing.ts';
import { closeSitePopup } from '../support/site-popup.ts';

const SLUG = 'westside-used-cars';
const { docs, page, url, open, shownCount, facetItem } = listingJourney(SLUG);

type Category = { label: string; href: string };
const categories = (JSON.parse(fs.readFileSync(`dealers/${SLUG}/dealer.json`, 'utf8')) as { search: { categories: Category[] } }).search.categories;

/** The category a link of the form /search/?refinementList[categories][0]=… asks for. */
const categoryOf = (href: string) => new URL(href, 'http://x').searchParams.get('refinementList[categories][0]')!;

describe('a shopper on the used-only Westside site', () => {
  it('reads a home title that names used vehicles only', async () => {
    await page().goto(url('/'));
    const title = await page().title();
    expect(title).toBe('Westside Used Cars — used vehicles');
    expect(title).not.toMatch(/new|demo/i);
  });

  it("picks a category tile on the home page and lands on that category's cars", async () => {
    await page().goto(url('/'));
    await closeSitePopup(page());
    const tiles = page().getByTestId('category-tiles');
    await expect(tiles.getByRole('heading', { level: 2 }).innerText()).resolves.toBe(CATEGORY_COPY.tilesHeading);
    expect(await tiles.getByRole('link').allInnerTexts()).toEqual(categories.map((c) => c.label));
    const family = categories.find((c) => c.label === 'Family cars')!;
    await tiles.getByRole('link', { name: family.label }).click();
    await page().waitForSelector('.listing[data-ready][data-status="idle"]');
    const expected = docs.filter((d) => d.categories?.includes(categoryOf(family.href)));
    expect(expected.length).toBeGreaterThan(0);
    expect(await shownCount()).toBe(expected.length);
  });

  it('finds every category again as a link under the listing, each with cars behind it', async () => {
    await open('/search/');
    const links = page().getByTestId('category-links');
    expect(await links.getByRole('link').allInnerTexts()).toEqual(categories.map((c) => c.label));
    for (const c of categories) expect(docs.some((d) => d.categories?.includes(categoryOf(c.href)))).toBe(true);
  });

  it("sees the feed's trucks as utes (inventory.truck_body)", async () => {
    const trucks = docs.filter((d) => ['N Series', '300 Series', 'Canter'].includes(d.model));
    expect(trucks.length).toBeGreaterThan(0);
    expect(trucks.every((d) => d.simple_body === 'ute')).toBe(true);
    await open('/search/');
    await expect(facetItem('simple_body', 'Ute').count()).resolves.toBe(1);
    await expect(facetItem('simple_body', 'Truck').count()).resolves.toBe(0);
  });
});

describe('a car whose feed record has one malformed optional value', () => {
  it('is still for sale, its page built', () => {
    const feed = JSON.parse(fs.readFileSync('data/generated/stock-feed.json', 'utf8')) as { slug: string; location?: { address?: { place_url?: string } } }[];
    const broken = feed.filter((r) => r.location?.address?.place_url?.includes(' '));
    expect(broken).toHaveLength(1);
    const dealers = ['harbour-mazda', 'outback-caravans', 'sunstate-motor-group', 'westside-used-cars'];
    expect(dealers.some((d) => isBuiltCarPage(d, broken[0]!.slug))).toBe(true);
  });
});
