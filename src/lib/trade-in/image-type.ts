import { STRINGS } from '../strings.ts';

/** The upload limits of the instant offer (rule: trade-in.images): at most 10 images, each 10,000,000 bytes or under. */
export const TRADE_IN_IMAGE_LIMITS = { maxImages: 10, maxBytes: 10_000_000 } as const;

export type ImageType = { ext: 'png' | 'gif' | 'jpg' | 'heic'; mime: string };

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

// HEIF brands of still images (ISO/IEC 23008-12): the ftyp box's major or a compatible brand.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The image type its first bytes show (PNG, GIF, JPEG, HEIC), never its name or declared type;
 * null for anything else. Needs the first 32 bytes (fewer only when the file is shorter).
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 8 && head[0] === 0x89 && ascii(head, 1, 4) === 'PNG' && head[4] === 0x0d && head[5] === 0x0a && head[6] === 0x1a && head[7] === 0x0a) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return { ext: 'gif', mime: 'image/gif' };
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
    const end = Math.min(head.length, boxSize);
    const brands = [ascii(head, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4));
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return { ext: 'heic', mime: 'image/heic' };
  }
  return null;
}

/** How many leading bytes `sniffImageType` reads. */
export const SNIFF_BYTES = 32;

/**
 * Why the island refuses a chosen file before sending it (rule: trade-in.images): 'You can only upload 10
 * images' once 10 are chosen; 'Please upload an image file under 10MB' for anything over
 * 10,000,000 bytes or whose first bytes are no PNG, GIF, JPEG or HEIC. Null when it may go.
 */
export function imageRefusal(file: { size: number; head: Uint8Array }, alreadyChosen: number): string | null {
  if (alreadyChosen >= TRADE_IN_IMAGE_LIMITS.maxImages) return STRINGS.tooManyImages;
  if (file.size > TRADE_IN_IMAGE_LIMITS.maxBytes || sniffImageType(file.head) === null) return STRINGS.imageTooLarge;
  return null;
}
