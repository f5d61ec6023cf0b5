import type Mail from 'nodemailer/lib/mailer';
import { formatAud } from '../../../lib/inventory/price-display.ts';
import type { OutboxItem } from '../lead-types.ts';
import { leadToAdf } from './adf.ts';
import { type LeadDealer, vendorOf } from './lead-dealer.ts';
import { type LeadFacts, leadFacts } from './lead-facts.ts';
import { describeVehicle } from './lead-vehicles.ts';
import { escapeXml } from './xml.ts';
import { OFFER_COPY } from '../../../lib/trade-in/offer-copy.ts';

/** Header text from shopper text: one line, no control or format characters (no CR/LF to add headers, no escapes, no bidi overrides). */
function headerText(text: string, max: number): string {
  const line = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** What a person reading the e-mail sees: label → value, in reading order (the same answers as the ADF). */
function summaryRows(item: OutboxItem, facts: LeadFacts): Array<[string, string]> {
  const { lead } = item;
  const { customer: c } = facts;
  const address = c.address === null ? null : [c.address.street, c.address.city, c.address.region, c.address.postcode].filter(Boolean).join(', ');
  const vehicleRows = facts.vehicles.flatMap((v): Array<[string, string | null]> => {
    const label = v.interest === 'trade-in' ? 'Trade-in' : v.interest === 'test-drive' ? 'Test drive' : 'Car';
    return [
      [label, describeVehicle(v)],
      [`${label} VIN`, v.vin],
      [`${label} transmission`, v.transmission],
      [`${label} odometer (km)`, v.odometerKm],
      [v.interest === 'trade-in' ? 'Offer' : `${label} price`, v.price === null ? null : formatAud(Number(v.price))],
      ...v.finance.map((f): [string, string] => [f.type === 'downpayment' ? 'Deposit' : 'Budget', formatAud(Number(f.value))]),
      [`${label} notes`, v.notes.join('\n') || null],
    ];
  });
  const rows: Array<[string, string | null]> = [
    ['Enquiry', facts.service],
    ['Name', [c.first, c.last].filter(Boolean).join(' ') || null],
    ['Email', c.email],
    ['Phone', c.phone],
    ['Address', address],
    ...vehicleRows,
    ['When', facts.timeframe?.description ?? null],
    ...facts.comments.map((a): [string, string] => [a.label, a.value]),
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

/** RFC 5322's longest line (998 octets) for a body sent as it is. */
const MAX_LINE_BYTES = 998;

/**
 * The ADF as the message's first part, exactly as written: 7bit or 8bit UTF-8 (no quoted-printable
 * a CRM reading the raw body would have to undo) when every line fits, else quoted-printable.
 */
function adfPart(adf: string): Mail.Options['text'] {
  const lines = adf.replace(/\r\n?/g, '\n').split('\n');
  if (lines.some((line) => Buffer.byteLength(line) > MAX_LINE_BYTES)) return adf;
  const encoding = /^[\x20-\x7e\t\n]*$/.test(adf) ? '7bit' : '8bit';
  const head = `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n`;
  // nodemailer writes a part given as `raw` as it is (its own text parts are never 8bit).
  const part: Mail.AttachmentLike & { raw: string } = { raw: head + lines.join('\r\n') };
  return part;
}

/**
 * The lead e-mail: the ADF document as the first, plain-text part (what CRMs parse), with an HTML
 * alternative summarising the same answers for a person reading it in a mail client. Every header
 * made from shopper text is one line without control characters; the shopper is the Reply-To.
 */
export function leadEmail(item: OutboxItem, dealer: LeadDealer, photos: readonly string[], envelope: { from: string; to: string[] }): Mail.Options {
  const { lead } = item;
  const facts = leadFacts(lead, { forms: dealer.forms, photos });
  const car = facts.vehicles.map(describeVehicle).find((d) => d !== null) ?? 'no car named';
  const tag = facts.offer?.accepted ? ` (${OFFER_COPY.acceptedTag.toLowerCase()})` : '';
  const subject = `${item.resend ? 'Lead (resent)' : 'Lead'}${tag}: ${headerText(lead.category, 80)} – ${headerText(car, 120)}`;
  const email = facts.customer.email;
  const name = headerText([facts.customer.first, facts.customer.last].filter(Boolean).join(' '), 100);
  const adf = leadToAdf(lead, facts, { vendor: vendorOf(dealer, lead), resend: item.resend, providerUrl: dealer.site_url });
  return {
    from: envelope.from,
    to: envelope.to,
    ...(email !== null && EMAIL.test(email) ? { replyTo: { name, address: email } } : {}),
    subject,
    text: adfPart(adf),
    html: summaryHtml(summaryRows(item, facts)),
    headers: { 'X-Forecourt-Lead-Id': headerText(lead.leadId, 200) },
  };
}
