import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { FORM_COPY } from '../../src/lib/leads/copy.ts';
import { PARTS_CATEGORY } from '../../src/lib/leads/lead-categories.ts';
import { partsLocation } from '../../src/lib/locations/parts-location.ts';
import { formatPhone } from '../../src/lib/phone/format-phone.ts';
import { islandHydrated } from '../support/browser.ts';
import { deliveredLead } from '../support/delivered-lead.ts';
import { leadJourney } from '../support/lead-journey.ts';
import { shownLead } from '../support/leads.ts';

/**
 * A shopper asks for a part (rule: leads.parts-enquiry): from the parts and accessories page to
 * /parts/search, a general enquiry already filed as 'Parts Enquiry'. sunstate-motor-group has one
 * parts location, which the page shows and the lead goes to; westside-used-cars has none, and its
 * shopper sends the same enquiry without a location.
 */
describe('on sunstate-motor-group, with one parts location', () => {
  const GROUP = 'sunstate-motor-group';
  const journey = leadJourney(GROUP);
  const page = journey.page;
  const parts = partsLocation(loadDealer(GROUP).locations)!;

  it('reaches /parts/search from the parts page and sends a Parts Enquiry to the parts location', async () => {
    await journey.open('/vehicle-parts-and-accessories/');
    await page().getByTestId('content-page').getByRole('link', { name: 'Send a parts enquiry' }).click();
    await page().waitForURL(/\/parts\/search\/?$/);
    expect(await page().getByRole('heading', { level: 1 }).innerText()).toBe(FORM_COPY.partsHeading);
    const address = await page().getByTestId('location-details').innerText();
    expect(address).toContain(parts.name);
    expect(address).toContain(formatPhone(parts.contact_detail.phone));
    await islandHydrated(page(), 'LeadFormIsland');
    const form = page().getByTestId('lead-form');
    expect(await form.getByLabel('Enquiry type').inputValue()).toBe(PARTS_CATEGORY);
    expect(await form.getByLabel('Location').inputValue()).toBe(String(parts.id));
    await journey.fillContact(form, 'sam+parts@sunstate.example');
    await form.getByLabel('Message').fill('A set of genuine floor mats for a 2022 CX-5, please.');
    await form.getByLabel('I agree to the terms of use').check();
    await journey.send(form.getByRole('button', { name: 'Send Enquiry' }));
    const lead = await journey.storedLead('sam+parts@sunstate.example');
    expect(lead).toMatchObject({ category: PARTS_CATEGORY, subcategory: null, car_id: null });
    expect((await shownLead(lead.lead_id)).payload).toMatchObject({
      source: 'parts-enquiry',
      dealership_slug: parts.dealership_slug,
      userData: { location: String(parts.id), category: PARTS_CATEGORY },
    });
    await deliveredLead(lead.lead_id);
  });
});

describe('on westside-used-cars, with no parts location', () => {
  const journey = leadJourney('westside-used-cars');
  const page = journey.page;

  it('sends a Parts Enquiry from /parts/search', async () => {
    await journey.open('/parts/search/');
    expect(await page().getByTestId('location-details').count()).toBe(0);
    await islandHydrated(page(), 'LeadFormIsland');
    const form = page().getByTestId('lead-form');
    expect(await form.getByLabel('Enquiry type').inputValue()).toBe(PARTS_CATEGORY);
    await journey.fillContact(form, 'sam+parts@westside.example');
    await form.getByLabel('Message').fill('Do you have a tow bar for a 2019 Ranger?');
    await form.getByLabel('I agree to the terms of use').check();
    await journey.send(form.getByRole('button', { name: 'Send Enquiry' }));
    expect(await journey.storedLead('sam+parts@westside.example')).toMatchObject({ category: PARTS_CATEGORY, car_id: null });
  });
});
