import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { gateShard, shardAssignmentProblems, shareOf } from '../support/gate-shards.ts';

// The quality gate's shard guard (tests/support/gate-shards.ts) over shard files made here: it must
// fail when a page is in no shard file or in two, which the gate's own shards cannot show by passing.
const pages = ['home', 'listing', 'car', 'sold car', 'contact', 'finance', 'compare'];
const shard = gateShard(pathToFileURL('/repo/tests/quality/the-gate.shard-1.e2e.ts').href, 3);
let dir = '';
const withShardFiles = (...names: string[]) => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-shards-'));
  for (const name of [...names, 'another-journey.e2e.ts', 'other-gate.shard-1.e2e.ts']) fs.writeFileSync(path.join(dir, name), '');
  return dir;
};
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the quality gate in shards', () => {
  it('reads the gate and shard from the file name, and refuses a file not named as a shard', () => {
    expect(shard).toEqual({ gate: 'the-gate', shard: 1, shards: 3 });
    expect(() => gateShard(pathToFileURL('/repo/tests/quality/the-gate.e2e.ts').href, 3)).toThrow(/shard-<k>/);
  });

  it('gives each shard every third page, round-robin', () => {
    expect([1, 2, 3].map((k) => shareOf(pages, { ...shard, shard: k }))).toEqual([
      ['home', 'sold car', 'compare'],
      ['listing', 'contact'],
      ['car', 'finance'],
    ]);
  });

  it('finds nothing wrong when the shard files check every page once', () => {
    expect(shardAssignmentProblems(pages, shard, withShardFiles('the-gate.shard-1.e2e.ts', 'the-gate.shard-2.e2e.ts', 'the-gate.shard-3.e2e.ts'))).toEqual([]);
  });

  it('names the pages no shard file checks when one is missing', () => {
    expect(shardAssignmentProblems(pages, shard, withShardFiles('the-gate.shard-1.e2e.ts', 'the-gate.shard-3.e2e.ts'))).toEqual([
      'listing: in no shard file',
      'contact: in no shard file',
    ]);
  });

  it('names the pages two shard files check, and a shard past the count', () => {
    const files = withShardFiles(
      'the-gate.shard-1.e2e.ts',
      'the-gate.shard-01.e2e.ts',
      'the-gate.shard-2.e2e.ts',
      'the-gate.shard-3.e2e.ts',
      'the-gate.shard-4.e2e.ts',
    );
    expect(shardAssignmentProblems(pages, shard, files)).toEqual([
      'the-gate.shard-4.e2e.ts: no shard 4 of 3',
      'home: in the-gate.shard-01.e2e.ts and the-gate.shard-1.e2e.ts',
      'sold car: in the-gate.shard-01.e2e.ts and the-gate.shard-1.e2e.ts',
      'compare: in the-gate.shard-01.e2e.ts and the-gate.shard-1.e2e.ts',
    ]);
  });

  it('refuses a list naming a page twice', () => {
    const files = withShardFiles('the-gate.shard-1.e2e.ts', 'the-gate.shard-2.e2e.ts', 'the-gate.shard-3.e2e.ts');
    expect(shardAssignmentProblems([...pages, 'home'], shard, files)).toContain('the gate lists a key twice');
  });
});
