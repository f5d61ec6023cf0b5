import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { sampleCar, sampleDealer, storeFormLead } from '../leads/fixtures/form-leads.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { inboxRow } from './inbox-store.ts';
import { removeExpiredLeads } from './lead-retention.ts';

const staff = { staffId: 'person-1' };
const DAY_MS = 86_400_000;

describe.each(testEngines())('the leads inbox store, on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'inbox', () => {
    let server: TestServer | null = null;
    let now = new Date();
    const dirs: string[] = [];
    beforeEach(async () => {
      now = new Date();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-inbox-'));
      dirs.push(dataDir);
      server = testServer({ FORECOURT_DATA_DIR: dataDir }, { location: await engine.fresh(), clock: () => now });
    });
    afterEach(() => server?.close());
    afterAll(async () => {
      dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
      await engine.cleanup();
    });
    const s = () => server!;
    const leads = () => s().features.leads.store();
    const inbox = () => s().features.inbox.store();
    const sunstate = sampleDealer('sunstate-motor-group');

    it('lists the dealer’s leads newest first, each with its form, location, car and status, a page at a time', async () => {
      const first = await storeFormLead(leads(), 'car-enquiry');
      const second = await storeFormLead(leads(), 'test-drive');
      const third = await storeFormLead(leads(), 'contact');
      await storeFormLead(leads(), 'contact', { dealer: sunstate });

      const page = await inbox().list('harbour-mazda', { limit: 2 });
      expect(page.leads.map((l) => l.lead.leadId)).toEqual([third.leadId, second.leadId]);
      expect(page.next).not.toBeNull();
      const rest = await inbox().list('harbour-mazda', { limit: 2, cursor: page.next! });
      expect(rest.leads.map((l) => l.lead.leadId)).toEqual([first.leadId]);
      expect(rest.next).toBeNull();

      expect(inboxRow(rest.leads[0]!)).toMatchObject({
        form: 'car_enquiry',
        name: 'Sam Shopper',
        location_id: 1101,
        status: 'new',
        first_touch_seconds: null,
        car: { title: '2022 Mazda CX-5 Touring', stock_number: 'HM1234' },
      });
    });

    it('filters by status, form, location, car and date', async () => {
      const other = sampleCar(sampleDealer(), { id: 7702, stocknum: 'HM7702' });
      const enquiry = await storeFormLead(leads(), 'car-enquiry');
      const testDrive = await storeFormLead(leads(), 'test-drive', { car: other });
      const service = await storeFormLead(leads(), 'service-booking');
      const ids = async (query: Parameters<ReturnType<typeof inbox>['list']>[1]) =>
        (await inbox().list('harbour-mazda', query)).leads.map((l) => l.lead.leadId);

      await inbox().setStatus('harbour-mazda', testDrive.leadId, 'contacted', staff);
      expect(await ids({ status: 'contacted' })).toEqual([testDrive.leadId]);
      expect(await ids({ status: 'new' })).toEqual([service.leadId, enquiry.leadId]);
      expect(await ids({ form: 'service_booking' })).toEqual([service.leadId]);
      expect(await ids({ car: '7702' })).toEqual([testDrive.leadId]);
      expect(await ids({ location: 1101 })).toEqual([service.leadId, testDrive.leadId, enquiry.leadId]);
      expect(await ids({ location: 2101 })).toEqual([]);
      expect(await ids({ from: new Date(Date.now() + DAY_MS) })).toEqual([]);
      expect(await ids({ to: new Date(Date.now() - DAY_MS) })).toEqual([]);
      expect(await ids({ scope: { departments: ['service'], locations: null } })).toEqual([service.leadId]);
    });

    it('stamps the first touch at the first status change or note, never at an assignment, and leaves the lead as the CRM got it', async () => {
      const lead = await storeFormLead(leads(), 'car-enquiry');
      const arrived = new Date(lead.createdAt).getTime();
      now = new Date(arrived + 90_000);
      expect(await inbox().assign('harbour-mazda', lead.leadId, 'person-2', staff)).toBe(true);
      expect((await inbox().get('harbour-mazda', lead.leadId))?.firstTouchAt).toBeNull();
      now = new Date(arrived + 200_000);
      await inbox().addNote('harbour-mazda', lead.leadId, 'Left a voicemail', staff);
      now = new Date(arrived + 900_000);
      await inbox().setStatus('harbour-mazda', lead.leadId, 'contacted', staff);

      const item = (await inbox().get('harbour-mazda', lead.leadId))!;
      expect(inboxRow(item)).toMatchObject({ status: 'contacted', assignee: 'person-2', first_touch_seconds: 200 });
      expect((await inbox().activity(lead.leadId)).map((a) => [a.kind, a.value])).toEqual([
        ['assign', 'person-2'],
        ['note', 'Left a voicemail'],
        ['status', 'contacted'],
      ]);
      expect(await leads().getLead(lead.leadId)).toEqual(lead);
      expect(await inbox().setStatus('sunstate-motor-group', lead.leadId, 'sold', staff)).toBe(false);
    });

    it('gives the dealer’s median time to first touch and the share within five minutes', async () => {
      const touched = [60, 240, 600];
      for (const seconds of touched) {
        const lead = await storeFormLead(leads(), 'car-enquiry');
        now = new Date(new Date(lead.createdAt).getTime() + seconds * 1000);
        await inbox().setStatus('harbour-mazda', lead.leadId, 'contacted', staff);
      }
      await storeFormLead(leads(), 'car-enquiry');
      now = new Date(Date.now() + 10 * 60_000);
      const speed = await inbox().speed('harbour-mazda', { from: new Date(Date.now() - DAY_MS), to: new Date(Date.now() + DAY_MS) });
      // Four leads, all past five minutes: two touched within them.
      expect(speed).toEqual({ leads: 4, touched: 3, median_seconds: 240, share_within_5_minutes: 0.5 });
    });

    it('removes leads past the dealer’s retention period with their notes, and keeps the rest', async () => {
      const old = await storeFormLead(leads(), 'car-enquiry', { values: { [FIELD.name]: 'Olive Oldlead' } });
      await inbox().addNote('harbour-mazda', old.leadId, 'Called back', staff);
      const days = s().context.dealers.dealer('harbour-mazda')!.dealer.config.leads.retention_days as number;
      const database = s().context.store.database();
      const run = (at: number) =>
        removeExpiredLeads({ database, dealers: s().context.dealers.dealers, images: s().context.providers.images, now: new Date(at) });

      expect((await run(Date.now() + (days - 1) * DAY_MS)).find((r) => r.dealer === 'harbour-mazda')?.removed).toBe(0);
      const report = await run(Date.now() + (days + 1) * DAY_MS);
      expect(report.find((r) => r.dealer === 'harbour-mazda')?.removed).toBe(1);
      expect(await leads().getLead(old.leadId)).toBeNull();
      expect(await inbox().activity(old.leadId)).toEqual([]);
      const left = await database.query((db) => db.selectFrom('lead_outbox').select('lead_id').where('lead_id', '=', old.leadId).execute());
      expect(left).toEqual([]);
    });
  });
});
