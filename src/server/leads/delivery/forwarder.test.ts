import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleDealer, scratchLeadStore, storeFormLead } from '../fixtures/form-leads.ts';
import type { DeliveryResult, Lead, OutboxItem } from '../lead-types.ts';
import { forwardDueAt } from './forward-due.ts';
import { MAX_BACKOFF_MS, retryPolicy, runForwarder, startForwarder } from './forwarder.ts';
import { dealerLookup } from './lead-dealer.ts';
import { testContext } from '../../context/testing/test-context.ts';
import { leadTransports } from './lead-transports.ts';
import type { LeadTransport } from './outbox-port.ts';
import { adfDtdErrors } from './test-support/adf-dtd.ts';
import { MemoryOutbox } from './test-support/memory-outbox.ts';
import { leaves, readMime } from './test-support/read-mime.ts';

/** A transport answering from a script, recording what it was handed. */
function scripted(...answers: Array<DeliveryResult | Error>): LeadTransport & { seen: OutboxItem[] } {
  const seen: OutboxItem[] = [];
  return {
    seen,
    deliver(item) {
      seen.push(item);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
}

const T0 = Date.parse('2026-11-23T03:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
const dealerFor = dealerLookup([sampleDealer('harbour-mazda', { leads: { max_attempts: 3, backoff_seconds: 10 } }).delivery]);

// A car enquiry as its island sends it, stored; the memory outbox below hands it out as its rows.
let scratch: ReturnType<typeof scratchLeadStore>;
let stored: Lead;
beforeAll(async () => {
  scratch = scratchLeadStore();
  stored = await storeFormLead(scratch.store, 'car-enquiry');
});
afterAll(() => scratch.remove());

const sampleItem = (target: string, over: Partial<OutboxItem> = {}): OutboxItem => ({
  outboxId: `out-${target}-1`,
  lead: stored,
  target,
  attempt: 1,
  resend: false,
  ...over,
});

describe('a forwarder pass', () => {
  it('claims due rows, delivers each with its target transport and records every result with the dealer policy', async () => {
    const store = new MemoryOutbox();
    store.add(sampleItem('email'));
    store.add(sampleItem('webhook'));
    const email = scripted({ ok: true });
    const webhook = scripted({ ok: false, error: 'HTTP 503' });
    const report = await runForwarder({ store, transports: { email, webhook }, dealerFor, now: () => at(0), limit: 5, leaseMs: 60_000 });
    expect(report).toEqual({ claimed: 2, delivered: 1, failed: 1 });
    expect(store.claims).toEqual([{ now: at(0), limit: 5, leaseMs: 60_000 }]);
    expect(email.seen.map((i) => [i.outboxId, i.attempt])).toEqual([['out-email-1', 1]]);
    expect(store.records).toEqual([
      { outboxId: 'out-email-1', result: { ok: true }, options: { now: at(0), maxAttempts: 3, backoffMs: 10_000 } },
      { outboxId: 'out-webhook-1', result: { ok: false, error: 'HTTP 503' }, options: { now: at(0), maxAttempts: 3, backoffMs: 10_000 } },
    ]);
    expect([store.state('out-email-1'), store.state('out-webhook-1')]).toEqual(['delivered', 'pending']);
  });

  it('backs off doubling per attempt and dead-letters after the last one', async () => {
    const store = new MemoryOutbox();
    store.add(sampleItem('webhook'));
    const webhook = scripted({ ok: false, error: 'HTTP 500' });
    const log: string[] = [];
    const pass = (ms: number) => runForwarder({ store, transports: { webhook }, dealerFor, now: () => at(ms), log: (l) => log.push(l) });
    const claimedAt: number[] = [];
    for (let ms = 0; ms <= 60_000; ms += 1_000) if ((await pass(ms)).claimed > 0) claimedAt.push(ms);
    expect(claimedAt).toEqual([0, 10_000, 30_000]);
    expect(store.records.map((r) => r.options.backoffMs)).toEqual([10_000, 20_000, 40_000]);
    expect(store.state('out-webhook-1')).toBe('dead');
    expect(log).toEqual([
      `lead ${stored.leadId} → webhook attempt 1 failed (will retry): HTTP 500`,
      `lead ${stored.leadId} → webhook attempt 2 failed (will retry): HTTP 500`,
      `lead ${stored.leadId} → webhook attempt 3 failed (dead-lettered): HTTP 500`,
    ]);
  });

  it('passes a permanent failure through, and the store dead-letters it at once', async () => {
    const store = new MemoryOutbox();
    store.add(sampleItem('webhook'));
    await runForwarder({ store, transports: { webhook: scripted({ ok: false, permanent: true, error: 'HTTP 410' }) }, dealerFor, now: () => at(0) });
    expect(store.records[0]!.result).toEqual({ ok: false, permanent: true, error: 'HTTP 410' });
    expect(store.state('out-webhook-1')).toBe('dead');
  });

  it('never hands spam to a transport', async () => {
    const store = new MemoryOutbox();
    store.add(sampleItem('email', { lead: { ...stored, status: 'spam' } }));
    const email = scripted({ ok: true });
    await runForwarder({ store, transports: { email }, dealerFor, now: () => at(0) });
    expect(email.seen).toEqual([]);
    expect(store.records[0]!.result).toEqual({ ok: false, permanent: true, error: 'spam is never forwarded' });
  });

  it('retries a row whose target has no transport, or whose transport throws', async () => {
    const store = new MemoryOutbox();
    store.add(sampleItem('sms'));
    store.add(sampleItem('email'));
    await runForwarder({ store, transports: { email: scripted(new Error('socket hang up')) }, dealerFor, now: () => at(0) });
    expect(store.records.map((r) => r.result)).toEqual([
      { ok: false, error: "no transport for target 'sms'" },
      { ok: false, error: 'socket hang up' },
    ]);
    expect([store.state('out-sms-1'), store.state('out-email-1')]).toEqual(['pending', 'pending']);
  });

  it('uses the default policy for a lead whose dealer is gone', async () => {
    const store = new MemoryOutbox();
    store.add(sampleItem('email', { lead: { ...stored, dealershipSlug: 'gone' } }));
    await runForwarder({ store, transports: { email: scripted({ ok: false, error: 'x' }) }, dealerFor, now: () => at(0) });
    expect(store.records[0]!.options).toEqual({ now: at(0), maxAttempts: 8, backoffMs: 30_000 });
  });
});

describe('the retry policy', () => {
  it('doubles backoff_seconds per attempt, capped', () => {
    const leads = sampleDealer().delivery.leads;
    expect([1, 2, 3, 8].map((n) => retryPolicy(leads, n, at(0)).backoffMs)).toEqual([30_000, 60_000, 120_000, 3_840_000]);
    expect(retryPolicy({ ...leads, max_attempts: 30 }, 30, at(0))).toEqual({ now: at(0), maxAttempts: 30, backoffMs: MAX_BACKOFF_MS });
  });
});

describe('when a lead is first due', () => {
  const lead = { updatedAt: '2026-11-23T03:00:00.000Z' };
  it('is at once for a complete lead, partial_after_minutes later for a partial one, never when switched off', () => {
    expect(forwardDueAt({ ...lead, stage: 'complete' }, { partial_after_minutes: 30 })).toEqual(at(0));
    expect(forwardDueAt({ ...lead, stage: 'partial' }, { partial_after_minutes: 30 })).toEqual(at(30 * 60_000));
    expect(forwardDueAt({ ...lead, stage: 'partial' }, { partial_after_minutes: false })).toBeNull();
  });
});

describe('the in-process forwarder loop', () => {
  it('runs passes until stopped, drains full passes at once, survives a store outage and wakes on demand', async () => {
    const store = new MemoryOutbox();
    for (let i = 0; i < 5; i++) store.add(sampleItem('email', { outboxId: `o${i}` }));
    const email = scripted({ ok: true });
    const log: string[] = [];
    const forwarder = startForwarder({ store, transports: { email }, dealerFor, limit: 2, intervalMs: 60_000, log: (l) => log.push(l) });
    await expect.poll(() => store.records.length).toBe(5);
    expect(store.claims.length).toBe(3);

    store.failClaims = new Error('database is down');
    forwarder.wake();
    await expect.poll(() => log).toEqual(['lead forwarder pass failed: database is down']);

    store.failClaims = null;
    store.add(sampleItem('email', { outboxId: 'late' }));
    forwarder.wake();
    await expect.poll(() => store.state('late')).toBe('delivered');
    await forwarder.stop();
    const claims = store.claims.length;
    forwarder.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.claims.length).toBe(claims);
  });

  it('waits for the pass under way when stopped', async () => {
    const store = new MemoryOutbox();
    store.add(sampleItem('email'));
    let release!: () => void;
    const slow: LeadTransport = { deliver: () => new Promise((resolve) => (release = () => resolve({ ok: true }))) };
    const forwarder = startForwarder({ store, transports: { email: slow }, dealerFor });
    await expect.poll(() => release !== undefined).toBe(true);
    const stopped = forwarder.stop();
    release();
    await stopped;
    expect(store.state('out-email-1')).toBe('delivered');
  });
});

describe('the transports npm start delivers with', () => {
  it("e-mail into the data folder's mail log when SMTP_URL is unset", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-leads-'));
    try {
      const dealers = dealerLookup([sampleDealer('harbour-mazda', { leads: { forward: { email: { to: ['crm@harbour.example'] } } } }).delivery]);
      // The mailer the server context chooses without SMTP_URL, and the transports the forwarder delivers with.
      const mailer = testContext({ FORECOURT_DATA_DIR: dataDir }).providers.mailer();
      const transports = leadTransports({ dealerFor: dealers, mailer, secret: () => undefined });
      const store = new MemoryOutbox();
      store.add(sampleItem('email'));
      expect(await runForwarder({ store, transports, dealerFor: dealers })).toEqual({ claimed: 1, delivered: 1, failed: 0 });
      const mbox = readFileSync(path.join(dataDir, 'lead-mail.mbox'), 'utf8');
      expect(mbox).toMatch(/^From forecourt /);
      expect(adfDtdErrors(leaves(readMime(mbox.replace(/^From forecourt .*\n/, '')))[0]!.body)).toBe('');
      expect(mbox).toContain('From: leads@forecourt.localhost');
      expect(mbox).toContain('To: crm@harbour.example');
      expect(mailer.description).toBe(`mail log ${path.join(dataDir, 'lead-mail.mbox')}`);
      expect(testContext({ FORECOURT_DATA_DIR: dataDir, SMTP_URL: 'smtp://u:secret@mail.example:587' }).providers.mailer().description).toBe(
        'SMTP mail.example:587',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
