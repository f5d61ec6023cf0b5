import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangedCar } from '../../lib/alerts/alert-matches.ts';
import { embeddedSms } from '../../server/accounts/sms/embedded-sms.ts';
import { feedCar as car } from '../../server/alerts/testing/feed-car.ts';
import { testServer, type TestServer } from '../../server/context/testing/test-context.ts';
import { createSiteServer } from '../serve/site-server.ts';
import { postCarChanges } from './post-car-changes.ts';

const HARBOUR = 'harbour-mazda';
const PHONE = '0412555301';
const SECRET = 'ci-webhook-secret';

describe('CI build mode: the build step posts its change set to the function app', () => {
  let server: TestServer;
  let http_: http.Server;
  let origin: string;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-change-set-'));
    server = testServer(
      { FORECOURT_DATA_DIR: dataDir, FORECOURT_ALERTS_SECRET: 'alerts', FORECOURT_WEBHOOK_SECRET: SECRET },
      { clock: () => new Date('2026-11-23T23:00:00Z') },
    );
    http_ = createSiteServer({ root: dataDir, port: 0, app: server.app });
    await new Promise<void>((resolve) => http_.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http_.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => http_.close(() => resolve()));
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const change: ChangedCar[] = [{ id: '51', before: null, after: car(51, { model: 'CX-5', price: 28990 }) }];
  const nowSeconds = Math.floor(new Date('2026-11-23T23:00:00Z').getTime() / 1000);

  it('matches a signed change set over HTTP and texts the shopper; a repeat tells nothing twice', async () => {
    await server.features.alerts.saveSearch(HARBOUR, PHONE, {
      name: 'Mazda under $30,000',
      urlState: '?refinementList%5Bmake%5D%5B0%5D=Mazda&range%5Bprice%5D=%3A30000',
      channel: 'sms',
      email: null,
    });
    const answer = await postCarChanges({ origin, secret: SECRET, dealer: HARBOUR, cars: change, nowSeconds });
    expect(answer).toEqual({ status: 200, body: { queued: 1, capped: 0, duplicate: 0, matches: 1, matchMs: expect.any(Number) } });
    await vi.waitFor(async () => expect((await embeddedSms(server.context.store.database()).list()).map((m) => m.phone)).toEqual([PHONE]));
    const [message] = await embeddedSms(server.context.store.database()).list();
    expect(message!.text).toContain(`http://${HARBOUR}.localhost:4321/cars/car-51/`);
    expect((await postCarChanges({ origin, secret: SECRET, dealer: HARBOUR, cars: change, nowSeconds })).body).toMatchObject({ queued: 0, duplicate: 1 });
  });

  it('refuses a change set signed with another secret, or too old, and matches nothing', async () => {
    await server.features.alerts.saveSearch(HARBOUR, PHONE, {
      name: 'Any Mazda',
      urlState: '?refinementList%5Bmake%5D%5B0%5D=Mazda',
      channel: 'sms',
      email: null,
    });
    expect(await postCarChanges({ origin, secret: 'guessed', dealer: HARBOUR, cars: change, nowSeconds })).toMatchObject({
      status: 401,
      body: { error: 'invalid_signature', reason: 'mismatch' },
    });
    expect(await postCarChanges({ origin, secret: SECRET, dealer: HARBOUR, cars: change, nowSeconds: nowSeconds - 3600 })).toMatchObject({
      status: 401,
      body: { reason: 'stale' },
    });
    const bad = await postCarChanges({ origin, secret: SECRET, dealer: 'Not A Slug', cars: change, nowSeconds });
    expect(bad).toMatchObject({ status: 422, body: { error: 'invalid' } });
    expect((await postCarChanges({ origin, secret: SECRET, dealer: 'westside-used-cars', cars: change, nowSeconds })).status).toBe(404);
    await server.features.alerts.sender().sendDue();
    expect(await embeddedSms(server.context.store.database()).list()).toEqual([]);
  });
});
