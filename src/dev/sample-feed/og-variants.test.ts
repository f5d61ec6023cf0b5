import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ogImageFor } from '../../lib/images/og-image.ts';
import { defaultDealerPlans, generateFeed } from './generate-feed.ts';
import { stockImageFiles } from './images.ts';
import { ogSourceImages, writeOgVariants } from './og-variants.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('raster variants of the sample images', () => {
  it('exist for the image every sample car opens with, so every car page has an og:image', () => {
    const feed = generateFeed({ now: new Date('2026-11-22T03:00:00Z'), dealers: defaultDealerPlans(root).map((plan) => ({ ...plan, count: 60 })) });
    const sources = new Set(ogSourceImages());
    const firsts = feed.map((record) => (record['images'] as { url: string }[] | undefined)?.[0]?.url).filter((url) => url !== undefined);
    expect(firsts.length).toBeGreaterThan(100);
    for (const url of firsts) {
      expect(sources.has(url), url).toBe(true);
      expect(ogImageFor(url)?.url, url).toMatch(/^\/stock-images\/og\/[a-z0-9-]+\.jpg$/);
    }
  });

  it('are 1200×630 JPEGs, written once and again only when their SVG changes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-variants-'));
    try {
      const sources = ogSourceImages().slice(0, 2);
      for (const { file, content } of stockImageFiles()) {
        if (!sources.includes(file)) continue;
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), content);
      }
      expect(await writeOgVariants(dir, sources)).toEqual({ total: 2, written: 2 });
      const file = path.join(dir, ogImageFor(sources[0]!)!.url);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      expect(await writeOgVariants(dir, sources)).toEqual({ total: 2, written: 0 });
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(path.join(dir, sources[1]!), later, later);
      expect(await writeOgVariants(dir, sources)).toEqual({ total: 2, written: 1 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});
