import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedStockIndex } from '../../lib/search/embedded-index.ts';
import { defaultDealerPlans, generateFeed } from '../../dev/sample-feed/generate-feed.ts';
import { StockChangesSchema, applyStockChanges } from './stock-changes.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('stock changes', () => {
  it('merges partial upserts by id, adds new records, deletes ids, and reports every changed id once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-changes-'));
    dirs.push(dir);
    const index = new EmbeddedStockIndex({ dir });
    const records = generateFeed({
      now: new Date('2026-11-22T00:00:00Z'),
      dealers: defaultDealerPlans(process.cwd()).map((p) => ({ ...p, count: 5 })),
      malformed: false,
    });
    await index.addDocuments(records.map((r) => ({ ...r, id: String(r['id']) })));
    const [first, second, third] = await index.getDocuments();
    const added = { ...second!, id: 'new-1', slug: 'new-car-new-1', stocknum: 'NEW1' };
    const changes = StockChangesSchema.parse({ upsert: [{ id: first!.id, status: 'sold' }, added, { id: first!.id, price: 1 }], delete: [third!.id] });
    const ids = await applyStockChanges(index, changes);
    expect(ids.sort()).toEqual([first!.id, 'new-1', third!.id].sort());
    const after = new Map((await index.getDocuments()).map((d) => [d.id, d]));
    expect(after.get(first!.id)?.['status']).toBe('sold');
    expect(after.get(first!.id)?.['make']).toBe(first!['make']);
    expect(after.has('new-1')).toBe(true);
    expect(after.has(third!.id)).toBe(false);
  });

  it('refuses a file with unknown keys or records without an id', () => {
    expect(StockChangesSchema.safeParse({ upsert: [], remove: ['1'] }).success).toBe(false);
    expect(StockChangesSchema.safeParse({ upsert: [{ price: 1 }] }).success).toBe(false);
    expect(StockChangesSchema.parse({ delete: [12] })).toEqual({ upsert: [], delete: ['12'] });
  });
});
