import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInUrl } from './sign-in-link.ts';

describe('sign-in links', () => {
  it('carries the type, where to return and where Back goes', () => {
    expect(signInUrl('watchlist', '/cars/mazda-cx-5-1/', '/search/')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fmazda-cx-5-1%2F&back=%2Fsearch%2F');
    expect(signInUrl('my-garage', '/my-garage/')).toBe('/sign-in?type=my-garage&redirect=%2Fmy-garage%2F&back=%2Fmy-garage%2F');
  });

  it('returns only to paths on this site', () => {
    expect(safeReturnPath('/cars/x/?tab=finance#top')).toBe('/cars/x/?tab=finance#top');
    for (const bad of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '', null]) expect(safeReturnPath(bad)).toBe('/');
  });
});
