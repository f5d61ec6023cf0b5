import sharp, { type Sharp } from 'sharp';
import { STRINGS } from '../../../lib/strings.ts';
import type { ImageType } from '../../../lib/trade-in/image-type.ts';
import { decodeHeic } from './heic-decoder.ts';

/**
 * The most pixels an uploaded photo may have: the 48 and 50 MP main cameras of current phones fit
 * (8064 × 6048, 8160 × 6120); a decompression bomb (a small file whose header claims 100,000 ×
 * 100,000) is refused from its header, before anything is decoded.
 */
const MAX_IMAGE_PIXELS = 50_000_000;

/** A photo that cannot be kept, with the message the trade-in form shows for it. */
export class ImageRefused extends Error {}

const JPEG = { ext: 'jpg', mime: 'image/jpeg' } as const satisfies ImageType;
const OUTPUT: Record<string, ImageType> = { jpeg: JPEG, png: { ext: 'png', mime: 'image/png' }, gif: { ext: 'gif', mime: 'image/gif' }, heif: JPEG };

const unreadable = () => new ImageRefused(STRINGS.tradeInImageUnreadable);
const tooManyPixels = () => new ImageRefused(STRINGS.tradeInImageTooManyPixels);

function encode(image: Sharp, type: ImageType): Promise<Buffer> {
  if (type.ext === 'png') return image.png().toBuffer();
  if (type.ext === 'gif') return image.gif().toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}

/**
 * What is kept of an uploaded photo: its pixels decoded and encoded again, so nothing but an image
 * is stored — bytes after the image's end (a JPEG+HTML or JPEG+PHP polyglot), comments and every
 * piece of metadata (EXIF with the GPS position, XMP, ICC) are gone, the EXIF orientation applied
 * to the pixels first so the photo stands as it was taken. PNG, GIF (its first frame) and JPEG keep
 * their type; HEIC (HEVC, decoded in a worker) and AVIF become JPEG. Throws ImageRefused past
 * MAX_IMAGE_PIXELS or when the bytes do not decode.
 */
export async function cleanImage(bytes: Uint8Array): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false } as const;
  // The header alone, read without the pixel limit so that an image past it is told apart from
  // bytes that are no image; the limit still stops the decoding below.
  const metadata = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata) throw unreadable();
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw tooManyPixels();
  const type = OUTPUT[metadata.format];
  if (!type) throw unreadable();
  if (metadata.format === 'heif' && metadata.compression !== 'av1') {
    const decoded = await decodeHeic(bytes, MAX_IMAGE_PIXELS);
    if ('refused' in decoded) throw decoded.refused === 'too_many_pixels' ? tooManyPixels() : unreadable();
    const raw = sharp(decoded.rgba, { raw: { width: decoded.width, height: decoded.height, channels: 4 }, limitInputPixels: MAX_IMAGE_PIXELS });
    return { bytes: new Uint8Array(await encode(raw.removeAlpha(), JPEG)), type: JPEG };
  }
  const encoded = await encode(sharp(bytes, options).rotate(), type).catch(() => null);
  if (!encoded) throw unreadable();
  return { bytes: new Uint8Array(encoded), type };
}
