import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { buildLeadSubmission } from '../../lib/leads/lead-submission.ts';
import { filledEnquiry, leadCar } from '../../lib/leads/testing/fixtures.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { createAccountService, type AccountService } from './account-service.ts';
import { embeddedSms } from './sms/embedded-sms.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const site = (slug: string) => `http://${slug}.localhost:4321`;

describe('phone sign-in and the server watchlist', () => {
  let server: TestServer;
  let accounts: AccountService;
  let now: number;

  beforeEach(() => {
    now = Date.now();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-accounts-'));
    dirs.push(dataDir);
    server = testServer(
      { FORECOURT_DATA_DIR: dataDir, FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000' },
      { features: (context) => ({ accounts: (accounts = createAccountService(context, () => new Date(now))) }) },
    );
  });
  afterEach(() => server.close());

  function call(slug: string, method: string, route: string, body?: unknown, cookie?: string) {
    const headers: Record<string, string> = { origin: site(slug) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers['cookie'] = cookie;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    return server.app.fetch(new Request(`${site(slug)}/api${route}`, init), { dealerSlug: slug, clientIp: '127.0.0.9' });
  }

  async function lastCode(): Promise<string> {
    const [message] = await embeddedSms(server.context.store.database()).list(1);
    const code = message?.text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error('no code was texted');
    return code;
  }

  async function signIn(slug: string, phone: string): Promise<string> {
    expect((await call(slug, 'POST', '/auth/code', { phone_number: phone })).status).toBe(202);
    const verified = await call(slug, 'POST', '/auth/verify', { phone_number: phone, code: await lastCode() });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^forecourt_session=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    return cookie.split(';')[0]!;
  }

  it('texts a code naming the dealer, and signs in with it', async () => {
    const sent = await call('harbour-mazda', 'POST', '/auth/code', { phone_number: '+61 412 345 678' });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ sent: true, phone_number: '0412345678' });
    const [message] = await embeddedSms(server.context.store.database()).list(1);
    expect(message).toMatchObject({ phone: '0412345678', dealer: 'harbour-mazda' });
    expect(message!.text).toMatch(/^\d{6} is your Harbour City Mazda sign-in code\. It expires in 5 minutes\.$/);

    const cookie = await signIn('harbour-mazda', '0499000111');
    expect(await (await call('harbour-mazda', 'GET', '/auth/session', undefined, cookie)).json()).toEqual({ phone_number: '0499000111' });
    expect(await (await call('harbour-mazda', 'GET', '/auth/session')).json()).toEqual({ phone_number: null });
  });

  it('marks the cookie Secure with the __Host- prefix over HTTPS', async () => {
    await call('harbour-mazda', 'POST', '/auth/code', { phone_number: '0412345678' });
    const request = new Request('https://harbour-mazda.example.com/api/auth/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://harbour-mazda.example.com' },
      body: JSON.stringify({ phone_number: '0412345678', code: await lastCode() }),
    });
    const response = await server.app.fetch(request, { dealerSlug: 'harbour-mazda', clientIp: '127.0.0.9' });
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-forecourt_session=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('answers bad requests with 4xx and field errors, and stores nothing', async () => {
    const bad = await call('harbour-mazda', 'POST', '/auth/code', { phone_number: '02 9550 1200' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty('phone_number');
    expect((await call('harbour-mazda', 'POST', '/auth/code', '{"phone_number":')).status).toBe(400);
    expect((await call('harbour-mazda', 'POST', '/auth/verify', { phone_number: '0412345678', code: '12ab' })).status).toBe(422);
    expect(await embeddedSms(server.context.store.database()).list()).toEqual([]);
    expect((await call('harbour-mazda', 'GET', '/auth/code')).status).toBe(405);
  });

  it('refuses wrong, replayed and guessed codes', async () => {
    await call('harbour-mazda', 'POST', '/auth/code', { phone_number: '0412345678' });
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await call('harbour-mazda', 'POST', '/auth/verify', { phone_number: '0412345678', code: wrong });
    expect(first.status).toBe(400);
    expect(first.headers.get('set-cookie')).toBeNull();
    for (let i = 0; i < 3; i++) await call('harbour-mazda', 'POST', '/auth/verify', { phone_number: '0412345678', code: wrong });
    expect((await call('harbour-mazda', 'POST', '/auth/verify', { phone_number: '0412345678', code: wrong })).status).toBe(429);
    expect((await call('harbour-mazda', 'POST', '/auth/verify', { phone_number: '0412345678', code })).status).toBe(429);
  });

  it('asks a number to wait 30 s between codes', async () => {
    await call('harbour-mazda', 'POST', '/auth/code', { phone_number: '0412345678' });
    const again = await call('harbour-mazda', 'POST', '/auth/code', { phone_number: '0412345678' });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(25);
  });

  it('has no sign-in on a dealer with authentication off', async () => {
    expect((await call('sunstate-motor-group', 'POST', '/auth/code', { phone_number: '0412345678' })).status).toBe(404);
    expect((await call('sunstate-motor-group', 'POST', '/watchlist/save-car', { phone_number: '0412345678', car_id: '1' })).status).toBe(404);
  });

  it('saves to and removes from the watchlist of the signed-in phone only', async () => {
    const body = { phone_number: '0412345678', car_id: 'car-1' };
    expect((await call('harbour-mazda', 'POST', '/watchlist/save-car', body)).status).toBe(401);
    const cookie = await signIn('harbour-mazda', '0412345678');
    const saved = await call('harbour-mazda', 'POST', '/watchlist/save-car', body, cookie);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true });
    expect((await call('harbour-mazda', 'POST', '/watchlist/save-car', { ...body, phone_number: '0499000111' }, cookie)).status).toBe(403);
    expect((await call('harbour-mazda', 'POST', '/watchlist/save-car', { ...body, car_id: '' }, cookie)).status).toBe(422);
    expect(await (await call('harbour-mazda', 'GET', '/watchlist', undefined, cookie)).json()).toEqual({ phone_number: '0412345678', car_ids: ['car-1'] });
    expect((await call('harbour-mazda', 'POST', '/watchlist/remove-car', body, cookie)).status).toBe(200);
    expect(await (await call('harbour-mazda', 'GET', '/watchlist', undefined, cookie)).json()).toEqual({ phone_number: '0412345678', car_ids: [] });
  });

  it('shows a watchlist saved on one device on another, and ends a session at sign-out', async () => {
    const phone = '0412345678';
    const first = await signIn('westside-used-cars', phone);
    await call('westside-used-cars', 'POST', '/watchlist/save-car', { phone_number: phone, car_id: 'car-7' }, first);
    now += 31_000;
    const second = await signIn('westside-used-cars', phone);
    expect(second).not.toBe(first);
    expect(await (await call('westside-used-cars', 'GET', '/watchlist', undefined, second)).json()).toEqual({ phone_number: phone, car_ids: ['car-7'] });

    const out = await call('westside-used-cars', 'POST', '/auth/sign-out', undefined, first);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await call('westside-used-cars', 'GET', '/watchlist', undefined, first)).status).toBe(401);
    expect((await call('westside-used-cars', 'POST', '/watchlist/remove-car', { phone_number: phone, car_id: 'car-7' }, first)).status).toBe(401);
    expect(await accounts.watchlist().list('westside-used-cars', phone)).toEqual(['car-7']);
  });

  function enquiry(slug: string, phone: string, about: 'contact' | 'car' = 'contact') {
    const forms = server.context.dealers.dealer(slug)!.forms;
    const page = { url: `${site(slug)}/contact/`, pageId: '/contact/', userAgent: 'test', attributes: { visited_pages: ['/'], linked_query_params: {} } };
    const context =
      about === 'car'
        ? { form: 'car_enquiry' as const, car: leadCar(), subcategory: null, source: 'car-enquiry', locationId: null }
        : { form: 'general_enquiry' as const, car: null, subcategory: null, source: 'contact', locationId: null };
    const values = filledEnquiry({ ...(about === 'car' ? {} : { [FIELD.category]: 'General Enquiry' }), [FIELD.phone]: phone });
    return buildLeadSubmission(context, values, forms, page, { isLastStep: true, leadId: null });
  }

  it("lists in the garage the signed-in shopper's enquiries, typed into the form or sent signed in, and no one else's", async () => {
    expect((await call('harbour-mazda', 'POST', '/leads', enquiry('harbour-mazda', '0412 345 678'))).status).toBe(201);
    expect((await call('harbour-mazda', 'POST', '/leads', enquiry('harbour-mazda', '0499 000 111'))).status).toBe(201);
    expect((await call('harbour-mazda', 'GET', '/account/enquiries')).status).toBe(401);
    const cookie = await signIn('harbour-mazda', '0412345678');
    expect((await call('harbour-mazda', 'POST', '/leads', enquiry('harbour-mazda', '0413 000 222'), cookie)).status).toBe(201);

    const { enquiries } = (await (await call('harbour-mazda', 'GET', '/account/enquiries', undefined, cookie)).json()) as {
      enquiries: { lead_id: string; category: string; car_title: string | null }[];
    };
    expect(enquiries).toHaveLength(2);
    expect(enquiries.every((e) => e.category === 'General Enquiry')).toBe(true);
    expect((await server.features.leads.store().getLead(enquiries[0]!.lead_id))?.phone).toBe('0413000222');
    // An enquiry about a car names the car by its title, not its id.
    expect((await call('harbour-mazda', 'POST', '/leads', enquiry('harbour-mazda', '0412 345 678', 'car'), cookie)).status).toBe(201);
    const [newest] = (
      (await (await call('harbour-mazda', 'GET', '/account/enquiries', undefined, cookie)).json()) as { enquiries: { car_title: string | null }[] }
    ).enquiries;
    expect(newest?.car_title).toBe(leadCar().title);
  });
});
