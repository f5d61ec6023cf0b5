import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { listingJourney } from '../support/listing.ts';

const SLUG = 'westside-used-cars';
const { docs, page, url, open, rendered } = listingJourney(SLUG);

describe('a shopper saving Westside cars', () => {
  it('keeps favourites in the browser across reloads and lists them on /favourites/', async () => {
    await open('/search/');
    const card = page()
      .locator('[data-testid="results"] article')
      .filter({ has: page().getByRole('button', { name: /Save/ }) })
      .first();
    const id = await card.getAttribute('data-car-id');
    const title = await card.locator('h3').innerText();
    const save = card.locator('button.fav');
    await save.click();
    await expect(save.innerText()).resolves.toContain(STRINGS.saved);
    await page().reload();
    await page().waitForSelector('.listing[data-ready]');
    await expect(page().locator(`article[data-car-id="${id}"] button.fav`).innerText()).resolves.toContain(STRINGS.saved);
    await page().goto(url('/favourites/'));
    const saved = page().locator(`[data-testid="favourites"] article[data-car-id="${id}"]`);
    await saved.waitFor();
    await expect(saved.locator('h3').innerText()).resolves.toBe(title);
    await saved.locator('button.fav').click();
    await page().getByTestId('no-favourites').waitFor();
  });

  it('hides Save on cars this dealer does not let shoppers save', async () => {
    await open('/search/?refinementList%5Bstatus%5D%5B0%5D=coming_soon&refinementList%5Bstatus%5D%5B1%5D=sold');
    await rendered();
    const ids = await page()
      .locator('[data-testid="results"] article')
      .evaluateAll((cards) => cards.map((c) => [c.getAttribute('data-car-id'), c.querySelector('button.fav') !== null] as const));
    const byId = new Map(docs.map((d) => [d.id, d]));
    for (const [id, shown] of ids) {
      const car = byId.get(id!)!;
      expect(shown, id!).toBe(car.status !== 'sold' && car.price !== null && car.price > 0 && car.has_photos);
    }
  });
});
