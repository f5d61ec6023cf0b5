import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTree, writeFresh } from '../release/link-tree.ts';
import { siteFiles } from './site-files.ts';

/**
 * The publish stage's view of a build's files: builds made as the release step makes them (the
 * unchanged files hard links to the previous build's, the rewritten ones new files).
 */
let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-site-files-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const CARS = 200;
const first: Record<string, string> = { 'index.html': '<p>200 cars</p>', '_build.json': '{"buildId":"a"}' };
for (let i = 0; i < CARS; i++) first[`cars/car-${i}/index.html`] = `<p>car ${i} $${10_000 + i}</p>`;

/** The next build: `rewritten` written anew, every other file of `from` linked. */
async function nextBuild(from: string, to: string, rewritten: Record<string, string>): Promise<void> {
  const kept = Object.keys(first).filter((f) => !(f in rewritten));
  await linkTree(from, to, kept);
  for (const [file, body] of Object.entries(rewritten)) writeFresh(path.join(to, file), body);
}

describe("a build's files for the publish stage", () => {
  it("looks only at the files a build wrote when the known hashes are its previous build's, and still sees every change", async () => {
    const cache = path.join(tmp, 'one', 'hashes.json');
    const a = path.join(tmp, 'one', 'a');
    for (const [file, body] of Object.entries(first)) writeFresh(path.join(a, file), body);
    const files = Object.keys(first).sort();
    const full = siteFiles(a, files, cache, { changes: { build: 'a', previous: null, written: null } });
    expect(full).toMatchObject({ hashed: CARS + 2, statted: CARS + 2 });
    full.save();

    // One price change: the car's page, the home page and the build file rewritten.
    const b = path.join(tmp, 'one', 'b');
    const rewritten = { 'cars/car-7/index.html': '<p>car 7 $9,000</p>', 'index.html': '<p>200 cars, one cheaper</p>', '_build.json': '{"buildId":"b"}' };
    await nextBuild(a, b, rewritten);
    const change = siteFiles(b, files, cache, { changes: { build: 'b', previous: 'a', written: new Set(Object.keys(rewritten)) } });
    expect(change).toMatchObject({ hashed: 3, statted: 3 });
    const changedEntries = files.filter((f) => change.entries.get(f)![0] !== full.entries.get(f)![0]);
    expect(changedEntries.sort()).toEqual(Object.keys(rewritten).sort());

    // The same build again (a release of an unchanged build): nothing is looked at.
    expect(siteFiles(b, files, cache, { changes: { build: 'b', previous: 'a', written: new Set(Object.keys(rewritten)) } })).toMatchObject({
      hashed: 0,
      statted: 0,
    });
  });

  it('checks every file when the known hashes are of another build, and records on disk which build they describe', async () => {
    const cache = path.join(tmp, 'two', 'hashes.json');
    const a = path.join(tmp, 'two', 'a');
    for (const [file, body] of Object.entries(first)) writeFresh(path.join(a, file), body);
    const files = Object.keys(first).sort();
    siteFiles(a, files, cache, { changes: { build: 'a', previous: null, written: null } }).save();

    // Build c was made from a build b this cache never saw: its files are statted, the linked ones not read.
    const c = path.join(tmp, 'two', 'c');
    await nextBuild(a, c, { 'cars/car-3/index.html': '<p>car 3 sold</p>' });
    const other = siteFiles(c, files, cache, { changes: { build: 'c', previous: 'b', written: new Set(['cars/car-3/index.html']) } });
    expect(other).toMatchObject({ statted: CARS + 2, hashed: 1 });
    other.save();

    // The cache file records the build it describes: a build made from c trusts it.
    const saved = JSON.parse(fs.readFileSync(cache, 'utf8')) as { build: string; files: Record<string, unknown> };
    expect(saved.build).toBe('c');
    expect(Object.keys(saved.files)).toHaveLength(CARS + 2);
  });
});
