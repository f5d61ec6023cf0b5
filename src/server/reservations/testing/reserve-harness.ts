import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { makeCar } from '../../../lib/inventory/fixtures/car.ts';
import type { Car } from '../../../lib/inventory/car-schema.ts';
import { embeddedSms } from '../../accounts/sms/embedded-sms.ts';
import { testServer } from '../../context/testing/test-context.ts';
import type { LeadService } from '../../leads/lead-service.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { CarAvailability } from '../car-availability.ts';
import type { ReservationService } from '../reservation-service.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** westside-used-cars: reserve in payment_processors mode, checkout gated behind sign-in, online payments WUC-1042 and WUC-1043. */
export const DEALER = 'westside-used-cars';
const site = `http://${DEALER}.localhost:4321`;
export const buyer = { name: 'Sam Shopper', email: 'sam@example.com', phone: '0412 345 678' };

/** Reservable cars 4001, 4005…4009, 4002 without processors, 4003 sold. */
const CARS: Car[] = [
  makeCar({ id: 4001, slug: 'reservable-car', dealership_id: 401, payment_processors: ['stripe'] }),
  makeCar({ id: 4002, slug: 'no-processors', dealership_id: 401 }),
  makeCar({ id: 4003, slug: 'sold-car', dealership_id: 401, status: 'sold', payment_processors: ['stripe'] }),
  ...[5, 6, 7, 8, 9].map((n) => makeCar({ id: 4000 + n, slug: `reservable-${n}`, dealership_id: 401, payment_processors: ['stripe'] })),
];

/** The live index as the reservation sees it: cars by id, and every reserved flag written, in order. */
function fakeAvailability(cars: Car[]) {
  const byId = new Map(cars.map((car) => [car.id, car]));
  const writes: Array<[string, boolean]> = [];
  const availability: CarAvailability = {
    find: async (_dealer, id) => byId.get(id) ?? null,
    setReserved: async (_dealer, carId, reserved) => {
      writes.push([carId, reserved]);
      byId.set(carId, { ...byId.get(carId)!, reserved });
    },
  };
  return { availability, writes };
}

export type ReserveHarness = {
  leads: LeadService;
  reservations: ReservationService;
  /** Every reserved flag the reservations wrote to the live index, in order. */
  writes: Array<[string, boolean]>;
  /** The service clock: set it to move time. */
  clock: { now: Date };
  call(method: string, route: string, body?: unknown, headers?: Record<string, string>, clientIp?: string): Promise<Response>;
  signIn(phone: string, clientIp?: string): Promise<string>;
  reserve(cookie: string, car?: string, extra?: Record<string, unknown>, clientIp?: string): Promise<Response>;
  /** A Stripe event about a Checkout Session, signed with `secret` at `signedAt` (default: the clock). */
  webhook(type: string, session: Record<string, unknown>, o?: { secret?: string; signedAt?: Date }): Promise<Response>;
  close(): Promise<void>;
};

type Switches = { purchase?: { reserve?: Record<string, unknown>; payment_window_minutes?: number }; leads?: Record<string, unknown> };

/** A dealers folder holding westside-used-cars with switches set in its dealer.json, as a dealer would set them. */
function dealersWith(switches: Switches, under: string): string {
  const dealers = path.join(under, 'dealers');
  for (const slug of ['_defaults', DEALER]) fs.cpSync(path.join(root, 'dealers', slug), path.join(dealers, slug), { recursive: true });
  const file = path.join(dealers, DEALER, 'dealer.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { purchase: { reserve: Record<string, unknown> }; leads?: Record<string, unknown> };
  const purchase = switches.purchase ?? {};
  json.purchase = { ...json.purchase, ...purchase, reserve: { ...json.purchase.reserve, ...purchase.reserve } };
  if (switches.leads) json.leads = { ...json.leads, ...switches.leads };
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
  return dealers;
}

/**
 * The whole server app over a fresh embedded store, as the API runs it, with a fake live index
 * (or `availability`) and `payments` (build it with the harness clock, e.g. stripeStub(secret, () => clock.now));
 * `switches` sets westside-used-cars' purchase and leads switches.
 */
export function reserveHarness(
  payments: (clock: () => Date) => PaymentProvider,
  o: { webhookSecret?: string; switches?: Switches; availability?: CarAvailability } = {},
): ReserveHarness {
  const webhookSecret = o.webhookSecret ?? 'whsec_forecourt_routes';
  const clock = { now: new Date('2026-03-02T09:00:00.000Z') };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-reservations-'));
  const env = { FORECOURT_DATA_DIR: dataDir, FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000', FORECOURT_LEAD_RATE_PER_MINUTE: '1000' };
  const fake = fakeAvailability(CARS);
  const now = () => clock.now;
  const server = testServer(o.switches ? { ...env, FORECOURT_DEALERS_DIR: dealersWith(o.switches, dataDir) } : env, {
    clock: now,
    providers: { availability: () => o.availability ?? fake.availability, payments: () => payments(now) },
  });
  const { app, features } = server;
  const { leads, reservations } = features;

  const call: ReserveHarness['call'] = async (method, route, body, headers = {}, clientIp = '127.0.0.7') => {
    const init: RequestInit = { method, headers: { origin: site, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers } };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    return app.fetch(new Request(`${site}/api${route}`, init), { dealerSlug: DEALER, clientIp });
  };
  const signIn: ReserveHarness['signIn'] = async (phone, clientIp) => {
    await call('POST', '/auth/code', { phone_number: phone }, {}, clientIp);
    const [message] = await embeddedSms(server.context.store.database()).list(1);
    const verified = await call('POST', '/auth/verify', { phone_number: phone, code: message!.text.slice(0, 6) }, {}, clientIp);
    return verified.headers.get('set-cookie')!.split(';')[0]!;
  };
  return {
    leads,
    reservations,
    writes: fake.writes,
    clock,
    call,
    signIn,
    reserve: (cookie, car = '4001', extra = {}, clientIp) => call('POST', '/reservations', { car_id: car, ...buyer, ...extra }, { cookie }, clientIp),
    webhook(type, session, o = {}) {
      const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object: { object: 'checkout.session', ...session } } });
      const timestamp = Math.floor((o.signedAt ?? clock.now).getTime() / 1000);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: o.secret ?? webhookSecret, timestamp });
      return call('POST', '/payments/webhook', payload, { 'content-type': 'application/json', 'stripe-signature': signature });
    },
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
