import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManifest, linkRenderBundles, repoRoot, runScript } from '../setup/isolated-work.ts';
import { copyLiveBuild } from '../support/copied-build.ts';

/**
 * Editing a shared component re-renders every page that uses it: a copy of the repository (its
 * node_modules linked) starts from the suite's live build of a dealer and its render bundle carried
 * in (the same code: building again changes nothing), a component is edited, and the dealer is rebuilt.
 */
let copy: string;
const slug = 'outback-caravans';
const env = () => ({ FORECOURT_WORK_DIR: copy });

type Manifest = { buildId: string; mode: string; pages: Record<string, { file: string; route: string }>; stats: { rendered: string[] } };

const newest = () => buildManifest<Manifest>(copy, slug);

const build = async () => {
  const result = await runScript('build.ts', ['--dealer', slug], env(), copy);
  expect(result.code, result.output).toBe(0);
  return newest();
};

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-code-change-'));
  for (const entry of ['src', 'public', 'dealers', 'scripts', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    fs.cpSync(path.join(repoRoot, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  fs.cpSync(path.join(repoRoot, '.cache', 'index'), path.join(copy, '.cache', 'index'), { recursive: true });
  linkRenderBundles(copy);
  copyLiveBuild(repoRoot, copy, slug);
});

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('a code change', () => {
  it('re-renders every page after a shared component is edited, and nothing when nothing changed', async () => {
    const first = newest();
    const again = await build();
    expect(again.buildId).toBe(first.buildId);

    const card = path.join(copy, 'src', 'components', 'car', 'CarCard.astro');
    fs.appendFileSync(card, '\n<span data-e2e="edited-card" hidden></span>\n');
    const second = await build();
    expect(second.mode).toBe('full');
    expect(second.stats.rendered.length).toBe(Object.keys(second.pages).length);

    const before = path.join(copy, 'builds', slug, first.buildId);
    const after = path.join(copy, 'builds', slug, second.buildId);
    const reused = Object.values(second.pages).filter((p) => {
      const old = fs.statSync(path.join(before, p.file), { throwIfNoEntry: false });
      return old && old.ino === fs.statSync(path.join(after, p.file)).ino;
    });
    expect(reused).toEqual([]);

    const home = fs.readFileSync(path.join(after, 'index.html'), 'utf8');
    const oldHome = fs.readFileSync(path.join(before, 'index.html'), 'utf8');
    expect(oldHome).not.toContain('data-e2e="edited-card"');
    expect(home.match(/data-e2e="edited-card"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(fs.realpathSync(path.join(copy, 'dist', slug))).toBe(after);
  }, 600_000);
});
