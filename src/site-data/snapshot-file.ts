import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { SiteSnapshot } from './snapshot.ts';
import type { StockCar } from '../lib/inventory/parse-stock.ts';
import { shareStrings } from '../lib/shared-strings.ts';

/**
 * A snapshot file is JSON lines: everything but the cars on the first line, then one car per line
 * (JSON text never holds a raw newline). Written and read a part at a time: the writer never holds
 * the event loop for the whole stringify (about a second at 20,000 cars), and a reader never holds
 * the whole file's text (130 MB at 20,000 cars) beside the cars parsed from it.
 */

/** Cars stringified per write: small enough that a server writing a large snapshot keeps answering requests. */
const CARS_PER_CHUNK = 250;
/** Bytes read at a time. */
const READ_BYTES = 1 << 22;
const NEWLINE = 0x0a;

/** Writes `snapshot` to `file` atomically (a temporary file renamed into place). */
export async function writeSnapshotFile(file: string, snapshot: SiteSnapshot): Promise<void> {
  const { cars, ...meta } = snapshot;
  const tmp = `${file}.tmp`;
  const handle = await fsp.open(tmp, 'w');
  try {
    await handle.write(`${JSON.stringify(meta)}\n`);
    for (let at = 0; at < cars.length; at += CARS_PER_CHUNK) {
      await handle.write(
        `${cars
          .slice(at, at + CARS_PER_CHUNK)
          .map((car) => JSON.stringify(car))
          .join('\n')}\n`,
      );
    }
  } finally {
    await handle.close();
  }
  await fsp.rename(tmp, file);
}

/** The lines of a file, a chunk at a time (each line's bytes are valid until the next is taken). */
export function* snapshotLines(file: string): Generator<Buffer> {
  const fd = fs.openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(READ_BYTES);
    let carry: Buffer | null = null;
    for (let read = fs.readSync(fd, chunk); read > 0; read = fs.readSync(fd, chunk)) {
      const data: Buffer = carry ? Buffer.concat([carry, chunk.subarray(0, read)]) : chunk.subarray(0, read);
      let start = 0;
      for (let end = data.indexOf(NEWLINE); end !== -1; end = data.indexOf(NEWLINE, start)) {
        yield data.subarray(start, end);
        start = end + 1;
      }
      // The chunk is reused: keep a copy of the part line.
      carry = start < data.length ? Buffer.from(data.subarray(start)) : null;
    }
    if (carry) yield carry;
  } finally {
    fs.closeSync(fd);
  }
}

/** The first line of a snapshot file: everything but the cars (read without the cars' lines). */
export function readSnapshotMeta(file: string): Omit<SiteSnapshot, 'cars'> {
  for (const line of snapshotLines(file)) {
    if (line.length === 0) continue;
    const { cars: _cars, ...meta } = JSON.parse(line.toString('utf8')) as SiteSnapshot;
    return meta;
  }
  throw new Error(`${file}: empty snapshot file`);
}

/**
 * Reads a snapshot file. `shared`: equal short strings of the cars become one (shared-strings.ts),
 * for render processes, which hold the cars for the whole build.
 */
export function readSnapshotFile(file: string, options: { shared?: boolean } = {}): SiteSnapshot {
  const strings = new Map<string, string>();
  let meta: Omit<SiteSnapshot, 'cars'> | null = null;
  const cars: StockCar[] = [];
  for (const line of snapshotLines(file)) {
    if (line.length === 0) continue;
    const value: unknown = JSON.parse(line.toString('utf8'));
    if (!meta) meta = value as Omit<SiteSnapshot, 'cars'>;
    else cars.push(options.shared ? shareStrings(value as StockCar, strings) : (value as StockCar));
  }
  if (!meta) throw new Error(`${file}: empty snapshot file`);
  // A file written before snapshots were JSON lines is one JSON text, cars included.
  if (Array.isArray((meta as Partial<SiteSnapshot>).cars)) return meta as SiteSnapshot;
  return { ...(meta as Omit<SiteSnapshot, 'cars'>), cars };
}
