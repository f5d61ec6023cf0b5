import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { forgetManifest, readManifest, writeManifest, type BuildManifest } from './manifest.ts';
import { testManifest } from './fixtures/manifest.ts';

const manifest = (buildId: string, pages: BuildManifest['pages']) =>
  testManifest({
    slug: 'test-motors',
    buildId,
    cars: { '7': { slug: 'car-"7"', key: 'k7', doc: 'd7', changedAt: '2026-11-26T00:00:00.000Z' } },
    pages,
    assets: ['_astro/a.css'],
    buildFiles: ['_build.json'],
  });

const page = (file: string) => ({ route: 'src/pages/cars/[slug]/index.astro', kind: 'car' as const, key: `key:${file}`, file });

describe('build manifests', () => {
  it('read back in the writing process are the object written, and valid for any other reader', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-manifest-'));
    try {
      fs.mkdirSync(path.join(dir, 'b1'));
      const written = manifest('b1', { '/cars/a/': page('cars/a/index.html') });
      await writeManifest(dir, written);
      expect(readManifest(dir, 'b1')).toBe(written);
      // Another process (a fresh copy of the module) parses and validates the file.
      vi.resetModules();
      const other = (await import('./manifest.ts')) as typeof import('./manifest.ts');
      const fromFile = other.readManifest(dir, 'b1');
      expect(fromFile).not.toBe(written);
      expect(fromFile).toEqual(written);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are written a part at a time, the event loop turning meanwhile (a server answers pages while writing one)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-manifest-'));
    try {
      fs.mkdirSync(path.join(dir, 'b1'));
      const pages = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`/cars/car-${i}/`, page(`cars/car-${i}/index.html`)]));
      const big = manifest('b1', pages);
      let turns = 0;
      const ticking = setInterval(() => turns++, 0);
      await writeManifest(dir, big);
      clearInterval(ticking);
      expect(turns).toBeGreaterThan(0);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'b1.manifest.json'), 'utf8'))).toEqual(big);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps one per builds folder, and a forgotten one (changed in place by a failed build) is read from its file again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-manifest-'));
    try {
      for (const id of ['b1', 'b2']) fs.mkdirSync(path.join(dir, id));
      const first = manifest('b1', { '/cars/a/': page('cars/a/index.html') });
      await writeManifest(dir, first);
      await writeManifest(dir, manifest('b2', {}));
      // b2 took b1's place: b1 is parsed from its file.
      expect(readManifest(dir, 'b1')).not.toBe(first);
      const held = readManifest(dir, 'b1')!;
      expect(readManifest(dir, 'b1')).toBe(held);
      delete held.pages['/cars/a/'];
      forgetManifest(dir, 'b1');
      expect(readManifest(dir, 'b1')!.pages).toEqual(first.pages);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['a page without its file', (m: Record<string, any>) => delete m.pages['/cars/a/'].file],
    ['a page of an unknown kind', (m: Record<string, any>) => (m.pages['/cars/a/'].kind = 'other')],
    ['a page record that is a string', (m: Record<string, any>) => (m.pages['/cars/a/'] = 'cars/a/index.html')],
    ['a car with a numeric slug', (m: Record<string, any>) => (m.cars['7'].slug = 7)],
    ['a car whose time state lapses at a text', (m: Record<string, any>) => (m.cars['7'].until = 'soon')],
    ['cars as a list', (m: Record<string, any>) => (m.cars = [])],
    ['a rendered page that is not a path', (m: Record<string, any>) => (m.stats.rendered = [1])],
  ])('are not read with %s', (_name, spoil) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-manifest-'));
    try {
      fs.mkdirSync(path.join(dir, 'b1'));
      const good = manifest('b1', { '/cars/a/': page('cars/a/index.html') });
      good.cars['7']!.until = 1_800_000_000_000;
      fs.writeFileSync(path.join(dir, 'b1.manifest.json'), JSON.stringify(good));
      expect(readManifest(dir, 'b1')).toEqual(good);
      const bad = JSON.parse(JSON.stringify(good)) as Record<string, any>;
      spoil(bad);
      fs.writeFileSync(path.join(dir, 'b1.manifest.json'), `${JSON.stringify(bad)} `);
      expect(readManifest(dir, 'b1')).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
