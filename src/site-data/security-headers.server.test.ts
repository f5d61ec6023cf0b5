import { describe, expect, it } from 'vitest';
import { DEALER_DEFAULTS } from '../lib/dealer/dealer-config.ts';
import { headersFor, parseHeadersFile } from '../lib/site/headers-file.ts';
import { headersFileOf } from './security-headers.server.ts';

const config = {
  analytics: DEALER_DEFAULTS.analytics,
  search: DEALER_DEFAULTS.search,
  service: DEALER_DEFAULTS.service,
  vehicle_page: DEALER_DEFAULTS.vehicle_page,
  content: DEALER_DEFAULTS.content,
};

/** The headers a CDN (or npm start, which reads the same file) sends with `path` of a site whose `_headers` is `text`. */
const served = (text: string, path: string) => headersFor(parseHeadersFile(text), path);

describe("the dealer's _headers file (rule: site.hsts)", () => {
  it('asks browsers for https only on every page of a site served over https', () => {
    const file = headersFileOf({ ...config, site_url: 'https://www.harbourcitymazda.example' });
    for (const path of ['/', '/cars/2024-mazda-cx-5-100001/', '/_astro/app.js']) {
      expect(served(file, path)['Strict-Transport-Security'], path).toBe('max-age=31536000');
    }
  });

  it('sends no HSTS from a site on http (a local or preview host), where browsers would ignore it', () => {
    const file = headersFileOf({ ...config, site_url: 'http://harbour-mazda.localhost:4321' });
    expect(served(file, '/')).not.toHaveProperty('Strict-Transport-Security');
    expect(served(file, '/')['Content-Security-Policy']).toContain("default-src 'self'");
  });
});
