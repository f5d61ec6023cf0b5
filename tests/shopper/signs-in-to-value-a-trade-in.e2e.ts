import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { signInOnPage, signInQuery } from '../support/accounts.ts';
import { dealerBrowser } from '../support/browser.ts';

/**
 * harbour-mazda gates its trade-in pages (`authentication.gated_routes` lists "trade-in"; rule:
 * accounts.gated-routes): a signed-out shopper opening Sell My Car is sent to sign-in and comes back
 * to it signed in (the lookups' own gate is src/server/trade-in/trade-in-gate.test.ts). westside-used-cars
 * does not gate them: its shopper values a car signed out.
 */
const DEALER = 'harbour-mazda';
const PHONE = '0412 555 321';
const { open, url } = dealerBrowser();

describe('the trade-in pages behind sign-in', () => {
  it('harbour-mazda: sends a signed-out shopper from Sell My Car to sign-in, and back to it signed in', async () => {
    expect(loadDealer(DEALER).config.authentication).toMatchObject({ gated_routes: expect.arrayContaining(['trade-in']) });
    const page = await open(DEALER, '/');
    await page.goto(url(DEALER, '/sell-my-car/'));
    await page.waitForURL(/\/sign-in/);
    expect(signInQuery(page)).toEqual({ type: 'trade-in', redirect: '/sell-my-car/', back: '/' });

    await signInOnPage(page, PHONE);
    await page.waitForURL(url(DEALER, '/sell-my-car/'));
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(STRINGS.tradeInHeading);
    await page.close();
  }, 60_000);

  it('westside-used-cars: the trade-in page opens signed out', async () => {
    expect(loadDealer('westside-used-cars').config.authentication).toMatchObject({ gated_routes: expect.not.arrayContaining(['trade-in']) });
    const page = await open('westside-used-cars', '/trade-in/');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/trade-in/');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(STRINGS.tradeInHeading);
    await page.close();
  });
});
