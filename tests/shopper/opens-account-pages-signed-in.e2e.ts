import { describe, expect, it } from 'vitest';
import { signInOnPage } from '../support/accounts.ts';
import { dealerBrowser, islandHydrated } from '../support/browser.ts';

const DEALER = 'westside-used-cars';
const PHONE = '0412 555 083';

const { open, url } = dealerBrowser();

describe('a signed-in shopper opening their account pages', () => {
  it('sees My garage and the watchlist hydrate without an error when the session answer arrives before React', async () => {
    const page = await open(DEALER, '/my-garage/');
    await page.waitForURL(/\/sign-in/);
    await signInOnPage(page, PHONE);
    await page.waitForURL(url(DEALER, '/my-garage/'));

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // React arrives late, as on a slow phone: the gate's script has the session in the store first.
    await page.route('**/_astro/client.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    for (const path of ['/my-garage/', '/watchlist/']) {
      await page.goto(url(DEALER, path));
      await islandHydrated(page, 'WatchlistCars');
      await page.getByTestId('watchlist-empty').waitFor();
    }
    expect(errors).toEqual([]);
  });
});
