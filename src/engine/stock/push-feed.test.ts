import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedStockIndex } from '../../lib/search/embedded-index.ts';
import { STORED_DOCUMENT_VERSION } from '../../lib/search/stored-document.ts';
import { pushFeed } from './push-feed.ts';
import { recordDigest } from '../../lib/search/record-digest.ts';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'index-push-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('pushFeed', () => {
  it('indexes the usable records, reports the rest and removes cars gone from the feed', async () => {
    const index = new EmbeddedStockIndex({ dir });
    await index.addDocuments([{ id: 'gone' }, { id: '1', make: 'Old' }]);
    const report = await pushFeed(index, [{ id: 1, make: 'Kia', created_at: '2025-05-01T00:00:00Z' }, 7, { make: 'no id' }, { id: 2 }]);
    expect(report).toMatchObject({
      added: 2,
      deleted: 1,
      skipped: [
        { position: 1, reason: 'not an object' },
        { position: 2, reason: 'no id' },
      ],
    });
    const docs = await new EmbeddedStockIndex({ dir }).getDocuments();
    expect(docs).toEqual([{ id: '1', make: 'Kia', created_at: '2025-05-01T00:00:00Z', created_at_ts: Date.UTC(2025, 4, 1) / 1000 }, { id: '2' }]);
    await expect(fs.stat(path.join(dir, 'cars', 'settings.json'))).resolves.toBeTruthy();
  });

  it('upgrades an index written in an older shape instead of reading it', async () => {
    await fs.mkdir(path.join(dir, 'cars'), { recursive: true });
    await fs.writeFile(path.join(dir, 'cars', 'documents.json'), JSON.stringify([{ id: 'old' }, { id: '1' }]));
    const report = await pushFeed(new EmbeddedStockIndex({ dir }), [{ id: 1, make: 'Kia' }]);
    expect(report).toMatchObject({ added: 1, deleted: 1 });
    expect(await new EmbeddedStockIndex({ dir }).getDocuments()).toEqual([{ id: '1', make: 'Kia' }]);
  });

  it('keeps other documents when asked not to prune', async () => {
    const index = new EmbeddedStockIndex({ dir });
    await index.addDocuments([{ id: 'kept' }]);
    const report = await pushFeed(index, [{ id: 'new' }], { prune: false });
    expect(report.deleted).toBe(0);
    expect(await index.stats()).toEqual({ numberOfDocuments: 2 });
  });
});

describe('npm run index:push', () => {
  it('loads a feed file into the embedded index under .cache/index and prints the counts', async () => {
    const feed = path.join(dir, 'feed.json');
    await fs.writeFile(feed, JSON.stringify([{ id: 1 }, { id: 2 }, null]));
    const script = path.resolve(import.meta.dirname, '../../../scripts/index-push.ts');
    const env = { ...process.env };
    delete env['MEILI_HOST'];
    const { stdout } = await promisify(execFile)(process.execPath, [script, feed], { cwd: dir, env });
    expect(stdout).toMatch(/skipped record 2: not an object/);
    expect(stdout).toMatch(/2 documents indexed, 1 skipped, 0 deleted; 2 in the index; \d+\.\d\d s/);
    const stored = JSON.parse(await fs.readFile(path.join(dir, '.cache', 'index', 'cars', 'documents.json'), 'utf8'));
    expect(stored).toEqual({
      version: STORED_DOCUMENT_VERSION,
      documents: [{ id: '1' }, { id: '2' }],
      digests: [recordDigest({ id: '1' }), recordDigest({ id: '2' })],
    });
  });
});
