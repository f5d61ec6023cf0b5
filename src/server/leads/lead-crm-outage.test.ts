import fs from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { testServer, type TestServer } from '../context/testing/test-context.ts';
import { verifySignature } from '../webhooks/signature.ts';
import { runForwarder } from './delivery/forwarder.ts';
import { leadTransports } from './delivery/lead-transports.ts';
import { adfDtdErrors } from './delivery/test-support/adf-dtd.ts';
import { leaves, readMime } from './delivery/test-support/read-mime.ts';
import { find, readXml } from './delivery/test-support/read-xml.ts';
import { harbourEnquiry } from './fixtures/harbour-enquiry.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const SECRET = 'harbour-crm-secret';
const BACKOFF_SECONDS = 60;

type Hit = { headers: IncomingHttpHeaders; body: string };

/**
 * The dealer's CRM as two real receivers on loopback, each on a fixed port so it can go down and
 * come back: an HTTP endpoint for the signed webhook and an SMTP server for the ADF e-mail.
 */
function crm() {
  const hits: Hit[] = [];
  const mails: string[] = [];
  let http: Server | null = null;
  let smtp: SMTPServer | null = null;
  const ports = { http: 0, smtp: 0 };
  const listen = (server: { listen(port: number, host: string, done: () => void): unknown }, port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    hits,
    mails,
    ports,
    async up(): Promise<void> {
      http = createServer((req, res) => {
        let body = '';
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => (body += chunk));
        req.on('end', () => {
          hits.push({ headers: req.headers, body });
          res.writeHead(204).end();
        });
      });
      await listen(http, ports.http);
      ports.http = (http.address() as AddressInfo).port;
      smtp = new SMTPServer({
        logger: false,
        disabledCommands: ['STARTTLS', 'AUTH'],
        onData(stream, _session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
          stream.on('end', () => {
            mails.push(raw);
            callback();
          });
        },
      });
      await listen(smtp, ports.smtp);
      ports.smtp = (smtp.server.address() as AddressInfo).port;
    },
    async down(): Promise<void> {
      http?.closeAllConnections();
      await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
      http = null;
      smtp = null;
    },
  };
}

const receiver = crm();
const dirs: string[] = [];
let server: TestServer;
let transports: ReturnType<typeof leadTransports>;

beforeAll(async () => {
  // Up once to take two free ports, then down: the CRM is unreachable when the leads come in.
  await receiver.up();
  await receiver.down();
  const dealers = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-crm-dealers-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-crm-data-'));
  dirs.push(dealers, dataDir);
  for (const folder of ['_defaults', 'harbour-mazda']) fs.cpSync(path.join(root, 'dealers', folder), path.join(dealers, folder), { recursive: true });
  const file = path.join(dealers, 'harbour-mazda', 'dealer.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  config['leads'] = {
    forward: {
      email: { to: ['leads@harbourcitymazda.example'] },
      webhook: { url: `http://127.0.0.1:${receiver.ports.http}/crm/leads`, secret_env: 'HARBOUR_CRM_SECRET' },
    },
    backoff_seconds: BACKOFF_SECONDS,
    // The CRM's deliveries only: with the default alerts (at the location's opening), the staff alert row fell
    // due mid-test when a Harbour location opened within its ten simulated minutes (08:30 Sydney).
    alerts: false,
  };
  fs.writeFileSync(file, JSON.stringify(config));
  const env = { HARBOUR_CRM_SECRET: SECRET, SMTP_URL: `smtp://127.0.0.1:${receiver.ports.smtp}` };
  server = testServer({ ...env, FORECOURT_DEALERS_DIR: dealers, FORECOURT_DATA_DIR: dataDir });
  const { context } = server;
  transports = leadTransports({ dealerFor: context.dealers.dealerFor, mailer: context.providers.mailer(), secret: context.secret });
});

afterAll(async () => {
  await server.close();
  await receiver.down();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function submit(email: string): Promise<string> {
  const site = 'http://harbour-mazda.localhost:4321';
  const request = new Request(`${site}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify(harbourEnquiry({ values: { [FIELD.email]: email } })),
  });
  const response = await server.app.fetch(request, { dealerSlug: 'harbour-mazda', clientIp: '127.0.0.1' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { lead_id: string }).lead_id;
}

const pass = (at: Date) => runForwarder({ store: server.features.leads.store(), transports, dealerFor: server.context.dealers.dealerFor, now: () => at });
const statuses = async (ids: string[]) => Promise.all(ids.map(async (id) => (await server.features.leads.store().getLead(id))?.status));

describe("the dealer's CRM down", () => {
  it('keeps leads stored while it is unreachable, and delivers them by webhook and e-mail when it returns', async () => {
    const ids = [await submit('first@example.com'), await submit('second@example.com'), await submit('third@example.com')];
    const start = Date.now() + 1_000;
    const at = (seconds: number) => new Date(start + seconds * 1000);

    // Two passes while the CRM is down: every delivery fails and is retried later; nothing is lost or dead-lettered.
    expect(await pass(at(0))).toEqual({ claimed: 6, delivered: 0, failed: 6 });
    expect(await pass(at(1))).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(await pass(at(BACKOFF_SECONDS + 1))).toEqual({ claimed: 6, delivered: 0, failed: 6 });
    expect(await statuses(ids)).toEqual(['stored', 'stored', 'stored']);
    expect([receiver.hits.length, receiver.mails.length]).toEqual([0, 0]);

    await receiver.up();
    // The next retry is due two backoffs after the second attempt.
    expect(await pass(at(3 * BACKOFF_SECONDS + 2))).toEqual({ claimed: 6, delivered: 6, failed: 0 });
    expect(await statuses(ids)).toEqual(['forwarded', 'forwarded', 'forwarded']);

    const delivered = receiver.hits.map((hit) => JSON.parse(hit.body) as { lead: { id: string; email: string }; attempt: number });
    expect(delivered.map((d) => d.lead.id).sort()).toEqual([...ids].sort());
    expect(delivered.map((d) => d.attempt)).toEqual([3, 3, 3]);
    for (const hit of receiver.hits) {
      expect(verifySignature(hit.headers['forecourt-signature'] as string, hit.body, SECRET, Date.now() / 1000)).toMatchObject({ ok: true });
    }
    const mailed = receiver.mails.map((raw) => {
      const message = readMime(raw);
      expect(adfDtdErrors(leaves(message)[0]!.body)).toBe('');
      const prospect = find(readXml(leaves(message)[0]!.body).root, 'prospect')[0]!;
      return { leadId: message.headers['x-forecourt-lead-id'], email: find(prospect, 'customer', 'contact', 'email')[0]?.text };
    });
    expect(mailed.sort((a, b) => a.leadId!.localeCompare(b.leadId!))).toEqual(
      [...ids].sort().map((leadId) => ({ leadId, email: delivered.find((d) => d.lead.id === leadId)!.lead.email })),
    );
    expect(await pass(at(10 * BACKOFF_SECONDS))).toEqual({ claimed: 0, delivered: 0, failed: 0 });
  });
});
