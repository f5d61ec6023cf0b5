import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import type { ChangedCar } from '../../lib/alerts/alert-matches.ts';
import { makeFeedRecord } from '../../lib/inventory/fixtures/car.ts';
import { embeddedSms } from '../accounts/sms/embedded-sms.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { dealersWithShopperAlerts } from './testing/alert-dealers.ts';
import { alertRequests } from './testing/alert-requests.ts';
import { feedCar as car } from './testing/feed-car.ts';

const HARBOUR = 'harbour-mazda';
const PHONE = '0412555303';
const site = `http://${HARBOUR}.localhost:4321`;
/**
 * One stock change: a CX-5 at $33,990 arrives (the similar-cars rule picks it for the watched CX-5
 * at $31,990: same make and model, within $10,000), a HiLux at $62,990 (no watched car's window
 * holds it) and a Corolla at $25,990 (new to the shopper's Toyota search, and within the watched
 * CX-5's window too), and the watched RAV4 drops from $45,990 to $43,990.
 */
const change: ChangedCar[] = [
  { id: '21', before: null, after: car(21, { model: 'CX-5', year: 2023, price: 33990 }) },
  { id: '22', before: null, after: car(22, { make: 'Toyota', model: 'HiLux', price: 62990 }) },
  { id: '23', before: null, after: car(23, { make: 'Toyota', model: 'Corolla', price: 25990 }) },
  { id: '9', before: car(9, { make: 'Toyota', model: 'RAV4', price: 45990 }), after: car(9, { make: 'Toyota', model: 'RAV4', price: 43990 }) },
];

describe.each(testEngines())('"a similar car arrived" on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'similar arrivals', () => {
    const dirs: string[] = [];
    let server: TestServer;
    afterEach(() => server.close());
    afterAll(async () => {
      dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
      await engine.cleanup();
    });
    const { cookieFor, call } = alertRequests(() => server, HARBOUR);
    const sms = async () => (await embeddedSms(server.context.store.database()).list(50)).filter((m) => m.phone === PHONE);

    /**
     * A server whose harbour-mazda has `similar_arrivals` on or off; its shopper saved "Toyota
     * under $40,000" by SMS (their opt-in and channel) and watches car 7, a CX-5 at $31,990 in the
     * live stock index, car 8, which the site no longer shows, and car 9, the RAV4.
     */
    async function watcher(similarArrivals: boolean) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-similar-'));
      dirs.push(dir);
      const env = {
        FORECOURT_DATA_DIR: dir,
        FORECOURT_INDEX_DIR: path.join(dir, 'index'),
        FORECOURT_DEALERS_DIR: dealersWithShopperAlerts(path.join(dir, 'dealers'), HARBOUR, { similar_arrivals: similarArrivals }),
        FORECOURT_ALERTS_SECRET: 'test-alerts-secret',
      };
      // 10:00 in Sydney: outside the default quiet hours.
      server = testServer(env, { clock: () => new Date('2026-11-23T23:00:00Z'), location: await engine.fresh() });
      await server.context.providers
        .stockIndex()
        .addDocuments([
          makeFeedRecord({ id: 7, slug: 'car-7', dealership_id: 101, make: 'Mazda', model: 'CX-5', year: 2021, price: 31990 }),
          makeFeedRecord({ id: 9, slug: 'car-9', dealership_id: 101, make: 'Toyota', model: 'RAV4', price: 43990 }),
        ]);
      const cookie = await cookieFor(PHONE);
      const body = {
        name: 'Toyota under $40,000',
        url_state: '?refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bprice%5D=%3A40000',
        channel: 'sms',
        consent: true,
      };
      expect((await call('POST', '/api/alerts/searches', { cookie, body })).status).toBe(201);
      for (const id of ['7', '8', '9'])
        expect((await call('POST', '/api/watchlist/save-car', { cookie, body: { phone_number: PHONE, car_id: id } })).status).toBe(200);
    }

    it('texts a watcher the new car the similar-cars rule picks for their watched car, linking both, once, in the one message of the change', async () => {
      await watcher(true);
      expect(await server.features.alerts.matchChanges(HARBOUR, change)).toMatchObject({ queued: 1 });
      await vi.waitFor(async () => expect(await sms()).toHaveLength(1));
      const [message] = await sms();
      expect(message!.text).toMatch(/^Harbour City Mazda: /);
      // The saved search's new car and the watched RAV4's lower price share the message; the
      // Corolla, also like the watched CX-5, is told once (as new to the search).
      expect(message!.text).toContain(`New for "Toyota under $40,000": 2020 Toyota Corolla $25,990 ${site}/cars/car-23/`);
      expect(message!.text).toContain(`Price drop $45,990 to $43,990: 2020 Toyota RAV4 ${site}/cars/car-9/`);
      expect(message!.text.match(/car-23/g)).toHaveLength(1);
      // The watched car named and linked, then the new one with its price and page.
      expect(message!.text).toContain(`${ALERT_COPY.similarArrived('2021 Mazda CX-5')} ${site}/cars/car-7/: 2023 Mazda CX-5 $33,990 ${site}/cars/car-21/`);
      expect(message!.text).toMatch(/Stop alerts: http:\S+\/api\/alerts\/unsubscribe\?token=\S+$/);
      expect(message!.text).not.toContain('car-22');
      // The same change again (a rebuild) tells nothing twice.
      expect(await server.features.alerts.matchChanges(HARBOUR, change)).toMatchObject({ queued: 0, duplicate: 1 });
    });

    it('tells a watcher nothing of a similar car where the dealer leaves `similar_arrivals` off', async () => {
      await watcher(false);
      expect(await server.features.alerts.matchChanges(HARBOUR, change)).toMatchObject({ queued: 1 });
      await vi.waitFor(async () => expect(await sms()).toHaveLength(1));
      const [message] = await sms();
      expect(message!.text).toContain(`${site}/cars/car-23/`);
      expect(message!.text).toContain(`${site}/cars/car-9/`);
      expect(message!.text).not.toContain(ALERT_COPY.similarArrived('2021 Mazda CX-5'));
      expect(message!.text).not.toContain('car-21');
      expect(message!.text).not.toContain('car-7/');
    });
  });
});
