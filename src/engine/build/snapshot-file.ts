import fsp from 'node:fs/promises';
import type { SiteSnapshot } from '../../site-data/snapshot.ts';

/** Cars stringified per write: small enough that a server writing a large snapshot keeps answering requests. */
const CARS_PER_CHUNK = 250;

/**
 * Writes `snapshot` as JSON to `file` atomically (a temporary file renamed into place), a chunk of
 * cars at a time with a write between chunks, so the event loop is never held for the whole
 * stringify (about a second at 20,000 cars).
 */
export async function writeSnapshotFile(file: string, snapshot: SiteSnapshot): Promise<void> {
  const { cars, ...meta } = snapshot;
  const tmp = `${file}.tmp`;
  const handle = await fsp.open(tmp, 'w');
  try {
    await handle.write(`${JSON.stringify(meta).slice(0, -1)},"cars":[`);
    for (let at = 0; at < cars.length; at += CARS_PER_CHUNK) {
      const chunk = JSON.stringify(cars.slice(at, at + CARS_PER_CHUNK)).slice(1, -1);
      await handle.write(at === 0 ? chunk : `,${chunk}`);
    }
    await handle.write(']}');
  } finally {
    await handle.close();
  }
  await fsp.rename(tmp, file);
}
