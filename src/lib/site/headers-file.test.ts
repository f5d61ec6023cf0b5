import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile, patternMatches, writeHeadersFile } from './headers-file.ts';

describe('the _headers file', () => {
  const rules = [
    { pattern: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'; img-src https:" } },
    { pattern: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];

  it('is written in the format Netlify and Cloudflare Pages read, and read back the same', () => {
    const text = writeHeadersFile(rules);
    expect(text).toBe(
      "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'; img-src https:\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    );
    expect(parseHeadersFile(`# comment\n\n${text}`)).toEqual(rules);
  });

  it('gives a path the headers of every rule whose pattern matches it', () => {
    expect(headersFor(rules, '/cars/x/')).toEqual(rules[0]!.headers);
    expect(headersFor(rules, '/_astro/a.js')).toEqual({ ...rules[0]!.headers, ...rules[1]!.headers });
    expect(patternMatches('/_astro/*', '/cars/_astro/a.js')).toBe(false);
    expect(patternMatches('/sitemap.xml', '/sitemap-xml')).toBe(false);
  });
});
