import { describe, expect, it } from 'vitest';
import { htmlHref } from './html-href.ts';

describe('htmlHref', () => {
  it('percent-encodes brackets, which HTML does not allow in a query, and reads back the same', () => {
    const href = htmlHref('/search/?refinementList[categories][0]=First%20Car');
    expect(href).toBe('/search/?refinementList%5Bcategories%5D%5B0%5D=First%20Car');
    expect(new URL(href, 'http://x').searchParams.get('refinementList[categories][0]')).toBe('First Car');
    expect(htmlHref('/finance/')).toBe('/finance/');
  });
});
