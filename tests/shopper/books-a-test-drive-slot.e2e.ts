import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { STRINGS } from '../../src/lib/strings.ts';
import { islandHydrated } from '../support/browser.ts';
import { findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { leadJourney } from '../support/lead-journey.ts';
import { shownLead } from '../support/leads.ts';

/**
 * A shopper books a test drive into one of the car's open slots, on harbour-mazda (the car page's
 * Test Drive dialog) and westside-used-cars (/book-test-drive?car_id=): a date, then a time, from
 * the real appointment-availability call. The lead carries the chosen dateTime (as
 * `npm run leads -- show` prints it), and once the page is opened again that slot is no longer offered.
 */
const carIdOf = (html: string) => /data-car-page="([^"]+)"/.exec(html)![1]!;

describe.each(['harbour-mazda', 'westside-used-cars'])('on %s', (dealer) => {
  const journey = leadJourney(dealer);
  const page = journey.page;
  const car = findBuiltCarPage(dealer, (html) => inStockPage(html));
  const carId = carIdOf(car.html());

  /** The test-drive form for the car, its times loaded. */
  async function openForm(): Promise<Locator> {
    let scope: Locator;
    if (dealer === 'harbour-mazda') {
      await journey.open(`/cars/${car.slug}/`);
      await page().getByTestId('actions').getByRole('link', { name: STRINGS.testDrive, exact: true }).click();
      scope = page().getByRole('dialog', { name: STRINGS.testDrive });
    } else {
      await journey.open(`/book-test-drive/?car_id=${carId}`);
      await islandHydrated(page(), 'LeadFormIsland');
      scope = page().getByTestId('lead-form');
    }
    await scope.getByLabel(STRINGS.testDrivePreferredDate).waitFor();
    return scope;
  }

  const optionValues = (select: Locator) => select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

  it('books a test drive into an open slot, which is then no longer offered', async () => {
    const form = await openForm();
    const dates = await optionValues(form.getByLabel(STRINGS.testDrivePreferredDate));
    expect(dates[0]).toBe('');
    const date = dates[1]!;
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Choosing a day shows its times; the first is chosen with the keyboard.
    await form.getByLabel(STRINGS.testDrivePreferredDate).selectOption(date);
    const time = form.getByLabel(STRINGS.testDrivePreferredTime);
    const times = (await optionValues(time)).filter((v) => v !== '');
    expect(times.length).toBeGreaterThan(0);
    const slot = times[0]!;
    expect(slot.startsWith(`${date}T`)).toBe(true);
    await time.focus();
    await page().keyboard.press('ArrowDown');
    expect(await time.inputValue()).toBe(slot);

    const email = `sam+slot@${dealer}.example`;
    await journey.fillContact(form, email);
    await form.getByLabel('I agree to the terms of use').check();
    await journey.send(form.getByRole('button', { name: 'Book Test Drive' }));
    const lead = await journey.storedLead(email);
    expect(lead).toMatchObject({ category: STRINGS.testDrive, car_id: carId });
    expect((await shownLead(lead.lead_id)).payload).toMatchObject({ form: 'test_drive', car_id: carId, userData: { dateTime: slot } });

    const again = await openForm();
    const dateSelect = again.getByLabel(STRINGS.testDrivePreferredDate);
    if ((await optionValues(dateSelect)).includes(date)) {
      await dateSelect.selectOption(date);
      expect(await optionValues(again.getByLabel(STRINGS.testDrivePreferredTime))).not.toContain(slot);
    } else expect(times, 'the day went only because its one slot was booked').toEqual([slot]);
  });
});
