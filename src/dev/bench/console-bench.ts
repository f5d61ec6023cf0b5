import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createApp } from '../../server/app.ts';
import { embeddedSms } from '../../server/accounts/sms/embedded-sms.ts';
import type { SmsProvider } from '../../server/accounts/sms/sms-provider.ts';
import { createServerContext, type ServerContext } from '../../server/context/server-context.ts';
import { staffCookie } from '../../server/console/staff-cookie.ts';
import { closeServer, serverFeatures, type ServerFeatures } from '../../server/server-features.ts';
import { createSiteServer } from '../../engine/serve/site-server.ts';
import { leadFields } from '../../server/leads/lead-fields.ts';
import { validateLeadSubmission } from '../../lib/leads/lead-submission.ts';
import { benchSubmission } from './lead-load.ts';
import { OFFLINE_CHROMIUM_FLAGS } from './chromium-flags.ts';

const DEALER = 'harbour-mazda';
const SITE = `http://${DEALER}.localhost`;

type Running = { context: ServerContext; features: ServerFeatures; port: number; cookie: string; close(): Promise<void> };

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * The site server `npm start` runs over `work` (its built sites, the app under /api/, the in-process
 * forwarder), on a fresh embedded store under `dataDir`, with one sales person at harbour-mazda who
 * chose SMS alerts and a console session for them. `sms` is the provider alerts are handed to.
 */
async function start(work: string, dataDir: string, sms?: (inner: SmsProvider) => SmsProvider): Promise<Running> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    FORECOURT_WORK_DIR: work,
    FORECOURT_DATA_DIR: dataDir,
    FORECOURT_LEAD_RATE_PER_MINUTE: '1000000',
    FORECOURT_WRITE_RATE_PER_MINUTE: '1000000',
  };
  delete env['DATABASE_URL'];
  delete env['SMTP_URL'];
  delete env['TWILIO_ACCOUNT_SID'];
  let context: ServerContext;
  const wrap = () => {
    const inner = embeddedSms(context.store.database(), context.clock);
    return sms ? sms(inner) : inner;
  };
  context = createServerContext({ env, providers: { sms: () => wrap() } });
  const features = serverFeatures(context);
  const people = features.staff.people();
  const invited = await people.invite({
    dealer: DEALER,
    email: 'sam.sales@harbour.example',
    name: 'Sam Sales',
    phone: '0412000001',
    role: 'sales',
    locations: [],
    departments: ['sales'],
    invitedBy: null,
  });
  if (!invited.invited) throw new Error('could not invite the bench sales person');
  await people.setAlerts(invited.person.personId, { channels: ['sms'] });
  const session = await features.staff.sessions().create(DEALER, invited.person.personId);
  features.leads.startForwarding();
  const server = createSiteServer({ root: work, port: 0, app: createApp(context, features) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    context,
    features,
    port,
    cookie: staffCookie.pair(new Request(`${SITE}:${port}/`), session.token),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeServer(context, features);
    },
  };
}

type Answer = { status: number; text: string };

/** A request to the dealer's site on the bench's server (node:http: fetch will not send another Host). */
function call(r: Running, pathAndQuery: string, init: { method?: string; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: r.port,
        path: pathAndQuery,
        method: init.method ?? 'GET',
        agent,
        headers: { host: `${DEALER}.localhost:${r.port}`, origin: `${SITE}:${r.port}`, cookie: r.cookie, 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

const inboxPath = `/api/console/dealers/${DEALER}/leads`;

/** 201 → the inbox API lists the lead, and 201 → its SMS alert is handed to the provider, for `count` leads one after another. */
async function newLeadTimes(work: string, count: number, log: (line: string) => void) {
  const handed = new Map<string, number>();
  const r = await start(work, fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-alerts-')), (inner) => ({
    name: inner.name,
    async send(message) {
      await inner.send(message);
      const lead = /[?&]lead=([0-9a-f-]{36})/.exec(message.text)?.[1];
      if (lead) handed.set(lead, performance.now());
    },
  }));
  const forms = r.context.dealers.dealer(DEALER)!.forms;
  const toInbox: number[] = [];
  const toAlert: number[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const body = JSON.stringify(benchSubmission(`${SITE}:${r.port}`, forms, `alert-${i}`));
      const sent = performance.now();
      const answer = await call(r, '/api/leads', { method: 'POST', body });
      const stored = performance.now();
      if (answer.status !== 201) throw new Error(`POST /api/leads answered ${answer.status}: ${answer.text}`);
      const leadId = (JSON.parse(answer.text) as { lead_id: string }).lead_id;
      const since = new Date(Date.now() - 1000).toISOString();
      for (;;) {
        const page = JSON.parse((await call(r, `${inboxPath}?since=${encodeURIComponent(since)}`)).text) as { leads: { lead_id: string }[] };
        if (page.leads.some((l) => l.lead_id === leadId)) break;
        if (performance.now() - stored > 10_000) throw new Error(`lead ${leadId} never showed in the inbox`);
      }
      toInbox.push(performance.now() - stored);
      while (!handed.has(leadId)) {
        if (performance.now() - stored > 10_000) throw new Error(`the alert of lead ${leadId} was never handed to the SMS provider`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      toAlert.push(handed.get(leadId)! - stored);
      if (i === 0) log(`  first lead: 201 in ${ms(stored - sent)}`);
    }
  } finally {
    await r.close();
  }
  return { toInbox, toAlert };
}

/** Stores `count` leads through the lead store's insert path (createLead, as the lead route does), 64 at a time. */
async function fillStore(r: Running, count: number): Promise<void> {
  const entry = r.context.dealers.dealer(DEALER)!;
  const ofForm = (i: number) => {
    const submission = benchSubmission(`${SITE}:${r.port}`, entry.forms, `stored-${i}`);
    const checked = validateLeadSubmission(JSON.parse(JSON.stringify(submission)), entry.forms);
    if (!checked.ok) throw new Error(`the bench lead is refused: ${JSON.stringify(checked.errors)}`);
    return checked.submission;
  };
  const store = r.features.leads.store();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const fields = leadFields(ofForm(i));
      // One lead in ten is a test drive: the form filter's share.
      const form = i % 10 === 0 ? { ...fields, payload: { ...fields.payload, form: 'test_drive' } } : fields;
      const { lead } = await store.createLead({ ...form, dealershipSlug: DEALER, idempotencyKey: null, spam: false }, []);
      // One in fifty contacted: the status filter's share.
      if (i % 50 === 0) await r.features.inbox.store().setStatus(DEALER, lead.leadId, 'contacted', { staffId: 'bench' });
    }
  };
  await Promise.all(Array.from({ length: 64 }, worker));
}

