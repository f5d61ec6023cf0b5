import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { parseHeadersFile } from '../../src/lib/site/headers-file.ts';
import { headersFileOf } from '../../src/site-data/security-headers.server.ts';
import { CLOUDFRONT_CSP_MAX, cloudFrontConfig, writeCloudFrontConfig } from '../../src/engine/publish/cloudfront-config.ts';

/**
 * CloudFront's ResponseHeadersPolicyConfig as the API reference documents it (CreateResponseHeadersPolicy,
 * 2020-05-31): every field the generator writes, with its allowed values; nothing else.
 */
const Override = z.boolean();
const DocumentedPolicy = z.strictObject({
  Name: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  Comment: z.string().max(128),
  SecurityHeadersConfig: z.strictObject({
    ContentSecurityPolicy: z.strictObject({ Override, ContentSecurityPolicy: z.string().max(CLOUDFRONT_CSP_MAX) }).optional(),
    ContentTypeOptions: z.strictObject({ Override }).optional(),
    FrameOptions: z.strictObject({ Override, FrameOption: z.enum(['DENY', 'SAMEORIGIN']) }).optional(),
    ReferrerPolicy: z
      .strictObject({
        Override,
        ReferrerPolicy: z.enum([
          'no-referrer',
          'no-referrer-when-downgrade',
          'origin',
          'origin-when-cross-origin',
          'same-origin',
          'strict-origin',
          'strict-origin-when-cross-origin',
          'unsafe-url',
        ]),
      })
      .optional(),
    StrictTransportSecurity: z
      .strictObject({ Override, AccessControlMaxAgeSec: z.number().int(), IncludeSubdomains: z.boolean(), Preload: z.boolean() })
      .optional(),
  }),
  CustomHeadersConfig: z.strictObject({ Quantity: z.number().int(), Items: z.array(z.strictObject({ Header: z.string(), Value: z.string(), Override })) }),
});

const dealers = path.resolve(import.meta.dirname, '../../dealers');

describe("CloudFront's side of _headers", () => {
  it("carries every header the dealer's _headers gives every page, in the documented policy shape", () => {
    for (const slug of ['harbour-mazda', 'outback-caravans', 'sunstate-motor-group', 'westside-used-cars']) {
      const headersFile = headersFileOf(loadDealer(slug, dealers).config);
      const { policy } = cloudFrontConfig(`forecourt-${slug}`, headersFile);
      expect(() => DocumentedPolicy.parse(policy), slug).not.toThrow();
      expect(policy.CustomHeadersConfig.Quantity).toBe(policy.CustomHeadersConfig.Items.length);
      const everyPage = parseHeadersFile(headersFile).find((r) => r.pattern === '/*')!.headers;
      // What a shopper's browser receives from CloudFront, header by header, is what `npm start` sends from _headers.
      const sent: Record<string, string> = {
        'Content-Security-Policy': policy.SecurityHeadersConfig.ContentSecurityPolicy!.ContentSecurityPolicy,
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': policy.SecurityHeadersConfig.FrameOptions!.FrameOption,
        'Referrer-Policy': policy.SecurityHeadersConfig.ReferrerPolicy!.ReferrerPolicy,
        ...Object.fromEntries(policy.CustomHeadersConfig.Items.map((h) => [h.Header, h.Value])),
      };
      expect(sent, slug).toEqual(everyPage);
    }
  });

  it("refuses a _headers rule it cannot carry, and a CSP past CloudFront's quota", () => {
    expect(() => cloudFrontConfig('x', '/*\n  X-Frame-Options: DENY\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n')).not.toThrow();
    expect(() => cloudFrontConfig('x', '/*\n  X-Frame-Options: DENY\n/cars/*\n  X-Robots-Tag: noindex\n')).toThrow(/cannot apply the _headers rule \/cars\/\*/);
    expect(() => cloudFrontConfig('x', `/*\n  Content-Security-Policy: default-src 'self' ${'x'.repeat(CLOUDFRONT_CSP_MAX)}\n`)).toThrow(
      /past CloudFront's 1783/,
    );
  });

  it('writes a viewer-request function that serves directory URLs from their index.html, on the documented event shape', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-cloudfront-'));
    const build = path.join(dir, 'build');
    fs.mkdirSync(build);
    fs.writeFileSync(path.join(build, '_headers'), headersFileOf(loadDealer('harbour-mazda', dealers).config));
    const out = path.join(dir, 'out');
    expect(writeCloudFrontConfig(build, out, 'harbour-mazda', 'E2QWRUHAPOMQZL').changed).toBe(true);
    expect(writeCloudFrontConfig(build, out, 'harbour-mazda', 'E2QWRUHAPOMQZL').changed).toBe(false);
    const policy = JSON.parse(fs.readFileSync(path.join(out, 'response-headers-policy.json'), 'utf8')) as unknown;
    expect(DocumentedPolicy.parse(policy).Name).toBe('forecourt-harbour-mazda');

    const sandbox: { handler?: (event: unknown) => { uri: string } } = {};
    vm.runInNewContext(`${fs.readFileSync(path.join(out, 'viewer-request.js'), 'utf8')}\nthis.handler = handler;`, sandbox);
    const request = (uri: string) => ({
      version: '1.0',
      context: { distributionDomainName: 'd111111abcdef8.cloudfront.net', distributionId: 'E2QWRUHAPOMQZL', eventType: 'viewer-request', requestId: 'r' },
      viewer: { ip: '198.51.100.11' },
      request: { method: 'GET', uri, querystring: {}, headers: { host: { value: 'www.harbourmazda.example' } }, cookies: {} },
    });
    expect(sandbox.handler!(request('/')).uri).toBe('/index.html');
    expect(sandbox.handler!(request('/cars/2024-mazda-cx-5/')).uri).toBe('/cars/2024-mazda-cx-5/index.html');
    expect(sandbox.handler!(request('/_astro/app.1a2b3c4d.js')).uri).toBe('/_astro/app.1a2b3c4d.js');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
