import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listingJourney } from '../support/listing.ts';

const SLUG = 'westside-used-cars';
const { docs, page, open, rendered, shownCount } = listingJourney(SLUG);

const grid = () =>
  page()
    .locator('[data-testid="results"] > *')
    .evaluateAll((items) =>
      items.map((item) => (item.tagName === 'ASIDE' ? `promo:${item.getAttribute('data-promo')}` : `car:${item.getAttribute('data-car-id')}`)),
    );

/** The promos.json cards showing today, positioned ones first by position (rule: listing.promo-cards). */
function activePromoTitles(): string[] {
  type Promo = { start: string; expiry: string; position: number | null; display: string[]; node: { title?: string; alt: string } };
  const today = new Date().toISOString().slice(0, 10);
  const promos = (JSON.parse(fs.readFileSync(`dealers/${SLUG}/promos.json`, 'utf8')) as Promo[]).filter((p) => p.start <= today && today <= p.expiry);
  const positioned = promos.filter((p) => p.position !== null).sort((a, b) => a.position! - b.position!);
  return [...positioned, ...promos.filter((p) => p.position === null)].map((p) => p.node.title ?? p.node.alt);
}

describe('a shopper looking down the Westside listing', () => {
  it('puts promo cards at grid positions 1, 8 and 17', async () => {
    await open('/search/');
    const items = await grid();
    const titles = activePromoTitles();
    const promoAt = items.flatMap((item, i) => (item.startsWith('promo:') ? [[i + 1, item.slice('promo:'.length)]] : []));
    expect(promoAt).toEqual(titles.length === 0 ? [] : [1, 8, 17].map((position, slot) => [position, titles[slot % titles.length]]));
    expect(items.filter((item) => item.startsWith('car:'))).toHaveLength(21);
  });

  it('collapses consecutive sold cars to the first of each run', async () => {
    const sold = docs.filter((d) => d.status === 'sold');
    expect(sold.length).toBeGreaterThan(1);
    await open('/search/?refinementList%5Bstatus%5D%5B0%5D=sold');
    await rendered();
    expect(await shownCount()).toBe(sold.length);
    const cars = (await grid()).filter((item) => item.startsWith('car:'));
    expect(cars).toEqual([`car:${sold[0]!.id}`]);
    await expect(page().locator('[data-testid="results"] .tag').first().innerText()).resolves.toMatch(/SOLD/);
  });
});
