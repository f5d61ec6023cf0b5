import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangedCar } from '../../lib/alerts/alert-matches.ts';
import { embeddedSms } from '../accounts/sms/embedded-sms.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { alertRequests } from './testing/alert-requests.ts';
import { feedCar as car } from './testing/feed-car.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const HARBOUR = 'harbour-mazda';
const PHONE = '0412555301';
const SECRET = 'test-alerts-secret';
const site = `http://${HARBOUR}.localhost:4321`;
const MAZDA_UNDER_30K = '?refinementList%5Bmake%5D%5B0%5D=Mazda&range%5Bprice%5D=%3A30000';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('shopper alerts on the server', () => {
  let server: TestServer;
  let now: Date;
  let dataDir: string;

  beforeEach(() => {
    // 10:00 in Sydney: outside the default quiet hours.
    now = new Date('2026-11-23T23:00:00Z');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-alerts-'));
    dirs.push(dataDir);
    server = testServer({ FORECOURT_DATA_DIR: dataDir, FORECOURT_ALERTS_SECRET: SECRET }, { clock: () => now });
  });
  afterEach(() => server.close());

  const { cookieFor, call } = alertRequests(() => server, HARBOUR);
  const sms = async () => (await embeddedSms(server.context.store.database()).list(50)).filter((m) => m.phone === PHONE);
  const save = async (cookie: string, body: Record<string, unknown>) => call('POST', '/api/alerts/searches', { cookie, body });

  it('refuses a malformed saved search with field errors, and a signed-out one with 401', async () => {
    const cookie = await cookieFor(PHONE);
    const bad = await save(cookie, { name: ' ', url_state: 'make=Mazda #x', channel: 'fax', consent: false });
    expect(bad.status).toBe(422);
    const { fields } = (await bad.json()) as { fields: Record<string, string[]> };
    expect(Object.keys(fields).sort()).toEqual(['channel', 'consent', 'name', 'url_state']);
    const noEmail = await save(cookie, { name: 'Mazdas', url_state: MAZDA_UNDER_30K, channel: 'email', consent: true });
    expect(((await noEmail.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty('email');
    expect((await call('POST', '/api/alerts/searches', { body: { name: 'x', url_state: '', channel: 'sms', consent: true } })).status).toBe(401);
    expect((await call('GET', '/api/alerts/searches', { cookie })).status).toBe(200);
    expect(((await (await call('GET', '/api/alerts/searches', { cookie })).json()) as { searches: unknown[] }).searches).toEqual([]);
  });

  it('texts one message with the new car and the watched car’s lower price; the unsubscribe link stops the next', async () => {
    const cookie = await cookieFor(PHONE);
    const saved = await save(cookie, { name: 'Mazda under $30,000', url_state: MAZDA_UNDER_30K, channel: 'sms', consent: true });
    expect(saved.status).toBe(201);
    await server.features.accounts.watchlist().save(HARBOUR, PHONE, '7');

    const watchedBefore = car(7, { make: 'Toyota', model: 'Corolla', price: 27990 });
    const change: ChangedCar[] = [
      { id: '11', before: null, after: car(11, { model: 'CX-5', year: 2024, price: 29990 }) },
      { id: '12', before: null, after: car(12, { model: 'CX-9', price: 45990 }) },
      { id: '13', before: null, after: car(13, { make: 'Toyota', model: 'HiLux', price: 25990 }) },
      { id: '7', before: watchedBefore, after: car(7, { make: 'Toyota', model: 'Corolla', price: 25990 }) },
    ];
    expect(await server.features.alerts.matchChanges(HARBOUR, change)).toMatchObject({ queued: 1, capped: 0 });
    // Queuing wakes the sender: the message is handed to the provider at once.
    await vi.waitFor(async () => expect(await sms()).toHaveLength(1));
    const [message, ...more] = await sms();
    expect(more).toEqual([]);
    expect(message!.text).toContain('Harbour City Mazda');
    expect(message!.text).toContain(`${site}/cars/car-11/`);
    expect(message!.text).toContain(`${site}/cars/car-7/`);
    expect(message!.text).toContain('$27,990 to $25,990');
    expect(message!.text).not.toContain('car-12');
    expect(message!.text).not.toContain('car-13');

    // The same change again (a rebuild) tells nothing twice.
    expect(await server.features.alerts.matchChanges(HARBOUR, change)).toMatchObject({ queued: 0, duplicate: 1 });

    const link = /(http:\S+\/api\/alerts\/unsubscribe\?token=\S+)/.exec(message!.text)![1]!;
    const route = link.replace(site, '');
    // Forged and expired tokens are refused and change nothing.
    const forged = route.replace(/token=.{6}/, 'token=AAAAAA');
    expect((await call('POST', forged)).status).toBe(403);
    const expired = unsubscribeToken(SECRET, { dealer: HARBOUR, phone: PHONE }, now.getTime() - 1);
    expect((await call('POST', `/api/alerts/unsubscribe?token=${expired}`)).status).toBe(403);
    const otherSite = unsubscribeToken(SECRET, { dealer: 'westside-used-cars', phone: PHONE }, now.getTime() + 60_000);
    expect((await call('POST', `/api/alerts/unsubscribe?token=${otherSite}`)).status).toBe(403);
    expect(await server.features.alerts.searches().live(HARBOUR)).toHaveLength(1);

    // The link's page asks first (a link checker changes nothing); its button stops the alerts.
    const page = await call('GET', route);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Stop alerts</button>');
    expect(await server.features.alerts.searches().live(HARBOUR)).toHaveLength(1);
    const done = await call('POST', route, { accept: 'text/html' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('will send you no more alerts');

    const next: ChangedCar[] = [
      { id: '14', before: null, after: car(14, { model: 'MX-5', price: 28990 }) },
      { id: '7', before: car(7, { make: 'Toyota', model: 'Corolla', price: 25990 }), after: car(7, { make: 'Toyota', model: 'Corolla', price: 23990 }) },
    ];
    expect(await server.features.alerts.matchChanges(HARBOUR, next)).toMatchObject({ queued: 0 });
    await server.features.alerts.sender().sendDue();
    expect(await sms()).toHaveLength(1);
  });

  it('refuses e-mail alerts over HTTP until addresses are confirmed by a link; its e-mails carry plain and HTML parts and a one-click List-Unsubscribe', async () => {
    const cookie = await cookieFor(PHONE);
    const asked = { name: 'Any Mazda', url_state: '?refinementList%5Bmake%5D%5B0%5D=Mazda', channel: 'email', email: 'shopper@example.com', consent: true };
    const refused = await save(cookie, asked);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain(ALERT_COPY.emailNotConfirmed);
    // The message an e-mail search is sent once its address is confirmed (by the store's link, as the link's page does).
    const who = { dealer: HARBOUR, phone: PHONE, email: asked.email };
    const link = await server.features.alerts.emails().issue(who);
    expect(link.ok && (await server.features.alerts.emails().confirm(link.linkId, who))).toBe('confirmed');
    const saved = await server.features.alerts.saveSearch(HARBOUR, PHONE, {
      name: asked.name,
      urlState: asked.url_state,
      channel: 'email',
      email: asked.email,
    });
    expect(saved.ok).toBe(true);
    await server.features.alerts.matchChanges(HARBOUR, [{ id: '21', before: null, after: car(21, { model: 'CX-30', price: 33990 }) }]);
    const mbox = path.join(dataDir, 'lead-mail.mbox');
    await vi.waitFor(() => expect(fs.existsSync(mbox) && fs.readFileSync(mbox, 'utf8')).toContain('List-Unsubscribe-Post'));
    const mail = fs.readFileSync(path.join(dataDir, 'lead-mail.mbox'), 'utf8');
    expect(mail).toContain('To: shopper@example.com');
    expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/harbour-mazda\.localhost:4321\/api\/alerts\/unsubscribe\?token=[^>]+>/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Harbour City Mazda');
  });

  it('tells of several new cars for one search as their number and a link to the search’s listing, once', async () => {
    const cookie = await cookieFor(PHONE);
    await save(cookie, { name: 'Mazda under $30,000', url_state: MAZDA_UNDER_30K, channel: 'sms', consent: true });
    const change: ChangedCar[] = [41, 42, 43].map((id) => ({ id: String(id), before: null, after: car(id, { model: 'CX-3', price: 24990 + id }) }));
    expect(await server.features.alerts.matchChanges(HARBOUR, change)).toMatchObject({ queued: 1, matches: 3 });
    await vi.waitFor(async () => expect(await sms()).toHaveLength(1));
    const [message] = await sms();
    expect(message!.text).toContain(`3 new cars for "Mazda under $30,000" ${site}/search/${MAZDA_UNDER_30K}`);
    expect(message!.text).not.toContain('/cars/car-4');
    expect(await server.features.alerts.matchChanges(HARBOUR, change)).toMatchObject({ queued: 0, duplicate: 1 });
  });

  it('holds an SMS matched overnight until the quiet hours end in the dealer’s time zone', async () => {
    now = new Date('2026-11-23T12:30:00Z'); // 23:30 in Sydney (AEDT)
    const cookie = await cookieFor(PHONE);
    await save(cookie, { name: 'Mazda under $30,000', url_state: MAZDA_UNDER_30K, channel: 'sms', consent: true });
    expect(await server.features.alerts.matchChanges(HARBOUR, [{ id: '31', before: null, after: car(31, { price: 19990 }) }])).toMatchObject({ queued: 1 });
    expect((await server.features.alerts.sender().sendDue()).sent).toBe(0);
    expect(await sms()).toEqual([]);
    now = new Date('2026-11-23T21:00:00Z'); // 08:00 in Sydney
    expect((await server.features.alerts.sender().sendDue()).sent).toBe(1);
    expect(await sms()).toHaveLength(1);
  });

  it('is off where the dealer has no shopper alerts: no saved searches, nothing matched', async () => {
    const westside = `forecourt_session=${await server.features.accounts.sessions().create('westside-used-cars', PHONE)}`;
    const answer = await server.app.fetch(new Request('http://westside-used-cars.localhost:4321/api/alerts/searches', { headers: { cookie: westside } }), {
      dealerSlug: 'westside-used-cars',
      clientIp: '127.0.0.9',
    });
    expect(answer.status).toBe(404);
    expect(await server.features.alerts.matchChanges('westside-used-cars', [{ id: '1', before: null, after: car(1, {}) }])).toMatchObject({ queued: 0 });
  });
});
