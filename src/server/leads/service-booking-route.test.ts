import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { zonedTime } from '../../lib/hours/zoned-time.ts';
import { FIELD, type FormValues } from '../../lib/leads/form-fields.ts';
import { buildLeadSubmission } from '../../lib/leads/lead-submission.ts';
import { isOpenOn, openDates } from '../../lib/service/open-days.ts';
import { STRINGS } from '../../lib/strings.ts';
import { testServer } from '../context/testing/test-context.ts';

/** Service bookings through POST /api/leads on sunstate-motor-group (variant B, one service centre, Brisbane time). */
const HOST = 'http://sunstate-motor-group.localhost:4321';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function setup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-service-'));
  dirs.push(dataDir);
  const server = testServer({ FORECOURT_DATA_DIR: dataDir, FORECOURT_LEAD_RATE_PER_MINUTE: '1000' });
  return { ...server, leads: server.features.leads };
}

describe('a service booking through POST /api/leads', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });
  afterEach(() => t.close());

  const forms = () => t.context.dealers.dealer('sunstate-motor-group')!.forms;
  const centre = () => forms().service!.locations[0]!;
  const today = () => zonedTime(new Date(), 'Australia/Brisbane').date;
  const values = (over: FormValues = {}): FormValues => ({
    [FIELD.vehicleRego]: '123ABC',
    [FIELD.vehicleState]: 'QLD',
    [FIELD.vehicleMake]: 'Toyota',
    [FIELD.vehicleModel]: 'RAV4',
    [FIELD.vehicleYear]: '2021',
    [FIELD.name]: 'Sam Shopper',
    [FIELD.email]: 'sam@example.com',
    [FIELD.phone]: '0412 345 678',
    [FIELD.location]: centre().id,
    [FIELD.serviceType]: 'Logbook Service',
    [FIELD.serviceDate]: openDates(centre().days, today())[2]!.value,
    [FIELD.terms]: true,
    ...over,
  });
  const post = (userData: FormValues) => {
    const page = { url: `${HOST}/service/`, pageId: '/service/', userAgent: 'test', attributes: { visited_pages: [], linked_query_params: {} } };
    const context = { form: 'service_booking' as const, car: null, subcategory: null, source: 'service-booking', locationId: null };
    const body = buildLeadSubmission(context, userData, forms(), page, { isLastStep: true, leadId: null });
    const request = new Request(`${HOST}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: HOST },
      body: JSON.stringify(body),
    });
    return t.app.fetch(request, { dealerSlug: 'sunstate-motor-group', clientIp: '127.0.0.9' });
  };

  it('stores a booking as a Service Booking lead of the service centre’s dealership', async () => {
    const response = await post(values());
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const stored = await t.leads.store().getLead(lead_id);
    expect(stored).toMatchObject({ category: 'Service Booking', stage: 'complete', payload: { dealership_slug: 'sunstate-toyota' } });
  });

  it('answers 422 naming each bad field, and stores nothing', async () => {
    let closed = today();
    while (isOpenOn(centre().days, closed)) closed = new Date(Date.parse(`${closed}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const bad = values({ [FIELD.vehicleMake]: '', [FIELD.vehicleYear]: 'old', [FIELD.serviceType]: 'Wash', [FIELD.serviceDate]: closed });
    const response = await post(bad);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { fields: Record<string, string[]> }).fields).toEqual({
      [FIELD.vehicleMake]: [STRINGS.fieldRequired],
      [FIELD.vehicleYear]: [STRINGS.invalidYear],
      [FIELD.serviceType]: [STRINGS.fieldRequired],
      [FIELD.serviceDate]: [STRINGS.serviceDateClosed],
    });
    expect(await t.leads.store().listLeads({ dealer: 'sunstate-motor-group' })).toEqual([]);
  });
});
