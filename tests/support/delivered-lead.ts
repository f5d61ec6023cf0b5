import fs from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { FIELD } from '../../src/lib/leads/form-fields.ts';
import { adfDtdErrors } from '../../src/server/leads/delivery/test-support/adf-dtd.ts';
import { type LeadMail, mboxLeadMails, missingFromMail } from '../../src/server/leads/delivery/test-support/delivered-mail.ts';
import { find } from '../../src/server/leads/delivery/test-support/read-xml.ts';
import { sampleDealer } from '../../src/server/leads/fixtures/form-leads.ts';
import type { Lead } from '../../src/server/leads/lead-types.ts';
import { shownLead } from './leads.ts';

/** The mail log in a server's data dir: its forwarder appends every lead e-mail there (no SMTP_URL). */
const mailbox = (dataDir: string) => path.join(dataDir, 'lead-mail.mbox');

/** Payload keys of the server's own leads that the ADF carries as vehicle elements or does not carry (ids the dealer's stock knows). */
const NOT_ANSWERS = new Set([
  'car_id',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'car_type',
  'vehicle_status',
  'car_year',
  'car_variant',
  'car_price',
  'car_km',
  'car_vin',
  'car_dealership_id',
  'manufacturer_slug',
  'dealership_slug',
  'form',
]);

/** What the shopper answered, as the lead API stored it: a form's userData, or the values of a lead the server made. */
function answersOf(lead: Lead): Record<string, unknown> {
  const data = lead.payload['userData'];
  if (data !== null && typeof data === 'object') return data as Record<string, unknown>;
  return Object.fromEntries(Object.entries(lead.payload).filter(([key]) => !NOT_ANSWERS.has(key)));
}

/**
 * The e-mail the journeys' forwarder (or the server on `dataDir`) delivered for `leadId` (waiting for it), checked as the dealer's
 * CRM reads it: its ADF validates against the vendored ADF 1.0 DTD with xmllint, and the ADF and the
 * HTML summary carry every answer the lead API stored and the car the lead is about.
 */
export async function deliveredLead(leadId: string, dataDir = inject('leadsDataDir')): Promise<{ mail: LeadMail; lead: Lead }> {
  const file = mailbox(dataDir);
  const read = () => (fs.existsSync(file) ? (mboxLeadMails(fs.readFileSync(file, 'utf8')).get(leadId) ?? []) : []);
  await expect.poll(() => read().length, { timeout: 20_000, message: `lead ${leadId} in ${file}` }).toBeGreaterThan(0);
  const mail = read().at(-1)!;
  const lead = await shownLead(leadId, dataDir);
  expect(adfDtdErrors(mail.adf), 'xmllint --dtdvalid adf-1.0.dtd').toBe('');
  const { forms } = sampleDealer(lead.dealershipSlug);
  const locations = [...forms.locations, ...(forms.service?.locations ?? [])];
  const shown = (name: string, value: string) => (name === FIELD.location ? (locations.find((l) => l.id === value)?.name ?? value) : value);
  expect(missingFromMail(mail, answersOf(lead), shown)).toEqual({ adf: [], html: [] });
  const car = find(mail.prospect, 'vehicle')[0]!;
  const p = lead.payload;
  const expected = { make: p['Vehicle Make'], model: p['Vehicle Model'], year: p['car_year'], stock: p['stock_number'], price: p['car_price'] };
  for (const [element, value] of Object.entries(expected)) {
    if (value !== null && value !== undefined) expect(find(car, element)[0]?.text, `ADF vehicle ${element}`).toBe(String(value));
  }
  return { mail, lead };
}
