import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { builtStock } from '../../src/lib/listing/fixtures/built-stock.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { OFFER_COPY } from '../../src/lib/trade-in/offer-copy.ts';
import { adfDtdErrors } from '../../src/server/leads/delivery/test-support/adf-dtd.ts';
import { mboxLeadMails } from '../../src/server/leads/delivery/test-support/delivered-mail.ts';
import { textOf } from '../../src/server/leads/delivery/test-support/read-xml.ts';
import { signInOnPage } from '../support/accounts.ts';
import { islandHydrated } from '../support/browser.ts';
import { consoleSignInByMobile, staffCli } from '../support/console.ts';
import { leadJourney } from '../support/lead-journey.ts';
import { shownLead } from '../support/leads.ts';

/**
 * A harbour-mazda shopper follows the nav's 'Sell My Car' (harbour has the instant offer:
 * `trade_in.vehicle_data`; its trade-in pages are behind sign-in), values one of the dealer's own
 * used cars, and accepts the indicative offer: the lead carries offer_accepted, the dealer's CRM gets
 * it again saying so (an ADF that validates against the DTD), and the sales person's console inbox
 * marks it 'Offer accepted' (rule: trade-in.offer-acceptance).
 */
const DEALER = 'harbour-mazda';
const { config } = loadDealer(DEALER);
const journey = leadJourney(DEALER);
const L = STRINGS.tradeInLabels;
const EMAIL = 'sam+accepts@harbour-mazda.example';
const SALES = { email: 'sally.offers@harbour-mazda.example', phone: '0412 555 341' };

type FeedCar = { id: string | number; regplate?: string | null; state?: string | null; car_type: string; year: number; make: string; model: string };

/** A used car harbour has in stock, young enough for an online estimate, with its rego and state (it is its own comparable). */
function carToValue(): FeedCar {
  const feed = JSON.parse(fs.readFileSync('data/generated/stock-feed.json', 'utf8')) as FeedCar[];
  const inStock = new Set(
    builtStock(DEALER)
      .filter((d) => d.status === 'in_stock' && typeof d.price === 'number')
      .map((d) => d.id),
  );
  const year = new Date().getFullYear() - 2;
  const car = feed.find((c) => inStock.has(String(c.id)) && c.car_type === 'used' && c.regplate && c.state && c.year >= year);
  if (!car) throw new Error(`no used car of ${DEALER} with a rego to value`);
  return car;
}

/** The lead's e-mails the journeys' forwarder wrote to the mail log, oldest first. */
function mailsOf(leadId: string) {
  const file = path.join(inject('leadsDataDir'), 'lead-mail.mbox');
  return fs.existsSync(file) ? (mboxLeadMails(fs.readFileSync(file, 'utf8')).get(leadId) ?? []) : [];
}

describe('accepting the instant offer on harbour-mazda', () => {
  it('goes from Sell My Car to the offer, accepts it, and the dealer is told', { timeout: 120_000 }, async () => {
    const car = carToValue();
    const p = journey.page();
    // From the contact page (the home page may open its popup, a modal, over the nav).
    await journey.open('/contact/');
    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sell My Car' }).click();
    await p.waitForURL(/\/sign-in/);
    await signInOnPage(p, '0412 555 342');
    await p.waitForURL(/\/sell-my-car\/?$/);
    expect(await p.getByRole('heading', { level: 1 }).innerText()).toBe(STRINGS.tradeInHeading);
    expect(await p.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/trade-in\/$/);
    await islandHydrated(p, 'TradeInOffer');

    await p.getByLabel(L.rego).fill(car.regplate!);
    await p.getByLabel(L.state, { exact: true }).selectOption(car.state!);
    await p.getByRole('button', { name: STRINGS.tradeInFindMyCar }).click();
    const step = p.getByTestId('trade-in-step');
    await expect.poll(() => step.innerText(), { timeout: 20_000 }).toBe('Upload Images');
    await p.getByRole('button', { name: STRINGS.tradeInNext }).click();
    await expect.poll(() => step.innerText()).toBe('Your Details');
    await journey.fillContact(p, EMAIL);
    await p.getByLabel(L.postcode).fill('2000');
    await p.getByLabel(L.odometer, { exact: true }).fill('30000');
    await p.getByLabel(L.serviceHistory).selectOption('Full service history');
    await p.getByLabel(L.numberOfKeys).selectOption('2');
    await p.getByLabel(L.carCondition).selectOption('Excellent');
    await p.getByLabel(L.comments).fill('One owner, garaged.');
    await p.getByRole('group', { name: STRINGS.tradeInUnderFinance }).getByRole('radio', { name: 'No' }).check();
    if (config.forms.terms_checkbox) await p.locator('#trade-in-terms-conditions').check();
    await p.getByRole('button', { name: STRINGS.tradeInGetOffer }).click();

    const offer = p.getByTestId('trade-in-offer');
    await offer.waitFor({ timeout: 20_000 });
    const amount = Number((await p.getByTestId('trade-in-offer-amount').innerText()).replace(/[$,]/g, ''));
    expect(amount).toBeGreaterThan(0);
    const accepted = p.waitForResponse((r) => r.url().endsWith('/api/leads/accept-offer') && r.status() === 200);
    await offer.getByRole('button', { name: OFFER_COPY.accept }).click();
    await accepted;
    const status = p.getByTestId('trade-in-offer-accepted');
    await expect.poll(() => status.innerText()).toContain(OFFER_COPY.acceptedHeading);
    expect(await status.innerText()).toContain(OFFER_COPY.accepted(`$${amount.toLocaleString('en-AU')}`));
    expect(await offer.getByRole('button', { name: OFFER_COPY.accept }).count()).toBe(0);

    // The lead carries offer_accepted and its adjustments step; the CRM gets it again, saying so.
    const lead = (await journey.storedLead(EMAIL)) as { lead_id: string };
    const stored = await shownLead(lead.lead_id);
    expect(stored.payload).toMatchObject({
      offer_accepted: true,
      lead_status: 'Complete',
      adjustments: { adjustmentAnswers: { odometer: 30000, car_condition: 'Excellent' } },
    });
    await expect.poll(() => mailsOf(lead.lead_id).some((m) => m.headers['subject']?.includes('(offer accepted)')), { timeout: 20_000 }).toBe(true);
    const mail = mailsOf(lead.lead_id).find((m) => m.headers['subject']?.includes('(offer accepted)'))!;
    expect(adfDtdErrors(mail.adf), 'xmllint --dtdvalid adf-1.0.dtd').toBe('');
    expect(mail.prospect.attrs).toEqual({ status: 'resend' });
    expect(textOf(mail.prospect, 'customer', 'comments')).toContain(
      `Offer accepted: Yes: the shopper accepted the indicative offer of $${amount.toLocaleString('en-AU')} on`,
    );

    // The sales person's inbox marks it.
    await staffCli(['invite', SALES.email, '--dealer', DEALER, '--role', 'sales', '--phone', SALES.phone]);
    const staff = await p
      .context()
      .browser()!
      .newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await staff.goto(journey.url('/console/leads/'));
      await staff.waitForURL(/\/console\/\?next=/);
      await consoleSignInByMobile(staff, SALES.phone);
      await staff.waitForURL(journey.url('/console/leads/'));
      const row = staff.locator(`li[data-lead="${lead.lead_id}"]`);
      await row.waitFor({ timeout: 10_000 });
      expect(await row.getByTestId('offer-accepted').innerText()).toBe(OFFER_COPY.acceptedTag);
    } finally {
      await staff.close();
    }
  });
});
