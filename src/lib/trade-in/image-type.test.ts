import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { imageRefusal, sniffImageType } from './image-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffImageType', () => {
  it('knows PNG, GIF, JPEG and HEIC by their first bytes', () => {
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'))?.ext).toBe('png');
    expect(sniffImageType(bytes('GIF89a', [1, 0, 1, 0]))?.ext).toBe('gif');
    expect(sniffImageType(bytes('GIF87a'))?.ext).toBe('gif');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'))?.mime).toBe('image/jpeg');
    expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))?.ext).toBe('heic');
    expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'mif1heic'))?.mime).toBe('image/heic');
  });

  it('refuses text renamed .jpg, other containers and truncated headers', () => {
    expect(sniffImageType(bytes('This is not a picture, only text.'))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 20], 'ftypisom', [0, 0, 2, 0], 'isom'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('imageRefusal', () => {
  const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);
  it('lets an image of 10,000,000 bytes or under go while fewer than 10 are chosen', () => {
    expect(imageRefusal({ size: 10_000_000, head: jpeg }, 9)).toBeNull();
  });
  it("refuses a larger file and a text file named .jpg with 'Please upload an image file under 10MB'", () => {
    expect(imageRefusal({ size: 10_000_001, head: jpeg }, 0)).toBe(STRINGS.imageTooLarge);
    expect(imageRefusal({ size: 12, head: bytes('hello, world') }, 0)).toBe(STRINGS.imageTooLarge);
  });
  it("refuses an 11th image with 'You can only upload 10 images'", () => {
    expect(imageRefusal({ size: 100, head: jpeg }, 10)).toBe(STRINGS.tooManyImages);
  });
});
