import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';

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
