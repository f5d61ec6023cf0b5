import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAP_COPY } from '../../src/lib/locations/map-copy.ts';
import { VEHICLE_COPY } from '../../src/lib/vehicle/vehicle-words.ts';
import { dealerBrowser } from '../support/browser.ts';
import { findBuiltCarPage } from '../support/built-site.ts';
import { watchViolations } from '../support/csp-violations.ts';

/**
 * Third parties framed on the shopper's click only (rules: vehicle.video, locations.map): nothing
 * of the video host loads with the page, pressing play frames its player under a policy that lets
 * it and no other. No request leaves for the host here: a stand-in page answers the player's or map's address.
 */
const { newPage, url } = dealerBrowser();

const STAND_IN_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Player</title></head><body><p>Stand-in page</p></body></html>';

/** A page of `dealer` at `path` recording every request to another origin, and the policy's violations. */
async function openWatching(dealer: string, path: string, stand: string): Promise<{ page: Page; outside: string[]; violations: string[] }> {
  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  const violations = await watchViolations(page);
  const outside: string[] = [];
  const own = new URL(url(dealer, '/')).origin;
  page.on('request', (request) => {
    if (!request.url().startsWith(own) && !request.url().startsWith('data:')) outside.push(request.url());
  });
  await page.context().route(`${stand}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: STAND_IN_PAGE }));
  await page.goto(url(dealer, path), { waitUntil: 'networkidle' });
  return { page, outside, violations };
}

describe('a car video', () => {
  it("harbour-mazda: a new car's YouTube walkaround plays in YouTube's player only once the shopper presses play", async () => {
    const car = findBuiltCarPage('harbour-mazda', (html) => html.includes('data-frame-src="https://www.youtube-nocookie.com/embed/'));
    const { page, outside, violations } = await openWatching('harbour-mazda', `/cars/${car.slug}/`, 'https://www.youtube-nocookie.com');
    const section = page.getByTestId('vehicle-video');
    await section.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    await section.getByRole('link', { name: VEHICLE_COPY.playVideo }).click();
    const player = section.locator('iframe');
    await expect.poll(() => player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/sampleWalk\d\?autoplay=1&rel=0$/);
    await expect.poll(() => player.contentFrame().getByText('Stand-in page').isVisible()).toBe(true);
    expect(outside).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe(`/cars/${car.slug}/`);
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe("a location's map", () => {
  it("sunstate-motor-group: the location page's map opens OpenStreetMap's embedded map only when pressed", async () => {
    const { page, outside, violations } = await openWatching(
      'sunstate-motor-group',
      '/locations/sunstate-mercedes-benz-newstead/',
      'https://www.openstreetmap.org',
    );
    expect(outside).toEqual([]);
    await page.getByRole('link', { name: `${MAP_COPY.showMap} Sunstate Mercedes-Benz Newstead`, exact: true }).click();
    const map = page.locator('iframe.click-frame');
    await expect.poll(() => map.getAttribute('title')).toBe(MAP_COPY.mapOf('Sunstate Mercedes-Benz Newstead'));
    expect(await map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=153\.0384/);
    await expect.poll(() => map.contentFrame().getByText('Stand-in page').isVisible()).toBe(true);
    expect(outside.every((u) => u.startsWith('https://www.openstreetmap.org/'))).toBe(true);
    expect(violations).toEqual([]);
    await page.close();
  });

  it("harbour-mazda: a car's #vehicle-map shows the dealer's own map image, and nothing from a map provider", async () => {
    const car = findBuiltCarPage('harbour-mazda', (html) => html.includes('/images/maps/harbour-city-mazda.svg'));
    const { page, outside } = await openWatching('harbour-mazda', `/cars/${car.slug}/#vehicle-map`, 'https://www.openstreetmap.org');
    const image = page.locator('#vehicle-map').getByRole('img', { name: MAP_COPY.mapOf('Harbour City Mazda') });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    expect(outside).toEqual([]);
    await page.close();
  });
});
