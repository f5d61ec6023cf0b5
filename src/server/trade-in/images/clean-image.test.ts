import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../../lib/strings.ts';
import { cleanImage, ImageRefused } from './clean-image.ts';

const drawn = () => sharp({ create: { width: 20, height: 10, channels: 3, background: '#36c' } });
const trailer = Buffer.from('<html><script>alert(1)</script></html>');

describe('cleanImage', () => {
  it('keeps PNG and GIF as they are typed, without what follows the image', async () => {
    for (const [bytes, ext, format] of [
      [await drawn().png().toBuffer(), 'png', 'png'],
      [await drawn().gif().toBuffer(), 'gif', 'gif'],
    ] as const) {
      const kept = await cleanImage(new Uint8Array(Buffer.concat([bytes, trailer])));
      expect(kept.type.ext).toBe(ext);
      expect(Buffer.from(kept.bytes).includes('<html>')).toBe(false);
      expect(await sharp(kept.bytes).metadata()).toMatchObject({ format, width: 20, height: 10 });
    }
  });

  it('turns AVIF (HEIF with AV1, which the sniffer takes for HEIC) into JPEG', async () => {
    const kept = await cleanImage(new Uint8Array(await drawn().avif().toBuffer()));
    expect(kept.type).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(await sharp(kept.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 20, height: 10 });
  });

  it('decodes a HEIC (HEVC) in its worker and keeps it as JPEG', async () => {
    const heic = fs.readFileSync(path.join(import.meta.dirname, 'testing/red-left-blue-right.heic'));
    const kept = await cleanImage(new Uint8Array(heic));
    expect(kept.type).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(await sharp(kept.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it('refuses bytes that are no image with the message the form shows', async () => {
    const png = await drawn().png().toBuffer();
    await expect(cleanImage(new Uint8Array(png.subarray(0, 40)))).rejects.toEqual(new ImageRefused(STRINGS.tradeInImageUnreadable));
    await expect(cleanImage(new Uint8Array(Buffer.from('GIF89a and then nothing of a picture')))).rejects.toBeInstanceOf(ImageRefused);
  });
});
