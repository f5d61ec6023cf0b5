import { describe, expect, it } from 'vitest';
import { contentHref, contentPagePath } from './content-pages.ts';

const off = { pages_path: false, root_pages: [] };
const on = { pages_path: true, root_pages: [] };

describe('content page paths', () => {
  it('puts the company and legal pages under /pages/ only when content.pages_path is on', () => {
    for (const slug of ['about-us', 'careers', 'terms-and-conditions', 'privacy-policy', 'value-my-car-terms-and-conditions']) {
      expect(contentPagePath(off, slug)).toBe(`/${slug}`);
      expect(contentPagePath(on, slug)).toBe(`/pages/${slug}`);
    }
  });

  it('keeps warranty, roadside assist, parts and fleet at the root, and FAQs and dealer markdown pages under /pages/', () => {
    for (const slug of ['warranty', 'roadside-assist', 'accessories', 'vehicle-parts-and-accessories', 'fleet']) {
      expect(contentPagePath(on, slug)).toBe(`/${slug}`);
    }
    expect(contentPagePath(off, 'faqs')).toBe('/pages/faqs');
    expect(contentPagePath(off, 'mazda-bt-50-ute-centre')).toBe('/pages/mazda-bt-50-ute-centre');
  });

  it('points a configured link at where a company page lives, keeping its query and hash', () => {
    expect(contentHref(on, '/privacy-policy')).toBe('/pages/privacy-policy');
    expect(contentHref(on, '/about-us/?from=footer#team')).toBe('/pages/about-us?from=footer#team');
    expect(contentHref(off, '/pages/terms-and-conditions')).toBe('/terms-and-conditions');
    expect(contentHref(off, '/privacy-policy')).toBe('/privacy-policy');
  });

  it('leaves every other link as given', () => {
    for (const href of ['/warranty', '/pages/faqs', '/search/used-cars', 'https://example.com/privacy-policy', '/privacy-policy-old', '/cars/x/about-us']) {
      expect(contentHref(on, href)).toBe(href);
    }
  });
});
