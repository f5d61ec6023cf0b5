import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { makeCar } from '../../../lib/inventory/fixtures/car.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { embeddedSms } from '../../accounts/sms/embedded-sms.ts';
import { testServer, type TestServer } from '../../context/testing/test-context.ts';
import { embeddedPayment } from '../../payments/embedded-payment.ts';
import type { CarAvailability } from '../../reservations/car-availability.ts';
import type { Lead } from '../lead-types.ts';
import { leadToAdf } from './adf.ts';
import { vendorOf } from './lead-dealer.ts';
import { leadFacts } from './lead-facts.ts';
import { adfDtdErrors } from './test-support/adf-dtd.ts';
import { find, readXml, textOf } from './test-support/read-xml.ts';

// The leads the server makes itself (a held reservation, an online payment, a spin of the wheel),
// made through their own routes as a signed-in shopper makes them, delivered as ADF.
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

let server: TestServer;
afterEach(() => server.close());

function start() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-server-leads-'));
  dirs.push(dataDir);
  const car = makeCar({
    id: 4001,
    slug: 'reservable-car',
    year: 2019,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    price: 45990,
    km: 61000,
    stocknum: 'W4001',
    dealership_id: 401,
    payment_processors: ['stripe'],
  });
  const availability: CarAvailability = { find: async (_dealer, id) => (id === String(car.id) ? car : null), setReserved: async () => {} };
  server = testServer(
    { FORECOURT_DATA_DIR: dataDir, FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000', FORECOURT_LEAD_RATE_PER_MINUTE: '1000' },
    { providers: { availability: () => availability, payments: () => embeddedPayment } },
  );
  const { app } = server;
  const call = (dealer: string, method: string, route: string, body: unknown, cookie = '', referer = '') => {
    const site = `http://${dealer}.localhost:4321`;
    const headers = { origin: site, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(referer ? { referer } : {}) };
    return app.fetch(new Request(`${site}/api${route}`, { method, headers, body: JSON.stringify(body) }), { dealerSlug: dealer, clientIp: '127.0.0.9' });
  };
  const signIn = async (dealer: string, phone: string) => {
    await call(dealer, 'POST', '/auth/code', { phone_number: phone });
    const [message] = await embeddedSms(server.context.store.database()).list(1);
    const verified = await call(dealer, 'POST', '/auth/verify', { phone_number: phone, code: message!.text.slice(0, 6) });
    return verified.headers.get('set-cookie')!.split(';')[0]!;
  };
  return { call, signIn };
}

/** The lead's ADF as its dealer's e-mail carries it, checked against the DTD. */
function adfOf(lead: Lead) {
  const dealer = server.context.dealers.dealerFor(lead)!;
  const xml = leadToAdf(lead, leadFacts(lead, { forms: dealer.forms, photos: [] }), {
    vendor: vendorOf(dealer, lead),
    resend: false,
    providerUrl: dealer.site_url,
  });
  expect(adfDtdErrors(xml)).toBe('');
  return find(readXml(xml).root, 'prospect')[0]!;
}

describe('ADF for the leads the server makes', () => {
  it('a held reservation: the car as the stock has it, the deposit and the hold in the comments', async () => {
    const t = start();
    const cookie = await t.signIn('westside-used-cars', '0412345678');
    const answer = await t.call(
      'westside-used-cars',
      'POST',
      '/reservations',
      { car_id: '4001', name: 'Sam Shopper', email: 'sam@example.com', phone: '0412 345 678' },
      cookie,
    );
    expect(answer.status).toBe(201);
    const [lead] = await server.features.leads.store().listLeads({ dealer: 'westside-used-cars' });
    const p = adfOf(lead!);
    const vehicle = find(p, 'vehicle')[0]!;
    expect(vehicle.attrs).toEqual({ interest: 'buy', status: 'used' });
    expect(vehicle.children.map((c) => [c.name, c.text])).toEqual([
      ['id', '4001'],
      ['year', '2019'],
      ['make', 'Toyota'],
      ['model', 'HiLux'],
      ['stock', 'W4001'],
      ['trim', 'SR5'],
      ['odometer', '61000'],
      ['price', '45990'],
    ]);
    const comments = textOf(p, 'customer', 'comments')!;
    expect(comments).toMatch(/^Message: Reservation \S+ of 2019 Toyota HiLux SR5: /m);
    expect(comments).toContain('Car: 2019 Toyota HiLux SR5');
    expect(comments).toContain('Deposit: $200');
    expect(comments).toContain(`Held until: ${String(lead!.payload['held_until'])}`);
    expect(textOf(p, 'customer', 'contact', 'email')).toBe('sam@example.com');
    expect(textOf(p, 'provider', 'service')).toBe(`Reservation – ${STRINGS.reserveDepositToDealer}`);
  });

  it('an online payment and a spin of the wheel: their own facts in the comments, the shopper by phone', async () => {
    const t = start();
    const westside = await t.signIn('westside-used-cars', '0412345678');
    expect((await t.call('westside-used-cars', 'POST', '/online-payments', { reference: 'WUC-1042' }, westside)).status).toBe(201);
    const [payment] = await server.features.leads.store().listLeads({ dealer: 'westside-used-cars' });
    const paid = adfOf(payment!);
    expect(textOf(paid, 'customer', 'contact', 'phone')).toBe(payment!.phone!);
    expect(textOf(paid, 'customer', 'comments')).toContain('Reference: WUC-1042\nAmount: $350\nDescription: Roadworthy certificate and transfer fee');

    const harbour = await t.signIn('harbour-mazda', '0412345679');
    expect((await t.call('harbour-mazda', 'POST', '/spin-to-win/spin', {}, harbour, 'http://harbour-mazda.localhost:4321/spin-to-win/')).status).toBe(201);
    const [spin] = await server.features.leads.store().listLeads({ dealer: 'harbour-mazda' });
    const spun = adfOf(spin!);
    expect(textOf(spun, 'customer', 'comments')).toContain(`Promotion: Spin to Win\nPrize: ${spin!.subcategory!}`);
    expect(textOf(spun, 'customer', 'comments')).toContain('Page: http://harbour-mazda.localhost:4321/spin-to-win/');
    expect(textOf(spun, 'provider', 'service')).toBe(`Spin to Win – ${spin!.subcategory!}`);
  });
});
