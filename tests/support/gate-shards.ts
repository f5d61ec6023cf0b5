import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The quality gate's long files are cut into shards — `<gate>.shard-<k>.e2e.ts`, k from 1 — so the
 * journeys' workers run them beside each other and beside other files instead of one file setting
 * the floor of the whole run. Each shard file names only its gate; what it checks is the k-th share,
 * round-robin, of the gate's one list (tests/support/page-gate.ts, page-state-gate.ts).
 */
export type GateShard = { gate: string; shard: number; shards: number };

const SHARD_FILE = /^(.+)\.shard-(\d+)\.e2e\.ts$/;

/** The gate and shard a shard file is (its `import.meta.url`), of `shards` shards. */
export function gateShard(fileUrl: string, shards: number): GateShard {
  const match = SHARD_FILE.exec(path.basename(fileURLToPath(fileUrl)));
  if (!match) throw new Error(`${fileUrl} is not named <gate>.shard-<k>.e2e.ts`);
  return { gate: match[1]!, shard: Number(match[2]), shards };
}

/** The share of `items` shard `shard` (1…shards) checks: every shards-th item, round-robin. */
export const shareOf = <T>(items: readonly T[], { shard, shards }: GateShard): T[] => items.filter((_, i) => i % shards === shard - 1);

/**
 * What is wrong with the gate's shard files as they are in tests/quality: a key (a page, a state)
 * that no shard file checks or two do, and a shard file beyond the gate's count. Empty when the shard
 * files present check every key exactly once.
 */
export function shardAssignmentProblems(keys: readonly string[], { gate, shards }: GateShard, dir = 'tests/quality'): string[] {
  const files = fs
    .readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const match = SHARD_FILE.exec(file);
      return match?.[1] === gate ? [{ file, shard: Number(match[2]) }] : [];
    });
  const problems = files.filter((f) => f.shard < 1 || f.shard > shards).map((f) => `${f.file}: no shard ${f.shard} of ${shards}`);
  const checkedBy = new Map(keys.map((key) => [key, [] as string[]]));
  for (const { file, shard } of files) for (const key of shareOf(keys, { gate, shard, shards })) checkedBy.get(key)!.push(file);
  for (const [key, by] of checkedBy) {
    if (by.length === 0) problems.push(`${key}: in no shard file`);
    if (by.length > 1) problems.push(`${key}: in ${by.join(' and ')}`);
  }
  if (new Set(keys).size !== keys.length) problems.push('the gate lists a key twice');
  return problems;
}
