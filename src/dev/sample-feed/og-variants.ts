import fs from 'node:fs';
import path from 'node:path';
import { OG_VARIANT_SIZE, ogVariantPath } from '../../lib/images/og-image.ts';
import { COLOUR_FAMILIES, type ColourFamily } from './colours.ts';
import { exteriorUrl } from './images.ts';
import { SHAPES } from './shapes.ts';

/** The background the sample images fade to at the bottom, filling the card's sides. */
const BACKGROUND = '#e2e6ea';

/**
 * The SVG images a sample car's gallery opens with (every record's first image is an exterior's
 * front three-quarter view), which pages name as their `og:image`.
 */
export function ogSourceImages(): string[] {
  return SHAPES.flatMap((shape) => (Object.keys(COLOUR_FAMILIES) as ColourFamily[]).map((colour) => exteriorUrl(shape, colour, 'front-3q')));
}

/**
 * Writes each opening image's raster variant (JPEG, 1200×630, see og-image.ts) under `publicDir`,
 * where it is missing or older than its SVG. Returns how many there are and how many were written.
 */
export async function writeOgVariants(publicDir: string, sources = ogSourceImages()): Promise<{ total: number; written: number }> {
  const pending = sources.flatMap((svgPath) => {
    const variant = ogVariantPath(svgPath);
    if (!variant) throw new Error(`${svgPath}: not a sample image path`);
    const source = path.join(publicDir, svgPath);
    const target = path.join(publicDir, variant);
    const targetTime = fs.statSync(target, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    return targetTime >= fs.statSync(source).mtimeMs ? [] : [{ source, target }];
  });
  if (pending.length === 0) return { total: sources.length, written: 0 };
  fs.mkdirSync(path.dirname(pending[0]!.target), { recursive: true });
  // Loaded only when there is an image to write: every `stock apply` checks the set.
  const { default: sharp } = await import('sharp');
  // A few at a time: libvips already uses every core for each image.
  for (let i = 0; i < pending.length; i += 4) {
    await Promise.all(
      pending.slice(i, i + 4).map(({ source, target }) =>
        sharp(source)
          .resize({ ...OG_VARIANT_SIZE, fit: 'contain', background: BACKGROUND })
          .flatten({ background: BACKGROUND })
          .jpeg({ quality: 82, mozjpeg: true })
          .toFile(target),
      ),
    );
  }
  return { total: sources.length, written: pending.length };
}
