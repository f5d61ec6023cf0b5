import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { listingJourney } from '../support/listing.ts';
import { closeSitePopup } from '../support/site-popup.ts';

const SLUG = 'westside-used-cars';
const { docs, page, url, rendered, shownCount } = listingJourney(SLUG);

describe('a shopper searching from the Westside home page', () => {
  it("counts 'Show Me N cars' on the home page search hero and its submit button opens the filtered listing", async () => {
    await page().goto(url('/'));
    await closeSitePopup(page());
    const showMe = page().getByTestId('show-me');
    await expect(showMe.innerText()).resolves.toBe(STRINGS.showMeCars(docs.length.toLocaleString('en-AU')));
    await page().waitForSelector('.search-hero[data-ready]');
    await page().locator('.search-hero select').selectOption('Toyota');
    const toyotas = docs.filter((d) => d.make === 'Toyota');
    await page().waitForFunction(
      (text) => document.querySelector('[data-testid="show-me"]')?.textContent === text,
      STRINGS.showMeCars(toyotas.length.toLocaleString('en-AU')),
    );
    await showMe.click();
    await page().waitForURL((u) => `${u.pathname}${u.search}` === '/search/?refinementList%5Bmake%5D%5B0%5D=Toyota');
    await page().waitForSelector('.listing[data-ready][data-status="idle"]');
    await rendered();
    expect(await shownCount()).toBe(toyotas.length);
  });
});
