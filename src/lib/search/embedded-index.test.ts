import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealerFilterSchema } from './dealer-filter.ts';
import { EmbeddedStockIndex } from './embedded-index.ts';
import { recordDigest } from './record-digest.ts';
import { indexSettings } from './index-settings.ts';
import { StockVocabulary } from './stock-vocabulary.ts';
import { STORED_DOCUMENT_VERSION, toStoredDocument } from './stored-document.ts';
import { makeDocument } from './fixtures/document.ts';
import { NOW, sampleStock } from './fixtures/sample-stock.ts';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stock-index-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const open = () => new EmbeddedStockIndex({ dir, indexName: 'cars' });
const car = (id: number | string, fields: Record<string, unknown> = {}) => ({
  id: String(id),
  status: 'in_stock',
  make: 'Toyota',
  ...fields,
});

describe('EmbeddedStockIndex', () => {
  it("keeps each stored document's digest with the documents file: a reader gets it for the documents read, and none for one a change replaced", async () => {
    const index = open();
    await index.addDocuments([car(1), car(2, { make: 'Mazda' }), car(3)]);
    await index.updateDocuments([{ id: '2', price: 9_999 }]);
    const reader = open();
    const docs = await reader.getDocuments();
    expect(docs.map((doc) => reader.knownDigest(doc))).toEqual([recordDigest(docs[0]), undefined, recordDigest(docs[2])]);
    expect(docs[1]!['price']).toBe(9_999);
    // A document file written before digests were kept is read as before, every digest then worked out.
    const file = path.join(dir, 'cars', 'documents.json');
    const { digests: _digests, ...older } = JSON.parse(await fs.readFile(file, 'utf8'));
    await fs.writeFile(file, JSON.stringify(older));
    const old = open();
    expect((await old.getDocuments()).map((doc) => old.knownDigest(doc))).toEqual([undefined, undefined, undefined]);
  });

  it('starts empty and keeps documents and settings across reopening', async () => {
    const index = open();
    expect(await index.stats()).toEqual({ numberOfDocuments: 0 });
    await index.applySettings();
    await index.addDocuments([car(1), car(2, { make: 'Mazda' })]);
    const reopened = open();
    expect(await reopened.stats()).toEqual({ numberOfDocuments: 2 });
    expect((await reopened.getDocuments()).map((doc) => doc.make)).toEqual(['Toyota', 'Mazda']);
    const settings = JSON.parse(await fs.readFile(path.join(dir, 'cars', 'settings.json'), 'utf8'));
    // No stock given: the settings with only the word aliases as synonyms.
    expect(settings).toEqual(indexSettings(new StockVocabulary()));
    const files = await fs.readdir(path.join(dir, 'cars'));
    expect(files.sort()).toEqual(['documents.json', 'settings.json']);
  });

  it('finds one document by id, as changed since, and none for an unknown id or one the dealer filter leaves out', async () => {
    const index = open();
    await index.addDocuments([car(1, { dealership_id: 1 }), car(2, { dealership_id: 2, make: 'Mazda' })]);
    await index.updateDocuments([{ id: '2', price: 21_000 }]);
    const reader = open();
    expect(await reader.getDocument('2')).toMatchObject({ id: '2', make: 'Mazda', price: 21_000 });
    expect(await reader.getDocument('3')).toBeNull();
    const dealerOne = DealerFilterSchema.parse({ dealershipIds: [1] });
    expect(await reader.getDocument('1', { filter: dealerOne, now: NOW })).toMatchObject({ id: '1' });
    expect(await reader.getDocument('2', { filter: dealerOne, now: NOW })).toBeNull();
    await index.deleteDocuments(['1']);
    expect(await reader.getDocument('1')).toBeNull();
  });

  it('replaces by id, merges partial updates and deletes', async () => {
    const index = open();
    await index.addDocuments([car(1, { price: 10_000 }), car(2), car(3)]);
    await index.addDocuments([car(2, { make: 'Kia' })]);
    await index.updateDocuments([
      { id: '1', status: 'sold', sold_at: '2025-05-31T00:00:00Z' },
      { id: '4', make: 'Audi' },
    ]);
    await index.deleteDocuments(['3', 'not-there']);
    const docs = await open().getDocuments();
    expect(docs.map((doc) => doc.id)).toEqual(['1', '2', '4']);
    expect(docs[0]).toMatchObject({ price: 10_000, make: 'Toyota', status: 'sold', sold_at_ts: NOW - 86_400 });
    expect(docs[1]).toEqual({ id: '2', status: 'in_stock', make: 'Kia' });
    expect(docs[2]).toEqual({ id: '4', make: 'Audi' });
  });

  it('derives the timestamps used by the dealer filter, also through partial updates', async () => {
    const index = open();
    await index.addDocuments([car(1, { status: 'sold', sold_at: '2025-05-20T00:00:00Z' })]);
    const filter = DealerFilterSchema.parse({});
    expect(await index.getDocuments({ filter, now: NOW })).toEqual([]);
    await index.updateDocuments([{ id: '1', sold_at: '2025-05-30T12:00:00Z' }]);
    expect((await index.getDocuments({ filter, now: NOW })).map((doc) => doc.id)).toEqual(['1']);
    const result = await index.search({ facets: ['status'] }, { dealerFilter: filter, now: NOW });
    expect(result.facetDistribution.status).toEqual({ sold: 1 });
  });

  it('stores the derived facet fields, keeps them in step with partial updates and gives them back', async () => {
    const names = new Map([[1, 'City Mercedes-Benz']]);
    const index = new EmbeddedStockIndex({ dir, indexName: 'cars', dealershipNames: names });
    await index.addDocuments([makeDocument({ id: '9', price: 18_000 })]);
    await index.updateDocuments([{ id: '9', price: 42_000 }]);
    const facets = await index.search({ facets: ['make', 'price_range', 'body', 'dealership_name'] });
    expect(facets.facetDistribution).toEqual({
      make: { 'Mercedes-Benz': 1 },
      price_range: { '$40,000 - $50,000': 1 },
      body: { Sedan: 1 },
      dealership_name: { 'City Mercedes-Benz': 1 },
    });
    expect(await index.getDocuments()).toEqual([toStoredDocument(makeDocument({ id: '9', price: 42_000 }), names)]);
  });

  it('hands back the same document objects until they change, so builds recognise unchanged records', async () => {
    const index = open();
    await index.addDocuments([car(1), car(2)]);
    const [first, second] = await index.getDocuments();
    await index.updateDocuments([{ id: '2', price: 5 }]);
    const [firstAgain, secondAgain] = await index.getDocuments();
    expect(firstAgain).toBe(first);
    expect(secondAgain).not.toBe(second);
    expect(secondAgain).toMatchObject({ id: '2', price: 5 });
  });

  it('logs a small change instead of rewriting every document, and a reader applies only what it has not seen', async () => {
    const writer = open();
    await writer.addDocuments(sampleStock(200, 3));
    const documentsFile = path.join(dir, 'cars', 'documents.json');
    const written = await fs.readFile(documentsFile, 'utf8');
    const reader = open();
    const before = await reader.getDocuments();
    await writer.updateDocuments([{ id: before[5]!.id, price: 12_345 }]);
    await writer.deleteDocuments([before[9]!.id]);
    expect(await fs.readFile(documentsFile, 'utf8')).toBe(written);
    expect((await fs.readFile(path.join(dir, 'cars', 'changes.jsonl'), 'utf8')).trim().split('\n')).toHaveLength(2);

    const after = await reader.getDocuments();
    expect(after).toHaveLength(199);
    expect(after[5]).toMatchObject({ id: before[5]!.id, price: 12_345 });
    expect(after[0]).toBe(before[0]);
    expect(after.map((d) => d.id)).not.toContain(before[9]!.id);
    expect(await open().getDocuments()).toEqual(after);
  });

  it('logs a partial update from an instance holding no documents without reading them; readers merge it as the writer would', async () => {
    const names = new Map([[1, 'City Mercedes-Benz']]);
    await new EmbeddedStockIndex({ dir, indexName: 'cars', dealershipNames: names }).addDocuments([makeDocument({ id: '9', price: 18_000 }), car(2)]);
    const server = open();
    const held = await server.getDocuments();
    const documentsFile = path.join(dir, 'cars', 'documents.json');
    const reads = vi.spyOn(fs, 'readFile');
    try {
      const command = new EmbeddedStockIndex({ dir, indexName: 'cars', dealershipNames: names });
      await command.updateDocuments([{ id: '9', price: 42_000 }]);
      expect(reads.mock.calls.filter(([file]) => file === documentsFile)).toEqual([]);
    } finally {
      reads.mockRestore();
    }
    // A reader without the dealership names (the server's) stores what the writer would have.
    const after = await server.getDocuments();
    expect(after[0]).toEqual(toStoredDocument(makeDocument({ id: '9', price: 42_000 }), names));
    expect(after[1]).toBe(held[1]);
    // Applying the log again over documents that already hold it changes nothing.
    const log = path.join(dir, 'cars', 'changes.jsonl');
    await fs.appendFile(log, await fs.readFile(log, 'utf8'));
    expect(await open().getDocuments()).toEqual(after);
  });

  it('refuses a partial update without an id at the writer, and a reader skips a merge it cannot store', async () => {
    const index = open();
    await index.addDocuments([car(1), car(2)]);
    await expect(open().updateDocuments([{ price: 5 } as never])).rejects.toThrow(/id/);
    const log = path.join(dir, 'cars', 'changes.jsonl');
    await fs.appendFile(log, `${JSON.stringify({ merge: [{ id: '1', price: 7 }, { id: '' }], names: [] })}\n`);
    // Malformed as only a hand or another version would write it: no record, no names.
    await fs.appendFile(log, `${JSON.stringify({ merge: [null, 'a car', { id: '2', price: 8 }], names: 'none' })}\n`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await open().getDocuments()).map((d) => [d.id, d['price']])).toEqual([
        ['1', 7],
        ['2', 8],
      ]);
      expect(errors.mock.calls.map(([message]) => message)).toEqual([
        'stock index: change to car  skipped: Cannot index document: no id',
        'stock index: change to car null skipped: Cannot index document: not an object',
        'stock index: change to car "a car" skipped: Cannot index document: not an object',
      ]);
    } finally {
      errors.mockRestore();
    }
  });

  it('refuses a partial update it could not store with a clear error, logging none of it', async () => {
    const index = open();
    await index.addDocuments([car(1, { price: 10 })]);
    await index.updateDocuments([{ id: '1', price: 11 }]);
    const logFile = path.join(dir, 'cars', 'changes.jsonl');
    const log = await fs.readFile(logFile, 'utf8');
    await expect(
      index.updateDocuments([
        { id: '1', price: 12 },
        { id: 'bad id!', price: 1 },
      ]),
    ).rejects.toThrow('Cannot index document: invalid id "bad id!"');
    expect(await fs.readFile(logFile, 'utf8')).toBe(log);
    expect((await open().getDocuments())[0]).toMatchObject({ price: 11 });
  });

  it('shows its own partial updates at once, whether it held documents or not', async () => {
    await open().addDocuments([car(1, { price: 10 }), car(2)]);
    const loaded = open();
    expect(await loaded.stats()).toEqual({ numberOfDocuments: 2 });
    await loaded.updateDocuments([
      { id: '1', price: 11 },
      { id: '3', make: 'Kia' },
    ]);
    expect((await loaded.getDocuments()).map((d) => [d.id, d['price'] ?? d['make']])).toEqual([
      ['1', 11],
      ['2', 'Toyota'],
      ['3', 'Kia'],
    ]);
    const fresh = open();
    await fresh.updateDocuments([{ id: '2', price: '2500' }]);
    const found = await fresh.search({ ranges: { price: { min: 2000 } } });
    expect(found.hits.map((hit) => hit.id)).toEqual(['2']);
  });

  it('logs a delete from an instance holding no documents without reading them', async () => {
    await open().addDocuments([car(1), car(2), car(3)]);
    const server = open();
    const held = await server.getDocuments();
    const documentsFile = path.join(dir, 'cars', 'documents.json');
    const reads = vi.spyOn(fs, 'readFile');
    try {
      await open().deleteDocuments(['2', 'not-there']);
      expect(reads.mock.calls.filter(([file]) => file === documentsFile)).toEqual([]);
    } finally {
      reads.mockRestore();
    }
    const after = await server.getDocuments();
    expect(after.map((d) => d.id)).toEqual(['1', '3']);
    expect(after[1]).toBe(held[2]);
    await open().deleteDocuments(['not-there']);
    expect(await open().getDocuments()).toEqual(after);
  });

  it('tells from the first bytes of the documents file whether it holds documents of the current shape', async () => {
    const index = open();
    expect(await index.currentAndFilled()).toBe(false);
    await index.addDocuments([car(1)]);
    expect(await open().currentAndFilled()).toBe(true);
    const file = path.join(dir, 'cars', 'documents.json');
    await fs.writeFile(file, JSON.stringify({ version: STORED_DOCUMENT_VERSION, documents: [] }));
    expect(await open().currentAndFilled()).toBe(false);
    await fs.writeFile(file, JSON.stringify([car(1)]));
    expect(await open().currentAndFilled()).toBe(false);
  });

  it('reads the documents once for readers asking at the same time', async () => {
    await open().addDocuments([car(1), car(2)]);
    const index = open();
    const [a, b, c] = await Promise.all([index.getDocuments(), index.getDocuments(), index.getDocuments()]);
    expect(b[0]).toBe(a[0]);
    expect(c[1]).toBe(a[1]);
  });

  it('lets go of the documents it holds on release, and reads them again when asked', async () => {
    const index = open();
    await index.addDocuments([car(1), car(2)]);
    const held = await index.getDocuments();
    index.release();
    const again = await index.getDocuments();
    expect(again).toEqual(held);
    expect(again[0]).not.toBe(held[0]);
  });

  it('loses no change when the process dies after folding the log but before removing it', async () => {
    const index = open();
    await index.addDocuments([car(1), car(2)]);
    await index.updateDocuments([{ id: '2', price: 1 }]);
    const crash = vi.spyOn(fs, 'rm').mockRejectedValueOnce(new Error('killed'));
    try {
      await expect(index.updateDocuments([{ id: '2', price: 2, dealercomments: 'x'.repeat(1_200_000) }])).rejects.toThrow('killed');
    } finally {
      crash.mockRestore();
    }
    expect(await fs.readdir(path.join(dir, 'cars'))).toContain('changes.jsonl');
    expect((await open().getDocuments()).map((d) => [d.id, d['price']])).toEqual([
      ['1', undefined],
      ['2', 2],
    ]);
  });

  it('ignores a change line still being written, and folds a long log into the documents file', async () => {
    const index = open();
    await index.addDocuments([car(1), car(2)]);
    await index.updateDocuments([{ id: '1', price: 1 }]);
    const log = path.join(dir, 'cars', 'changes.jsonl');
    await fs.appendFile(log, '{"upsert":[{"id":"3"');
    expect((await open().getDocuments()).map((d) => d.id)).toEqual(['1', '2']);
    await fs.appendFile(log, ',"make":"Kia"}]}\n');
    expect((await open().getDocuments()).map((d) => d.id)).toEqual(['1', '2', '3']);

    for (let i = 0; i < 3; i++) await index.updateDocuments([{ id: '2', price: i, dealercomments: 'x'.repeat(400_000) }]);
    const files = await fs.readdir(path.join(dir, 'cars'));
    expect(files).not.toContain('changes.jsonl');
    const folded = JSON.parse(await fs.readFile(path.join(dir, 'cars', 'documents.json'), 'utf8'));
    expect(folded.documents.map((d: Record<string, unknown>) => [d['id'], d['price']])).toEqual([
      ['1', 1],
      ['2', 2],
      ['3', undefined],
    ]);
    expect((await open().getDocuments()).map((d) => [d.id, d['price']])).toEqual([
      ['1', 1],
      ['2', 2],
      ['3', undefined],
    ]);
  });

  it('refuses to read documents of another shape version until upgraded, keeping their records', async () => {
    const version1 = { ...toStoredDocument(makeDocument({ id: '5' }), new Map()), derived_fields: ['make'] };
    await fs.mkdir(path.join(dir, 'cars'), { recursive: true });
    await fs.writeFile(path.join(dir, 'cars', 'documents.json'), JSON.stringify([version1, { id: '6', make: 'Kia' }]));
    const index = new EmbeddedStockIndex({ dir, indexName: 'cars', dealershipNames: new Map([[1, 'Named']]) });
    await expect(index.getDocuments()).rejects.toThrow(/version 1, not 3: `npm run index:push` or a build upgrades it/);
    await expect(index.stats()).rejects.toThrow(/version 1/);
    expect(await index.upgrade()).toBe(2);
    expect(await index.upgrade()).toBe(0);
    expect(await open().getDocuments()).toEqual([toStoredDocument(makeDocument({ id: '5' }), new Map([[1, 'Named']])), { id: '6', make: 'Kia' }]);
    const file = JSON.parse(await fs.readFile(path.join(dir, 'cars', 'documents.json'), 'utf8'));
    expect(file.version).toBe(STORED_DOCUMENT_VERSION);
    await fs.writeFile(path.join(dir, 'cars', 'documents.json'), JSON.stringify({ version: 99, documents: [] }));
    await expect(open().upgrade()).rejects.toThrow(/version 99, not 3$/);
  });

  it('refuses documents it cannot index without writing anything', async () => {
    const index = open();
    await index.addDocuments([car(1)]);
    await expect(index.addDocuments([car(2), { id: 'bad id!' }])).rejects.toThrow(/invalid id/);
    expect(await index.stats()).toEqual({ numberOfDocuments: 1 });
  });

  it('serialises concurrent writes so none is lost', async () => {
    const index = open();
    await Promise.all(Array.from({ length: 20 }, (_unused, i) => index.addDocuments([car(i + 1)])));
    expect(await open().stats()).toEqual({ numberOfDocuments: 20 });
  });

  it("sees another instance's writes", async () => {
    const reader = open();
    expect(await reader.stats()).toEqual({ numberOfDocuments: 0 });
    await open().addDocuments([car(1), car(2)]);
    expect(await reader.stats()).toEqual({ numberOfDocuments: 2 });
  });

  // Speed is the benchmarks' business (npm run bench:build); this holds the result at full size.
  it("loads 7,000 cars from disk and returns only the dealer's", async () => {
    const docs = sampleStock(7000, 3);
    await open().addDocuments(docs);
    const filter = DealerFilterSchema.parse({ dealershipIds: [1, 2] });
    const matching = await open().getDocuments({ filter, now: NOW });
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.every((doc) => doc['dealership_id'] === 1 || doc['dealership_id'] === 2)).toBe(true);
  }, 30_000);
});
