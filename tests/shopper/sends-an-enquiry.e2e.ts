import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import fs from 'node:fs';
import { listDealerSlugs, loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { islandHydrated, scrollUntilHydrated } from '../support/browser.ts';
import { builtCarPages, findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { leadJourney } from '../support/lead-journey.ts';
import { leftDataLayer, shownLead, standInLeadApi, type StoredLead } from '../support/leads.ts';
import { deliveredLead } from '../support/delivered-lead.ts';

/**
 * A shopper sends every kind of lead to the real lead API, on dealers with different switches:
 * harbour-mazda (opt-in shown, new cars, finance on its own finance page, a tag manager) and
 * westside-used-cars (opt-in hidden, used cars, the 'Get Finance Now' dialog, no analytics). Each
 * journey lands on /success and then finds its lead, by the e-mail the shopper typed, with the
 * operator's `npm run leads -- list --json`. Then sunstate-motor-group's location page (a location
 * select, the errors, a career enquiry), and an outage the real server is not made to give.
 */
const carIdOf = (html: string) => /data-car-page="([^"]+)"/.exec(html)![1]!;
const carTypeOf = (html: string) => /"car_type":"([a-z]+)"/.exec(html)![1]!;
const isNew = (html: string) => carTypeOf(html) === 'new';

