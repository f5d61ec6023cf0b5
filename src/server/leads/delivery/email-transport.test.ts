import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTransport } from './email-transport.ts';
import { dealerLookup } from './lead-dealer.ts';
import { mboxMailer, smtpMailer } from './mailers.ts';
import { sampleDealer, sampleItem, sampleLead } from './test-support/lead-fixture.ts';
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

function transport(leads: unknown, url = `smtp://crm:p%40ss@127.0.0.1:${port}`) {
  return emailTransport({ mailer: smtpMailer(url), dealerFor: dealerLookup([sampleDealer(leads)]), defaultFrom: 'leads@forecourt.localhost' });
}

describe('the ADF e-mail transport over SMTP', () => {
  it('sends the ADF document as the plain-text body to every CRM address, logged in with SMTP_URL', async () => {
    const result = await transport(forward(['crm@harbour.example', 'sales@harbour.example'], 'web@harbour.example')).deliver(sampleItem('email'));
    expect(result).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail).toMatchObject({ from: 'web@harbour.example', to: ['crm@harbour.example', 'sales@harbour.example'], user: 'crm' });
    const message = readMime(mail.raw);
    expect(message.headers['subject']).toBe('Lead: Test Drive – 2022 Mazda CX-5 (stock HM1234)');
    expect(message.headers['x-forecourt-lead-id']).toBe('lead-0001');
    expect(message.headers['content-type']).toMatch(/^multipart\/alternative/);
    const [text, html] = leaves(message);
    expect(text!.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    const { root } = readXml(text!.body);
    const prospect = find(root, 'prospect')[0]!;
    expect(prospect.attrs).toEqual({ status: 'new' });
    expect(find(prospect, 'vehicle')[0]!.attrs).toEqual({ interest: 'test-drive', status: 'used' });
    expect(find(prospect, 'vendor', 'vendorname')[0]!.text).toBe('Harbour City Mazda Rozelle');
    expect(find(prospect, 'provider', 'url')[0]!.text).toBe('https://harbour.example');
    expect(html!.headers['content-type']).toMatch(/^text\/html/);
    expect(html!.body).toContain('<th align="left" valign="top">Car</th><td>2022 Mazda CX-5 (stock HM1234)</td>');
    expect(html!.body).toContain('<td>Can I come Saturday?</td>');
  });

  it('marks a resend in the ADF and the subject, and uses the default sender', async () => {
    expect(await transport(forward(['crm@harbour.example'])).deliver(sampleItem('email', { resend: true, attempt: 3 }))).toEqual({ ok: true });
    const message = readMime(received[0]!.raw);
    expect(received[0]!.from).toBe('leads@forecourt.localhost');
    expect(message.headers['subject']).toBe('Lead (resent): Test Drive – 2022 Mazda CX-5 (stock HM1234)');
    expect(find(readXml(leaves(message)[0]!.body).root, 'prospect')[0]!.attrs).toEqual({ status: 'resend' });
  });

  it('carries hostile shopper text escaped in the ADF and the summary, and never as extra headers', async () => {
    const evil = 'x</comments><vendor>&\r\nBcc: victim@example.com\r\n<script>alert(1)</script>';
    const lead = sampleLead({ category: `Test Drive\r\nBcc: victim@example.com`, payload: { ...sampleLead().payload, message: evil, 'Vehicle Make': evil } });
    expect(await transport(forward(['crm@harbour.example'])).deliver(sampleItem('email', { lead }))).toEqual({ ok: true });
    const mail = received[0]!;
    expect(mail.to).toEqual(['crm@harbour.example']);
    const message = readMime(mail.raw);
    expect(message.headers['bcc']).toBeUndefined();
    expect(message.headers['subject']).toBe(
      'Lead: Test Drive Bcc: victim@example.com – 2022 x</comments><vendor>& Bcc: victim@example.com <script>alert(1)</script> CX-5 (stock HM1234)',
    );
    const [text, html] = leaves(message);
    const prospect = find(readXml(text!.body).root, 'prospect')[0]!;
    expect(find(prospect, 'vendor')).toHaveLength(1);
    expect(find(prospect, 'vehicle', 'make')[0]!.text).toBe(evil.replace(/\r\n/g, '\n'));
    expect(html!.body).not.toContain('<script>');
    expect(html!.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('reports a refused CRM address as permanent and a refused login as worth retrying', async () => {
    const refused = await transport(forward(['nobody@harbour.example'])).deliver(sampleItem('email'));
    expect(refused).toMatchObject({ ok: false, permanent: true });
    const badLogin = await transport(forward(['crm@harbour.example']), `smtp://crm:wrong@127.0.0.1:${port}`).deliver(sampleItem('email'));
    expect(badLogin).toMatchObject({ ok: false, permanent: false });
    expect(JSON.stringify(badLogin)).not.toContain('wrong');
    expect(received).toHaveLength(0);
  });

  it('retries when no SMTP server answers', async () => {
    const down = await transport(forward(['crm@harbour.example']), 'smtp://127.0.0.1:1').deliver(sampleItem('email'));
    expect(down).toMatchObject({ ok: false, permanent: false, error: expect.stringContaining('SMTP 127.0.0.1:1') });
  });

  it('refuses, permanently, a lead whose dealer no longer forwards by e-mail', async () => {
    expect(await transport({}).deliver(sampleItem('email'))).toMatchObject({ ok: false, permanent: true });
    const unknown = sampleItem('email', { lead: sampleLead({ dealershipSlug: 'gone' }) });
    expect(await transport(forward(['crm@harbour.example'])).deliver(unknown)).toMatchObject({ ok: false, permanent: true });
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
        dealerFor: dealerLookup([sampleDealer(forward(['crm@harbour.example']))]),
        defaultFrom: 'leads@forecourt.localhost',
      });
      const lead = sampleLead({ payload: { ...sampleLead().payload, message: 'From here on\nFrom the start' } });
      const results = await Promise.all([offline.deliver(sampleItem('email')), offline.deliver(sampleItem('email', { lead, resend: true }))]);
      expect(results).toEqual([{ ok: true }, { ok: true }]);
      const messages = readFileSync(file, 'utf8')
        .split(/^From forecourt .*\n/m)
        .slice(1);
      expect(messages).toHaveLength(2);
      const adfs = messages.map((m) => readXml(leaves(readMime(m.replace(/^>(>*From )/gm, '$1').trimEnd()))[0]!.body).root);
      expect(adfs.map((adf) => find(adf, 'prospect')[0]!.attrs['status'])).toEqual(['new', 'resend']);
      expect(find(adfs[1]!, 'prospect', 'customer', 'comments')[0]!.text).toContain('From here on\nFrom the start');
      expect(mailer.description).toBe(`mail log ${file}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
