import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { LIVECHAT_LOADER } from '../../src/lib/chat/chat-providers.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { dealerBrowser } from '../support/browser.ts';
import { findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { watchViolations } from '../support/csp-violations.ts';

/**
 * 'Instant Message' in a car page's sticky footer (rule: vehicle.instant-message), on a phone:
 * westside-used-cars chats through LiveChat, whose script loads on the first click only, under a
 * policy that lets it; harbour-mazda has the embedded default, which opens the car enquiry form. No
 * request leaves for LiveChat here: a stand-in answers its loader's address and keeps to the
 * documented contract (it reads `window.__lc.license` and takes over the calls the tracking code
 * queued in `LiveChatWidget._q` through `_h`).
 */
const { newPage, url } = dealerBrowser();
const PHONE = { width: 390, height: 844 };

/** A stand-in for tracking.js: shows which licence it was loaded for and every call it was given. */
const STAND_IN = `(function(){var w=window.LiveChatWidget,lc=window.__lc||{};var box=document.createElement('div');
box.setAttribute('data-testid','livechat-stand-in');document.body.appendChild(box);
function show(){box.textContent='licence '+lc.license+': '+calls.join(', ')}var calls=[];
w._h=function(kind,args){calls.push(kind+' '+args.join(' '));show()};w._q.splice(0).forEach(function(q){w._h.apply(null,q)});show()})();`;

/** An in-stock car of `dealer` on a phone, scrolled until the sticky footer shows; `prepare` runs before the page opens. */
async function carPageOnAPhone(dealer: string, prepare: (page: Page) => Promise<unknown> = async () => {}): Promise<Page> {
  const car = findBuiltCarPage(dealer, (html) => inStockPage(html) && html.includes(`>${STRINGS.instantMessage}</a>`));
  const page = await newPage({ viewport: PHONE });
  await prepare(page);
  await page.goto(url(dealer, `/cars/${car.slug}/`), { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.getByTestId('sticky-footer').isVisible()).toBe(true);
  return page;
}

describe('Instant Message', () => {
  it('westside-used-cars: loads LiveChat on the first click only and opens its chat, under the site policy', async () => {
    const chat = loadDealer('westside-used-cars').config.vehicle_page.instant_message;
    expect(chat).toMatchObject({ provider: 'livechat' });
    const license = chat === false ? null : chat.license;
    const loads: string[] = [];
    let violations: string[] = [];
    const car = await carPageOnAPhone('westside-used-cars', async (page) => {
      violations = await watchViolations(page);
      await page.route('https://*.livechatinc.com/**', (route) => {
        loads.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
      });
    });
    expect(loads).toEqual([]);
    const button = car.getByTestId('sticky-footer').getByRole('link', { name: STRINGS.instantMessage });
    await button.click();
    await expect.poll(() => car.getByTestId('livechat-stand-in').textContent()).toBe(`licence ${license}: call maximize`);
    expect(new URL(car.url()).pathname).toMatch(/^\/cars\//);
    await button.click();
    await expect.poll(() => car.getByTestId('livechat-stand-in').textContent()).toBe(`licence ${license}: call maximize, call maximize`);
    expect(loads).toEqual([LIVECHAT_LOADER]);
    expect(violations).toEqual([]);
    await car.close();
  });

  it('harbour-mazda: the embedded default opens the car enquiry form', async () => {
    expect(loadDealer('harbour-mazda').config.vehicle_page.instant_message).toEqual({ provider: 'enquiry-form', license: null });
    const car = await carPageOnAPhone('harbour-mazda');
    const outside: string[] = [];
    car.on('request', (request) => {
      if (!request.url().startsWith(url('harbour-mazda', '/').replace(/\/$/, ''))) outside.push(request.url());
    });
    await car.getByTestId('sticky-footer').getByRole('link', { name: STRINGS.instantMessage }).click();
    await car.getByRole('dialog', { name: STRINGS.enquire }).waitFor();
    expect(outside.filter((u) => /livechat/.test(u))).toEqual([]);
    await car.close();
  });
});
