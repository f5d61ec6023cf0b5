import { describe, expect, it } from 'vitest';
import { FORM_COPY } from '../../src/lib/leads/copy.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { OFFER_COPY } from '../../src/lib/trade-in/offer-copy.ts';
import { islandHydrated } from '../support/browser.ts';
import { deliveredLead } from '../support/delivered-lead.ts';
import { leadJourney } from '../support/lead-journey.ts';
import { find } from '../../src/server/leads/delivery/test-support/read-xml.ts';

/**
 * outback-caravans values vans by hand (no `trade_in.vehicle_data`): its 'Sell My Van' is the trade-in
 * quick form (rule: leads.quick-form) under 'Sell Your Car' — no instant offer promised, no 'Careers' to choose — with
 * first and last name, a 4-digit postcode, mobile, e-mail and location. A 3-digit postcode is refused
 * with the spec's message and focus on the summary; the lead is filed as a Trade-In Valuation with its
 * last_name and lead_status, and reaches the dealer's CRM with the names apart.
 */
const DEALER = 'outback-caravans';
const journey = leadJourney(DEALER);
const EMAIL = 'sam+quick@outback-caravans.example';

describe('the trade-in quick form on outback-caravans', () => {
  it('is what Sell My Van opens, refuses a 3-digit postcode, and sends a trade-in lead with the last name apart', async () => {
    const p = journey.page();
    // From the contact page (the home page may open its popup, a modal, over the nav).
    await journey.open('/contact/');
    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sell My Van' }).click();
    await p.waitForURL(/\/sell-my-car\/?$/);
    expect(await p.getByRole('heading', { level: 1 }).innerText()).toBe(OFFER_COPY.offlineHeading);
    expect(await p.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/trade-in\/$/);
    expect(await p.locator('main').innerText()).not.toContain(STRINGS.tradeInHeading);
    await islandHydrated(p, 'LeadFormIsland');
    const form = p.getByTestId('lead-form');
    expect(await form.getByRole('option', { name: 'Careers' }).count()).toBe(0);

    await form.getByLabel(STRINGS.quickFormFirstName).fill('Sam');
    await form.getByLabel(FORM_COPY.lastName).fill('Shopper');
    await form.getByLabel(FORM_COPY.postcode).fill('340');
    await form.getByLabel('Mobile Number').fill('0412 345 678');
    await form.getByLabel('Email Address').fill(EMAIL);
    const location = form.getByLabel(FORM_COPY.location);
    if ((await location.count()) > 0 && (await location.inputValue()) === '') await location.selectOption({ index: 1 });
    const terms = form.getByLabel('I agree to the terms of use');
    if ((await terms.count()) > 0) await terms.check();
    await form.getByRole('button', { name: FORM_COPY.send }).click();
    const summary = form.getByTestId('error-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain(STRINGS.invalidPostcodeQuickForm);
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);

    await form.getByLabel(FORM_COPY.postcode).fill('3400');
    await journey.send(form.getByRole('button', { name: FORM_COPY.send }));
    const row = await journey.storedLead(EMAIL);
    expect(row).toMatchObject({ name: 'Sam Shopper', category: STRINGS.tradeInValuation });
    const { lead, mail } = await deliveredLead(row.lead_id);
    expect(lead.payload).toMatchObject({ form: 'quick_enquiry', last_name: 'Shopper', lead_status: 'Complete', userData: { postcode: '3400' } });
    const names = find(mail.prospect, 'customer', 'contact')[0]!.children.filter((c) => c.name === 'name');
    expect(names.map((n) => [n.attrs['part'], n.text])).toEqual([
      ['first', 'Sam'],
      ['last', 'Shopper'],
    ]);
  });
});
