import { atom, onMount, onSet, type WritableAtom } from 'nanostores';
import type { z } from 'zod';

export const STORAGE_PREFIX = 'forecourt:';

function browserStorage(): Storage | null {
  try {
    // Reading localStorage itself throws in some privacy modes.
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An atom kept in localStorage as JSON under `forecourt:<key>`. The stored value is read when the
 * store mounts (and again when another tab changes it) and written on every set. Unreadable or
 * invalid stored data and storage failures (quota, privacy mode) are logged; the store keeps
 * working in memory.
 */
export function persistentAtom<T>(key: string, initial: T, parse: (raw: unknown) => T): WritableAtom<T> {
  const storageKey = STORAGE_PREFIX + key;
  const $store = atom<T>(initial);
  let loading = false;

  const load = () => {
    const storage = browserStorage();
    if (!storage) return;
    let value = initial;
    try {
      const text = storage.getItem(storageKey);
      if (text !== null) value = parse(JSON.parse(text));
    } catch (error) {
      console.error(`Could not read ${storageKey} from storage: ${describe(error)}`);
    }
    loading = true;
    try {
      $store.set(value);
    } finally {
      loading = false;
    }
  };

  onSet($store, ({ newValue }) => {
    if (loading) return;
    const storage = browserStorage();
    if (!storage) return;
    try {
      storage.setItem(storageKey, JSON.stringify(newValue));
    } catch (error) {
      console.error(`Could not save ${storageKey} to storage: ${describe(error)}`);
    }
  });

  onMount($store, () => {
    load();
    const target = globalThis as { addEventListener?: typeof addEventListener; removeEventListener?: typeof removeEventListener };
    const onStorage = (event: Event) => {
      if ((event as StorageEvent).key === storageKey) load();
    };
    target.addEventListener?.('storage', onStorage);
    return () => target.removeEventListener?.('storage', onStorage);
  });

  return $store;
}

/** Parser for a stored list: keeps the entries the schema accepts, drops the rest. */
export function listOf<S extends z.ZodType>(schema: S): (raw: unknown) => Array<z.output<S>> {
  return (raw) => {
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item: unknown) => {
      const result = schema.safeParse(item);
      return result.success ? [result.data] : [];
    });
  };
}
