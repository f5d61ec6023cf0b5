import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { embeddedSms } from '../accounts/sms/embedded-sms.ts';
import { createApp } from '../app.ts';
import { testContext } from '../context/testing/test-context.ts';
import { harbourEnquiry } from '../leads/fixtures/harbour-enquiry.ts';
import { startLeadServer, stopLeadServer, type LeadServer } from '../leads/fixtures/lead-server-process.ts';
import { embeddedDatabaseFile, openDatabase } from '../store/open-database.ts';

/**
 * What an abuser sends, over real HTTP to the app as `npm start` serves it (site server, app and
 * embedded store in a process of their own): prototype keys, bad and unknown Hosts, `Origin: null`,
 * bursts on every write call. Each case sends from a loopback address of its own, so only the rate
 * cases meet the per-address limits (3 a minute on every limit here).
 */
const RATE = 3;
let server: LeadServer;
beforeAll(async () => {
  const rates = ['LEAD', 'SIGN_IN', 'TRADE_IN', 'WRITE'].map((name) => [`FORECOURT_${name}_RATE_PER_MINUTE`, String(RATE)]);
  server = await startLeadServer({ env: Object.fromEntries(rates) });
});
afterAll(() => stopLeadServer(server));

let nextAddress = 10;
const client = () => `127.0.1.${nextAddress++}`;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
type Send = { host?: string; method?: string; body?: unknown; headers?: Record<string, string>; from?: string };

/** One request to `site` (a dealer slug, or a Host as given when it holds no dot-free slug) from its own Origin. */
function send(site: string, route: string, o: Send = {}): Promise<Answer> {
  const host = o.host ?? `${site}.localhost:${server.port}`;
  const data = o.body === undefined ? null : Buffer.from(typeof o.body === 'string' ? o.body : JSON.stringify(o.body));
  const headers: Record<string, string> = {
    host,
    origin: `http://${host}`,
    ...(data ? { 'content-type': 'application/json', 'content-length': String(data.length) } : {}),
    ...o.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: o.method ?? (data ? 'POST' : 'GET'),
        path: route,
        headers,
        agent: false,
        localAddress: o.from ?? client(),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(data ?? undefined);
  });
}

const fieldsOf = (answer: Answer) => (JSON.parse(answer.body) as { fields?: Record<string, string[]> }).fields ?? {};

/** Signs `phone` in on westside-used-cars with the code the embedded SMS provider kept: the session cookie. */
async function signIn(phone: string): Promise<string> {
  expect((await send('westside-used-cars', '/api/auth/code', { body: { phone_number: phone } })).status).toBe(202);
  const database = openDatabase({ engine: 'sqlite', file: embeddedDatabaseFile(server.dataDir) });
  try {
    const [message] = (await embeddedSms(database).list(20)).filter((m) => m.phone === phone);
    const verified = await send('westside-used-cars', '/api/auth/verify', { body: { phone_number: phone, code: message!.text.slice(0, 6) } });
    expect(verified.status).toBe(200);
    return String(verified.headers['set-cookie']).split(';')[0]!;
  } finally {
    await database.close();
  }
}

