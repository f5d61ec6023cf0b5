import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildDir,
  buildsDir,
  emptyTrashDetached,
  trashToDelete,
  liveBuild,
  promote,
  protectedBuilds,
  readReleases,
  retireBuilds,
  rollback,
  stage,
  stagedBuild,
  withDealerLock,
} from './releases.ts';
import { manifestPath } from '../plan/manifest.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function work(): { root: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  dirs.push(root);
  return { root };
}

/** A finished build: folder with an index.html and a manifest file beside it. */
function finished(p: { root: string }, slug: string, id: string): void {
  fs.mkdirSync(buildDir(slug, id, p), { recursive: true });
  fs.writeFileSync(path.join(buildDir(slug, id, p), 'index.html'), id);
  fs.writeFileSync(manifestPath(buildsDir(slug, p), id), '{}');
}

describe('releases', () => {
  it('promotes atomically, keeps history, and rolls back through it', () => {
    const p = work();
    for (const id of ['b1', 'b2', 'b3']) finished(p, 'dealer', id);
    promote('dealer', 'b1', p);
    promote('dealer', 'b2', p);
    promote('dealer', 'b3', p);
    expect(liveBuild('dealer', p)).toBe('b3');
    expect(fs.readFileSync(path.join(p.root, 'dist/dealer/index.html'), 'utf8')).toBe('b3');
    expect(rollback('dealer', p)).toBe('b2');
    expect(liveBuild('dealer', p)).toBe('b2');
    expect(rollback('dealer', p)).toBe('b1');
    expect(() => rollback('dealer', p)).toThrow(/no previous live build/);
    expect(readReleases('dealer', p).log.map((e) => `${e.action}:${e.buildId}`)).toEqual([
      'promote:b1',
      'promote:b2',
      'promote:b3',
      'rollback:b2',
      'rollback:b1',
    ]);
  });

  it('stages a build without touching the live one; promoting it clears the stage', () => {
    const p = work();
    finished(p, 'dealer', 'b1');
    finished(p, 'dealer', 'b2');
    promote('dealer', 'b1', p);
    stage('dealer', 'b2', p);
    expect(liveBuild('dealer', p)).toBe('b1');
    expect(stagedBuild('dealer', p)).toBe('b2');
    promote('dealer', 'b2', p);
    expect(stagedBuild('dealer', p)).toBeNull();
    expect(() => promote('dealer', 'missing', p)).toThrow(/not a finished build/);
  });

  it('releases a complete build folder without its manifest only for the build writing it next', () => {
    const p = work();
    finished(p, 'dealer', 'b1');
    fs.rmSync(manifestPath(buildsDir('dealer', p), 'b1'));
    expect(() => promote('dealer', 'b1', p)).toThrow(/not a finished build/);
    expect(() => stage('dealer', 'b1', p)).toThrow(/not a finished build/);
    promote('dealer', 'b1', p, { manifestFollows: true });
    expect(liveBuild('dealer', p)).toBe('b1');
    fs.mkdirSync(buildDir('dealer', 'b2', p));
    expect(() => promote('dealer', 'b2', p, { manifestFollows: true })).toThrow(/not a finished build/);
  });

  it('retires old builds beyond `keep` but never the live, staged or previous live one, and clears leftovers', () => {
    const p = work();
    for (const id of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) finished(p, 'dealer', id);
    fs.mkdirSync(path.join(buildsDir('dealer', p), 'b7.partial'));
    promote('dealer', 'b1', p);
    promote('dealer', 'b2', p);
    stage('dealer', 'b3', p);
    expect(protectedBuilds('dealer', p)).toEqual(new Set(['b1', 'b2', 'b3']));
    retireBuilds('dealer', 2, p);
    const left = fs
      .readdirSync(buildsDir('dealer', p))
      .filter((n) => !n.startsWith('.') && !n.endsWith('.json'))
      .sort();
    expect(left).toEqual(['b1', 'b2', 'b3', 'b5', 'b6']);
    expect(fs.existsSync(manifestPath(buildsDir('dealer', p), 'b4'))).toBe(false);
  });

  it("lets one holder of a dealer lock at a time and takes over a dead holder's lock", async () => {
    const p = work();
    const order: string[] = [];
    const slow = withDealerLock('dealer', p, async () => {
      order.push('first in');
      await new Promise((r) => setTimeout(r, 150));
      order.push('first out');
    });
    await new Promise((r) => setTimeout(r, 20));
    await withDealerLock('dealer', p, async () => {
      order.push('second');
    });
    await slow;
    expect(order).toEqual(['first in', 'first out', 'second']);
    fs.writeFileSync(path.join(buildsDir('dealer', p), '.lock'), '999999999');
    await expect(withDealerLock('dealer', p, async () => 'ran', 1000)).resolves.toBe('ran');
  });

  it('deletes retired builds in a detached process, with any trash a deletion cut short left', async () => {
    const p = work();
    for (const id of ['b1', 'b2', 'b3']) finished(p, 'd', id);
    promote('d', 'b3', p);
    expect(retireBuilds('d', 1, p)).toEqual(['b1', 'b2']);
    // A deletion cut short left its folder aside.
    fs.mkdirSync(path.join(buildsDir('d', p), '.trash-1-2', 'x'), { recursive: true });
    const trash = trashToDelete('d', p);
    expect(trash).toHaveLength(2);
    const dotted = () => fs.readdirSync(buildsDir('d', p)).filter((n) => n.startsWith('.trash'));
    expect(dotted()).not.toContain('.trash');
    emptyTrashDetached(trash);
    for (let waited = 0; dotted().length > 0 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(dotted()).toEqual([]);
    expect(fs.existsSync(buildDir('d', 'b3', p))).toBe(true);
    expect(trashToDelete('d', p)).toEqual([]);
  });
});
