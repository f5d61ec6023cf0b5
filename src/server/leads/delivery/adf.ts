import type { Lead } from '../lead-types.ts';
import { type LeadFacts, type VehicleFacts, leadFacts } from './lead-facts.ts';
import { type XmlElement, element, renderXml, textElement } from './xml.ts';

/** Who the lead is for: the dealership named in the ADF <vendor>. */
type AdfVendor = { name: string; url: string | null };

export type AdfOptions = {
  vendor: AdfVendor;
  /** A lead delivered again (operator resend): prospect status="resend" so the CRM can match it. */
  resend: boolean;
  /** Where the lead was taken, named in the ADF <provider>. */
  providerUrl: string | null;
};

const PROVIDER_NAME = 'forecourt';

/** A price as ADF wants it (digits, optional decimals), or null when the payload holds no plain amount. */
function amount(price: string | null): string | null {
  const digits = price?.replace(/[$,\s]|AUD/gi, '') ?? '';
  return /^\d+(\.\d{1,2})?$/.test(digits) ? digits : null;
}

function vehicleElement(v: VehicleFacts): XmlElement {
  const price = amount(v.price);
  const notes = [v.rego !== null ? `Rego: ${v.rego}` : null, v.url !== null ? `Page: ${v.url}` : null].filter((s) => s !== null);
  return element(
    'vehicle',
    { interest: v.interest, status: v.status },
    // year, make and model are required by ADF 1.0: empty when the lead names no car.
    { name: 'year', text: v.year ?? '' },
    { name: 'make', text: v.make ?? '' },
    { name: 'model', text: v.model ?? '' },
    textElement('vin', v.vin),
    textElement('stock', v.stock),
    textElement('trim', v.variant),
    textElement('odometer', v.odometerKm, { units: 'km' }),
    textElement('price', price, { type: v.interest === 'trade-in' ? 'appraisal' : 'asking', currency: 'AUD' }),
    textElement('comments', notes.length > 0 ? notes.join('\n') : null),
  );
}

function customerComments(lead: Lead, facts: LeadFacts): string | null {
  const lines: string[] = [];
  if (facts.customer.message !== null) lines.push(facts.customer.message);
  if (lead.stage === 'partial') lines.push('Partial lead: the shopper left the form before its last step.');
  if (facts.customer.postcode !== null) lines.push(`Postcode: ${facts.customer.postcode}`);
  for (const [label, value] of facts.details) lines.push(`${label}: ${value}`);
  return lines.length > 0 ? lines.join('\n') : null;
}

function nameElements(first: string | null, last: string | null): XmlElement[] {
  if (first === null && last === null) return [{ name: 'name', attrs: { part: 'full' }, text: '' }];
  return [textElement('name', first, { part: 'first' }), textElement('name', last, { part: 'last' })].filter((n) => n !== null);
}

/** The ADF 1.0 (Auto-lead Data Format) document for one lead, as CRMs read it from an e-mail body. */
export function leadToAdf(lead: Lead, options: AdfOptions): string {
  const facts = leadFacts(lead);
  const { customer } = facts;
  const service = [lead.category, lead.subcategory].filter((s) => s !== null && s !== '').join(' – ');
  const prospect = element(
    'prospect',
    { status: options.resend ? 'resend' : 'new' },
    { name: 'id', attrs: { sequence: '1', source: PROVIDER_NAME }, text: lead.leadId },
    { name: 'requestdate', text: lead.createdAt },
    vehicleElement(facts.vehicle),
    element(
      'customer',
      {},
      element(
        'contact',
        {},
        ...nameElements(customer.first, customer.last),
        textElement('email', customer.email),
        textElement('phone', customer.phone, { type: 'voice' }),
      ),
      textElement('comments', customerComments(lead, facts)),
    ),
    element(
      'vendor',
      {},
      { name: 'vendorname', text: options.vendor.name },
      textElement('url', options.vendor.url),
      element('contact', {}, { name: 'name', attrs: { part: 'full' }, text: options.vendor.name }),
    ),
    element(
      'provider',
      {},
      { name: 'name', attrs: { part: 'full' }, text: PROVIDER_NAME },
      textElement('service', service === '' ? null : service),
      textElement('url', options.providerUrl),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${renderXml(element('adf', {}, prospect))}\n`;
}
