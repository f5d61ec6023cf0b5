import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ImageStoreError, type ImageStore } from './image-store.ts';

const KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|gif|jpg|heic)$/;

/** The default image store: files under `<data dir>/trade-in-images/`, readable by the owner only. */
export function folderImageStore(dir: string): ImageStore {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new ImageStoreError(`not an image key: ${key}`);
    return path.join(dir, ...key.split('/'));
  };
  return {
    location: dir,
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside, then renamed: a reader never sees half an image.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await fs.writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw new ImageStoreError(`could not write ${file}: ${(error as Error).message}`, { cause: error });
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
