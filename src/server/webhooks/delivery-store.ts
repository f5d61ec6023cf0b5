import fs from 'node:fs/promises';
import { writeFileDurably } from '../../lib/search/durable-file.ts';

/**
 * Remembers webhook delivery ids so a retried delivery is answered without a second build.
 * `claim` records an id and says whether it was new; `release` forgets one whose handling failed.
 */
export type DeliveryStore = {
  claim(id: string): Promise<boolean>;
  release(id: string): Promise<void>;
};

const DEFAULT_DELIVERY_LIMIT = 10_000;

/** The newest `limit` ids in memory (tests, or a platform with its own durable store in front). */
export class MemoryDeliveryStore implements DeliveryStore {
  protected ids = new Set<string>();
  readonly limit: number;

  constructor(limit = DEFAULT_DELIVERY_LIMIT) {
    this.limit = limit;
  }

  claim(id: string): Promise<boolean> {
    if (this.ids.has(id)) return Promise.resolve(false);
    this.ids.add(id);
    // A Set iterates in insertion order, so the first ids are the oldest.
    for (const old of this.ids) {
      if (this.ids.size <= this.limit) break;
      this.ids.delete(old);
    }
    return Promise.resolve(true);
  }

  release(id: string): Promise<void> {
    this.ids.delete(id);
    return Promise.resolve();
  }
}

/**
 * The newest `limit` ids in a JSON file, replaced atomically and fsynced before `claim` resolves,
 * so a delivery acknowledged before a crash is still known after it.
 */
export class FileDeliveryStore extends MemoryDeliveryStore {
  readonly file: string;
  #loaded: Promise<void> | null = null;
  #writes: Promise<unknown> = Promise.resolve();

  constructor(file: string, limit = DEFAULT_DELIVERY_LIMIT) {
    super(limit);
    this.file = file;
  }

  async #load(): Promise<void> {
    this.#loaded ??= fs
      .readFile(this.file, 'utf8')
      .then((text) => {
        const stored: unknown = JSON.parse(text);
        if (Array.isArray(stored)) for (const id of stored.slice(-this.limit)) if (typeof id === 'string') this.ids.add(id);
      })
      .catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      });
    return this.#loaded;
  }

  #persist(): Promise<void> {
    const snapshot = JSON.stringify([...this.ids]);
    const run = this.#writes.then(() => writeFileDurably(this.file, snapshot));
    this.#writes = run.catch(() => undefined);
    return run;
  }

  override async claim(id: string): Promise<boolean> {
    await this.#load();
    if (!(await super.claim(id))) return false;
    try {
      await this.#persist();
    } catch (error) {
      await super.release(id);
      throw error;
    }
    return true;
  }

  override async release(id: string): Promise<void> {
    await this.#load();
    await super.release(id);
    await this.#persist();
  }
}
