import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STRINGS } from '../../src/lib/strings.ts';
import { VEHICLE_COPY } from '../../src/lib/vehicle/vehicle-words.ts';
import { islandHydrated } from '../support/browser.ts';
import { findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { listingJourney } from '../support/listing.ts';

/**
 * A shopper with no mouse: every step is a key press (Tab to move, Space or Enter to act, arrows
 * and Escape in the fullscreen gallery), never a click.
 */
const DEALER = 'sunstate-motor-group';
const journey = listingJourney(DEALER);
const page = () => journey.page();

/** Presses Tab until the focused element matches `selector`; fails after `limit` presses. */
async function tabTo(p: Page, selector: string, limit = 400): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await p.keyboard.press('Tab');
    if (await p.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** How many photos a built car page's gallery holds (its server-rendered count reads '1 / n'). */
const photoCount = (html: string) => Number(/data-testid="gallery-count"[^>]*>1 \/ (\d+)</.exec(html)?.[1] ?? 0);

const focusedText = (p: Page) => p.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');

describe('with only a keyboard, a shopper', () => {
  it('filters the listing by make and by condition', async () => {
    await journey.open('/search/');
    const all = await journey.shownCount();
    await tabTo(page(), '.filters .facet[data-facet="make"] input[type="checkbox"]');
    const make = await page().evaluate(() => document.activeElement!.closest('li')!.querySelector('.facet-label')!.textContent!);
    await journey.change(() => page().keyboard.press('Space'));
    const byMake = journey.where((d) => d.make === make).length;
    expect(await journey.shownCount()).toBe(byMake);
    expect(byMake).toBeLessThan(all);
    expect(journey.query()).toContain(make);

    await tabTo(page(), '.results-area .car-type-toggle a[data-toggle="used"]');
    await journey.change(() => page().keyboard.press('Enter'));
    expect(await journey.shownCount()).toBe(journey.where((d) => d.make === make && d.car_type === 'used').length);
    expect(await page().locator('.results-area .car-type-toggle a[aria-current="true"]').innerText()).toContain('Used');
  });

  it('pages through the gallery, opens it fullscreen, pages there and closes it', async () => {
    const car = findBuiltCarPage(DEALER, (html) => inStockPage(html) && photoCount(html) > 3);
    await page().goto(journey.url(`/cars/${car.slug}/`));
    await islandHydrated(page(), 'Gallery');
    const count = page().getByTestId('gallery-count');
    const total = Number((await count.innerText()).split(' / ')[1]);

    // Tabbing into the carousel may bring a slide into view (Embla follows focus), so steps count from there.
    await tabTo(page(), `.vg-next[aria-label="${VEHICLE_COPY.nextPhoto}"]`);
    const shown = async () => Number((await count.innerText()).split(' / ')[0]);
    const start = await shown();
    const after = (steps: number) => ((start - 1 + steps) % total) + 1;
    await page().keyboard.press('Enter');
    await expect.poll(shown).toBe(after(1));
    await page().keyboard.press('Space');
    await expect.poll(shown).toBe(after(2));

    await tabTo(page(), `.vg-fullscreen[aria-label="${STRINGS.fullscreen}"]`);
    await page().keyboard.press('Enter');
    const fullscreen = page().getByRole('dialog', { name: VEHICLE_COPY.gallery });
    await fullscreen.waitFor();
    expect(await focusedText(page())).toBe(VEHICLE_COPY.closeFullscreen);
    const fsCount = page().getByTestId('fullscreen-count');
    expect(await fsCount.innerText()).toBe(`${after(2)} / ${total}`);
    await page().keyboard.press('ArrowRight');
    await expect.poll(() => fsCount.innerText()).toBe(`${after(3)} / ${total}`);
    await page().keyboard.press('Escape');
    await expect.poll(() => fullscreen.count()).toBe(0);
    // Back on the page at the photo shown last, focus on the button that opened it.
    expect(await shown()).toBe(after(3));
    expect(await page().evaluate(() => document.activeElement?.classList.contains('vg-fullscreen'))).toBe(true);

    // Reopened with Enter on the focused button; Enter on its Close button (focused on opening) closes it.
    await page().keyboard.press('Enter');
    await fullscreen.waitFor();
    await page().keyboard.press('Enter');
    await expect.poll(() => fullscreen.count()).toBe(0);
  });
});
