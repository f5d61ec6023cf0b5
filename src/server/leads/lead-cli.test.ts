import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/open-database.ts';
import { leadsCsv, runLeadsCli } from './lead-cli.ts';
import { leadOperatorRow } from './lead-operator-view.ts';
import { createLeadStore, type LeadStore } from './lead-store.ts';
import { newLead, sampleDealer } from './fixtures/form-leads.ts';

/** A quick enquiry about harbour-mazda's car as its dialog sends it; `name` is what the shopper typed. */
const lead = (o: { name?: string; spam?: boolean } = {}) => newLead({ entry: 'quick-enquiry', ...o });

describe('npm run leads', () => {
  let dir: string;
  let store: LeadStore;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-cli-'));
    store = createLeadStore(openDatabase({ engine: 'sqlite', file: path.join(dir, 'leads.db') }));
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists leads as JSON with the operator columns, filtered by dealer and status', async () => {
    const { lead: first } = await store.createLead(lead(), ['email']);
    await store.createLead(newLead({ entry: 'contact', dealer: sampleDealer('westside-used-cars') }), []);
    await store.createLead(lead({ spam: true, name: 'Bot' }), ['email']);
    const { out, code } = await runLeadsCli(['list', '--dealer', 'harbour-mazda', '--status', 'stored', '--json'], store);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual([
      {
        lead_id: first.leadId,
        dealership_slug: 'harbour-mazda',
        category: 'Vehicle Enquiry',
        subcategory: 'Quick Enquiry',
        name: 'Sam Shopper',
        email: 'sam@example.com',
        phone: '0412 345 678',
        car_id: '5501',
        status: 'stored',
        created_at: first.createdAt,
      },
    ]);
    expect(JSON.parse((await runLeadsCli(['list', '--json'], store)).out)).toHaveLength(3);
    expect((await runLeadsCli(['list', '--status', 'bogus'], store)).code).toBe(2);
  });

  it('shows one lead, and queues a dead-lettered lead again as a resend', async () => {
    const { lead: stored } = await store.createLead(lead(), ['email']);
    expect(JSON.parse((await runLeadsCli(['show', stored.leadId], store)).out).leadId).toBe(stored.leadId);
    const [item] = await store.claimDue({ now: new Date(Date.now() + 1000), limit: 1, leaseMs: 1000 });
    await store.recordDelivery(item!.outboxId, { ok: false, error: 'refused', permanent: true }, { now: new Date(), maxAttempts: 8, backoffMs: 1000 });
    expect((await store.getLead(stored.leadId))?.status).toBe('failed');
    const retried = await runLeadsCli(['retry', '--failed'], store);
    expect(retried.out).toMatch(/^1 deliveries queued again/);
    const [again] = await store.claimDue({ now: new Date(Date.now() + 1000), limit: 1, leaseMs: 1000 });
    expect(again?.resend).toBe(true);
  });

  it('exports CSV that spreadsheets read as text', () => {
    const row = leadOperatorRow({
      ...lead({ name: '=HYPERLINK("x"), Sam' }),
      leadId: 'L1',
      status: 'stored',
      createdAt: '2026-11-23T00:00:00.000Z',
      updatedAt: '',
      deliveries: 0,
    });
    const [header, line] = leadsCsv([row]).trimEnd().split('\n');
    expect(header).toBe('lead_id,created_at,dealership_slug,status,category,subcategory,name,email,phone,car_id');
    expect(line).toBe(
      `L1,2026-11-23T00:00:00.000Z,harbour-mazda,stored,Vehicle Enquiry,Quick Enquiry,"'=HYPERLINK(""x""), Sam",sam@example.com,0412 345 678,5501`,
    );
  });
});
