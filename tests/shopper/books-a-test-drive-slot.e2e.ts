import { whenText } from '../../src/lib/leads/sent-summary.ts';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { STRINGS } from '../../src/lib/strings.ts';
import { islandHydrated, TAG_MANAGER } from '../support/browser.ts';
import { findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { leadJourney } from '../support/lead-journey.ts';
import { shownLead, storedLeads } from '../support/leads.ts';
import { deliveredLead } from '../support/delivered-lead.ts';
import { find, textOf } from '../../src/server/leads/delivery/test-support/read-xml.ts';

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

  const optionValues = (select: Locator) => select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

  /** The test-drive form for the car in `on` (the journey's page unless given), its times loaded. */
  async function openForm(on: Page = page()): Promise<Locator> {
    let scope: Locator;
    if (dealer === 'harbour-mazda') {
      await on.goto(journey.url(`/cars/${car.slug}/`));
      await on.getByTestId('actions').getByRole('link', { name: STRINGS.testDrive, exact: true }).click();
      scope = on.getByRole('dialog', { name: STRINGS.testDrive });
    } else {
      await on.goto(journey.url(`/book-test-drive/?car_id=${carId}`));
      await islandHydrated(on, 'LeadFormIsland');
      scope = on.getByTestId('lead-form');
    }
    await scope.getByLabel(STRINGS.testDrivePreferredDate, { exact: true }).waitFor();
    return scope;
  }

  /** Chooses the form's first open slot and gives it. */
  async function firstSlot(form: Locator): Promise<string> {
    const date = (await optionValues(form.getByLabel(STRINGS.testDrivePreferredDate, { exact: true })))[1]!;
    await form.getByLabel(STRINGS.testDrivePreferredDate, { exact: true }).selectOption(date);
    const times = (await optionValues(form.getByLabel(STRINGS.testDrivePreferredTime, { exact: true }))).filter((v) => v !== '');
    await form.getByLabel(STRINGS.testDrivePreferredTime, { exact: true }).selectOption(times[0]!);
    return times[0]!;
  }

  it('books a test drive into an open slot, which is then no longer offered', async () => {
    const form = await openForm();
    const dates = await optionValues(form.getByLabel(STRINGS.testDrivePreferredDate, { exact: true }));
    expect(dates[0]).toBe('');
    const date = dates[1]!;
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Choosing a day shows its times; the first is chosen with the keyboard.
    await form.getByLabel(STRINGS.testDrivePreferredDate, { exact: true }).selectOption(date);
    const time = form.getByLabel(STRINGS.testDrivePreferredTime, { exact: true });
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
    // The thank-you page repeats what was booked: the car and the time.
    const sent = page().getByTestId('lead-sent');
    await sent.waitFor();
    expect(await sent.locator('[data-sent="car"] dd').innerText()).toBe(lead.car_title);
    expect(await sent.locator('[data-sent="when"] dd').innerText()).toBe(whenText(slot));
    expect((await shownLead(lead.lead_id)).payload).toMatchObject({ form: 'test_drive', car_id: carId, userData: { dateTime: slot } });
    // The CRM's ADF names the car and the booked time.
    const { mail } = await deliveredLead(lead.lead_id);
    expect(find(mail.prospect, 'vehicle')[0]!.attrs['interest']).toBe('test-drive');
    expect(textOf(mail.prospect, 'vehicle', 'id')).toBe(carId);
    expect(textOf(mail.prospect, 'customer', 'timeframe', 'earliestdate')).toBe(slot);

    const again = await openForm();
    const dateSelect = again.getByLabel(STRINGS.testDrivePreferredDate, { exact: true });
    if ((await optionValues(dateSelect)).includes(date)) {
      await dateSelect.selectOption(date);
      expect(await optionValues(again.getByLabel(STRINGS.testDrivePreferredTime, { exact: true }))).not.toContain(slot);
    } else expect(times, 'the day went only because its one slot was booked').toEqual([slot]);
  });

  it('tells the shopper when the chosen time was booked by someone else meanwhile, and offers the times left', async () => {
    const form = await openForm();
    const slot = await firstSlot(form);
    await journey.fillContact(form, `sam+late@${dealer}.example`);
    await form.getByLabel('I agree to the terms of use').check();

    // Another shopper, in another browser, books the same time first.
    const tab = await page().context().browser()!.newContext();
    await tab.route(`${TAG_MANAGER}**`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    const other = await tab.newPage();
    try {
      const rival = await openForm(other);
      expect(await firstSlot(rival)).toBe(slot);
      await rival.getByLabel('Name', { exact: true }).fill('Riley Rival');
      await rival.getByLabel('Email Address').fill(`riley@${dealer}.example`);
      await rival.getByLabel('Mobile Number').fill('0412 987 654');
      await rival.getByLabel('I agree to the terms of use').check();
      await Promise.all([other.waitForURL('**/success/'), rival.getByRole('button', { name: 'Book Test Drive' }).click()]);
    } finally {
      await tab.close();
    }

    const refused = page().waitForResponse((r) => r.url().endsWith('/api/leads') && r.status() === 422);
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await refused;
    await form.getByText(STRINGS.testDriveSlotTaken).first().waitFor();
    expect(page().url()).not.toContain('/success/');
    // The times are asked for again: the booked one is gone, what the shopper typed is kept.
    await expect.poll(() => optionValues(form.getByLabel(STRINGS.testDrivePreferredTime, { exact: true })), { timeout: 5000 }).not.toContain(slot);
    expect(await form.getByLabel('Email Address').inputValue()).toBe(`sam+late@${dealer}.example`);
    expect((await storedLeads(dealer)).filter((l) => l.email === `sam+late@${dealer}.example`)).toEqual([]);
  });
});