async function p95(r: Running, query: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const response = await call(r, `${inboxPath}${query}`);
    if (response.status !== 200) throw new Error(`${inboxPath}${query} answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return quantile(times, 0.95);
}

/** Milliseconds from navigation start until the inbox's list is in the page, median of `runs` loads. */
async function paintTime(r: Running, runs: number): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [...OFFLINE_CHROMIUM_FLAGS, '--disable-quic'],
  });
  try {
    const context = await browser.newContext();
    const [name, value] = r.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, domain: `${DEALER}.localhost`, path: '/', httpOnly: true, sameSite: 'Strict' }]);
    const page = await context.newPage();
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      await page.goto(`${SITE}:${r.port}/console/leads/`);
      await page.locator('.inbox-rows li').first().waitFor({ timeout: 10_000 });
      times.push(await page.evaluate(() => performance.now()));
    }
    return quantile(times, 0.5);
  } finally {
    await browser.close();
  }
}

/**
 * npm run bench:console: the time from a lead's 201 to the inbox API listing it and to its SMS alert
 * being handed to the provider (median and p99 over `leads` leads), then with `stored` leads in the
 * store, the inbox API's p95 for the first page and for filters, and the time until Chromium shows
 * the list. `work` holds harbour-mazda's built site (its /console/leads/ page).
 */
export async function runConsoleBench(o: { work: string; leads: number; stored: number; log: (line: string) => void }): Promise<void> {
  const { log } = o;
  log(`New leads, one after another (${o.leads}), embedded store, npm start's server and forwarder:`);
  const { toInbox, toAlert } = await newLeadTimes(o.work, o.leads, log);
  log(`  201 → listed by the inbox API:       median ${ms(quantile(toInbox, 0.5))}, p99 ${ms(quantile(toInbox, 0.99))}`);
  log(`  201 → SMS alert handed to provider:  median ${ms(quantile(toAlert, 0.5))}, p99 ${ms(quantile(toAlert, 0.99))} (budget p99 ≤ 5 s)`);

  const r = await start(o.work, fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-stored-')));
  try {
    const filling = performance.now();
    await fillStore(r, o.stored);
    log(
      `${o.stored.toLocaleString('en-AU')} leads stored through createLead in ${((performance.now() - filling) / 1000).toFixed(1)} s; the inbox API (200 calls each, target p95 ≤ 100 ms):`,
    );
    await p95(r, '', 20);
    log(`  first page:                p95 ${ms(await p95(r, '', 200))}`);
    log(`  form=test_drive (1 in 10): p95 ${ms(await p95(r, '?form=test_drive', 200))}`);
    log(`  status=contacted (1 in 50): p95 ${ms(await p95(r, '?status=contacted', 200))}`);
    log(`  status=new (49 in 50):     p95 ${ms(await p95(r, '?status=new', 200))}`);
    log(`  speed to lead (30 days):   p95 ${ms(await p95(r, '/speed', 50))}`);
    log(`Chromium, /console/leads/ until the list is shown (median of 5 loads, target ≤ 1 s): ${ms(await paintTime(r, 5))}`);
  } finally {
    await r.close();
    agent.destroy();
  }
}
