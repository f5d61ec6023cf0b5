import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { alertRequests } from './testing/alert-requests.ts';
import { feedCar } from './testing/feed-car.ts';
import { testEngines } from '../store/testing/test-databases.ts';

const HARBOUR = 'harbour-mazda';
const PHONE = '0412555302';
const site = `http://${HARBOUR}.localhost:4321`;
const SEARCH = { name: 'Any Mazda', url_state: '?refinementList%5Bmake%5D%5B0%5D=Mazda', channel: 'email', consent: true };

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** The confirmation link in an e-mail as a mail client shows it (quoted-printable undone). */
function linkIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const found = /(http:\/\/\S+\/api\/alerts\/emails\/confirm\?token=[\w.-]+)/.exec(text);
  if (!found) throw new Error(`no confirmation link in:\n${text}`);
  return found[1]!.replace(site, '');
}

describe.each(testEngines())('confirming an e-mail address for alerts, on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'e-mail confirmation', () => {
    let server: TestServer;
    let now: Date;
    let dataDir: string;

    beforeEach(async () => {
      now = new Date('2026-11-23T23:00:00Z');
      received.splice(0);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-alert-email-'));
      server = testServer(
        { FORECOURT_DATA_DIR: dataDir, FORECOURT_ALERTS_SECRET: 'test-alerts-secret', SMTP_URL: `smtp://127.0.0.1:${port}` },
        { clock: () => now, location: await engine.fresh() },
      );
    });
    afterEach(async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    afterAll(() => engine.cleanup());

    const { cookieFor, call } = alertRequests(() => server, HARBOUR);

    it('takes e-mail alerts only once the address is confirmed by the link sent to it, used once', async () => {
      const cookie = await cookieFor(PHONE);
      // Before a link was asked for, the address takes no search.
      const refused = await call('POST', '/api/alerts/searches', { cookie, body: { ...SEARCH, email: 'Shopper@Example.com' } });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { fields: Record<string, string[]> }).fields['email']).toEqual([ALERT_COPY.emailNotConfirmed]);

      const asked = await call('POST', '/api/alerts/emails', { cookie, body: { email: 'Shopper@Example.com' } });
      expect(asked.status).toBe(202);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['shopper@example.com']);
      expect(received[0]!.raw).toContain('Harbour City Mazda: confirm your e-mail address for alerts');
      const link = linkIn(received[0]!.raw);

      // Opening the link (or a mail scanner fetching it) asks first and confirms nothing.
      const page = await call('GET', link);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<button type="submit">${ALERT_COPY.confirmButton}</button>`);
      expect(await (await call('GET', '/api/alerts/emails', { cookie })).json()).toMatchObject({ emails: [], address: { confirmed: false } });

      // A forged link, or one for another shopper's account, changes nothing.
      expect((await call('POST', link.replace(/token=.{8}/, 'token=AAAAAAAA'), { accept: 'text/html' })).status).toBe(403);

      const done = await call('POST', link, { accept: 'text/html' });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain(ALERT_COPY.confirmed('shopper@example.com'));
      // Single use: the same link again is refused.
      expect((await call('POST', link, { accept: 'text/html' })).status).toBe(403);

      const saved = await call('POST', '/api/alerts/searches', { cookie, body: { ...SEARCH, email: 'shopper@example.com' } });
      expect(saved.status).toBe(201);
      expect(((await saved.json()) as { search: { channel: string; email: string } }).search).toMatchObject({ channel: 'email', email: 'shopper@example.com' });
      expect(await (await call('GET', '/api/alerts/emails', { cookie })).json()).toEqual({
        emails: ['shopper@example.com'],
        address: { email: 'shopper@example.com', confirmed: true },
      });
      // Confirmed for this shopper only: another account must confirm it for itself.
      const other = await cookieFor('0412555303');
      expect((await call('POST', '/api/alerts/searches', { cookie: other, body: { ...SEARCH, email: 'shopper@example.com' } })).status).toBe(422);
      // Asking again for a confirmed address sends nothing.
      expect(await (await call('POST', '/api/alerts/emails', { cookie, body: { email: 'shopper@example.com' } })).json()).toMatchObject({ confirmed: true });
      expect(received).toHaveLength(1);
    });

    it('keeps a search saved to the address whose link was just sent, sending nothing by e-mail until the link is opened; a new address needs its own link', async () => {
      const cookie = await cookieFor(PHONE);
      expect(await (await call('GET', '/api/alerts/emails', { cookie })).json()).toEqual({ emails: [], address: null });
      expect((await call('POST', '/api/alerts/emails', { cookie, body: { email: 'first@example.com' } })).status).toBe(202);
      expect(await (await call('GET', '/api/alerts/emails', { cookie })).json()).toEqual({
        emails: [],
        address: { email: 'first@example.com', confirmed: false },
      });
      // The address waiting for its link takes the search; another unconfirmed one does not.
      expect((await call('POST', '/api/alerts/searches', { cookie, body: { ...SEARCH, email: 'someone@example.com' } })).status).toBe(422);
      const saved = await call('POST', '/api/alerts/searches', { cookie, body: { ...SEARCH, email: 'First@example.com' } });
      expect(saved.status).toBe(201);
      const { search } = (await saved.json()) as { search: { id: string } };

      const change = (id: number) => [{ id: String(id), before: null, after: feedCar(id, { model: 'CX-5', price: 29990 }) }];
      const mailsTo = (to: string) => received.filter((m) => m.to.includes(to) && m.raw.includes('List-Unsubscribe:'));
      expect(await server.features.alerts.matchChanges(HARBOUR, change(21))).toMatchObject({ queued: 0 });

      expect((await call('POST', linkIn(received[0]!.raw), { accept: 'text/html' })).status).toBe(200);
      expect(await (await call('GET', '/api/alerts/emails', { cookie })).json()).toMatchObject({ address: { email: 'first@example.com', confirmed: true } });
      expect(await server.features.alerts.matchChanges(HARBOUR, change(22))).toMatchObject({ queued: 1 });
      await vi.waitFor(() => expect(mailsTo('first@example.com')).toHaveLength(1));
      expect(mailsTo('first@example.com')[0]!.raw).toContain('car-22');

      // A new address takes the e-mail searches with it; they wait for its link.
      expect((await call('POST', '/api/alerts/emails', { cookie, body: { email: 'second@example.com' } })).status).toBe(202);
      const listed = (await (await call('GET', '/api/alerts/searches', { cookie })).json()) as { searches: { email: string }[] };
      expect(listed.searches.map((s) => s.email)).toEqual(['second@example.com']);
      expect(await server.features.alerts.matchChanges(HARBOUR, change(23))).toMatchObject({ queued: 0 });

      // Switching the search to SMS (an SMS goes at once), and back to e-mail only to a taken address.
      const toSms = await call('POST', `/api/alerts/searches/${search.id}`, { cookie, body: { channel: 'sms' } });
      expect(((await toSms.json()) as { search: unknown }).search).toMatchObject({ channel: 'sms', email: null });
      const elsewhere = await call('POST', `/api/alerts/searches/${search.id}`, { cookie, body: { channel: 'email', email: 'third@example.com' } });
      expect(((await elsewhere.json()) as { fields: Record<string, string[]> }).fields['email']).toEqual([ALERT_COPY.emailNotConfirmed]);
      const back = await call('POST', `/api/alerts/searches/${search.id}`, { cookie, body: { channel: 'email', email: 'first@example.com' } });
      expect(((await back.json()) as { search: unknown }).search).toMatchObject({ channel: 'email', email: 'first@example.com' });
    });

    it('refuses a link after its day, and limits the links sent to one address and for one account', async () => {
      const cookie = await cookieFor(PHONE);
      expect((await call('POST', '/api/alerts/emails', { cookie, body: { email: 'late@example.com' } })).status).toBe(202);
      const link = linkIn(received[0]!.raw);
      now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
      expect((await call('POST', link)).status).toBe(403);
      expect(await (await call('GET', '/api/alerts/emails', { cookie })).json()).toMatchObject({ emails: [] });

      // Three links an hour to one address, whoever asks (from any network address).
      for (const [i, phone] of ['0412555304', '0412555305', '0412555306'].entries())
        expect(
          (await call('POST', '/api/alerts/emails', { cookie: await cookieFor(phone), body: { email: 'target@example.com' }, ip: `10.0.0.${i}` })).status,
        ).toBe(202);
      const tooMany = await call('POST', '/api/alerts/emails', {
        cookie: await cookieFor('0412555307'),
        body: { email: 'target@example.com' },
        ip: '10.0.0.9',
      });
      expect(tooMany.status).toBe(429);
      expect(await tooMany.json()).toMatchObject({ error: 'too_many_confirmations' });
      // Five an hour for one account, whatever the addresses (the expired link was sent a day ago).
      for (let i = 0; i < 5; i++)
        expect((await call('POST', '/api/alerts/emails', { cookie, body: { email: `a${i}@example.com` }, ip: `10.1.0.${i}` })).status).toBe(202);
      expect((await call('POST', '/api/alerts/emails', { cookie, body: { email: 'a9@example.com' }, ip: '10.1.0.9' })).status).toBe(429);
      expect(received).toHaveLength(1 + 3 + 5);
      // A malformed address is a field error.
      const bad = await call('POST', '/api/alerts/emails', { cookie, body: { email: 'not an address' }, ip: '10.2.0.1' });
      expect(bad.status).toBe(422);
      expect(Object.keys(((await bad.json()) as { fields: Record<string, string[]> }).fields)).toEqual(['email']);
    });
  });
});
