import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderImageStore } from './folder-image-store.ts';
import { ImageStoreError } from './image-store.ts';

const KEY = 'westside-used-cars/0190a5b2-0000-7000-8000-000000000001/0190a5b2-0000-7000-8000-0000000000aa.png';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('folder image store', () => {
  it('writes the bytes under the key, readable by the owner only, and removes them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-images-'));
    dirs.push(dir);
    const store = folderImageStore(dir);
    await store.put(KEY, Uint8Array.from([1, 2, 3]), 'image/png');
    const file = path.join(dir, KEY);
    expect([...fs.readFileSync(file)]).toEqual([1, 2, 3]);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(fs.readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
    await store.remove(KEY);
    await store.remove(KEY);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses any key it did not make, so nothing escapes the folder', async () => {
    const store = folderImageStore(os.tmpdir());
    for (const key of ['../outside.png', 'a/b/c.png', `${KEY}.exe`, 'westside-used-cars/../../x/y.png']) {
      await expect(store.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(ImageStoreError);
    }
  });
});
