import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { dealerBrowser, islandHydrated } from '../support/browser.ts';
import { findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { pushedEvents, recordDataLayer, standInLeadApi } from '../support/leads.ts';

/**
 * A shopper sends leads from every kind of form, on two dealers with different form switches:
 * sunstate-motor-group (five dealerships, so a location select) and westside-used-cars (one
 * dealership, opt_in hidden, the 'Get Finance Now' dialog). The lead API is a stand-in answering
 * in the browser; each journey checks what the page posted and that it lands on /success.
 */
const GROUP = 'sunstate-motor-group';
const USED = 'westside-used-cars';
const site = dealerBrowser();

async function shopper(dealer: string, path: string): Promise<Page> {
  const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
  await recordDataLayer(page);
  await page.goto(site.url(dealer, path));
  return page;
}

async function fillContact(scope: Page | ReturnType<Page['getByRole']>): Promise<void> {
  await scope.getByLabel('Name', { exact: true }).fill('Sam Shopper');
  await scope.getByLabel('Email Address').fill('sam@example.com');
  await scope.getByLabel('Mobile Number').fill('0412 345 678');
}

const landsOnSuccess = (page: Page) => page.waitForURL('**/success/');

describe('a general enquiry', () => {
  it('on a location page: the errors first, then a career enquiry filed as General Enquiry / Career Enquiry', async () => {
    const location = loadDealer(GROUP).locations.find((l) => l.visible && !l.primary)!;
    const page = await shopper(GROUP, `/contact-us/${location.slug}/`);
    const posted = await standInLeadApi(page);
    await islandHydrated(page, 'LeadFormIsland');
    const form = page.getByTestId('lead-form');
    expect(await form.getByLabel('Location').inputValue()).toBe(String(location.id));
    expect(await form.getByLabel('Enquiry type').inputValue()).toBe(STRINGS.generalEnquiry);

    // Keyboard only: Enter in the first field sends the empty form; focus moves to the summary.
    await form.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.press('Enter');
    const summary = page.getByTestId('error-summary');
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('error-summary');
    const listed = await summary.innerText();
    expect(listed).toContain(STRINGS.fixTheFollowingErrors);
    expect(listed).toContain(STRINGS.fieldRequired);
    expect(listed).toContain(STRINGS.mustAgreeToTerms);
    expect(await form.getByLabel('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);

    await form.getByLabel('Enquiry type').selectOption('Careers');
    await fillContact(form);
    await form.getByLabel('Message').fill('Do you have any openings for apprentices?');
    await form.getByLabel('I agree to the terms of use').check();
    await Promise.all([landsOnSuccess(page), form.getByRole('button', { name: 'Send Enquiry' }).click()]);

    expect(posted).toHaveLength(1);
    const [{ body, key }] = posted as [(typeof posted)[number]];
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(body).toMatchObject({
      form: 'general_enquiry',
      category: STRINGS.generalEnquiry,
      subcategory: STRINGS.careerEnquiry,
      dealership_slug: location.dealership_slug,
      name: 'Sam Shopper',
      email: 'sam@example.com',
      phone: '0412 345 678',
      opt_in: true,
      car_id: null,
      isLastStep: true,
      lead_id: null,
      website: '',
      userData: { location: String(location.id), category: 'Careers', terms_conditions: true },
    });
    expect(await pushedEvents(page)).toEqual([expect.objectContaining({ event_id: 51, lead_id: 'L-1' })]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Thank you');
    await page.close();
  });

  it('keeps what was typed when the lead API is out of reach, and retries under the same key', async () => {
    const page = await shopper(USED, '/contact/');
    const posted = await standInLeadApi(page, [
      { status: 503, body: { error: 'unavailable', message: 'Please try again in a moment.' }, headers: { 'Retry-After': '5' } },
    ]);
    await islandHydrated(page, 'LeadFormIsland');
    const form = page.getByTestId('lead-form');
    expect(await form.getByLabel('Location').count()).toBe(0);
    expect(await form.getByLabel('Keep me up to date with news and offers').count()).toBe(0);
    await fillContact(form);
    await form.getByLabel('Message').fill('Do you take trade-ins?');
    await form.getByLabel('I agree to the terms of use').check();
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const alert = page.getByTestId('form-alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Please try again in a moment.');
    expect(await form.getByLabel('Message').inputValue()).toBe('Do you take trade-ins?');
    await Promise.all([landsOnSuccess(page), form.getByRole('button', { name: 'Send Enquiry' }).click()]);
    expect(posted).toHaveLength(2);
    expect(posted[1]!.key).toBe(posted[0]!.key);
    expect(posted[1]!.body).toMatchObject({ dealership_slug: USED, opt_in: true, message: 'Do you take trade-ins?' });
    await page.close();
  });
});

describe('a car enquiry', () => {
  it("from a listing card's Quick Enquiry, in a dialog, about that card's car", async () => {
    const page = await shopper(USED, '/search/used-cars/');
    const posted = await standInLeadApi(page);
    await islandHydrated(page, 'Listing');
    const card = page.locator('article.card').first();
    const carId = await card.getAttribute('data-car-id');
    const title = await card.locator('h3').innerText();
    await card.getByRole('link', { name: STRINGS.quickEnquiry }).click();
    const dialog = page.getByRole('dialog', { name: STRINGS.quickEnquiry });
    await dialog.waitFor();
    expect(await dialog.getByTestId('lead-car').innerText()).toContain(title);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await fillContact(dialog);
    await dialog.getByLabel('Message').fill('Is it still available?');
    await dialog.getByLabel('I agree to the terms of use').check();
    await Promise.all([landsOnSuccess(page), dialog.getByRole('button', { name: 'Send Enquiry' }).click()]);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toMatchObject({
      form: 'car_enquiry',
      category: 'Vehicle Enquiry',
      subcategory: STRINGS.quickEnquiry,
      source: 'quick-enquiry',
      car_id: carId,
      car_type: 'used',
      dealership_slug: USED,
      car_dealership_id: loadDealer(USED).config.dealerships[0]!.id,
      userData: { 'Request Photos': STRINGS.requestPhotosDefault },
    });
    expect(posted[0]!.body['Vehicle Make']).toEqual(expect.any(String));
    expect(await pushedEvents(page)).toEqual([expect.objectContaining({ event_id: 15 })]);
    await page.close();
  });

  it("from the vehicle page's Enquire, in two steps: the first creates the lead, the last completes it", async () => {
    const car = findBuiltCarPage(USED, inStockPage);
    const page = await shopper(USED, `/cars/${car.slug}/`);
    const posted = await standInLeadApi(page);
    await page.locator('.sidebar').getByRole('link', { name: STRINGS.enquire, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: STRINGS.enquire });
    await dialog.waitFor();
    expect(await dialog.getByTestId('lead-step').innerText()).toBe('Step 1 of 2: Your details');
    await fillContact(dialog);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Step 2 of 2').waitFor();
    // Closing and reopening keeps the step and what was typed.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.locator('.sidebar').getByRole('link', { name: STRINGS.enquire, exact: true }).click();
    await dialog.getByLabel('Message').fill('Can I see it on Saturday?');
    await dialog.getByLabel('I agree to the terms of use').check();
    await Promise.all([landsOnSuccess(page), dialog.getByRole('button', { name: 'Send Enquiry' }).click()]);
    expect(posted.map((p) => [p.body['isLastStep'], p.body['lead_id'], p.body['form_completed']])).toEqual([
      [false, null, false],
      [true, 'L-1', true],
    ]);
    expect(posted[0]!.body['userData']).toEqual({ name: 'Sam Shopper', email: 'sam@example.com', phone: '0412 345 678' });
    const carId = /data-car-page="([^"]+)"/.exec(car.html())![1];
    expect(posted[1]!.body).toMatchObject({ car_id: carId, message: 'Can I see it on Saturday?', source: 'car-enquiry' });
    expect(posted[0]!.key).not.toBe(posted[1]!.key);
    await page.close();
  });

  it("from a sold car's 'Find Me Something Similar', worded for that car", async () => {
    const car = findBuiltCarPage(USED, (html) => html.includes('data-testid="sold-notice"'));
    const page = await shopper(USED, `/cars/${car.slug}/`);
    const posted = await standInLeadApi(page);
    await page.getByTestId('find-similar').click();
    const dialog = page.getByRole('dialog', { name: STRINGS.findMeSomethingSimilar });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Message').inputValue()).toMatch(/^Please find me something similar to the .+\.$/);
    await fillContact(dialog);
    await dialog.getByLabel('I agree to the terms of use').check();
    await Promise.all([landsOnSuccess(page), dialog.getByRole('button', { name: 'Send Enquiry' }).click()]);
    expect(posted[0]!.body).toMatchObject({ form: 'car_enquiry', subcategory: STRINGS.findMeSomethingSimilar, vehicle_status: 'sold' });
    await page.close();
  });
});

describe('a test drive and a finance enquiry', () => {
  it('books a test drive for the car in the link, with no date', async () => {
    const car = findBuiltCarPage(GROUP, inStockPage);
    const carId = /data-car-page="([^"]+)"/.exec(car.html())![1]!;
    const page = await shopper(GROUP, `/book-test-drive/?car_id=${carId}`);
    const posted = await standInLeadApi(page);
    await islandHydrated(page, 'LeadFormIsland');
    const form = page.getByTestId('lead-form');
    await form.getByTestId('lead-car').waitFor();
    await fillContact(form);
    await form.getByLabel('I agree to the terms of use').check();
    await Promise.all([landsOnSuccess(page), form.getByRole('button', { name: 'Book Test Drive' }).click()]);
    expect(posted[0]!.body).toMatchObject({ form: 'test_drive', category: 'Test Drive', car_id: carId, userData: { dateTime: '' } });
    expect(posted[0]!.body['dealership_slug']).toEqual(expect.any(String));
    await page.close();
  });

  it('sends the finance enquiry the calculator prefilled', async () => {
    const { config } = loadDealer(GROUP);
    const dealership = config.dealerships[1]!;
    const page = await shopper(GROUP, `/finance/?preferredDealership=${dealership.slug}&vehiclePriceBudget=45990#finance-form`);
    const posted = await standInLeadApi(page);
    const form = page.locator('#finance-form').getByTestId('lead-form');
    await expect.poll(() => form.getByRole('textbox', { name: 'Vehicle price budget' }).inputValue()).toBe('45,990');
    await fillContact(form);
    await form.getByLabel('I agree to the terms of use').check();
    await Promise.all([landsOnSuccess(page), form.getByRole('button', { name: 'Send Enquiry' }).click()]);
    expect(posted[0]!.body).toMatchObject({
      form: 'finance_enquiry',
      category: STRINGS.financeEnquiry,
      dealership_slug: dealership.slug,
      userData: { vehiclePriceBudget: 45990 },
    });
    expect(await pushedEvents(page)).toEqual([expect.objectContaining({ event_id: 22 })]);
    await page.close();
  });
});
