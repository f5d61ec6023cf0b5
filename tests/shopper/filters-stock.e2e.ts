import { describe, expect, it } from 'vitest';
import { countBy } from '../../src/lib/listing/fixtures/built-stock.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { listingJourney } from '../support/listing.ts';

const SLUG = 'sunstate-motor-group';
const { docs, where, page, open, change, query, shownCount, cardIds, facetItem } = listingJourney(SLUG);

const facetCount = async (facet: string, label: string) => Number((await facetItem(facet, label).locator('.facet-count').innerText()).replace(/\D/g, ''));

describe('a shopper filtering the Sunstate listing', () => {
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
    const manualByMake = countBy(
      where((d) => d.transmission === 'Manual'),
      'make',
    );
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
    expect(await page().locator('.facet[data-facet="make"] li').count()).toBe(5);
    await page().getByRole('button', { name: STRINGS.showAllMakes }).click();
    expect(await page().locator('.facet[data-facet="make"] li').count()).toBe(makes.length);
  });

  it('filters by the price and km sliders after 400 ms, rounded to 1,000', async () => {
    await open('/search/');
    const setHandle = (facet: string, handle: string, value: number) =>
      page()
        .locator(`.facet[data-facet="${facet}"] input[data-handle="${handle}"]`)
        .evaluate((input, v) => {
          const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          set.call(input, String(v));
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }, value);
    await change(async () => {
      await setHandle('price', 'max', 40_300);
      await page().waitForTimeout(150);
      expect(query()).toBe('');
    });
    expect(query()).toBe('?range[price]=:40000');
    expect(await shownCount()).toBe(where((d) => d.price !== null && d.price > 0 && d.price <= 40_000).length);
    await change(() => setHandle('km', 'min', 20_000));
    expect(query()).toBe('?range[price]=:40000&range[km]=20000:');
    expect(await shownCount()).toBe(where((d) => d.price !== null && d.price > 0 && d.price <= 40_000 && d.km !== null && d.km >= 20_000).length);
  });

  it("shows the empty state and 'Clear Filters' brings every car back", async () => {
    await open('/search/');
    await change(() => page().getByLabel('Search stock').fill('zzqqxxnothing'));
    await expect(page().getByRole('heading', { name: STRINGS.noResultsTitle }).isVisible()).resolves.toBe(true);
    await expect(page().getByText(STRINGS.noResultsText).isVisible()).resolves.toBe(true);
    await change(() => page().getByRole('button', { name: STRINGS.clearFilters }).click());
    expect(await shownCount()).toBe(docs.length);
  });
});
