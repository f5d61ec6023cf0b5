import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareSpareDetached, takeSpareWhenReady } from './spare-tree.ts';
import { writeManifest } from '../plan/manifest.ts';
import { testManifest } from '../plan/fixtures/manifest.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function buildsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spare-tree-'));
  dirs.push(dir);
  return dir;
}

/** A finished build `id` holding `files` (each containing its own name), with its manifest. */
async function finished(dir: string, id: string, files: string[]): Promise<void> {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, id, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, id, file), file);
  }
  const manifest = testManifest({
    slug: 'd',
    buildId: id,
    pages: Object.fromEntries(files.map((file) => [`/${file}`, { route: 'r', kind: 'stock' as const, key: 'k', file }])),
  });
  await writeManifest(dir, manifest);
}

describe('spare trees', () => {
  it('a detached process prepares the next tree of linked files, which the next build takes, and then deletes the trash it was given', async () => {
    const dir = buildsDir();
    await finished(dir, 'b1', ['index.html', 'cars/a/index.html']);
    const trash = path.join(dir, '.trash-1-1');
    fs.mkdirSync(path.join(trash, 'b0', 'cars'), { recursive: true });
    prepareSpareDetached(process.cwd(), dir, 'b1', [trash]);
    const to = path.join(dir, 'b2.partial');
    for (let waited = 0; !fs.existsSync(path.join(dir, '.spare-b1')) && waited < 15_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(await takeSpareWhenReady(dir, 'b1', to)).toBe(true);
    expect(fs.readFileSync(path.join(to, 'cars/a/index.html'), 'utf8')).toBe('cars/a/index.html');
    expect(fs.statSync(path.join(to, 'index.html')).ino).toBe(fs.statSync(path.join(dir, 'b1', 'index.html')).ino);
    for (let waited = 0; fs.existsSync(trash) && waited < 15_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(fs.existsSync(trash)).toBe(false);
  });

  it('waits for a spare a live process is still preparing, and not for one whose process died', async () => {
    const dir = buildsDir();
    const inProgress = path.join(dir, `.spare-b1.tmp-${process.pid}-1`);
    fs.mkdirSync(inProgress);
    setTimeout(() => fs.renameSync(inProgress, path.join(dir, '.spare-b1')), 200);
    expect(await takeSpareWhenReady(dir, 'b1', path.join(dir, 'b2.partial'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'b2.partial'))).toBe(true);

    fs.mkdirSync(path.join(dir, '.spare-b2.tmp-999999999-1'));
    const started = Date.now();
    expect(await takeSpareWhenReady(dir, 'b2', path.join(dir, 'b3.partial'))).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
