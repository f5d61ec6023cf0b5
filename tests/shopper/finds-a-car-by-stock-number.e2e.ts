import { describe, it } from 'vitest';
import { listingJourney } from '../support/listing.ts';

const SLUG = 'sunstate-motor-group';
const { docs, page, open } = listingJourney(SLUG);

describe('a shopper searching the Sunstate listing for one car', () => {
  it('goes straight to the car when the search is its stock number, VIN or rego', async () => {
    const car = docs[7]!;
    await open('/search/');
    await page().getByLabel('Search stock').fill(String(car.stocknum).toLowerCase());
    await page().waitForURL(new RegExp(`/cars/${car.slug}/$`));
    await open('/search/');
    await page().getByLabel('Search stock').fill(String(car.vin));
    await page().getByLabel('Search stock').press('Enter');
    await page().waitForURL(new RegExp(`/cars/${car.slug}/$`));
  });
});
