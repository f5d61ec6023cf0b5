import { describe, expect, it } from 'vitest';
import { CANONICAL_ALIASES, canonicalPathOf } from './canonical-routes.ts';

describe('one canonical URL per content (rule: site.canonical-aliases)', () => {
  it("points each of the specification's alias routes at one route of its group", () => {
    expect(['/trade-in', '/sell-my-car/', '/cars/trade-in'].map(canonicalPathOf)).toEqual(['/trade-in/', '/trade-in/', '/trade-in/']);
    expect(['/service', '/book-a-service'].map(canonicalPathOf)).toEqual(['/service/', '/service/']);
    expect(['/contact', '/contact-us'].map(canonicalPathOf)).toEqual(['/contact-us/', '/contact-us/']);
    expect(['/finance-enquiry', '/apply-for-finance', '/finance-pre-approval', '/finance'].map(canonicalPathOf)).toEqual(Array(4).fill('/finance/'));
  });

  it('leaves every other page its own canonical, and no canonical route is itself an alias', () => {
    expect(canonicalPathOf('/contact-us/harbour-city-mazda')).toBe('/contact-us/harbour-city-mazda/');
    expect(canonicalPathOf('/cars/2026-mazda-bt-50-xt-100001/')).toBe('/cars/2026-mazda-bt-50-xt-100001/');
    const aliases = new Set(CANONICAL_ALIASES.map(([alias]) => alias));
    for (const [, canonical] of CANONICAL_ALIASES) expect(aliases.has(canonical), canonical).toBe(false);
  });
});
