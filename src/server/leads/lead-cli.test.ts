import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/open-database.ts';
import { leadsCsv, runLeadsCli } from './lead-cli.ts';
import { leadOperatorRow } from './lead-operator-view.ts';
import { createLeadStore, type LeadStore } from './lead-store.ts';
import { newLead, sampleDealer, storeFormLead } from './fixtures/form-leads.ts';

/** The sample dealer's form settings, which name each answer. */
const formsOf = () => sampleDealer().forms;

/** A small CSV reader for the test: quoted cells with doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') ((cell += '"'), i++);
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') (row.push(cell), (cell = ''));
    else if (ch === '\n') (row.push(cell), rows.push(row), (row = []), (cell = ''));
    else cell += ch;
  }
  return rows;
}

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
    const { out, code } = await runLeadsCli(['list', '--dealer', 'harbour-mazda', '--status', 'stored', '--json'], store, undefined, formsOf);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual([
      {
        lead_id: first.leadId,
        dealership_slug: 'harbour-mazda',
        category: 'Vehicle Enquiry',
        subcategory: 'Quick Enquiry',
        name: 'Sam Shopper',
        email: 'sam@example.com',
        phone: '0412345678',
        car_title: '2022 Mazda CX-5 Touring',
        stock_number: 'HM1234',
        car_id: '5501',
        status: 'stored',
        created_at: first.createdAt,
        answers: expect.objectContaining({ Message: 'Is it still available?' }),
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

  it("lists and exports the car by its title and stock number, and every form's answers", async () => {
    const testDrive = await storeFormLead(store, 'test-drive');
    const tradeIn = await storeFormLead(store, 'trade-in');
    const service = await storeFormLead(store, 'service-booking');
    const list = await runLeadsCli(['list'], store, undefined, formsOf);
    expect(list.out).toContain('2022 Mazda CX-5 Touring (stock HM1234)');
    expect(list.out).not.toMatch(/ {2}car 5501/);
    expect(list.out).toContain('    Message: Can I bring my dog?');

    const [header, ...lines] = parseCsv((await runLeadsCli(['export', '--csv'], store, undefined, formsOf)).out);
    const rowOf = (leadId: string) => Object.fromEntries(header!.map((column, i) => [column, lines.find((l) => l[0] === leadId)![i]]));
    expect(header!.slice(0, 12)).toEqual([
      'lead_id',
      'created_at',
      'dealership_slug',
      'status',
      'category',
      'subcategory',
      'name',
      'email',
      'phone',
      'car_title',
      'stock_number',
      'car_id',
    ]);
    expect(rowOf(testDrive.leadId)).toMatchObject({ car_title: '2022 Mazda CX-5 Touring', stock_number: 'HM1234', Message: 'Can I bring my dog?' });
    expect(Object.values(rowOf(testDrive.leadId))).toContain('2026-12-05 10:00');
    const trade = Object.values(rowOf(tradeIn.leadId));
    for (const answer of ['Toyota', 'Corolla', '2015', '12500', 'Small dent on the rear bumper']) expect(trade).toContain(answer);
    const booking = Object.values(rowOf(service.leadId));
    for (const answer of ['Mazda', 'CX-3', '2019', 'Logbook Service', 'Rattle in the dash']) expect(booking).toContain(answer);
  });

  it('exports CSV that spreadsheets read as text', () => {
    const row = leadOperatorRow(
      {
        ...lead({ name: '=HYPERLINK("x"), Sam' }),
        leadId: 'L1',
        status: 'stored',
        createdAt: '2026-11-23T00:00:00.000Z',
        updatedAt: '',
        deliveries: 0,
      },
      null,
    );
    const [header, line] = leadsCsv([row]).trimEnd().split('\n');
    expect(header).toMatch(/^lead_id,created_at,dealership_slug,status,category,subcategory,name,email,phone,car_title,stock_number,car_id,/);
    expect(line).toMatch(
      /^L1,2026-11-23T00:00:00.000Z,harbour-mazda,stored,Vehicle Enquiry,Quick Enquiry,"'=HYPERLINK\(""x""\), Sam",sam@example.com,0412345678,2022 Mazda CX-5 Touring,HM1234,5501,/,
    );
  });
});
