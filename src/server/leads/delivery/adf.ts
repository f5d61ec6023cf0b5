import type { Lead } from '../lead-types.ts';
import type { Vendor } from './lead-dealer.ts';
import type { LeadFacts } from './lead-facts.ts';
import type { VehicleFacts } from './lead-vehicles.ts';
import { type XmlElement, element, renderXml, textElement } from './xml.ts';

export type AdfOptions = {
  vendor: Vendor;
  /** A lead delivered again (operator resend): prospect status="resend" so the CRM can match it. */
  resend: boolean;
  /** Where the lead was taken, named in the ADF <provider>. */
  providerUrl: string | null;
};

const PROVIDER_NAME = 'forecourt';

/** ADF's date-time form (CCYY-MM-DDThh:mm:ss+hh:mm), in UTC. */
export const adfDateTime = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19)}+00:00`;

function vehicleElement(v: VehicleFacts): XmlElement {
  const attrs: Record<string, string> = {};
  if (v.interest !== null) attrs['interest'] = v.interest;
  if (v.status !== null) attrs['status'] = v.status;
  const finance =
    v.finance.length === 0
      ? null
      : element(
          'finance',
          {},
          { name: 'method', text: 'finance' },
          ...v.finance.map((a) => ({ name: 'amount', attrs: { type: a.type, limit: a.limit, currency: 'AUD' }, text: a.value })),
        );
  return element(
    'vehicle',
    attrs,
    textElement('id', v.id, { sequence: '1', source: PROVIDER_NAME }),
    // year, make and model are required by ADF 1.0: empty when the lead names no car.
    { name: 'year', text: v.year ?? '' },
    { name: 'make', text: v.make ?? '' },
    { name: 'model', text: v.model ?? '' },
    textElement('vin', v.vin),
    textElement('stock', v.stock),
    textElement('trim', v.variant),
    textElement('transmission', v.transmission),
    textElement('odometer', v.odometerKm, { units: 'km' }),
    textElement('price', v.price, { type: v.interest === 'trade-in' ? 'appraisal' : 'asking', currency: 'AUD' }),
    finance,
    textElement('comments', v.notes.length > 0 ? v.notes.join('\n') : null),
  );
}

function customerComments(lead: Lead, facts: LeadFacts): string | null {
  const lines: string[] = [];
  if (lead.stage === 'partial') lines.push('Partial lead: the shopper left the form before its last step.');
  for (const answer of facts.comments) lines.push(`${answer.label}: ${answer.value}`);
  return lines.length > 0 ? lines.join('\n') : null;
}

/** A contact as ADF 1.0 wants it: a name, then an e-mail and/or phones (an empty e-mail when the lead has neither). */
function contactElement(c: { first: string | null; last: string | null; full: string | null; email: string | null; phone: string | null }, business = false) {
  const type = business ? { type: 'business' } : {};
  const names =
    c.first === null && c.last === null
      ? [{ name: 'name', attrs: { part: 'full', ...type }, text: c.full ?? '' }]
      : [textElement('name', c.first, { part: 'first' }), textElement('name', c.last, { part: 'last' })];
  const reach =
    c.email === null && c.phone === null ? [{ name: 'email', text: '' }] : [textElement('email', c.email), textElement('phone', c.phone, { type: 'voice' })];
  return element('contact', {}, ...names, ...reach);
}

/** The ADF 1.0 (Auto-lead Data Format) document for one lead, as CRMs read it from an e-mail body. */
export function leadToAdf(lead: Lead, facts: LeadFacts, options: AdfOptions): string {
  const { customer, timeframe } = facts;
  const { vendor } = options;
  const prospect = element(
    'prospect',
    { status: options.resend ? 'resend' : 'new' },
    { name: 'id', attrs: { sequence: '1', source: PROVIDER_NAME }, text: lead.leadId },
    { name: 'requestdate', text: adfDateTime(lead.createdAt) },
    ...facts.vehicles.map(vehicleElement),
    element(
      'customer',
      {},
      element(
        'contact',
        {},
        ...contactElement({ ...customer, full: null }).children!,
        customer.address === null
          ? null
          : element(
              'address',
              { type: 'home' },
              { name: 'street', attrs: { line: '1' }, text: customer.address.street },
              textElement('city', customer.address.city),
              textElement('regioncode', customer.address.region),
              textElement('postalcode', customer.address.postcode),
              { name: 'country', text: 'AU' },
            ),
      ),
      timeframe === null
        ? null
        : element(
            'timeframe',
            {},
            { name: 'description', text: timeframe.description },
            { name: 'earliestdate', text: timeframe.date },
            { name: 'latestdate', text: timeframe.date },
          ),
      textElement('comments', customerComments(lead, facts)),
    ),
    element(
      'vendor',
      {},
      { name: 'vendorname', text: vendor.name },
      textElement('url', vendor.url),
      contactElement({ first: null, last: null, full: vendor.contactName, email: vendor.email, phone: vendor.phone }, true),
    ),
    element(
      'provider',
      {},
      { name: 'name', attrs: { part: 'full' }, text: PROVIDER_NAME },
      textElement('service', facts.service === '' ? null : facts.service),
      textElement('url', options.providerUrl),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${renderXml(element('adf', {}, prospect))}\n`;
}
