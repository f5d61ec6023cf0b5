import { persistentAtom, setPersistentEngine, windowPersistentEvents, type PersistentStore } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The storage with failed writes (quota, privacy mode) logged instead of thrown, so a store keeps working in memory. */
function loggingWrites(storage: PersistentStore): PersistentStore {
  return new Proxy(storage, {
    set(target, key, value: string) {
      try {
        target[String(key)] = value;
      } catch (error) {
        console.error(`Could not save ${String(key)} to storage: ${describe(error)}`);
      }
      return true;
    },
  });
}

function browserStorage(): PersistentStore {
  try {
    // Reading localStorage itself throws in some privacy modes, and some web views have none.
    return (window.localStorage as unknown as PersistentStore | null) ?? {};
  } catch {
    return {};
  }
}

if (typeof window !== 'undefined') setPersistentEngine(loggingWrites(browserStorage()), windowPersistentEvents);

/**
 * A list kept in localStorage as JSON under `name` and synced across tabs (@nanostores/persistent).
 * `parse` checks what was stored; unreadable text is logged and read as an empty list.
 */
export function persistentList<T>(name: string, parse: (raw: unknown) => T[]): WritableAtom<T[]> {
  return persistentAtom<T[]>(name, [], {
    encode: JSON.stringify,
    decode: (text) => {
      try {
        return parse(JSON.parse(text));
      } catch (error) {
        console.error(`Could not read ${name} from storage: ${describe(error)}`);
        return [];
      }
    },
  });
}
