import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { staffCookie } from '../console/staff-cookie.ts';
import { sampleDealer, storeFormLead } from '../leads/fixtures/form-leads.ts';
import { testEngines } from '../store/testing/test-databases.ts';

const LEADS = '/api/console/dealers/harbour-mazda/leads';

describe.each(testEngines())('the leads inbox API, on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'inbox API', () => {
    let server: TestServer | null = null;
    const dirs: string[] = [];
    beforeEach(async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-inbox-api-'));
      dirs.push(dataDir);
      server = testServer({ FORECOURT_DATA_DIR: dataDir }, { location: await engine.fresh() });
    });
    afterEach(() => server?.close());
    afterAll(async () => {
      dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
      await engine.cleanup();
    });
    const s = () => server!;

    /** A console session for a newly invited person at `dealer`, as the cookie the browser sends. */
    async function signedIn(dealer: string, role: 'owner' | 'sales' | 'service', email: string): Promise<string> {
      const invited = await s()
        .features.staff.people()
        .invite({
          dealer,
          email,
          name: email.split('@')[0]!,
          phone: null,
          role,
          locations: [],
          departments: role === 'service' ? ['service'] : (['sales', 'service', 'parts'].slice(0, role === 'owner' ? 3 : 1) as never),
          invitedBy: null,
        });
      if (!invited.invited) throw new Error(`could not invite ${email}`);
      const { token } = await s().features.staff.sessions().create(dealer, invited.person.personId);
      return staffCookie.pair(new Request(`http://${dealer}.localhost:4321/`), token);
    }

    async function call(cookie: string | null, pathAndQuery: string, init: { method?: string; body?: unknown; site?: string } = {}) {
      const site = init.site ?? 'harbour-mazda';
      const origin = `http://${site}.localhost:4321`;
      const response = await s().app.fetch(
        new Request(`${origin}${pathAndQuery}`, {
          method: init.method ?? 'GET',
          headers: { origin, ...(cookie ? { cookie } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        }),
        { dealerSlug: site, clientIp: '127.0.0.7' },
      );
      const text = await response.text();
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        text,
        body: text.startsWith('{') ? (JSON.parse(text) as Record<string, any>) : null,
      };
    }

    it('lists the dealer’s leads, shows one whole, and records a status change as its first touch, in the audit log too', async () => {
      const sales = await signedIn('harbour-mazda', 'sales', 'sam.sales@harbour.example');
      const lead = await storeFormLead(s().features.leads.store(), 'test-drive');
      await storeFormLead(s().features.leads.store(), 'contact', { dealer: sampleDealer('sunstate-motor-group') });

      const list = await call(sales, LEADS);
      expect(list.status).toBe(200);
      expect(list.body!['leads']).toHaveLength(1);
      expect(list.body!['leads'][0]).toMatchObject({
        lead_id: lead.leadId,
        form: 'test_drive',
        status: 'new',
        car: { title: '2022 Mazda CX-5 Touring', stock_number: 'HM1234' },
      });

      const detail = await call(sales, `${LEADS}/${lead.leadId}`);
      const labels = (detail.body!['answers'] as { label: string; value: string }[]).map((a) => a.label);
      expect(labels).toEqual(expect.arrayContaining(['Name', 'Email Address', 'Mobile Number']));
      expect(detail.body).toMatchObject({
        location: { id: 1101, name: 'Harbour City Mazda' },
        deliveries: [{ target: 'email', state: 'pending' }],
        activity: [],
      });

      const changed = await call(sales, `${LEADS}/${lead.leadId}/status`, { method: 'POST', body: { status: 'contacted' } });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ status: 'contacted', first_touch_seconds: expect.any(Number) });
      const audit = await s().features.staff.audit().list('harbour-mazda');
      expect(audit[0]).toMatchObject({ action: 'leads.status', target: lead.leadId, outcome: 'done', detail: 'contacted', actor: 'sam.sales@harbour.example' });
    });

    it('refuses the signed-out (401), another dealer’s staff (403, audited), bad filters and empty notes (422), and another dealer’s lead (404)', async () => {
      const theirs = await signedIn('sunstate-motor-group', 'owner', 'olive.owner@sunstate.example');
      const sales = await signedIn('harbour-mazda', 'sales', 'sam.sales@harbour.example');
      const lead = await storeFormLead(s().features.leads.store(), 'car-enquiry');
      const other = await storeFormLead(s().features.leads.store(), 'contact', { dealer: sampleDealer('sunstate-motor-group') });

      expect((await call(null, LEADS)).status).toBe(401);
      // A sunstate owner on sunstate's site naming harbour-mazda's leads: the forged dealer id is refused.
      const forged = await call(theirs, LEADS, { site: 'sunstate-motor-group' });
      expect(forged).toMatchObject({ status: 403, body: { error: 'not_your_dealer' } });
      expect((await s().features.staff.audit().list('harbour-mazda'))[0]).toMatchObject({ action: 'leads.list', outcome: 'refused' });
      const changed = await call(theirs, `${LEADS}/${lead.leadId}/status`, { method: 'POST', body: { status: 'sold' }, site: 'sunstate-motor-group' });
      expect(changed.status).toBe(403);
      expect((await s().features.inbox.store().get('harbour-mazda', lead.leadId))?.status).toBe('new');

      expect(await call(sales, `${LEADS}?status=archived&from=yesterday`)).toMatchObject({
        status: 422,
        body: { error: 'invalid', fields: { status: [expect.any(String)], from: [expect.any(String)] } },
      });
      expect(await call(sales, `${LEADS}/${lead.leadId}/notes`, { method: 'POST', body: { text: '  ' } })).toMatchObject({
        status: 422,
        body: { fields: { text: ['Write a note first.'] } },
      });
      // A lead is given only to someone at this dealer: sunstate's owner is refused, nothing is changed.
      const outsider = (await s().features.staff.people().list('sunstate-motor-group'))[0]!.personId;
      expect(await call(sales, `${LEADS}/${lead.leadId}/assign`, { method: 'POST', body: { staff_id: outsider } })).toMatchObject({
        status: 422,
        body: { fields: { staff_id: ['Choose someone who works at this dealer.'] } },
      });
      expect((await s().features.inbox.store().get('harbour-mazda', lead.leadId))?.assignee).toBeNull();
      expect((await s().features.staff.audit().list('harbour-mazda'))[0]).toMatchObject({ action: 'leads.assign', outcome: 'refused' });
      expect((await call(sales, `${LEADS}/${other.leadId}`)).status).toBe(404);
      expect((await call(sales, `${LEADS}/${other.leadId}/status`, { method: 'POST', body: { status: 'sold' } })).status).toBe(404);
    });

    it('tells the leads screen where the dealer’s leads go, and that they stay in the store when leads.forward names nowhere', async () => {
      const owner = await signedIn('harbour-mazda', 'owner', 'olive.owner@harbour.example');
      expect((await call(owner, `${LEADS}/choices`)).body!['destinations']).toEqual(['ADF e-mail to leads@harbourcitymazda.example']);

      // The same dealer with its leads.forward taken out of dealer.json.
      const dealers = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-inbox-dealers-'));
      dirs.push(dealers);
      fs.cpSync('dealers', dealers, { recursive: true });
      const file = path.join(dealers, 'harbour-mazda', 'dealer.json');
      const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { leads: Record<string, unknown> };
      delete config.leads['forward'];
      fs.writeFileSync(file, JSON.stringify(config));
      await server?.close();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-inbox-api-'));
      dirs.push(dataDir);
      server = testServer({ FORECOURT_DATA_DIR: dataDir, FORECOURT_DEALERS_DIR: dealers }, { location: await engine.fresh() });
      const again = await signedIn('harbour-mazda', 'owner', 'olive.owner@harbour.example');
      expect((await call(again, `${LEADS}/choices`)).body!['destinations']).toEqual([]);
    });

    it('shows a service adviser the service bookings only', async () => {
      const service = await signedIn('harbour-mazda', 'service', 'sid.service@harbour.example');
      const booking = await storeFormLead(s().features.leads.store(), 'service-booking');
      const enquiry = await storeFormLead(s().features.leads.store(), 'car-enquiry');
      expect((await call(service, LEADS)).body!['leads'].map((l: { lead_id: string }) => l.lead_id)).toEqual([booking.leadId]);
      expect((await call(service, `${LEADS}/${enquiry.leadId}`)).status).toBe(404);
    });

    it('exports the filtered leads as CSV with every answer and the car’s title and stock number, and resends one to the CRM', async () => {
      const owner = await signedIn('harbour-mazda', 'owner', 'olive.owner@harbour.example');
      const lead = await storeFormLead(s().features.leads.store(), 'car-enquiry', { values: { [FIELD.message]: 'Does it have =SUM(A1) a towbar?' } });
      await storeFormLead(s().features.leads.store(), 'service-booking');

      const csv = await call(owner, `${LEADS}/export.csv?form=car_enquiry`);
      expect(csv.type).toBe('text/csv; charset=utf-8');
      const [header, row, ...rest] = csv.text.trim().split('\n');
      expect(rest).toEqual([]);
      expect(header).toContain('car_title,stock_number,car_id');
      expect(header).toContain('Message');
      expect(row).toContain(lead.leadId);
      expect(row).toContain('2022 Mazda CX-5 Touring,HM1234');
      expect(row).toContain('Does it have =SUM(A1) a towbar?');

      const store = s().features.leads.store();
      const claimed = (await store.claimDue({ now: new Date(Date.now() + 1000) })).find((i) => i.target === 'email')!;
      await store.recordDelivery(claimed.outboxId, { ok: true }, { maxAttempts: 3, backoffMs: 1000 });
      expect(await call(owner, `${LEADS}/${lead.leadId}/resend`, { method: 'POST' })).toMatchObject({ status: 200, body: { queued: 1 } });
      expect(await store.getLead(lead.leadId)).toMatchObject({ status: 'stored', deliveries: 1, payload: lead.payload });
      const detail = await call(owner, `${LEADS}/${lead.leadId}`);
      expect(detail.body!['activity'].map((a: { kind: string }) => a.kind)).toEqual(['resend']);
    });
  });
});
