import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readManifest, writeManifest, type BuildManifest } from './manifest.ts';

function manifest(buildId: string, pages: BuildManifest['pages']): BuildManifest {
  return {
    version: 2,
    slug: 'test-motors',
    buildId,
    createdAt: '2026-11-26T00:00:00.000Z',
    previousBuildId: null,
    mode: 'full',
    trigger: 'manual',
    digests: { code: 'c', dealer: 'd', stock: 's', stockContent: 's', date: '2026-11-26', bundle: 'b' },
    stockUpdatedAt: '2026-11-26T00:00:00.000Z',
    cars: { '7': { slug: 'car-"7"', key: 'k7', doc: 'd7', changedAt: '2026-11-26T00:00:00.000Z' } },
    pages,
    assets: ['_astro/a.css'],
    dealerFiles: [],
    buildFiles: ['_build.json'],
    stats: { pages: Object.keys(pages).length, rendered: [], removed: [], reusedPages: 0, seconds: 1.5 },
  };
}

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
