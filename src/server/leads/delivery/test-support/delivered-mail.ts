import { leaves, readMime } from './read-mime.ts';
import { type XmlNode, readXml } from './read-xml.ts';

/** One lead e-mail as the CRM receives it: its headers, the ADF part (first) and the HTML summary. */
export type LeadMail = { headers: Record<string, string>; adf: string; html: string; prospect: XmlNode };

/** Every message in an mbox file (as `mboxMailer` appends them), keyed by its X-Forecourt-Lead-Id. */
export function mboxLeadMails(mbox: string): Map<string, LeadMail[]> {
  const mails = new Map<string, LeadMail[]>();
  for (const raw of mbox.split(/^From forecourt .*\n/m).slice(1)) {
    const message = readMime(raw.replace(/^>(>*From )/gm, '$1').trimEnd());
    const [text, html] = leaves(message);
    const adf = text?.body ?? '';
    const prospect = readXml(adf).root.children.find((c) => c.name === 'prospect')!;
    const mail = { headers: message.headers, adf, html: html?.body ?? '', prospect };
    const id = message.headers['x-forecourt-lead-id'] ?? '';
    mails.set(id, [...(mails.get(id) ?? []), mail]);
  }
  return mails;
}

/** All the text of an XML element and its children, one element a line. */
function allText(node: XmlNode): string {
  return [node.text, ...node.children.map(allText)].join('\n');
}

const htmlText = (html: string) =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The ways an answer may be written: as typed, a number with thousands separators, a date-time
 * with a space, a name split at its last space into first and last (ADF's <name part>).
 */
function forms(value: string | number): string[] {
  if (typeof value === 'number') return [String(value), value.toLocaleString('en-AU')];
  const amount = /^\d+$/.test(value) ? [Number(value).toLocaleString('en-AU')] : [];
  return [value, value.replace('T', ' '), value.replace(/ (?=\S+$)/, '\n'), ...amount];
}

/**
 * The answers (field → value the shopper gave; booleans skipped, `shown` maps a value to the text
 * the form showed for it, e.g. a location id to its name) that `text` does not carry.
 */
export function missingAnswers(answers: Record<string, unknown>, text: string, shown: (name: string, value: string) => string = (_, v) => v): string[] {
  const missing: string[] = [];
  for (const [name, value] of Object.entries(answers)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (value === '') continue;
    const looked = typeof value === 'string' ? [...forms(value), shown(name, value)] : forms(value);
    if (!looked.some((v) => text.includes(v))) missing.push(`${name}: ${value}`);
  }
  return missing;
}

/** The answers a lead e-mail does not carry, in its ADF and in its HTML summary (both should be empty). */
export function missingFromMail(mail: LeadMail, answers: Record<string, unknown>, shown?: (name: string, value: string) => string) {
  return { adf: missingAnswers(answers, allText(mail.prospect), shown), html: missingAnswers(answers, htmlText(mail.html), shown) };
}
