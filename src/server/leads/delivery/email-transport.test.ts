import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTransport } from './email-transport.ts';
import { dealerLookup } from './lead-dealer.ts';
import { mboxMailer, smtpMailer } from './mailers.ts';
import { FIELD } from '../../../lib/leads/form-fields.ts';
import { claimed, sampleDealer, scratchLeadStore, storeFormLead, type FormEntry } from '../fixtures/form-leads.ts';
import type { OutboxItem } from '../lead-types.ts';
import { adfDtdErrors } from './test-support/adf-dtd.ts';
import { leaves, readMime } from './test-support/read-mime.ts';
import { find, readXml } from './test-support/read-xml.ts';

type Received = { from: string; to: string[]; user: string | undefined; raw: string };

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'crm' && auth.password === 'p@ss') callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => received.splice(0));

const forward = (to: string[], from?: string) => ({ forward: { email: { to, ...(from ? { from } : {}) } } });

let scratch: ReturnType<typeof scratchLeadStore>;
beforeAll(() => {
  scratch = scratchLeadStore();
});
afterAll(() => scratch.remove());

/** A lead sent through `entry` as its island sends it, stored, and its e-mail outbox row as the forwarder claims it. */
async function itemFor(entry: FormEntry, o: { values?: Record<string, string>; over?: Partial<Pick<OutboxItem, 'resend' | 'attempt'>> } = {}) {
  const lead = await storeFormLead(scratch.store, entry, o.values ? { values: o.values } : {});
  return { ...(await claimed(scratch.store, lead, 'email')), ...o.over };
}

function transport(leads: unknown, url = `smtp://crm:p%40ss@127.0.0.1:${port}`) {
  return emailTransport({
    mailer: smtpMailer(url),
    dealerFor: dealerLookup([sampleDealer('harbour-mazda', { leads }).delivery]),
    defaultFrom: 'leads@forecourt.localhost',
  });
}

