import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import type { Locator } from 'playwright-core';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { dealerBrowser, islandHydrated, scrollUntilHydrated, SERVICE_BOOKING_PAGE } from '../support/browser.ts';
import { leadJourney } from '../support/lead-journey.ts';
import { shownLead } from '../support/leads.ts';
import { deliveredLead } from '../support/delivered-lead.ts';
import { find, textOf } from '../../src/server/leads/delivery/test-support/read-xml.ts';

/**
 * A shopper books a service on the service page: variant A on harbour-mazda (Contact, Vehicle,
 * Order Details; the address and a required Service Interval), variant B on sunstate-motor-group
 * (Vehicle Details first, advancing only with make, model and year; the drop-off schedule and the
 * free ride check). Each booking reaches the real lead API and shows in `npm run leads -- show`; the
 * preferred date never offers a day the location is closed. Then westside's one-step vehicle-service
 * form and outback's embedded booking page.
 */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The preferred date's choices (values), without the empty first option. */
async function dateChoices(form: Locator): Promise<string[]> {
  const values = await form
    .getByLabel('Preferred Service Date')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  return values.filter((v) => v !== '');
}

async function next(form: Locator, step: string): Promise<void> {
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByTestId('lead-step').getByText(step).waitFor();
}

describe('on harbour-mazda (variant A)', () => {
  const journey = leadJourney('harbour-mazda');
  const page = journey.page;
  const email = 'sam+service@harbour-mazda.example';

  it("shows the service page: 'GENUINE SERVICING', 'Call Us Now', the features and a 'BOOK NOW' that goes to the form", async () => {
    await journey.open('/service/');
    expect(await page().getByRole('heading', { level: 1 }).innerText()).toBe(STRINGS.bookAService);
    expect(await page().getByText(STRINGS.genuineServicing, { exact: true }).count()).toBe(1);
    expect(await page().getByTestId('call-us-now').getAttribute('href')).toMatch(/^tel:/);
    expect(await page().locator('.service__hero').getByRole('link', { name: STRINGS.bookAService, exact: true }).getAttribute('href')).toBe('#service-form');
    for (const feature of ['Genuine Parts', 'Ongoing maintenance plan', 'Software Updates', 'Full Health Checks']) {
      expect(await page().getByRole('heading', { name: feature, level: 3 }).count(), feature).toBe(1);
    }
    expect(
      await page()
        .getByRole('heading', { name: STRINGS.bookYourServiceAt('Harbour City Mazda') })
        .count(),
    ).toBe(1);
    expect(await page().getByTestId('drop-off-schedule').count()).toBe(0);
    await page().getByTestId('book-now').click();
    await expect.poll(() => page().evaluate(() => location.hash)).toBe('#service-form');
    await expect.poll(() => page().locator('#service-form h2').isVisible()).toBe(true);
    const top = await page()
      .locator('#service-form')
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(300);
  });

  it('books a service in three steps, each checked before the next, on a day the location is open', async () => {
    await scrollUntilHydrated(page(), '#service-form');
    const form = page().locator('#service-form').getByTestId('lead-form');
    expect(await form.getByTestId('lead-step').innerText()).toBe('Step 1 of 3: Contact Details');
    await form.getByRole('button', { name: 'Next' }).click();
    expect(await form.getByTestId('form-alert').innerText()).toBe(STRINGS.serviceStepIncomplete);
    expect(await form.getByTestId('lead-step').innerText()).toBe('Step 1 of 3: Contact Details');
    await journey.fillContact(form, email);
    await form.getByLabel('Street Address').fill('1 King Street');
    await form.getByLabel('Suburb').fill('Newtown');
    await form.getByLabel('Postcode').fill('2042');
    expect(await form.getByLabel('State', { exact: true }).inputValue()).toBe('NSW');
    await next(form, 'Vehicle Details');
    expect(await form.getByLabel('Vehicle State').inputValue()).toBe('NSW');
    // Variant A takes the vehicle too: no booking without it (issue 31), and focus moves to the summary.
    await form.getByRole('button', { name: 'Next' }).click();
    const summary = form.getByTestId('error-summary');
    await summary.waitFor();
    for (const field of ['Vehicle Make', 'Vehicle Model', 'Vehicle Year']) expect(await summary.innerText()).toContain(field);
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByLabel('Vehicle Rego').fill('HCM123');
    await form.getByLabel('Vehicle Make').fill('Mazda');
    await form.getByLabel('Vehicle Model').fill('CX-5');
    await form.getByLabel('Vehicle Year').fill('2020');
    await next(form, 'Order Details');
    // A Service Interval is required on this site.
    await form.getByRole('button', { name: 'Book Service' }).click();
    await form.getByTestId('error-summary').waitFor();
    expect(await form.getByTestId('error-summary').innerText()).toContain('Service Interval');
    expect(await form.getByTestId('error-summary').innerText()).toContain('Service Type');
    const dates = await dateChoices(form);
    expect(dates.length).toBeGreaterThan(30);
    expect(
      dates.filter((d) => weekday(d) === 0),
      'Sundays: the location is closed',
    ).toEqual([]);
    const closed = loadDealer('harbour-mazda')
      .specialHours.filter((s) => s.status === 'Closed')
      .map((s) => s.date);
    expect(dates.filter((d) => closed.includes(d))).toEqual([]);
    await form.getByLabel('Service Interval').selectOption('30,000 km / 24 months');
    await form.getByLabel('Service Type').selectOption('Logbook Service');
    await form.getByLabel('Preferred Service Date').selectOption(dates[2]!);
    await form.getByLabel('Comments').fill('Please check the brakes.');
    await form.getByLabel('I agree to the terms of use').check();
    await journey.send(form.getByRole('button', { name: 'Book Service' }));
    const lead = await journey.storedLead(email);
    expect(lead).toMatchObject({ category: 'Service Booking', name: 'Sam Shopper' });
    const shown = await shownLead(lead.lead_id);
    expect(shown.stage).toBe('complete');
    expect(shown.payload).toMatchObject({
      dealership_slug: 'harbour-city-mazda',
      source: 'service-booking',
      userData: {
        'Vehicle Make': 'Mazda',
        'Vehicle Model': 'CX-5',
        'Vehicle Year': '2020',
        'Vehicle Rego': 'HCM123',
        'Service Interval': '30,000 km / 24 months',
        'Preferred Service Date': dates[2],
        postcode: '2042',
        Comments: 'Please check the brakes.',
      },
    });
    // The dealer's CRM gets it all: ADF 1.0 that xmllint accepts, the booking in the comments.
    const { mail } = await deliveredLead(lead.lead_id);
    const vehicle = find(mail.prospect, 'vehicle')[0]!;
    expect(vehicle.attrs).toEqual({ status: 'used' });
    expect(textOf(vehicle, 'comments')).toBe('Rego: HCM123 (NSW)');
    const comments = textOf(mail.prospect, 'customer', 'comments')!;
    expect(comments).toContain('Service Type: Logbook Service');
    expect(comments).toContain('Service Interval: 30,000 km / 24 months');
    expect(comments).toContain(`Preferred Service Date: ${dates[2]}`);
    expect(textOf(mail.prospect, 'provider', 'service')).toMatch(/^Service Booking \(ADF has no service interest/);
  });
});

describe('on sunstate-motor-group (variant B)', () => {
  const journey = leadJourney('sunstate-motor-group');
  const page = journey.page;
  const email = 'sam+service@sunstate-motor-group.example';

  it('asks for the vehicle first and advances only with make, model and year', async () => {
    await journey.open('/book-a-service/');
    await scrollUntilHydrated(page(), '#service-form');
    const form = page().locator('#service-form').getByTestId('lead-form');
    expect(await form.getByTestId('lead-step').innerText()).toBe('Step 1 of 3: Vehicle Details');
    await form.getByLabel('Vehicle Rego').fill('SMG777');
    await form.getByRole('button', { name: 'Next' }).click();
    expect(await form.getByTestId('form-alert').innerText()).toBe(STRINGS.serviceStepIncomplete);
    const summary = await form.getByTestId('error-summary').innerText();
    for (const field of ['Vehicle Make', 'Vehicle Model', 'Vehicle Year']) expect(summary).toContain(field);
    await form.getByLabel('Vehicle Make').fill('Toyota');
    await form.getByLabel('Vehicle Model').fill('RAV4');
    await form.getByLabel('Vehicle Year').fill('2021');
    await next(form, 'Contact Details');
    await journey.fillContact(form, email);
    await next(form, 'Order Details');
    // Service Type is required in variant B; the tyres check is this site's.
    await form.getByLabel('I agree to the terms of use').check();
    await form.getByRole('button', { name: 'Book Service' }).click();
    expect(await form.getByTestId('error-summary').innerText()).toContain('Service Type');
    const dates = await dateChoices(form);
    expect(dates.filter((d) => weekday(d) === 0)).toEqual([]);
    const closed = loadDealer('sunstate-motor-group')
      .specialHours.filter((s) => s.status === 'Closed' && s.location_name === 'Sunstate Service Centre Springwood')
      .map((s) => s.date);
    expect(dates.filter((d) => closed.includes(d))).toEqual([]);
    await form.getByLabel('Service Type').selectOption('Scheduled Service');
    await form.getByLabel('Preferred Service Date').selectOption(dates[0]!);
    await form.getByLabel('Tyres Replacement').check();
    await journey.send(form.getByRole('button', { name: 'Book Service' }));
    const lead = await journey.storedLead(email);
    expect(lead).toMatchObject({ category: 'Service Booking' });
    const shown = await shownLead(lead.lead_id);
    expect(shown.payload).toMatchObject({
      dealership_slug: 'sunstate-toyota',
      userData: { 'Vehicle Make': 'Toyota', 'Service Type': 'Scheduled Service', 'Tyres Replacement': true, 'Preferred Service Date': dates[0] },
    });
    const { mail } = await deliveredLead(lead.lead_id);
    expect(textOf(mail.prospect, 'customer', 'comments')).toContain('Tyres Replacement: Yes');
  });

  it('shows the drop-off and pick-up runs, and tells a shopper by postcode whether the free ride reaches them', async () => {
    await journey.open('/service/');
    const schedule = page().getByTestId('drop-off-schedule');
    expect(await schedule.innerText()).toContain('Kingston train station');
    expect(await schedule.innerText()).toContain('7:45am');
    await scrollUntilHydrated(page(), '.service__free-ride');
    const check = page().getByTestId('free-ride');
    for (const [postcode, answer] of [
      ['4127', 'within'],
      ['4000', 'outside'],
      ['41', 'invalid'],
    ] as const) {
      await check.getByLabel('Your postcode').fill(postcode);
      await check.getByRole('button', { name: 'Check' }).click();
      await expect.poll(() => check.getAttribute('data-answer')).toBe(answer);
    }
    expect(await page().getByTestId('free-ride-message').innerText()).toBe(STRINGS.invalidPostcodeQuickForm);
  });
});

describe('the other service pages', () => {
  const site = dealerBrowser();

  it("westside-used-cars books on one step, under the dealer's own title", async () => {
    const page = await site.open('westside-used-cars', '/service/');
    try {
      expect(await page.getByRole('heading', { name: 'Book Your Westside Service' }).count()).toBe(1);
      await scrollUntilHydrated(page, '#service-form');
      await islandHydrated(page, 'ServiceBookingIsland');
      const form = page.locator('#service-form').getByTestId('lead-form');
      expect(await form.getByTestId('lead-step').count()).toBe(0);
      expect(await form.getByLabel('Vehicle Make').count()).toBe(1);
      expect(await form.getByLabel('Preferred Service Date').count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it('outback-caravans embeds its booking page, which its security policy allows', async () => {
    const page = await site.open('outback-caravans', '/service/');
    try {
      const frame = page.getByTestId('service-iframe');
      expect(await frame.getAttribute('src')).toBe(loadDealer('outback-caravans').config.service.iframe_url);
      expect(await page.locator('#service-form').getByTestId('lead-form').count()).toBe(0);
      await frame.scrollIntoViewIfNeeded();
      await expect.poll(() => page.frames().some((f) => f.url().startsWith(SERVICE_BOOKING_PAGE) && f.url() !== 'about:blank')).toBe(true);
      expect(fs.readFileSync('dist/outback-caravans/_headers', 'utf8')).toContain(`frame-src ${new URL(SERVICE_BOOKING_PAGE).origin}`);
    } finally {
      await page.close();
    }
  });
});
