import { describe, expect, it } from 'vitest';
import { countBy } from '../../src/lib/listing/fixtures/built-stock.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { LISTING_COPY } from '../../src/lib/listing/copy.ts';
import { listingJourney } from '../support/listing.ts';

const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };
const { docs, where, page, open, change, shownCount, cardIds, facetItem } = listingJourney('harbour-mazda', PHONE);
const number = new Intl.NumberFormat('en-AU');

const drawer = () => page().getByRole('dialog', { name: LISTING_COPY.filtersHeading });
const showButton = () => drawer().getByTestId('show-results');
const shownOnButton = async () => Number((await showButton().innerText()).replace(/\D/g, ''));
const focusedName = () => page().evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
const openDrawer = async () => {
  await page().getByRole('button', { name: LISTING_COPY.showFilters }).click();
  await drawer().waitFor();
};

// rule: listing.filter-drawer
describe('a shopper filtering the Harbour listing on a phone', () => {
  it("opens the filters as a drawer, ticks filters, watches 'Show Me N cars' follow them, and lands on the filtered listing", async () => {
    await open('/search/');
    // Closed, the filters take no room above the results.
    expect(await page().locator('.facet').first().isVisible()).toBe(false);
    await openDrawer();
    expect(await focusedName()).toBe(LISTING_COPY.closeFilters);
    expect(await showButton().innerText()).toBe(STRINGS.showMeCars(number.format(docs.length)));
    // The drawer covers the screen and its footer stays in view while the panels scroll.
    const footer = await drawer().locator('.drawer-foot').boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(915);

    // Colours are a long list: collapsed, then opened onto a search box that narrows it.
    const colours = page().locator('.facet[data-facet="colour"]');
    expect(await colours.locator('li').first().isVisible()).toBe(false);
    await colours.getByRole('button', { name: /Show/ }).click();
    const [colour] = Object.entries(countBy(docs, 'colour')).sort((a, b) => b[1] - a[1])[0]!;
    const typed = colour.slice(0, 4);
    await colours.getByRole('searchbox').fill(typed);
    const listed = await colours.locator('li .facet-label').allInnerTexts();
    expect(listed).toContain(colour);
    expect(listed.every((label) => label.toLowerCase().includes(typed.toLowerCase()))).toBe(true);
    await change(() => facetItem('colour', colour).locator('label').click());
    const coloured = where((d) => d.colour === colour);
    expect(await shownOnButton()).toBe(coloured.length);

    await change(() => facetItem('make', 'Mazda').locator('label').click());
    const mazdas = coloured.filter((d) => d.make === 'Mazda');
    expect(await shownOnButton()).toBe(mazdas.length);
    await change(() => facetItem('transmission', 'Automatic').locator('label').click());
    const chosen = mazdas.filter((d) => d.transmission === 'Automatic');
    expect(await shownOnButton()).toBe(chosen.length);
    expect(chosen.length).toBeGreaterThan(0);
    // Ticking kept the focus in the drawer.
    expect(await drawer().evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page().screenshot({ path: 'test-results/filter-drawer-phone.png' });
    await showButton().click();
    await drawer().waitFor({ state: 'hidden' });
    expect(await shownCount()).toBe(chosen.length);
    const ids = new Set(chosen.map((d) => d.id));
    expect((await cardIds()).every((id) => ids.has(id!))).toBe(true);
    expect(await focusedName()).toBe(LISTING_COPY.showFilters);
  });

  it('keeps Tab inside the open drawer, closes on Escape, and clears every filter', async () => {
    await open('/search/?refinementList[make][0]=Mazda');
    const mazdas = where((d) => d.make === 'Mazda').length;
    expect(await shownCount()).toBe(mazdas);
    await openDrawer();
    await page().keyboard.press('Shift+Tab');
    expect(await focusedName()).toBe(STRINGS.showMeCars(number.format(mazdas)));
    await page().keyboard.press('Tab');
    expect(await focusedName()).toBe(LISTING_COPY.closeFilters);
    await page().keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
    expect(await focusedName()).toBe(LISTING_COPY.showFilters);

    await openDrawer();
    await change(() => drawer().getByRole('button', { name: STRINGS.clearFilters }).click());
    expect(await shownOnButton()).toBe(docs.length);
  });
});
