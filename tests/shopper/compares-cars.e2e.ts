import { describe, expect, it } from 'vitest';
import { listingJourney } from '../support/listing.ts';

const SLUG = 'westside-used-cars';
const { docs, page, open } = listingJourney(SLUG);

describe('a shopper comparing Westside cars', () => {
  it('compares up to three cars side by side', async () => {
    await open('/search/');
    const buttons = page().locator('[data-testid="results"] article button.compare');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const card = page()
        .locator('[data-testid="results"] article')
        .filter({ has: page().locator('button.compare') })
        .nth(i);
      ids.push((await card.getAttribute('data-car-id'))!);
      if (i < 3) await card.locator('button.compare').click();
    }
    await expect(buttons.nth(3).isDisabled()).resolves.toBe(true);
    await page().getByRole('link', { name: 'Compare (3)' }).click();
    await page().waitForURL(/\/compare\/$/);
    await page().getByTestId('compare-table').waitFor();
    const columns = await page()
      .locator('[data-testid="compare-table"] thead th[data-car-id]')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-car-id')));
    expect(columns).toEqual(ids.slice(0, 3));
    const first = docs.find((d) => d.id === ids[0])!;
    const odometer = page()
      .locator('[data-testid="compare-table"] tr', { has: page().locator('th', { hasText: 'Odometer' }) })
      .locator('td')
      .first();
    await expect(odometer.innerText()).resolves.toBe(`${first.km!.toLocaleString('en-AU')} km`);
    await page().locator('[data-testid="compare-table"] thead th').nth(1).getByRole('button', { name: 'Remove' }).click();
    await expect(page().locator('[data-testid="compare-table"] thead th[data-car-id]').count()).resolves.toBe(2);
  });
});