describe('the ADF e-mail transport over SMTP', () => {
  it('sends the ADF document as the first, plain-text part, 7bit or 8bit as written, to every CRM address', async () => {
    const item = await itemFor('test-drive', { values: { [FIELD.message]: 'Can I come Saturday? Ça va ☺' } });
    const result = await transport(forward(['crm@harbour.example', 'sales@harbour.example'], 'web@harbour.example')).deliver(item);
    expect(result).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail).toMatchObject({ from: 'web@harbour.example', to: ['crm@harbour.example', 'sales@harbour.example'], user: 'crm' });
    const message = readMime(mail.raw);
    expect(message.headers['subject']).toBe('Lead: Test Drive – 2022 Mazda CX-5 Touring (stock HM1234)');
    expect(message.headers['x-forecourt-lead-id']).toBe(item.lead.leadId);
    expect(message.headers['reply-to']).toBe('Sam Shopper <sam@example.com>');
    expect(message.headers['content-type']).toMatch(/^multipart\/alternative/);
    const [text, html] = leaves(message);
    expect(text!.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    expect(text!.headers['content-transfer-encoding']).toBe('8bit');
    expect(adfDtdErrors(text!.body)).toBe('');
    const { root } = readXml(text!.body);
    const prospect = find(root, 'prospect')[0]!;
    expect(prospect.attrs).toEqual({ status: 'new' });
    expect(find(prospect, 'vehicle')[0]!.attrs).toEqual({ interest: 'test-drive', status: 'used' });
    expect(find(prospect, 'customer', 'comments')[0]!.text).toContain('Message: Can I come Saturday? Ça va ☺');
    expect(find(prospect, 'vendor', 'vendorname')[0]!.text).toBe('Harbour City Mazda');
    expect(find(prospect, 'provider', 'url')[0]!.text).toBe('http://harbour-mazda.localhost:4321');
    expect(html!.headers['content-type']).toMatch(/^text\/html/);
    expect(html!.body).toContain('<th align="left" valign="top">Test drive</th><td>2022 Mazda CX-5 Touring (stock HM1234)</td>');
    expect(html!.body).toContain('<td>Can I come Saturday? Ça va ☺</td>');
    expect(html!.body).toContain('<td>Test drive booked for 2026-12-05 10:00 (dealer&apos;s local time)</td>');
    expect(html!.body).toContain('<th align="left" valign="top">Test drive price</th><td>$34,990</td>');
  });

  it('keeps a message longer than a mail line whole, quoted-printable, and cuts nothing', async () => {
    const long = `${'Please call me back about this car. '.repeat(120)}The end.`;
    const item = await itemFor('contact', { values: { [FIELD.message]: long } });
    expect(await transport(forward(['crm@harbour.example'])).deliver(item)).toEqual({ ok: true });
    const [text, html] = leaves(readMime(received[0]!.raw));
    expect(text!.headers['content-transfer-encoding']).toBe('quoted-printable');
    expect(adfDtdErrors(text!.body)).toBe('');
    expect(find(readXml(text!.body).root, 'prospect', 'customer', 'comments')[0]!.text).toContain(`Message: ${long}`);
    expect(html!.body).toContain(long);
  });

  it('marks a resend in the ADF and the subject, and uses the default sender', async () => {
    expect(await transport(forward(['crm@harbour.example'])).deliver(await itemFor('quick-enquiry', { over: { resend: true, attempt: 3 } }))).toEqual({
      ok: true,
    });
    const message = readMime(received[0]!.raw);
    expect(received[0]!.from).toBe('leads@forecourt.localhost');
    expect(message.headers['subject']).toBe('Lead (resent): Vehicle Enquiry – 2022 Mazda CX-5 Touring (stock HM1234)');
    expect(find(readXml(leaves(message)[0]!.body).root, 'prospect')[0]!.attrs).toEqual({ status: 'resend' });
  });

  it('carries hostile shopper text escaped in the ADF and the summary, and never as extra headers or terminal escapes', async () => {
    const evil = 'x</comments><vendor>&\r\nBcc: victim@example.com\r\n<script>alert(1)</script>\u001b[2J\u202e';
    const item = await itemFor('service-booking', {
      values: {
        [FIELD.vehicleMake]: 'Mazda\r\nBcc: victim@example.com\u001b]8;;http://evil/\u0007',
        [FIELD.comments]: evil,
        [FIELD.name]: 'Eve\u001b[31m Evil\r\nBcc: x@y.z',
      },
    });
    expect(await transport(forward(['crm@harbour.example'])).deliver(item)).toEqual({ ok: true });
    const mail = received[0]!;
    expect(mail.to).toEqual(['crm@harbour.example']);
    expect(mail.raw).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    const message = readMime(mail.raw);
    expect(message.headers['bcc']).toBeUndefined();
    expect(message.headers['subject']).toBe('Lead: Service Booking – 2019 Mazda Bcc: victim@example.com]8;;http://evil/ CX-3');
    expect(message.headers['reply-to']).toBe('"Eve[31m Evil Bcc: x@y.z" <sam@example.com>');
    const [text, html] = leaves(message);
    expect(adfDtdErrors(text!.body)).toBe('');
    const prospect = find(readXml(text!.body).root, 'prospect')[0]!;
    expect(find(prospect, 'vendor')).toHaveLength(1);
    expect(find(prospect, 'customer', 'comments')[0]!.text).toContain(
      'Comments: x</comments><vendor>&\nBcc: victim@example.com\n<script>alert(1)</script>[2J\u202e',
    );
    expect(html!.body).not.toContain('<script>');
    expect(html!.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('reports a refused CRM address as permanent and a refused login as worth retrying', async () => {
    const refused = await transport(forward(['nobody@harbour.example'])).deliver(await itemFor('contact'));
    expect(refused).toMatchObject({ ok: false, permanent: true });
    const badLogin = await transport(forward(['crm@harbour.example']), `smtp://crm:wrong@127.0.0.1:${port}`).deliver(await itemFor('contact'));
    expect(badLogin).toMatchObject({ ok: false, permanent: false });
    expect(JSON.stringify(badLogin)).not.toContain('wrong');
    expect(received).toHaveLength(0);
  });

  it('retries when no SMTP server answers', async () => {
    const down = await transport(forward(['crm@harbour.example']), 'smtp://127.0.0.1:1').deliver(await itemFor('contact'));
    expect(down).toMatchObject({ ok: false, permanent: false, error: expect.stringContaining('SMTP 127.0.0.1:1') });
  });

  it('refuses, permanently, a lead whose dealer no longer forwards by e-mail', async () => {
    expect(await transport({}).deliver(await itemFor('contact'))).toMatchObject({ ok: false, permanent: true });
    const item = await itemFor('contact');
    const gone = { ...item, lead: { ...item.lead, dealershipSlug: 'gone' } };
    expect(await transport(forward(['crm@harbour.example'])).deliver(gone)).toMatchObject({ ok: false, permanent: true });
  });
});

describe('the offline mail log', () => {
  it('appends each message, as SMTP would carry it, to an mbox file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-mail-'));
    try {
      const file = path.join(dir, 'leads', 'lead-mail.mbox');
      const mailer = mboxMailer(file);
      const offline = emailTransport({
        mailer,
        dealerFor: dealerLookup([sampleDealer('harbour-mazda', { leads: forward(['crm@harbour.example']) }).delivery]),
        defaultFrom: 'leads@forecourt.localhost',
      });
      const fromLines = await itemFor('contact', { values: { [FIELD.message]: 'From here on\nFrom the start' }, over: { resend: true } });
      const results = await Promise.all([offline.deliver(await itemFor('contact')), offline.deliver(fromLines)]);
      expect(results).toEqual([{ ok: true }, { ok: true }]);
      const messages = readFileSync(file, 'utf8')
        .split(/^From forecourt .*\n/m)
        .slice(1);
      expect(messages).toHaveLength(2);
      const bodies = messages.map((m) => leaves(readMime(m.replace(/^>(>*From )/gm, '$1').trimEnd()))[0]!.body);
      for (const body of bodies) expect(adfDtdErrors(body)).toBe('');
      const adfs = bodies.map((body) => readXml(body).root);
      expect(adfs.map((adf) => find(adf, 'prospect')[0]!.attrs['status'])).toEqual(['new', 'resend']);
      expect(find(adfs[1]!, 'prospect', 'customer', 'comments')[0]!.text).toContain('From here on\nFrom the start');
      expect(mailer.description).toBe(`mail log ${file}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
