import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { embeddedSms } from '../accounts/sms/embedded-sms.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { embeddedPayment } from './embedded-payment.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripeStub } from './testing/stripe-stub.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

// westside-used-cars sets WUC-1042 ($350) and WUC-1043 ($1,200); harbour-mazda takes no online payments.
const WEBHOOK_SECRET = 'whsec_forecourt_online_payment';
const stripe = stripeStub(WEBHOOK_SECRET);

describe('online payment over HTTP', () => {
  let server: TestServer;
  afterEach(() => server.close());

  function start(payments: PaymentProvider) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-online-payment-'));
    dirs.push(dataDir);
    server = testServer(
      { FORECOURT_DATA_DIR: dataDir, FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000', FORECOURT_LEAD_RATE_PER_MINUTE: '1000' },
      { providers: { payments: () => payments } },
    );
    const { app } = server;
    const call = (slug: string, method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
      const site = `http://${slug}.localhost:4321`;
      const init: RequestInit = { method, headers: { origin: site, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers } };
      if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
      return app.fetch(new Request(`${site}/api${route}`, init), { dealerSlug: slug, clientIp: '127.0.0.8' });
    };
    const signIn = async (slug: string, phone: string) => {
      await call(slug, 'POST', '/auth/code', { phone_number: phone });
      const [message] = await embeddedSms(server.context.store.database()).list(1);
      const verified = await call(slug, 'POST', '/auth/verify', { phone_number: phone, code: message!.text.slice(0, 6) });
      return verified.headers.get('set-cookie')!.split(';')[0]!;
    };
    return { call, signIn };
  }

  it("takes a signed-in shopper's payment of the amount the dealer set, left to the dealer with the embedded provider", async () => {
    const { call, signIn } = start(embeddedPayment);
    const cookie = await signIn('westside-used-cars', '0412345678');
    expect(await (await call('westside-used-cars', 'GET', '/online-payments/reference/wuc-1042', undefined, { cookie })).json()).toEqual({
      reference: 'WUC-1042',
      amount: 350,
      description: 'Roadworthy certificate and transfer fee',
    });
    const paid = await call('westside-used-cars', 'POST', '/online-payments', { reference: ' wuc-1042 ' }, { cookie });
    expect(paid.status).toBe(201);
    expect(await paid.json()).toMatchObject({ payment: { reference: 'WUC-1042', amount: 350, status: 'to_be_taken' }, redirect_url: null });
    const [lead] = await server.features.leads.store().listLeads({ dealer: 'westside-used-cars' });
    expect(lead).toMatchObject({ category: 'Online Payment', subcategory: 'Payment to be taken by the dealer', phone: '0412345678' });
  });

  it('refuses the signed out, unknown references, and dealers that take no online payments, writing nothing', async () => {
    const { call, signIn } = start(embeddedPayment);
    expect((await call('westside-used-cars', 'POST', '/online-payments', { reference: 'WUC-1042' })).status).toBe(401);
    const cookie = await signIn('westside-used-cars', '0412345678');
    expect((await call('westside-used-cars', 'POST', '/online-payments', { reference: 'WUC-9999' }, { cookie })).status).toBe(404);
    expect((await call('westside-used-cars', 'POST', '/online-payments', { reference: 'WUC-1042', amount: 1 }, { cookie })).status).toBe(422);
    expect((await call('westside-used-cars', 'POST', '/online-payments', '{', { cookie })).status).toBe(400);
    const harbour = await signIn('harbour-mazda', '0498765432');
    expect((await call('harbour-mazda', 'POST', '/online-payments', { reference: 'WUC-1042' }, { cookie: harbour })).status).toBe(404);
    expect(await server.features.leads.store().listLeads()).toEqual([]);
  });

  it('marks a Stripe payment paid only from a correctly signed webhook', async () => {
    const { call, signIn } = start(stripe);
    const cookie = await signIn('westside-used-cars', '0412345678');
    const started = (await (await call('westside-used-cars', 'POST', '/online-payments', { reference: 'WUC-1043' }, { cookie })).json()) as {
      payment: { payment_id: string; status: string };
      redirect_url: string;
    };
    expect(started.payment.status).toBe('pending');
    const id = started.payment.payment_id;
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: `cs_${id}`, object: 'checkout.session', payment_status: 'paid', metadata: { purpose: 'online_payment', id } } },
    });
    const post = (secret: string) =>
      call('westside-used-cars', 'POST', '/payments/webhook', payload, { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) });
    expect((await post('whsec_forged')).status).toBe(400);
    const status = async () =>
      ((await (await call('westside-used-cars', 'GET', `/online-payments/status/${id}`, undefined, { cookie })).json()) as { payment: { status: string } })
        .payment.status;
    expect(await status()).toBe('pending');
    expect((await post(WEBHOOK_SECRET)).status).toBe(200);
    expect(await status()).toBe('paid');
  });
});
