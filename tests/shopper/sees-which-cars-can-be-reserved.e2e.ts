import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { reserveAmountLabel } from '../../src/lib/inventory/price-display.ts';
import { builtStock } from '../../src/lib/listing/fixtures/built-stock.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { builtCarHtml } from '../support/built-site.ts';
import { dealerBrowser } from '../support/browser.ts';

/**
 * outback-caravans takes reservations by availability (`purchase.reserve.mode: "availability"`;
 * rule: vehicle.reserve): every car in stock, and no other, has a checkout page, the car page's
 * 'Reserve Now' and the listing card's 'Reserve This Car', and the card's button opens a checkout
 * that takes the reservation.
 */
const DEALER = 'outback-caravans';
const { config } = loadDealer(DEALER);
const reserve = config.purchase.reserve;
const amount = reserve === false ? '' : reserveAmountLabel(reserve.amount);
const docs = builtStock(DEALER);
const { open } = dealerBrowser();

describe('which cars can be reserved, by availability', () => {
  it('builds a checkout and a Reserve Now button for every car in stock, and for none coming soon', () => {
    expect(reserve).toMatchObject({ mode: 'availability' });
    const coming = docs.filter((d) => d.status === 'coming_soon');
    expect(coming.length).toBeGreaterThan(0);
    for (const doc of docs) {
      const inStock = doc.status === 'in_stock';
      expect(fs.existsSync(`dist/${DEALER}/cars/${doc.slug}/checkout/index.html`), doc.slug).toBe(inStock);
      expect(builtCarHtml(DEALER, doc.slug).includes(STRINGS.reserveNow(amount)), doc.slug).toBe(inStock && doc.reserved !== true);
    }
  });

  it("shows 'Reserve This Car' on in-stock cards only, and the card's button opens the checkout", async () => {
    const page = await open(DEALER, '/search/');
    await page.waitForSelector('.listing[data-ready][data-status="idle"]');
    const cards = page.locator('[data-testid="results"] article[data-car-id]');
    const shown = await cards.evaluateAll(
      (nodes, label) =>
        nodes.map((n) => ({ id: n.getAttribute('data-car-id'), reserve: [...n.querySelectorAll('a')].some((a) => a.textContent?.trim() === label) })),
      STRINGS.reserveThisCar(amount),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const card of shown) {
      const doc = docs.find((d) => String(d.id) === card.id)!;
      expect(card.reserve, `car ${card.id} (${doc.status})`).toBe(doc.status === 'in_stock' && doc.reserved !== true);
    }
    const first = cards.filter({ has: page.getByRole('link', { name: STRINGS.reserveThisCar(amount) }) }).first();
    await first.getByRole('link', { name: STRINGS.reserveThisCar(amount) }).click();
    await page.waitForURL(/\/cars\/[^/]+\/checkout\/?$/);
    expect((await page.goto(page.url()))?.status()).toBe(200);
    await page.close();
  });
});