/** `json` with `key` added first, at the top or inside `inside` (JSON.stringify cannot write a `__proto__` key). */
const withKey = (json: unknown, key: string, inside?: string): string => {
  const text = JSON.stringify(json);
  if (!inside) return text.replace(/^\{/, `{"${key}":{"polluted":true},`);
  return text.replace(`"${inside}":{`, `"${inside}":{"${key}":{"polluted":true},`);
};

describe('a prototype key anywhere in a JSON body', () => {
  it('answers 422 naming the field on every JSON call, never 500', async () => {
    const cookie = await signIn('0412000001');
    const enquiry = harbourEnquiry({ values: { [FIELD.email]: 'proto@example.com' } });
    const cases: Array<[string, string, string, string, Record<string, string>?]> = [
      ['harbour-mazda', '/api/leads', withKey(enquiry, '__proto__'), '__proto__'],
      ['harbour-mazda', '/api/leads', withKey(enquiry, 'constructor', 'userData'), 'userData.constructor'],
      ['harbour-mazda', '/api/leads', withKey(enquiry, 'prototype', 'userData'), 'userData.prototype'],
      ['harbour-mazda', '/api/phone-reveal', withKey({ car_id: 1, dealership_id: 101, website_id: 1 }, '__proto__'), '__proto__'],
      ['westside-used-cars', '/api/auth/code', withKey({ phone_number: '0412000002' }, 'constructor'), 'constructor'],
      ['westside-used-cars', '/api/eval-expert/enter-vin', withKey({ rego: 'ABC123', state: 'QLD' }, '__proto__'), '__proto__'],
      [
        'westside-used-cars',
        '/api/reservations',
        withKey({ car_id: 'x', name: 'Sam', email: 'sam@example.com', phone: '0412000001' }, '__proto__'),
        '__proto__',
        { cookie },
      ],
      ['westside-used-cars', '/api/watchlist/save-car', withKey({ phone_number: '0412000001', car_id: '1' }, '__proto__'), '__proto__', { cookie }],
      ['westside-used-cars', '/api/online-payments', withKey({ reference: 'WUC-1042' }, 'constructor'), 'constructor', { cookie }],
      [
        'westside-used-cars',
        '/api/miscellaneous',
        withKey(
          {
            lead_id: '0190e0a0-0000-7000-8000-000000000000',
            column_name: 'valuation',
            data: { offer_price: 1, rego: 'A', regoState: 'QLD', adjustmentAnswers: { condition: 'good' } },
          },
          '__proto__',
          'adjustmentAnswers',
        ),
        'data.adjustmentAnswers.__proto__',
      ],
    ];
    for (const [site, route, body, field, headers] of cases) {
      const answer = await send(site, route, { body, ...(headers ? { headers } : {}) });
      expect([route, answer.status], answer.body).toEqual([route, 422]);
      expect(fieldsOf(answer)[field], `${route} ${field}`).toEqual(['This field name is not allowed.']);
    }
    const open = server.openStore();
    try {
      expect((await open.listLeads({ limit: 1000 })).filter((lead) => lead.email === 'proto@example.com')).toEqual([]);
    } finally {
      await open.close();
    }
  });
});

describe('the Host', () => {
  it('answers 400 when it is malformed or comma-listed, for the API and for pages', async () => {
    const hosts = [
      `harbour-mazda.localhost:${server.port}, evil.localhost`,
      'harbour-mazda.localhost/evil',
      'user@harbour-mazda.localhost',
      'harbour_mazda..localhost',
    ];
    for (const host of hosts) {
      const api = await send('', '/api/leads', { host, body: harbourEnquiry() });
      expect([host, api.status]).toEqual([host, 400]);
      expect(JSON.parse(api.body)).toMatchObject({ error: 'bad_host' });
      expect([host, (await send('', '/', { host })).status]).toEqual([host, 400]);
    }
  });

  it('answers 404 on every site call when it names no dealer, and health answers anywhere', async () => {
    for (const host of [`nobody.localhost:${server.port}`, `localhost:${server.port}`, `staged.nobody.localhost:${server.port}`]) {
      const calls: Array<[string, unknown]> = [
        ['/api/leads', harbourEnquiry()],
        ['/api/phone-reveal', { car_id: 1, dealership_id: 101, website_id: 1 }],
        ['/api/auth/session', undefined],
        ['/api/auth/code', { phone_number: '0412000003' }],
        ['/api/watchlist/save-car', { phone_number: '0412000003', car_id: '1' }],
        ['/api/reservations/mine', undefined],
        ['/api/eval-expert/enter-vin', { rego: 'ABC123', state: 'QLD' }],
        ['/api/test-drive/availability', undefined],
      ];
      for (const [route, body] of calls) {
        const answer = await send('', route, { host, ...(body === undefined ? {} : { body }) });
        expect([host, route, answer.status]).toEqual([host, route, 404]);
      }
      expect((await send('', '/api/health', { host })).status).toBe(200);
    }
    const open = server.openStore();
    try {
      expect(await open.phoneReveals({ limit: 1000 })).toEqual([]);
    } finally {
      await open.close();
    }
  });
});

describe('Origin: null', () => {
  it('is refused with 403 on state-changing calls, and stores nothing', async () => {
    const headers = { origin: 'null' };
    expect(
      (await send('harbour-mazda', '/api/leads', { body: harbourEnquiry({ values: { [FIELD.email]: 'null-origin@example.com' } }), headers })).status,
    ).toBe(403);
    expect((await send('harbour-mazda', '/api/phone-reveal', { body: { car_id: 1, dealership_id: 101, website_id: 1 }, headers })).status).toBe(403);
    expect((await send('westside-used-cars', '/api/auth/code', { body: { phone_number: '0412000004' }, headers })).status).toBe(403);
    const open = server.openStore();
    try {
      expect((await open.listLeads({ limit: 1000 })).filter((lead) => lead.email === 'null-origin@example.com')).toEqual([]);
    } finally {
      await open.close();
    }
  });
});

describe('rate limits', () => {
  // Every write call of the app and a site that has it. The providers' webhooks are signed and
  // limited by their senders: the payment provider's (POST) and the stock feed's (any method, so
  // not among these).
  const WRITES: Record<string, string> = {
    '/api/leads': 'harbour-mazda',
    '/api/phone-reveal': 'harbour-mazda',
    '/api/auth/code': 'westside-used-cars',
    '/api/auth/verify': 'westside-used-cars',
    '/api/auth/sign-out': 'westside-used-cars',
    '/api/watchlist/save-car': 'westside-used-cars',
    '/api/watchlist/remove-car': 'westside-used-cars',
    '/api/alerts/searches': 'harbour-mazda',
    '/api/alerts/searches/:id': 'harbour-mazda',
    '/api/alerts/searches/:id/remove': 'harbour-mazda',
    '/api/alerts/unsubscribe': 'harbour-mazda',
    '/api/alerts/emails': 'harbour-mazda',
    '/api/alerts/emails/confirm': 'harbour-mazda',
    '/api/sms/inbound': 'harbour-mazda',
    '/api/alerts/changes': 'harbour-mazda',
    '/api/spin-to-win/spin': 'harbour-mazda',
    '/api/eval-expert/enter-vin': 'westside-used-cars',
    '/api/eval-expert/manual-entry': 'westside-used-cars',
    '/api/eval-expert/image-upload': 'westside-used-cars',
    '/api/eval-expert/update-eval': 'westside-used-cars',
    '/api/miscellaneous': 'westside-used-cars',
    '/api/leads/accept-offer': 'westside-used-cars',
    '/api/reservations': 'westside-used-cars',
    '/api/online-payments': 'westside-used-cars',
    '/api/console/auth/code': 'westside-used-cars',
    '/api/console/auth/verify': 'westside-used-cars',
    '/api/console/auth/sign-out': 'westside-used-cars',
    '/api/console/dealers/:dealer/staff': 'westside-used-cars',
    '/api/console/dealers/:dealer/staff/:person/remove': 'westside-used-cars',
    '/api/console/dealers/:dealer/reservations/:id/cancel': 'westside-used-cars',
    '/api/console/dealers/:dealer/reservations/:id/deposit-taken': 'westside-used-cars',
    '/api/console/dealers/:dealer/reservations/:id/extend': 'westside-used-cars',
    '/api/console/dealers/:dealer/builds/promote': 'westside-used-cars',
    '/api/console/dealers/:dealer/builds/rollback': 'westside-used-cars',
    '/api/console/dealers/:dealer/leads/alert-channels': 'harbour-mazda',
    '/api/console/dealers/:dealer/leads/push-subscriptions': 'harbour-mazda',
    '/api/console/dealers/:dealer/leads/:id/status': 'harbour-mazda',
    '/api/console/dealers/:dealer/leads/:id/notes': 'harbour-mazda',
    '/api/console/dealers/:dealer/leads/:id/assign': 'harbour-mazda',
    '/api/console/dealers/:dealer/leads/:id/resend': 'harbour-mazda',
  };
  const SIGNED_WEBHOOKS = ['/api/payments/webhook'];

  it('cover every write call the app has', () => {
    const app = createApp(testContext());
    const posts = app.routes
      .filter((route) => route.method === 'POST')
      .map((route) => route.path.replace(/\/$/, ''))
      .map((route) => (route === '/api/eval-expert/:call{enter-vin|manual-entry|image-upload|update-eval}' ? null : route));
    expect([...new Set(posts.filter((route) => route !== null))].sort()).toEqual([...Object.keys(WRITES), ...SIGNED_WEBHOOKS].sort());
    expect(app.routes.filter((route) => ['PUT', 'PATCH', 'DELETE'].includes(route.method))).toEqual([]);
  });

  it('answer 429 with Retry-After past the rate on every write call, per address', async () => {
    for (const [pattern, site] of Object.entries(WRITES)) {
      // A console call's path names its dealer and item, as the console sends it.
      const route = pattern.replace(':dealer', site).replace(/:(person|id)\b/, 'x');
      const from = client();
      const statuses: number[] = [];
      let last: Answer | null = null;
      for (let i = 0; i <= RATE; i++) {
        last = await send(site, route, { body: {}, from });
        statuses.push(last.status);
      }
      expect([route, statuses.slice(0, RATE).includes(429), statuses[RATE]]).toEqual([route, false, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is another client.
      expect([route, (await send(site, route, { body: {} })).status]).not.toEqual([route, 429]);
    }
  });

  it('also hold per session: one signed-in shopper on many addresses meets the limit', async () => {
    const cookie = await signIn('0412000005');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE; i++) {
      statuses.push(
        (await send('westside-used-cars', '/api/watchlist/save-car', { body: { phone_number: '0412000005', car_id: `${i + 1}` }, headers: { cookie } })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(RATE).fill(200), 429]);
    // The same addresses' other shoppers are not held back by that session.
    expect((await send('westside-used-cars', '/api/watchlist/save-car', { body: { phone_number: '0412000005', car_id: '9' } })).status).toBe(401);
  });
});

describe('the embedded lead database', () => {
  it('is readable by its owner only: the file and its log 0600, its folder 0700', async () => {
    const file = embeddedDatabaseFile(server.dataDir);
    expect((await send('harbour-mazda', '/api/leads', { body: harbourEnquiry({ values: { [FIELD.email]: 'mode@example.com' } }) })).status).toBe(201);
    const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);
    expect(mode(path.dirname(file))).toBe('700');
    for (const p of [file, `${file}-wal`, `${file}-shm`]) expect([p, mode(p)]).toEqual([p, '600']);
  });
});
