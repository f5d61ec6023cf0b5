import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFresh, foldersOf, linkTree, listFiles, removeFile, writeFresh } from './link-tree.ts';
import { prepareSpare, takeSpare } from './spare-tree.ts';

const dirs: string[] = [];
function tmp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-tree-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function makeBuild(dir: string): void {
  writeFresh(path.join(dir, 'index.html'), 'home v1');
  writeFresh(path.join(dir, 'cars/a/index.html'), 'car a v1');
  writeFresh(path.join(dir, 'cars/a/print/index.html'), 'print a v1');
  writeFresh(path.join(dir, '_astro/app.js'), 'js');
}

describe('hard-linked build trees', () => {
  it('links every file of a build into a new tree without copying', async () => {
    const root = tmp();
    makeBuild(path.join(root, 'b1'));
    const files = listFiles(path.join(root, 'b1'));
    expect(files).toEqual(['_astro/app.js', 'cars/a/index.html', 'cars/a/print/index.html', 'index.html']);
    await linkTree(path.join(root, 'b1'), path.join(root, 'b2'), files);
    for (const f of files) {
      expect(fs.statSync(path.join(root, 'b2', f)).ino).toBe(fs.statSync(path.join(root, 'b1', f)).ino);
    }
  });

  it('writes a changed file to a new inode, leaving the previous build untouched', async () => {
    const root = tmp();
    makeBuild(path.join(root, 'b1'));
    await linkTree(path.join(root, 'b1'), path.join(root, 'b2'), listFiles(path.join(root, 'b1')));
    writeFresh(path.join(root, 'b2/cars/a/index.html'), 'car a v2');
    copyFresh(path.join(root, 'b2/cars/a/index.html'), path.join(root, 'b2/index.html'));
    expect(fs.readFileSync(path.join(root, 'b1/cars/a/index.html'), 'utf8')).toBe('car a v1');
    expect(fs.readFileSync(path.join(root, 'b1/index.html'), 'utf8')).toBe('home v1');
    expect(fs.readFileSync(path.join(root, 'b2/index.html'), 'utf8')).toBe('car a v2');
    expect(fs.statSync(path.join(root, 'b2/index.html')).ino).not.toBe(fs.statSync(path.join(root, 'b1/index.html')).ino);
  });

  it('removes a file and the folders it leaves empty, only in the new tree', async () => {
    const root = tmp();
    makeBuild(path.join(root, 'b1'));
    await linkTree(path.join(root, 'b1'), path.join(root, 'b2'), listFiles(path.join(root, 'b1')));
    removeFile(path.join(root, 'b2'), 'cars/a/print/index.html');
    removeFile(path.join(root, 'b2'), 'cars/a/index.html');
    expect(fs.existsSync(path.join(root, 'b2/cars'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'b1/cars/a/print/index.html'))).toBe(true);
  });

  it('lists the folders a file list needs, parents first', () => {
    expect(foldersOf(['a/b/c.html', 'a/d.html', 'e.html'])).toEqual(['a', 'a/b']);
  });

  it('prepares a spare copy of a build that the next build takes over by rename', async () => {
    const builds = tmp();
    makeBuild(path.join(builds, 'b1'));
    await prepareSpare(builds, 'b1', listFiles(path.join(builds, 'b1')));
    expect(takeSpare(builds, 'other', path.join(builds, 'b2.partial'))).toBe(false);
    expect(takeSpare(builds, 'b1', path.join(builds, 'b2.partial'))).toBe(true);
    expect(fs.statSync(path.join(builds, 'b2.partial/index.html')).ino).toBe(fs.statSync(path.join(builds, 'b1/index.html')).ino);
    expect(takeSpare(builds, 'b1', path.join(builds, 'b3.partial'))).toBe(false);
  });
});
