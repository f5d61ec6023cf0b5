import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileDeliveryStore, MemoryDeliveryStore } from './delivery-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('delivery stores', () => {
  it('claim is true once per id and forgets the oldest beyond the limit', async () => {
    const store = new MemoryDeliveryStore(3);
    expect(await store.claim('a')).toBe(true);
    expect(await store.claim('a')).toBe(false);
    for (const id of ['b', 'c', 'd']) await store.claim(id);
    expect(await store.claim('a')).toBe(true);
    expect(await store.claim('d')).toBe(false);
  });

  it('remembers ids across instances (a server restart) and releases on request', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deliveries-'));
    dirs.push(dir);
    const file = path.join(dir, 'deliveries.json');
    const first = new FileDeliveryStore(file, 100);
    expect(await first.claim('d-1')).toBe(true);
    expect(await first.claim('d-2')).toBe(true);
    await first.release('d-2');
    const second = new FileDeliveryStore(file, 100);
    expect(await second.claim('d-1')).toBe(false);
    expect(await second.claim('d-2')).toBe(true);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(['d-1', 'd-2']);
  });

  it('keeps the file bounded', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deliveries-'));
    dirs.push(dir);
    const file = path.join(dir, 'deliveries.json');
    const store = new FileDeliveryStore(file, 5);
    for (let i = 0; i < 12; i++) await store.claim(`d-${i}`);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(['d-7', 'd-8', 'd-9', 'd-10', 'd-11']);
  });
});
