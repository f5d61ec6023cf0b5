import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readManifest, writeManifest, type BuildManifest } from './manifest.ts';
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
      writeManifest(dir, written);
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
});