it("carries the dealer's tag manager in its pages only when its analytics switch is set", () => {
  for (const dealer of listDealerSlugs()) {
    const { analytics } = loadDealer(dealer).config;
    const pages = [
      fs.readFileSync(`dist/${dealer}/index.html`, 'utf8'),
      fs.readFileSync(`dist/${dealer}/contact/index.html`, 'utf8'),
      builtCarPages(dealer)[0]!.html(),
    ];
    for (const html of pages) {
      const tags = html.match(/googletagmanager\.com\/gtm\.js\?id='\+i;.*?'dataLayer',"(GTM-[A-Z0-9]+)"\)/g) ?? [];
      expect(tags, dealer).toHaveLength(analytics ? 1 : 0);
      if (analytics) expect(tags[0]).toContain(`"${analytics.gtm_container_id}"`);
      expect(html.includes('googletagmanager'), dealer).toBe(analytics !== false);
    }
  }
});

describe.each(['harbour-mazda', 'westside-used-cars'])('on %s', (dealer) => {
  const { config } = loadDealer(dealer);
  const journey = leadJourney(dealer);
  const page = journey.page;
  const email = (what: string) => `sam+${what}@${dealer}.example`;
  // Harbour's journeys are about new cars, Westside sells used cars only.
  const forSale = (html: string) => inStockPage(html) && (dealer !== 'harbour-mazda' || isNew(html));
  const usedOrNew = (html: string) => (isNew(html) ? 'new' : 'used');

  /** The stored lead's analytics event reached the dealer's tag manager, or, with analytics off, no dataLayer existed. */
  async function reported(lead: StoredLead, eventId: number): Promise<void> {
    const layer = await leftDataLayer(page());
    if (config.analytics === false) {
      expect(layer).toBeNull();
      expect(journey.tagRequests).toEqual([]);
      return;
    }
    expect(layer?.[0]).toMatchObject({ event: 'gtm.js' });
    expect(layer?.filter((e) => e.event === 'forecourt')).toEqual([expect.objectContaining({ event_id: eventId, lead_id: lead.lead_id })]);
    expect(journey.tagRequests.at(-1)).toBe(`https://www.googletagmanager.com/gtm.js?id=${config.analytics.gtm_container_id}`);
  }

  it('sends a general enquiry from /contact', async () => {
    await journey.open('/contact/');
    await islandHydrated(page(), 'LeadFormIsland');
    const form = page().getByTestId('lead-form');
    expect(await form.getByLabel('Enquiry type').inputValue()).toBe(STRINGS.generalEnquiry);
    const optIn = form.getByLabel('Keep me up to date with news and offers');
    expect(await optIn.count()).toBe(config.forms.hide_opt_in ? 0 : 1);
    if (!config.forms.hide_opt_in) expect(await optIn.isChecked()).toBe(true);
    await journey.fillContact(form, email('general'));
    await form.getByLabel('Message').fill('What are your opening hours on Sunday?');
    await form.getByLabel('I agree to the terms of use').check();
    await journey.send(form.getByRole('button', { name: 'Send Enquiry' }));
    const lead = await journey.storedLead(email('general'));
    expect(lead).toMatchObject({
      category: STRINGS.generalEnquiry,
      subcategory: null,
      car_id: null,
      name: 'Sam Shopper',
      phone: '0412345678',
      // Stored, and by now perhaps already forwarded to the dealer.
      status: expect.stringMatching(/^(stored|forwarded)$/),
    });
    expect((await shownLead(lead.lead_id)).payload).toMatchObject({ message: 'What are your opening hours on Sunday?', opt_in: true });
    await deliveredLead(lead.lead_id);
    await reported(lead, 22);
  });

  it("sends a car enquiry from the vehicle page's Enquire, in two steps that make one lead", async () => {
    const car = findBuiltCarPage(dealer, forSale);
    await journey.open(`/cars/${car.slug}/`);
    await page().locator('.sidebar').getByRole('link', { name: STRINGS.enquire, exact: true }).click();
    const dialog = page().getByRole('dialog', { name: STRINGS.enquire });
    await dialog.waitFor();
    expect(await dialog.getByTestId('lead-step').innerText()).toBe('Step 1 of 2: Your details');
    await journey.fillContact(dialog, email('sidebar'));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Step 2 of 2').waitFor();
    // Closing and reopening keeps the step and what was typed.
    await page().keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page().locator('.sidebar').getByRole('link', { name: STRINGS.enquire, exact: true }).click();
    await dialog.getByLabel('Message').fill('Can I see it on Saturday?');
    await dialog.getByLabel('I agree to the terms of use').check();
    await journey.send(dialog.getByRole('button', { name: 'Send Enquiry' }));
    const lead = await journey.storedLead(email('sidebar'));
    expect(lead).toMatchObject({ category: 'Vehicle Enquiry', subcategory: null, car_id: carIdOf(car.html()) });
    const shown = await shownLead(lead.lead_id);
    expect(shown.stage).toBe('complete');
    expect(shown.payload).toMatchObject({ message: 'Can I see it on Saturday?', source: 'car-enquiry', car_type: carTypeOf(car.html()) });
    await deliveredLead(lead.lead_id);
    await reported(lead, usedOrNew(car.html()) === 'new' ? 14 : 15);
  });

  it("sends a Quick Enquiry from a listing card, in a dialog, about that card's car", async () => {
    const listing = dealer === 'harbour-mazda' ? '/search/new-cars/' : '/search/used-cars/';
    await journey.open(listing);
    await islandHydrated(page(), 'Listing');
    const card = page().locator('article.card').first();
    const carId = await card.getAttribute('data-car-id');
    const title = await card.locator('h3').innerText();
    await card.getByRole('link', { name: STRINGS.quickEnquiry }).click();
    const dialog = page().getByRole('dialog', { name: STRINGS.quickEnquiry });
    await dialog.waitFor();
    expect(await dialog.getByTestId('lead-car').innerText()).toContain(title);
    await journey.fillContact(dialog, email('quick'));
    await dialog.getByLabel('Message').fill('Is it still available?');
    await dialog.getByLabel('I agree to the terms of use').check();
    await journey.send(dialog.getByRole('button', { name: 'Send Enquiry' }));
    const lead = await journey.storedLead(email('quick'));
    expect(lead).toMatchObject({ category: 'Vehicle Enquiry', subcategory: STRINGS.quickEnquiry, car_id: carId });
    expect((await shownLead(lead.lead_id)).payload).toMatchObject({ source: 'quick-enquiry', userData: { 'Request Photos': STRINGS.requestPhotosDefault } });
    await deliveredLead(lead.lead_id);
    await reported(lead, dealer === 'harbour-mazda' ? 14 : 15);
  });

  it("sends 'Find Me Something Similar' from a sold car, worded for that car", async () => {
    const car = findBuiltCarPage(dealer, (html) => html.includes('data-testid="sold-notice"'));
    await journey.open(`/cars/${car.slug}/`);
    await page().getByTestId('find-similar').click();
    const dialog = page().getByRole('dialog', { name: STRINGS.findMeSomethingSimilar });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Message').inputValue()).toMatch(/^Please find me something similar to the .+\.$/);
    await journey.fillContact(dialog, email('similar'));
    await dialog.getByLabel('I agree to the terms of use').check();
    await journey.send(dialog.getByRole('button', { name: 'Send Enquiry' }));
    const lead = await journey.storedLead(email('similar'));
    expect(lead).toMatchObject({ category: 'Vehicle Enquiry', subcategory: STRINGS.findMeSomethingSimilar, car_id: carIdOf(car.html()) });
    expect((await shownLead(lead.lead_id)).payload).toMatchObject({ vehicle_status: 'sold' });
    await deliveredLead(lead.lead_id);
    await reported(lead, usedOrNew(car.html()) === 'new' ? 14 : 15);
  });

  it('books a test drive of a car, with no date', async () => {
    const car = findBuiltCarPage(dealer, forSale);
    const carId = carIdOf(car.html());
    let scope: Locator;
    if (dealer === 'harbour-mazda') {
      // From the car page's Test Drive, a dialog.
      await journey.open(`/cars/${car.slug}/`);
      await page().getByTestId('actions').getByRole('link', { name: STRINGS.testDrive, exact: true }).click();
      scope = page().getByRole('dialog', { name: STRINGS.testDrive });
    } else {
      // From a link to /book-test-drive naming the car.
      await journey.open(`/book-test-drive/?car_id=${carId}`);
      await islandHydrated(page(), 'LeadFormIsland');
      scope = page().getByTestId('lead-form');
    }
    await scope.getByTestId('lead-car').waitFor();
    await journey.fillContact(scope, email('test-drive'));
    await scope.getByLabel('I agree to the terms of use').check();
    await journey.send(scope.getByRole('button', { name: 'Book Test Drive' }));
    const lead = await journey.storedLead(email('test-drive'));
    expect(lead).toMatchObject({ category: STRINGS.testDrive, car_id: carId });
    expect((await shownLead(lead.lead_id)).payload).toMatchObject({ form: 'test_drive', userData: { dateTime: '' } });
    await deliveredLead(lead.lead_id);
    await reported(lead, usedOrNew(car.html()) === 'new' ? 17 : 48);
  });

  it("sends a finance enquiry about a car from the car page's finance link", async () => {
    const car = findBuiltCarPage(dealer, (html) => forSale(html) && html.includes('id="finance-calculator"'));
    const carId = carIdOf(car.html());
    await journey.open(`/cars/${car.slug}/`);
    let scope: Locator;
    if (config.finance.get_finance_now_modal) {
      // The calculator's 'Get Finance Now' opens the 'Finance Enquiry' dialog, budget from the calculator.
      await scrollUntilHydrated(page(), '#finance-calculator');
      await page().locator('#finance-calculator').getByRole('link', { name: 'Get Finance Now' }).click();
      scope = page().getByRole('dialog', { name: STRINGS.financeEnquiry });
    } else {
      // 'Get Finance' goes to the dealer's finance page, its form prefilled from the link.
      await page().getByTestId('actions').getByRole('link', { name: 'Get Finance', exact: true }).click();
      await page().waitForURL(/#finance-form$/);
      scope = page().locator('#finance-form').getByTestId('lead-form');
    }
    const budget = scope.getByRole('textbox', { name: 'Vehicle price budget' });
    await expect.poll(() => budget.inputValue()).toMatch(/^\d{1,3}(,\d{3})*$/);
    const budgetValue = Number((await budget.inputValue()).replaceAll(',', ''));
    await journey.fillContact(scope, email('finance'));
    await scope.getByLabel('I agree to the terms of use').check();
    await journey.send(scope.getByRole('button', { name: 'Send Enquiry' }));
    const lead = await journey.storedLead(email('finance'));
    expect(lead).toMatchObject({ category: STRINGS.financeEnquiry, car_id: carId });
    expect((await shownLead(lead.lead_id)).payload).toMatchObject({ form: 'finance_enquiry', userData: { vehiclePriceBudget: budgetValue } });
    await deliveredLead(lead.lead_id);
    await reported(lead, 22);
  });
});

describe('on a location page of a group with several dealerships', () => {
  const GROUP = 'sunstate-motor-group';
  const journey = leadJourney(GROUP);
  const page = journey.page;

  it('shows every error first, then files a career enquiry as General Enquiry / Career Enquiry for that location', async () => {
    const location = loadDealer(GROUP).locations.find((l) => l.visible && !l.primary)!;
    await journey.open(`/contact-us/${location.slug}/`);
    await islandHydrated(page(), 'LeadFormIsland');
    const form = page().getByTestId('lead-form');
    expect(await form.getByLabel('Location').inputValue()).toBe(String(location.id));

    // Keyboard only: Enter in the first field sends the empty form; focus moves to the summary.
    await form.getByLabel('Name', { exact: true }).focus();
    await page().keyboard.press('Enter');
    const summary = page().getByTestId('error-summary');
    await summary.waitFor();
    expect(await page().evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('error-summary');
    const listed = await summary.innerText();
    for (const text of [STRINGS.fixTheFollowingErrors, STRINGS.fieldRequired, STRINGS.mustAgreeToTerms]) expect(listed).toContain(text);
    expect(await form.getByLabel('Email Address').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Enquiry type').selectOption('Careers');
    await journey.fillContact(form, 'sam+careers@sunstate.example');
    await form.getByLabel('Message').fill('Do you have any openings for apprentices?');
    await form.getByLabel('I agree to the terms of use').check();
    await journey.send(form.getByRole('button', { name: 'Send Enquiry' }));
    const lead = await journey.storedLead('sam+careers@sunstate.example');
    expect(lead).toMatchObject({ category: STRINGS.generalEnquiry, subcategory: STRINGS.careerEnquiry, car_id: null });
    expect((await shownLead(lead.lead_id)).payload).toMatchObject({
      dealership_slug: location.dealership_slug,
      userData: { location: String(location.id), category: 'Careers', terms_conditions: true },
    });
    await deliveredLead(lead.lead_id);
  });
});

describe('when the lead store is briefly down', () => {
  const journey = leadJourney('westside-used-cars');
  const page = journey.page;

  // The real server answers 503 only when its store is down; the fault tests stop a real PostgreSQL
  // under it (lead-store-outage.test.ts). Here a stand-in gives that answer once to the browser.
  it('keeps what the shopper typed, shows why, and stores one lead when sent again under the same key', async () => {
    await journey.open('/contact/');
    const posted = await standInLeadApi(page(), [
      { status: 503, body: { error: 'unavailable', message: 'Please try again in a moment.' }, headers: { 'Retry-After': '5' } },
    ]);
    await islandHydrated(page(), 'LeadFormIsland');
    const form = page().getByTestId('lead-form');
    await journey.fillContact(form, 'sam+outage@westside.example');
    await form.getByLabel('Message').fill('Do you take trade-ins?');
    await form.getByLabel('I agree to the terms of use').check();
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const alert = page().getByTestId('form-alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Please try again in a moment.');
    expect(await form.getByLabel('Message').inputValue()).toBe('Do you take trade-ins?');
    expect(await form.getByLabel('Email Address').inputValue()).toBe('sam+outage@westside.example');
    await journey.send(form.getByRole('button', { name: 'Send Enquiry' }));
    expect(posted).toHaveLength(2);
    expect(posted[1]!.key).toBe(posted[0]!.key);
    expect(await journey.storedLead('sam+outage@westside.example')).toMatchObject({
      category: STRINGS.generalEnquiry,
      status: expect.stringMatching(/^(stored|forwarded)$/),
    });
  });
});
