import { describe, expect, it } from 'vitest';
import { decodeStockFile, mergeStockExtra } from './stock-data-decode.ts';
import { encodeStockFile } from './stock-data-encode.ts';
import { sliceStockFiles } from './stock-data-slice.ts';
import { sampleCars } from './fixtures/sample-cars.ts';

describe('slicing the stock files', () => {
  const cars = sampleCars(200);
  // Some cars without a created time and with a slug of their own, which the file stores apart.
  cars[3] = { ...cars[3]!, created_at: null };
  cars[50] = { ...cars[50]!, created_at: null };
  cars[7] = { ...cars[7]!, slug: 'a-slug-of-its-own' };
  const { core, extra } = encodeStockFile(cars, { coreFacets: ['make', 'model'] });
  const whole = mergeStockExtra(decodeStockFile(core), extra);

  it('decodes to exactly the documents the whole files give at those positions', () => {
    for (const indexes of [[0], [5, 6, 7], [0, 2, 3, 51, 199], Array.from({ length: 200 }, (_, i) => i).filter((i) => i % 3 === 1)]) {
      const part = sliceStockFiles(core, extra, indexes);
      expect(mergeStockExtra(decodeStockFile(part.core), part.extra)).toEqual(indexes.map((i) => whole[i]));
    }
  });

  it('keeps a slug of its own and a missing created time', () => {
    const own = whole.findIndex((d) => d.slug === 'a-slug-of-its-own');
    const undated = whole.findIndex((d) => d.created_at === null);
    const part = sliceStockFiles(core, extra, [Math.min(own, undated), Math.max(own, undated)]);
    const docs = decodeStockFile(part.core);
    expect(docs.map((d) => d.slug)).toContain('a-slug-of-its-own');
    expect(docs.some((d) => d.created_at === null)).toBe(true);
  });
});
