import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { harbourStock } from '../test-drive/testing/harbour-stock.ts';
import { adfDtdErrors } from './delivery/test-support/adf-dtd.ts';
import { type LeadMail, mboxLeadMails, missingAnswers, missingFromMail } from './delivery/test-support/delivered-mail.ts';
import { FORM_ENTRIES, formLead, sampleDealer, type FormEntry } from './fixtures/form-leads.ts';
import { australianMobile } from '../../lib/phone/mobile-number.ts';

// Every form, posted to POST /api/leads as its island posts it, forwarded by the outbox to the
// offline mail log and to a signed webhook: every answer reaches the ADF, the HTML and the webhook.
const root = path.resolve(import.meta.dirname, '../../..');
const HOST = 'http://harbour-mazda.localhost:4321';
const harbour = sampleDealer();
const dirs: string[] = [];
const hooks: string[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => (hooks.push(body), res.writeHead(204).end()));
});
let stock: Awaited<ReturnType<typeof harbourStock>>;
let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  stock = await harbourStock([{ id: 5501 }]);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-every-form-'));
  const dealers = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-every-form-dealers-'));
  dirs.push(dataDir, dealers);
  for (const folder of ['_defaults', 'harbour-mazda']) fs.cpSync(path.join(root, 'dealers', folder), path.join(dealers, folder), { recursive: true });
  const file = path.join(dealers, 'harbour-mazda', 'dealer.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { leads: { forward: Record<string, unknown> } };
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
  config.leads.forward['webhook'] = { url, secret_env: 'HARBOUR_CRM_SECRET' };
  fs.writeFileSync(file, JSON.stringify(config));
  const env = { FORECOURT_DATA_DIR: dataDir, FORECOURT_INDEX_DIR: stock.dir, FORECOURT_DEALERS_DIR: dealers, FORECOURT_LEAD_RATE_PER_MINUTE: '1000' };
  server = testServer({ ...env, HARBOUR_CRM_SECRET: 'crm-secret' });
});
afterAll(async () => {
  await server.close();
  stock.remove();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

async function post(body: unknown): Promise<{ lead_id: string; step_token?: string }> {
  const request = new Request(`${HOST}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: HOST },
    body: JSON.stringify(body),
  });
  const response = await server.app.fetch(request, { dealerSlug: 'harbour-mazda', clientIp: '127.0.0.3' });
  const answer = (await response.json()) as { lead_id: string; step_token?: string };
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer;
}

/** A slot the test-drive form offers for the car now. */
async function openSlot(): Promise<string> {
  const response = await server.app.fetch(new Request(`${HOST}/api/appointment-availability?car_id=5501`), {
    dealerSlug: 'harbour-mazda',
    clientIp: '127.0.0.3',
  });
  const body = (await response.json()) as { days: { slots: { dateTime: string }[] }[] };
  return body.days[0]!.slots[0]!.dateTime;
}

/** Location ids are shown by their names. */
// A location id reads as its name; the mobile as the lead API keeps it, in its national form (0412345678).
const shown = (name: string, value: string): string =>
  name === FIELD.location
    ? ([...harbour.forms.locations, ...(harbour.forms.service?.locations ?? [])].find((l) => l.id === value)?.name ?? value)
    : name === FIELD.phone
      ? (australianMobile(value) ?? value)
      : value;

describe('every form, from POST /api/leads to the mail log and the webhook', () => {
  const sent = new Map<FormEntry, { leadId: string; values: Record<string, unknown> }>();
  let mails: Map<string, LeadMail[]>;
  let bodies: Map<string, { answers: { value: string }[]; fields: Record<string, unknown> }>;

  beforeAll(async () => {
    for (const entry of FORM_ENTRIES) {
      const values = entry === 'test-drive' ? { [FIELD.dateTime]: await openSlot() } : {};
      const lead = formLead(entry, { dealer: harbour, values });
      let leadId: string;
      if (lead.firstStep) {
        const first = await post(lead.firstStep);
        leadId = first.lead_id;
        expect((await post({ ...lead.submission, lead_id: leadId, step_token: first.step_token })).lead_id).toBe(leadId);
      } else leadId = (await post(lead.submission)).lead_id;
      sent.set(entry, { leadId, values: lead.values });
    }
    // Each lead's e-mail, webhook and staff alert rows (rule: leads.new-lead-alerts), 20 a pass.
    const passes = [await server.features.leads.forwardOnce(), await server.features.leads.forwardOnce()];
    const total = (key: 'claimed' | 'delivered' | 'failed') => passes.reduce((sum, pass) => sum + pass[key], 0);
    expect([total('claimed'), total('delivered'), total('failed')]).toEqual([3 * FORM_ENTRIES.length, 3 * FORM_ENTRIES.length, 0]);
    mails = mboxLeadMails(fs.readFileSync(path.join(dataDir, 'lead-mail.mbox'), 'utf8'));
    bodies = new Map(
      hooks.map((hook) => {
        const { lead } = JSON.parse(hook) as { lead: { id: string; answers: { value: string }[]; fields: Record<string, unknown> } };
        return [lead.id, lead];
      }),
    );
  });

  it.each(FORM_ENTRIES)('%s: one e-mail whose ADF validates and carries every answer, as do its HTML and the webhook', (entry) => {
    const { leadId, values } = sent.get(entry)!;
    const [mail, ...more] = mails.get(leadId) ?? [];
    expect(more).toEqual([]);
    expect(mail!.headers['content-transfer-encoding'] ?? '').not.toBe('quoted-printable');
    expect(adfDtdErrors(mail!.adf)).toBe('');
    expect(missingFromMail(mail!, values, shown)).toEqual({ adf: [], html: [] });
    const body = bodies.get(leadId)!;
    expect(body.fields['userData']).toBeDefined();
    expect(missingAnswers(values, body.answers.map((a) => a.value).join('\n'), shown)).toEqual([]);
  });
});
