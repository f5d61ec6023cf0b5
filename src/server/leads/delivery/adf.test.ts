import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD } from '../../../lib/leads/form-fields.ts';
import { formLead, newLeadOf, sampleCar, sampleDealer, scratchLeadStore, storeFormLead, type FormEntry } from '../fixtures/form-leads.ts';
import type { LeadStore } from '../lead-store.ts';
import type { Lead } from '../lead-types.ts';
import { adfDateTime, leadToAdf } from './adf.ts';
import { vendorOf } from './lead-dealer.ts';
import { SERVICE_NOTE, leadFacts } from './lead-facts.ts';
import { interestOf } from './lead-vehicles.ts';
import { leadEmail } from './lead-email.ts';
import { adfDtdErrors } from './test-support/adf-dtd.ts';
import { type XmlNode, find, readXml, textOf } from './test-support/read-xml.ts';

const harbour = sampleDealer();
let scratch: ReturnType<typeof scratchLeadStore>;
let store: LeadStore;
beforeAll(() => {
  scratch = scratchLeadStore();
  store = scratch.store;
});
afterAll(() => scratch.remove());

/** The lead's ADF, checked against the DTD and parsed back to its prospect. */
function adf(lead: Lead, o: { resend?: boolean; photos?: string[] } = {}): { prospect: XmlNode; xml: string } {
  const facts = leadFacts(lead, { forms: harbour.forms, photos: o.photos ?? [] });
  const xml = leadToAdf(lead, facts, { vendor: vendorOf(harbour.delivery, lead), resend: o.resend ?? false, providerUrl: harbour.delivery.site_url });
  expect(adfDtdErrors(xml)).toBe('');
  const { root, instructions } = readXml(xml);
  expect(root.name).toBe('adf');
  expect(instructions).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<?adf version="1.0"?>']);
  expect(find(root, 'prospect')).toHaveLength(1);
  return { prospect: find(root, 'prospect')[0]!, xml };
}

const stored = (entry: FormEntry, o: Parameters<typeof storeFormLead>[2] = {}) => storeFormLead(store, entry, { dealer: harbour, ...o });
const elements = (node: XmlNode) => node.children.map((c) => [c.name, c.attrs, c.text]);
const comments = (p: XmlNode) => textOf(p, 'customer', 'comments')!.split('\n');

