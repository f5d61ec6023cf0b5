import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zonedTime } from '../../lib/hours/zoned-time.ts';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { buildLeadSubmission } from '../../lib/leads/lead-submission.ts';
import { leadCar } from '../../lib/leads/testing/fixtures.ts';
import { STRINGS } from '../../lib/strings.ts';
import type { DealerRegistry } from '../context/dealer-registry.ts';
import { testServer } from '../context/testing/test-context.ts';
import { harbourStock } from './testing/harbour-stock.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const HOST = 'http://harbour-mazda.localhost:4321';
const dirs: string[] = [];
let stock: Awaited<ReturnType<typeof harbourStock>>;
beforeAll(async () => {
  stock = await harbourStock([{ id: 'A1' }, { id: 'A2' }, { id: 'S1', status: 'sold', sold_at: new Date().toISOString() }]);
});
afterAll(() => {
  stock.remove();
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

type Answer = {
  car_id: string;
  location: { id: number; name: string };
  time_zone: string;
  slot_minutes: number;
  days: { date: string; slots: { dateTime: string }[] }[];
};

/** The app on a fresh lead store, reading cars from the throwaway index; `testDrive` overrides harbour's switches. */
function setup(testDrive: Record<string, number> | null = null) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-test-drive-'));
  dirs.push(dataDir);
  const env: Record<string, string> = { FORECOURT_DATA_DIR: dataDir, FORECOURT_INDEX_DIR: stock.dir, FORECOURT_LEAD_RATE_PER_MINUTE: '1000' };
  if (testDrive) {
    const dealers = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-test-drive-dealers-'));
    dirs.push(dealers);
    for (const folder of ['_defaults', 'harbour-mazda']) fs.cpSync(path.join(root, 'dealers', folder), path.join(dealers, folder), { recursive: true });
    const file = path.join(dealers, 'harbour-mazda', 'dealer.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), test_drive: testDrive }));
    env['FORECOURT_DEALERS_DIR'] = dealers;
  }
  const server = testServer(env);
  return { ...server, leads: server.features.leads, dealers: server.context.dealers };
}

describe('the appointment-availability call and test-drive leads', () => {
  let t: ReturnType<typeof setup>;
  afterEach(() => t.close());

  const availability = async (query: string) => {
    const response = await t.app.fetch(new Request(`${HOST}/api/appointment-availability?${query}`), { dealerSlug: 'harbour-mazda', clientIp: '127.0.0.2' });
    return { status: response.status, body: (await response.json()) as Answer & { error?: string; fields?: Record<string, string[]> } };
  };
  const testDrive = (dealers: DealerRegistry, carId: string, dateTime: string, email: string) => {
    const forms = dealers.dealer('harbour-mazda')!.forms;
    const values = { [FIELD.name]: 'Sam Shopper', [FIELD.email]: email, [FIELD.phone]: '0412 345 678', [FIELD.dateTime]: dateTime, [FIELD.terms]: true };
    const page = { url: `${HOST}/cars/x/`, pageId: '/cars/x/', userAgent: 'test', attributes: { visited_pages: [], linked_query_params: {} } };
    const car = leadCar({ car_id: carId, dealership_slug: 'harbour-city-mazda', car_dealership_id: 101 });
    return buildLeadSubmission({ form: 'test_drive', car, subcategory: null, source: 'test-drive', locationId: null }, values, forms, page, {
      isLastStep: true,
      leadId: null,
    });
  };
  const post = async (payload: unknown) => {
    const request = new Request(`${HOST}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: HOST },
      body: JSON.stringify(payload),
    });
    const response = await t.app.fetch(request, { dealerSlug: 'harbour-mazda', clientIp: '127.0.0.2' });
    return { status: response.status, body: (await response.json()) as { lead_id?: string; error?: string; fields?: Record<string, string[]> } };
  };

  it("answers a car's open slots at its sales location; a booked slot is no longer offered and cannot be booked again", async () => {
    t = setup();
    const before = await availability('car_id=A1');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ car_id: 'A1', location: { id: 1101, name: 'Harbour City Mazda' }, time_zone: 'Australia/Sydney', slot_minutes: 30 });
    const slot = before.body.days[0]!.slots[0]!.dateTime;
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    const booked = await post(testDrive(t.dealers, 'A1', slot, 'first@example.com'));
    expect(booked.status).toBe(201);
    expect((await t.leads.store().getLead(booked.body.lead_id!))?.payload).toMatchObject({ userData: { dateTime: slot } });
    const after = await availability('car_id=A1');
    expect(after.body.days.flatMap((d) => d.slots.map((s) => s.dateTime))).not.toContain(slot);
    expect((await availability('car_id=A2')).body.days[0]!.slots[0]!.dateTime).toBe(slot);

    const again = await post(testDrive(t.dealers, 'A1', slot, 'second@example.com'));
    expect(again).toEqual({ status: 422, body: expect.objectContaining({ fields: { dateTime: [STRINGS.testDriveSlotTaken] } }) });
    expect((await t.leads.store().listLeads()).map((l) => l.email)).toEqual(['first@example.com']);
  });

  it('refuses a time that is not an open slot and a car the stock has not got, and books nothing without a time', async () => {
    t = setup();
    const past = await post(testDrive(t.dealers, 'A1', '2020-01-06T10:00', 'past@example.com'));
    expect(past).toEqual({ status: 422, body: expect.objectContaining({ fields: { dateTime: [STRINGS.testDriveSlotUnavailable] } }) });
    const { days } = (await availability('car_id=A1')).body;
    const offMinute = days[0]!.slots[0]!.dateTime.replace(/:\d{2}$/, ':07');
    expect((await post(testDrive(t.dealers, 'A1', offMinute, 'odd@example.com'))).status).toBe(422);
    const sold = await post(testDrive(t.dealers, 'S1', days[0]!.slots[0]!.dateTime, 'sold@example.com'));
    expect(sold).toEqual({ status: 422, body: expect.objectContaining({ fields: { car_id: [STRINGS.testDriveUnknownCar] } }) });
    expect(await t.leads.store().listLeads()).toEqual([]);
    expect((await post(testDrive(t.dealers, 'S1', '', 'any@example.com'))).status).toBe(201);
  });

  it('answers bad queries with 4xx and field errors', async () => {
    t = setup();
    expect(await availability('')).toMatchObject({ status: 422, body: { fields: { car_id: [STRINGS.fieldRequired] } } });
    expect(await availability('car_id=bad%20id')).toMatchObject({ status: 422, body: { fields: { car_id: [STRINGS.testDriveUnknownCar] } } });
    expect(await availability('car_id=A1&from=2026-13-01')).toMatchObject({ status: 422, body: { fields: { from: [STRINGS.testDriveBadDate] } } });
    expect(await availability('car_id=NOPE')).toMatchObject({ status: 404, body: { error: 'unknown_car', fields: { car_id: [STRINGS.testDriveUnknownCar] } } });
    expect((await availability('car_id=S1')).status).toBe(404);
    const all = (await availability('car_id=A1')).body.days;
    const later = await availability(`car_id=A1&from=${all[1]!.date}`);
    expect(later.body.days.map((d) => d.date)).toEqual(all.slice(1).map((d) => d.date));
    const wrongMethod = await t.app.fetch(new Request(`${HOST}/api/appointment-availability`, { method: 'POST' }), { dealerSlug: 'harbour-mazda' });
    expect(wrongMethod.status).toBe(405);
  });

  it("follows the dealer's test_drive switches: slot length, horizon and notice", async () => {
    t = setup({ slot_minutes: 90, horizon_days: 5, notice_minutes: 0 });
    const { body } = await availability('car_id=A1');
    expect(body.slot_minutes).toBe(90);
    // Five days from today in the dealer's zone, today included.
    const today = zonedTime(new Date(), body.time_zone).date;
    const last = new Date(Date.parse(`${today}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    expect(body.days.length).toBeGreaterThan(0);
    expect(body.days.every((d) => d.date >= today && d.date < last)).toBe(true);
    const open = body.days.find((d) => d.slots.length > 2)!;
    const minutes = open.slots.map((s) => Number(s.dateTime.slice(11, 13)) * 60 + Number(s.dateTime.slice(14, 16)));
    expect(minutes.slice(1).map((m, i) => m - minutes[i]!)).toEqual(minutes.slice(1).map(() => 90));
  });
});
