import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { makeCar } from '../../lib/inventory/fixtures/car.ts';
import type { Car } from '../../lib/inventory/car-schema.ts';
import { embeddedSms } from '../accounts/sms/embedded-sms.ts';
import { testServer } from '../context/testing/test-context.ts';
import type { CarAvailability } from './car-availability.ts';
import { runReservationsCli } from './reservation-cli.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-reservation-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const DEALER = 'westside-used-cars';
const site = `http://${DEALER}.localhost:4321`;
// Clears the screen, colours with an 8-bit CSI, then reverses what follows.
const HOSTILE_NAME = 'Sam\u001b[2J\u001b[H\u009b31m\u202eredro';
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

it('npm run reservations -- list shows a reserving shopper’s terminal escapes escaped', async () => {
  const car: Car = makeCar({ id: 4001, slug: 'reservable-car', dealership_id: 401, payment_processors: ['stripe'] });
  const availability: CarAvailability = { find: async () => car, setReserved: async () => {} };
  const server = testServer(
    { FORECOURT_DATA_DIR: dataDir, FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000', FORECOURT_LEAD_RATE_PER_MINUTE: '1000' },
    { providers: { availability: () => availability } },
  );
  const { app, features } = server;
  const { reservations } = features;
  try {
    const call = (route: string, body: unknown, cookie = '') =>
      app.fetch(
        new Request(`${site}/api${route}`, {
          method: 'POST',
          headers: { origin: site, 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        }),
        { dealerSlug: DEALER, clientIp: '127.0.0.7' },
      );
    await call('/auth/code', { phone_number: '0412345678' });
    const [message] = await embeddedSms(server.context.store.database()).list(1);
    const verified = await call('/auth/verify', { phone_number: '0412345678', code: message!.text.slice(0, 6) });
    const cookie = verified.headers.get('set-cookie')!.split(';')[0]!;
    const reserved = await call('/reservations', { car_id: '4001', name: HOSTILE_NAME, email: 'sam@example.com', phone: '0412 345 678' }, cookie);
    expect(reserved.status).toBe(201);

    const { out, code } = await runReservationsCli(['list'], reservations);
    expect(code).toBe(0);
    expect(out).not.toMatch(CONTROL);
    expect(out).toContain('Sam\\x1b[2J\\x1b[H\\u009b31m\\u202eredro 0412345678 sam@example.com');
    const json = (await runReservationsCli(['list', '--json'], reservations)).out;
    expect(json).not.toMatch(CONTROL);
    expect((JSON.parse(json) as { name: string }[])[0]!.name).toBe(HOSTILE_NAME);
  } finally {
    await server.close();
  }
});
