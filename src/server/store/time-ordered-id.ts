import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

// Random bytes drawn 4 KB at a time: one system call per 512 ids instead of one per id.
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

function randomBytes16(): Buffer {
  if (poolAt + 16 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolAt, poolAt + 16));
  poolAt += 16;
  return bytes;
}

/**
 * A UUID version 7 (RFC 9562): milliseconds since the epoch, then a 12-bit counter, then random
 * bits. Ids from one process sort in the order they were made, so rows made in the same
 * millisecond still list newest first, and PostgreSQL's index grows at one end.
 */
export function timeOrderedId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    lastMs += 1;
    sequence = 0;
  }
  const bytes = randomBytes16();
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