describe('ADF 1.0 for a lead, as the lead API stored it', () => {
  it('carries the car asked about, the shopper, every answer, the dealership and the provider', async () => {
    const lead = await stored('car-enquiry');
    const { prospect: p } = adf(lead);
    expect(p.attrs).toEqual({ status: 'new' });
    expect(p.children.map((c) => c.name)).toEqual(['id', 'requestdate', 'vehicle', 'customer', 'vendor', 'provider']);
    expect(find(p, 'id')[0]).toMatchObject({ attrs: { sequence: '1', source: 'forecourt' }, text: lead.leadId });
    expect(textOf(p, 'requestdate')).toBe(adfDateTime(lead.createdAt));
    expect(textOf(p, 'requestdate')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    const car = find(p, 'vehicle')[0]!;
    expect(car.attrs).toEqual({ interest: 'buy', status: 'used' });
    expect(elements(car)).toEqual([
      ['id', { sequence: '1', source: 'forecourt' }, '5501'],
      ['year', {}, '2022'],
      ['make', {}, 'Mazda'],
      ['model', {}, 'CX-5'],
      ['vin', {}, 'JM0KF4W7A00123456'],
      ['stock', {}, 'HM1234'],
      ['trim', {}, 'Touring'],
      ['odometer', { units: 'km' }, '41250'],
      ['price', { type: 'asking', currency: 'AUD' }, '34990'],
      ['comments', {}, 'Page: http://harbour-mazda.localhost:4321/cars/5501/'],
    ]);
    expect(elements(find(p, 'customer', 'contact')[0]!)).toEqual([
      ['name', { part: 'first' }, 'Sam'],
      ['name', { part: 'last' }, 'Shopper'],
      ['email', {}, 'sam@example.com'],
      ['phone', { type: 'voice' }, '0412345678'],
    ]);
    expect(comments(p)).toEqual([
      'Message: Is it still available?',
      'Rego (optional): XYZ987',
      'Request Photos: Please send photos for this car',
      'Keep me up to date with news and offers: Yes',
      'terms of use: Yes',
    ]);
    expect(textOf(p, 'vendor', 'vendorname')).toBe('Harbour City Mazda');
    expect(textOf(p, 'vendor', 'url')).toBe('http://harbour-mazda.localhost:4321');
    expect(elements(find(p, 'vendor', 'contact')[0]!)).toEqual([
      ['name', { part: 'full', type: 'business' }, 'Harbour City Mazda'],
      ['phone', { type: 'voice' }, '+61295501200'],
    ]);
    expect(textOf(p, 'provider', 'name')).toBe('forecourt');
    expect(textOf(p, 'provider', 'service')).toBe('Vehicle Enquiry');
  });

  it("puts the trade-in an enquiry mentions beside the car, where the dealer asks 'Do you have a trade-in?'", async () => {
    const asking = sampleDealer('harbour-mazda', { rules: { askHasTradeIn: true } });
    const lead = await storeFormLead(store, 'car-enquiry', { dealer: asking });
    const { prospect: p } = adf(lead);
    const [car, tradeIn] = find(p, 'vehicle');
    expect(car!.attrs).toEqual({ interest: 'buy', status: 'used' });
    expect(tradeIn!.attrs).toEqual({ interest: 'trade-in', status: 'used' });
    expect(elements(tradeIn!)).toEqual([
      ['year', {}, ''],
      ['make', {}, ''],
      ['model', {}, ''],
      ['odometer', { units: 'km' }, '88000'],
    ]);
    // The trade-in vehicle carries the answer and its odometer; the comments do not repeat them.
    expect(comments(p).join('\n')).not.toMatch(/trade-in|88000/i);
    expect(comments(p)).toContain('Message: Is it still available?');
  });

  it('names the dealership e-mail in the vendor contact when the dealer gives one (leads.vendor_email)', async () => {
    const withEmail = sampleDealer('harbour-mazda', { leads: { vendor_email: 'sales@harbourcitymazda.example' } });
    const lead = await stored('quick-enquiry');
    const xml = leadToAdf(lead, leadFacts(lead, { forms: withEmail.forms, photos: [] }), {
      vendor: vendorOf(withEmail.delivery, lead),
      resend: false,
      providerUrl: null,
    });
    expect(adfDtdErrors(xml)).toBe('');
    expect(elements(find(readXml(xml).root, 'prospect', 'vendor', 'contact')[0]!)).toEqual([
      ['name', { part: 'full', type: 'business' }, 'Harbour City Mazda'],
      ['email', {}, 'sales@harbourcitymazda.example'],
      ['phone', { type: 'voice' }, '+61295501200'],
    ]);
  });

  it('books a test drive: interest test-drive, the booked time as the timeframe and in the comments', async () => {
    const { prospect: p } = adf(await stored('test-drive'));
    expect(find(p, 'vehicle')[0]!.attrs).toEqual({ interest: 'test-drive', status: 'used' });
    expect(textOf(p, 'vehicle', 'stock')).toBe('HM1234');
    expect(elements(find(p, 'customer', 'timeframe')[0]!)).toEqual([
      ['description', {}, "Test drive booked for 2026-12-05 10:00 (dealer's local time)"],
      ['earliestdate', {}, '2026-12-05T10:00'],
      ['latestdate', {}, '2026-12-05T10:00'],
    ]);
    expect(comments(p)).toContain('Preferred date and time (optional): 2026-12-05 10:00');
    expect(comments(p)).toContain('Message: Can I bring my dog?');
    expect(textOf(p, 'provider', 'service')).toBe('Test Drive');
  });

  it('books a service: the shopper’s car without an interest, its address, and the booking in the comments', async () => {
    const lead = await stored('service-booking');
    const { prospect: p } = adf(lead);
    const vehicle = find(p, 'vehicle')[0]!;
    expect(vehicle.attrs).toEqual({ status: 'used' });
    expect(elements(vehicle)).toEqual([
      ['year', {}, '2019'],
      ['make', {}, 'Mazda'],
      ['model', {}, 'CX-3'],
      ['comments', {}, 'Rego: SVC123 (NSW)'],
    ]);
    expect(elements(find(p, 'customer', 'contact', 'address')[0]!)).toEqual([
      ['street', { line: '1' }, '12 Wharf Road'],
      ['city', {}, 'Balmain'],
      ['regioncode', {}, 'NSW'],
      ['postalcode', {}, '2041'],
      ['country', {}, 'AU'],
    ]);
    const date = String((lead.payload['userData'] as Record<string, unknown>)[FIELD.serviceDate]);
    expect(comments(p)).toEqual([
      'Service Location: Harbour City Mazda',
      'Service Type: Logbook Service',
      'Service Interval: 45,000 km / 36 months',
      `Preferred Service Date: ${date}`,
      'Comments: Rattle in the dash',
      'Describe any repair issue (optional): Brakes squeal when cold',
      'Keep me up to date with news and offers: Yes',
      'terms of use: Yes',
    ]);
    expect(textOf(p, 'customer', 'timeframe', 'earliestdate')).toBe(date);
    expect(textOf(p, 'provider', 'service')).toBe(`Service Booking (${SERVICE_NOTE})`);
  });

  it('values a trade-in: the shopper’s car with interest trade-in, its valuation and photos, beside the car they want', async () => {
    const photos = ['/data/trade-in-images/harbour-mazda/e/1.jpg', '/data/trade-in-images/harbour-mazda/e/2.jpg'];
    const { prospect: alone } = adf(await stored('trade-in'), { photos });
    expect(find(alone, 'vehicle')).toHaveLength(1);
    const { prospect: p } = adf(await stored('trade-in', { car: sampleCar(harbour) }), { photos });
    const [wanted, tradeIn] = find(p, 'vehicle');
    expect(wanted!.attrs).toEqual({ interest: 'buy', status: 'used' });
    expect(textOf(wanted!, 'stock')).toBe('HM1234');
    expect(tradeIn!.attrs).toEqual({ interest: 'trade-in', status: 'used' });
    expect(elements(tradeIn!)).toEqual([
      ['year', {}, '2015'],
      ['make', {}, 'Toyota'],
      ['model', {}, 'Corolla'],
      ['vin', {}, 'JTDBR32E100123456'],
      ['trim', {}, 'Ascent ZRE182R'],
      ['transmission', {}, 'Automatic'],
      ['odometer', { units: 'km' }, '98000'],
      ['price', { type: 'appraisal', currency: 'AUD' }, '12500'],
      ['comments', {}, 'Rego: TRD456 (NSW)'],
    ]);
    expect(comments(p)).toEqual([
      'manualEntry: No',
      'EvalID: E-1001',
      'EngineNumber: 2ZR1234567',
      'Rego: TRD456',
      'RegoExpiry: 2027-03-01',
      'Kms: 97000',
      'images: 2',
      'Postcode: 2041',
      'Service history: Full service history',
      'Number of keys: 2',
      'Car condition: Good',
      'Comments: Small dent on the rear bumper',
      'Preferred contact method: Email',
      'Is Your Car Currently Under Finance?: No',
      'sms_content: Trade-in: 2015 Toyota Corolla Ascent, 98000 km.',
      'sms_from: 0412 345 678',
      'Keep me up to date with news and offers: Yes',
      'terms of use: Yes',
      'Offer accepted: No: the shopper has not accepted the indicative offer of $12,500.',
      `Photos (2): ${photos[0]}`,
      photos[1],
    ]);
  });

  it('tells the dealer the shopper accepted the offer: the ADF (valid against the DTD) and the e-mail subject say so', async () => {
    const lead = await stored('trade-in');
    const accepted = await store.acceptOffer(lead.leadId);
    if (!accepted.ok) throw new Error(accepted.refusal);
    const at = String(accepted.lead.payload['offer_accepted_at']);
    const { prospect: p } = adf(accepted.lead, { resend: true });
    expect(p.attrs).toEqual({ status: 'resend' });
    expect(comments(p)).toContain(`Offer accepted: Yes: the shopper accepted the indicative offer of $12,500 on ${at.slice(0, 16).replace('T', ' ')} UTC.`);
    expect(comments(p).join('\n')).not.toContain('has not accepted');
    const item = { outboxId: 'o', lead: accepted.lead, target: 'email', attempt: 1, resend: true };
    const mail = leadEmail(item, harbour.delivery, [], { from: 'leads@example.com', to: ['crm@example.com'] });
    expect(mail.subject).toBe('Lead (resent) (offer accepted): Trade-In Valuation – 2015 Toyota Corolla Ascent ZRE182R');
  });

  it('names the quick form’s shopper by the first and last names asked apart, and files it as the trade-in its page asked for', async () => {
    const lead = await stored('trade-in-quick', { values: { [FIELD.name]: 'Mary Jane', [FIELD.lastName]: 'van der Berg' } });
    expect(lead).toMatchObject({ name: 'Mary Jane van der Berg', category: 'Trade-In Valuation' });
    expect(lead.payload).toMatchObject({ form: 'quick_enquiry', name: 'Mary Jane', last_name: 'van der Berg', lead_status: 'Complete', offer_accepted: false });
    const { prospect: p } = adf(lead);
    expect(elements(find(p, 'customer', 'contact')[0]!).slice(0, 2)).toEqual([
      ['name', { part: 'first' }, 'Mary Jane'],
      ['name', { part: 'last' }, 'van der Berg'],
    ]);
    expect(find(p, 'vehicle')[0]!.attrs).toEqual({ interest: 'trade-in' });
    expect(comments(p)).toEqual(['Enquiry type: Trade-In Valuation', 'Postcode: 2041', 'Keep me up to date with news and offers: Yes', 'terms of use: Yes']);
  });

  it('asks about finance: the budget as the vehicle’s finance amount', async () => {
    const { prospect: p } = adf(await stored('finance-enquiry'));
    expect(elements(find(p, 'vehicle', 'finance')[0]!)).toEqual([
      ['method', {}, 'finance'],
      ['amount', { type: 'total', limit: 'maximum', currency: 'AUD' }, '30000'],
    ]);
    expect(comments(p)).toContain('Message: Low deposit please');
  });

  it('buys online: the deposit as the finance down payment, delivery and payment choices in the comments', async () => {
    const { prospect: p } = adf(await stored('online-purchase'));
    expect(elements(find(p, 'vehicle', 'finance')[0]!)).toEqual([
      ['method', {}, 'finance'],
      ['amount', { type: 'downpayment', limit: 'exact', currency: 'AUD' }, '5000'],
    ]);
    expect(comments(p)).toEqual([
      'How would you like to collect the car?: Delivery',
      'Delivery postcode: 2040',
      'delivery_quote: $180 delivery to 2040',
      'How would you like to pay?: Finance',
      'finance_term_years: 5',
      'finance_estimate: $152 a week',
      'Do you have a trade-in?: No',
      'Message: Deliver on a weekday',
      'Keep me up to date with news and offers: Yes',
      'terms of use: Yes',
    ]);
  });

  it('marks a resend, and a partial lead with no contact yet still validates', async () => {
    expect(adf(await stored('contact'), { resend: true }).prospect.attrs).toEqual({ status: 'resend' });
    const { firstStep } = formLead('trade-in', { dealer: harbour });
    const { lead } = await store.createLead(newLeadOf(firstStep!, harbour), ['email']);
    const { prospect: p } = adf(lead);
    expect(elements(find(p, 'customer', 'contact')[0]!)).toEqual([
      ['name', { part: 'full' }, ''],
      ['email', {}, ''],
    ]);
    expect(comments(p)[0]).toBe('Partial lead: the shopper left the form before its last step.');
  });

  it('maps the category to the vehicle interest', () => {
    expect(interestOf('Test Drive', null)).toBe('test-drive');
    expect(interestOf('General Enquiry', 'Test-Drive Only')).toBe('test-drive');
    expect(interestOf('Trade-In Valuation', null)).toBe('trade-in');
    expect(interestOf('Sell My Car', null)).toBe('trade-in');
    expect(interestOf('General Enquiry', 'Career Enquiry')).toBe('buy');
    expect(interestOf('Finance Enquiry', null)).toBe('buy');
  });

  it('escapes every value, so shopper text cannot add or close elements', async () => {
    const evil = '</comments></customer><vendor><vendorname>Evil</vendorname></vendor>&amp;"\'<![CDATA[x]]>\u0007\u001b[2J';
    const lead = await stored('contact', { values: { [FIELD.name]: `Eve ${evil.slice(0, 60)}`, [FIELD.message]: evil, [FIELD.rego]: '<x>&' } });
    const { prospect: p, xml } = adf(lead);
    expect(p.children.map((c) => c.name)).toEqual(['id', 'requestdate', 'vehicle', 'customer', 'vendor', 'provider']);
    expect(find(p, 'vendor')).toHaveLength(1);
    expect(comments(p)).toContain(`Message: ${evil.replace(/[\u0007\u001b]/g, '')}`);
    expect(comments(p)).toContain('Rego (optional): <x>&');
    expect(xml).not.toMatch(/[\u0007\u001b]/);
  });
});
