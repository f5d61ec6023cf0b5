import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedSms } from '../../accounts/sms/embedded-sms.ts';
import type { SmsProvider } from '../../accounts/sms/sms-provider.ts';
import { testServer, type TestServer } from '../../context/testing/test-context.ts';
import { formLead } from '../../leads/fixtures/form-leads.ts';
import { ALERT_TARGET } from '../../leads/lead-types.ts';
import { testEngines } from '../../store/testing/test-databases.ts';
import { alertDealers, alertTransport } from './alert-transport.ts';
import { staffDirectory } from './staff-directory.ts';
import { pushReceiver } from './testing/push-receiver.ts';
import { newVapidKeys, webPushSender } from './web-push-sender.ts';

const HOST = 'http://harbour-mazda.localhost:4321';

describe.each(testEngines())('new-lead alerts through the lead outbox (rule: leads.new-lead-alerts), on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'alerts', () => {
    let server: TestServer | null = null;
    let receiver: Awaited<ReturnType<typeof pushReceiver>> | null = null;
    let smsDown = false;
    const dirs: string[] = [];
    beforeEach(async () => {
      smsDown = false;
      receiver = await pushReceiver();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-alerts-'));
      dirs.push(dataDir);
      const sender = webPushSender({ ...newVapidKeys(), subject: 'mailto:leads@forecourt.localhost' });
      let sms: SmsProvider | null = null;
      server = testServer(
        { FORECOURT_DATA_DIR: dataDir, FORECOURT_LEAD_RATE_PER_MINUTE: '1000' },
        {
          location: await engine.fresh(),
          providers: {
            push: () => sender,
            sms: () =>
              (sms ??= (() => {
                const inner = embeddedSms(server!.context.store.database());
                return { name: 'embedded', send: (m) => (smsDown ? Promise.reject(new Error('SMS provider unreachable')) : inner.send(m)) };
              })()),
          },
        },
      );
    });
    afterEach(async () => {
      await server?.close();
      await receiver?.close();
    });
    afterAll(async () => {
      dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
      await engine.cleanup();
    });
    const s = () => server!;
    const people = () => s().features.staff.people();
    const sent = () => embeddedSms(s().context.store.database()).list(100);

    async function invite(email: string, role: 'sales' | 'service', channels: ('sms' | 'push')[], phone: string) {
      const result = await people().invite({
        dealer: 'harbour-mazda',
        email,
        name: email.split('@')[0]!,
        phone,
        role,
        locations: [],
        departments: role === 'sales' ? ['sales'] : ['service'],
        invitedBy: null,
      });
      if (!result.invited) throw new Error(`could not invite ${email}`);
      await people().setAlerts(result.person.personId, { channels });
      return result.person.personId;
    }

    async function sendEnquiry(): Promise<string> {
      const { submission } = formLead('car-enquiry');
      const response = await s().app.fetch(
        new Request(`${HOST}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json', origin: HOST }, body: JSON.stringify(submission) }),
        { dealerSlug: 'harbour-mazda', clientIp: '127.0.0.9' },
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { lead_id: string }).lead_id;
    }

    it('tells the sales staff of the lead’s location by the channels each chose, with the car and the link but none of the shopper’s details', async () => {
      await invite('sam.sales@harbour.example', 'sales', ['sms'], '0412000001');
      const pusher = await invite('pat.push@harbour.example', 'sales', ['push'], '0412000002');
      await invite('sid.service@harbour.example', 'service', ['sms'], '0412000003');
      await staffDirectory(s().context.store.database, people).subscribe(pusher, 'harbour-mazda', receiver!.subscription());

      const leadId = await sendEnquiry();
      const pass = await s().features.leads.forwardOnce();
      expect(pass).toMatchObject({ claimed: 2, delivered: 2 });

      const messages = await sent();
      expect(messages.map((m) => m.phone)).toEqual(['0412000001']);
      expect(messages[0]!.text).toBe(
        `New lead: Car enquiry. Car enquiry at Harbour City Mazda: 2022 Mazda CX-5 Touring (stock HM1234). http://harbour-mazda.localhost:4321/console/leads/?lead=${leadId}`,
      );
      expect(messages[0]!.text).not.toMatch(/Sam|sam@example|0412 345 678/);
      expect(receiver!.received).toHaveLength(1);
      expect(JSON.parse(receiver!.received[0]!.payload!)).toMatchObject({
        title: 'New lead: Car enquiry',
        leadId,
        url: expect.stringContaining(`?lead=${leadId}`),
      });
      // The alert is not the CRM's: the lead is forwarded once its e-mail is, delivered once.
      expect(await s().features.leads.store().getLead(leadId)).toMatchObject({ status: 'forwarded', deliveries: 1 });
    });

    it('retries an alert the provider refused, tells only whoever was not told, and never alerts again on a resend to the CRM', async () => {
      await invite('sam.sales@harbour.example', 'sales', ['sms', 'push'], '0412000001');
      const sam = (await people().list('harbour-mazda'))[0]!.personId;
      await staffDirectory(s().context.store.database, people).subscribe(sam, 'harbour-mazda', receiver!.subscription());
      smsDown = true;
      const leadId = await sendEnquiry();
      await s().features.leads.forwardOnce();
      expect(receiver!.received).toHaveLength(1);
      expect(await sent()).toEqual([]);
      const row = await s()
        .context.store.database()
        .query((db) => db.selectFrom('lead_outbox').selectAll().where('lead_id', '=', leadId).where('target', '=', ALERT_TARGET).executeTakeFirstOrThrow());
      expect(row).toMatchObject({ state: 'pending', attempt: 1, last_error: expect.stringContaining('SMS provider unreachable') });

      smsDown = false;
      const store = s().features.leads.store();
      const later = new Date(Date.now() + 3600_000);
      const [item] = await store.claimDue({ now: later });
      expect(item).toMatchObject({ target: ALERT_TARGET, attempt: 2 });
      const { context } = s();
      const transport = alertTransport({
        database: context.store.database,
        directory: staffDirectory(context.store.database, people),
        sms: context.providers.sms,
        push: context.providers.push,
        dealer: alertDealers(context.dealers),
      });
      expect(await transport.deliver(item!)).toEqual({ ok: true });
      await store.recordDelivery(item!.outboxId, { ok: true }, { maxAttempts: 8, backoffMs: 1000, now: later });
      expect((await sent()).map((m) => m.phone)).toEqual(['0412000001']);
      expect(receiver!.received).toHaveLength(1);

      expect(await store.retry(leadId)).toBe(1);
      expect((await store.claimDue({ now: later })).map((i) => i.target)).toEqual(['email']);
    });

    it('drops a subscription the push service says is gone', async () => {
      const pat = await invite('pat.push@harbour.example', 'sales', ['push'], '0412000002');
      const directory = staffDirectory(s().context.store.database, people);
      await directory.subscribe(pat, 'harbour-mazda', receiver!.subscription());
      receiver!.answer(410);
      await sendEnquiry();
      await s().features.leads.forwardOnce();
      expect(receiver!.received).toHaveLength(1);
      expect((await directory.alertRecipients({ dealer: 'harbour-mazda', locationSlug: null, department: 'sales' }))[0]!.subscriptions).toEqual([]);
    });
  });
});
