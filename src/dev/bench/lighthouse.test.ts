import { describe, expect, it } from 'vitest';
import { lighthouseTable, offsiteRequests, type LighthouseResult } from './lighthouse.ts';

const result = (performance: number, lcpMs: number, noindex = false): LighthouseResult => ({
  url: 'http://a.localhost/',
  scores: { performance, accessibility: 100, 'best-practices': 96, seo: 100 },
  noindex,
  lcpMs,
  tbtMs: 12.4,
  cls: 0.0012,
  failing: [],
  blocked: [],
});

describe('the bench:lighthouse table', () => {
  it('prints a row a page with the four scores in order, LCP and TBT in whole ms and CLS to 3 places', () => {
    const table = lighthouseTable([
      { dealer: 'harbour-mazda', page: 'home', result: result(100, 812.6) },
      { dealer: 'westside-used-cars', page: 'vehicle', result: result(97, 1450) },
    ]).split('\n');
    expect(table[0]!.split(/\s{2,}/)).toEqual(['dealer', 'page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS']);
    expect(table[1]!.split(/\s+/)).toEqual(['harbour-mazda', 'home', '100', '100', '96', '100', '813', '12', '0.001']);
    expect(table[2]!.split(/\s+/)).toEqual(['westside-used-cars', 'vehicle', '97', '100', '96', '100', '1450', '12', '0.001']);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });

  it('marks the SEO score of a page kept out of search on purpose, with a footnote saying why', () => {
    const table = lighthouseTable([
      { dealer: 'harbour-mazda', page: 'home', result: result(100, 812.6) },
      { dealer: 'harbour-mazda', page: 'compare', result: result(100, 900, true) },
    ]).split('\n');
    expect(table[1]!.split(/\s+/)[5]).toBe('100');
    expect(table[2]!.split(/\s+/)[5]).toBe('100*');
    expect(table.at(-1)).toMatch(/^\* noindex on purpose/);
  });
});

describe('the requests a Lighthouse run lists as blocked', () => {
  it('are those to another origin than the page, each once, never the site itself or a data URL', () => {
    const log = {
      items: [
        { url: 'http://westside-used-cars.localhost:4400/' },
        { url: 'http://westside-used-cars.localhost:4400/_astro/client.js' },
        { url: 'https://www.googletagmanager.com/gtm.js?id=GTM-WUC2026' },
        { url: 'data:image/svg+xml,%3Csvg%3E' },
        { url: 'https://www.googletagmanager.com/gtm.js?id=GTM-WUC2026' },
        { url: 'http://harbour-mazda.localhost:4400/favicon.svg' },
      ],
    };
    expect(offsiteRequests('http://westside-used-cars.localhost:4400/my-garage/', log)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-WUC2026',
      'http://harbour-mazda.localhost:4400/favicon.svg',
    ]);
    expect(offsiteRequests('http://westside-used-cars.localhost:4400/', undefined)).toEqual([]);
  });
});
