import type Mail from 'nodemailer/lib/mailer';
import type { OutboxItem } from '../lead-types.ts';
import { leadToAdf } from './adf.ts';
import { type LeadDealer, vendorName } from './lead-dealer.ts';
import { describeVehicle, leadFacts } from './lead-facts.ts';
import { escapeXml } from './xml.ts';

const oneLine = (s: string, max: number) => s.replace(/\s+/g, ' ').trim().slice(0, max);

/** What a person reading the e-mail sees: label → value, in reading order. */
function summaryRows(item: OutboxItem): Array<[string, string]> {
  const { lead } = item;
  const facts = leadFacts(lead);
  const { customer: c, vehicle: v } = facts;
  const rows: Array<[string, string | null]> = [
    ['Enquiry', [lead.category, lead.subcategory].filter(Boolean).join(' – ')],
    ['Name', [c.first, c.last].filter(Boolean).join(' ') || null],
    ['Email', c.email],
    ['Phone', c.phone],
    ['Postcode', c.postcode],
    [v.interest === 'trade-in' ? 'Trade-in' : 'Car', describeVehicle(v)],
    ['VIN', v.vin],
    ['Rego', v.rego],
    ['Odometer (km)', v.odometerKm],
    [v.interest === 'trade-in' ? 'Offer' : 'Price', v.price],
    ['Car page', v.url],
    ['Message', c.message],
    ...facts.details,
    ['Form', lead.stage === 'partial' ? 'Not finished (partial lead)' : null],
    ['Lead id', lead.leadId],
    ['Received', lead.createdAt],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}

function summaryHtml(rows: Array<[string, string]>): string {
  const cells = rows.map(
    ([label, value]) => `<tr><th align="left" valign="top">${escapeXml(label)}</th><td>${escapeXml(value).replace(/\n/g, '<br>')}</td></tr>`,
  );
  return `<!doctype html><html><body><table cellpadding="4">${cells.join('')}</table></body></html>`;
}

/**
 * The lead e-mail: the ADF document as the plain-text body (what CRMs parse), with an HTML
 * alternative summarising the lead for a person reading it in a mail client.
 */
export function leadEmail(item: OutboxItem, dealer: LeadDealer, envelope: { from: string; to: string[] }): Mail.Options {
  const { lead } = item;
  const car = describeVehicle(leadFacts(lead).vehicle) ?? 'no car named';
  const subject = `${item.resend ? 'Lead (resent)' : 'Lead'}: ${oneLine(lead.category, 80)} – ${oneLine(car, 120)}`;
  return {
    from: envelope.from,
    to: envelope.to,
    subject,
    text: leadToAdf(lead, { vendor: { name: vendorName(dealer, lead), url: dealer.site_url }, resend: item.resend, providerUrl: dealer.site_url }),
    html: summaryHtml(summaryRows(item)),
    headers: { 'X-Forecourt-Lead-Id': oneLine(lead.leadId, 200) },
  };
}
