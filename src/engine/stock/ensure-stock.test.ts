import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureStockIndex } from './ensure-stock.ts';
import { EmbeddedStockIndex } from '../../lib/search/embedded-index.ts';
import { STORED_DOCUMENT_VERSION } from '../../lib/search/stored-document.ts';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A repository root with a feed of two records (no sample images) and an index folder. */
function setup(): { root: string; indexDir: string; documents: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-stock-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'data', 'generated'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dealers'));
  const records = [1, 2].map((id) => ({ id: String(id), status: 'in_stock', make: 'Toyota' }));
  fs.writeFileSync(path.join(root, 'data', 'generated', 'stock-feed.json'), JSON.stringify(records));
  const indexDir = path.join(root, 'index');
  return { root, indexDir, documents: path.join(indexDir, 'cars', 'documents.json') };
}

describe('ensureStockIndex', () => {
  it('loads the feed into an empty index, and leaves a current one unread', async () => {
    const { root, indexDir, documents } = setup();
    const log: string[] = [];
    await ensureStockIndex({ root, indexDir, dealersDir: path.join(root, 'dealers'), log: (l) => log.push(l) });
    expect(await new EmbeddedStockIndex({ dir: indexDir }).stats()).toEqual({ numberOfDocuments: 2 });
    expect(log.join('\n')).toMatch(/loaded 2 records/);

    const reads = vi.spyOn(fsp, 'readFile');
    await ensureStockIndex({ root, indexDir, dealersDir: path.join(root, 'dealers'), log: (l) => log.push(l) });
    expect(reads.mock.calls.filter(([file]) => file === documents)).toEqual([]);
  });

  it('loads the feed into an index holding no document, and upgrades one of an older shape', async () => {
    const { root, indexDir, documents } = setup();
    const log: string[] = [];
    const ensure = () => ensureStockIndex({ root, indexDir, dealersDir: path.join(root, 'dealers'), log: (l) => log.push(l) });
    fs.mkdirSync(path.dirname(documents), { recursive: true });
    fs.writeFileSync(documents, JSON.stringify({ version: STORED_DOCUMENT_VERSION, documents: [] }));
    await ensure();
    expect(log.join('\n')).toMatch(/loaded 2 records/);

    fs.writeFileSync(documents, JSON.stringify([{ id: '7', make: 'Mazda' }]));
    log.length = 0;
    await ensure();
    expect(log).toEqual(['Upgraded the 1 documents of the embedded stock index to the current shape']);
    expect(await new EmbeddedStockIndex({ dir: indexDir }).getDocuments()).toEqual([{ id: '7', make: 'Mazda' }]);
  });
});
