import { describe, expect, it } from 'vitest';
import { outputFile, pageKey, pageKind, requestPath, type PageDigests } from './page-keys.ts';

const d: PageDigests = { code: 'code-1', dealer: 'dealer-1', stock: 'stock-1', date: '2026-11-22' };
const detail = 'src/pages/cars/[slug]/index.astro';

describe('page keys', () => {
  it('classes pages: own cacheKey (car or other), dealer-only export, else aggregate', () => {
    expect(pageKind('k', true, undefined)).toBe('car');
    expect(pageKind('k', false, undefined)).toBe('keyed');
    expect(pageKind(undefined, false, 'dealer')).toBe('dealer');
    expect(pageKind(undefined, false, undefined)).toBe('stock');
  });

  it('changes a car page key with its car, the dealer or the code — not with other cars or the date', () => {
    const key = pageKey(d, detail, 'car', 'car-a-1');
    expect(pageKey({ ...d, stock: 'stock-2', date: '2026-11-23' }, detail, 'car', 'car-a-1')).toBe(key);
    for (const changed of [
      pageKey(d, detail, 'car', 'car-a-2'),
      pageKey({ ...d, dealer: 'dealer-2' }, detail, 'car', 'car-a-1'),
      pageKey({ ...d, code: 'code-2' }, detail, 'car', 'car-a-1'),
      pageKey(d, 'src/pages/cars/[slug]/print.astro', 'car', 'car-a-1'),
    ]) {
      expect(changed).not.toBe(key);
    }
  });

  it('changes an aggregate key with any stock change or a new day; a dealer-only key only with the day', () => {
    const home = pageKey(d, 'src/pages/index.astro', 'stock', undefined);
    expect(pageKey({ ...d, stock: 'stock-2' }, 'src/pages/index.astro', 'stock', undefined)).not.toBe(home);
    expect(pageKey({ ...d, date: '2026-11-23' }, 'src/pages/index.astro', 'stock', undefined)).not.toBe(home);
    const finance = pageKey(d, 'src/pages/finance.astro', 'dealer', undefined);
    expect(pageKey({ ...d, stock: 'stock-2' }, 'src/pages/finance.astro', 'dealer', undefined)).toBe(finance);
    expect(pageKey({ ...d, date: '2026-11-23' }, 'src/pages/finance.astro', 'dealer', undefined)).not.toBe(finance);
  });

  it('maps paths to files as Astro does with the directory format', () => {
    expect(outputFile('/', 'page')).toBe('index.html');
    expect(outputFile('/cars/mazda-cx-5-1/', 'page')).toBe('cars/mazda-cx-5-1/index.html');
    expect(outputFile('/cars/mazda-cx-5-1/print', 'page')).toBe('cars/mazda-cx-5-1/print/index.html');
    expect(outputFile('/404', 'page')).toBe('404.html');
    expect(outputFile('/cars/mazda-cx-5-1/view.json', 'endpoint')).toBe('cars/mazda-cx-5-1/view.json');
    expect(requestPath('/cars/x', 'page')).toBe('/cars/x/');
    expect(requestPath('/', 'page')).toBe('/');
    expect(requestPath('/_stock/a.json', 'endpoint')).toBe('/_stock/a.json');
  });
});
