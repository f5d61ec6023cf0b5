import fs from 'node:fs';
import path from 'node:path';
import { HEADERS_FILE, parseHeadersFile, type HeaderRule } from '../../lib/site/headers-file.ts';
import { objectHeaders } from './object-headers.ts';

/**
 * CloudFront's side of a dealer's `_headers` (the file the build writes from the dealer's rules, which
 * `npm start`, Cloudflare and Netlify read as is). Object metadata cannot carry a CSP, and CloudFront
 * reads no `_headers`, so the publish stage writes what a deployment applies to the distribution:
 * - `response-headers-policy.json`: a ResponseHeadersPolicyConfig (API 2020-05-31, the form
 *   `aws cloudfront create-response-headers-policy --response-headers-policy-config file://…` takes)
 *   with the `/*` rule's headers: CSP, frame, sniffing and referrer rules as SecurityHeadersConfig,
 *   any other header as a custom header;
 * - `viewer-request.js`: a CloudFront Function (runtime cloudfront-js-2.0) serving a directory URL
 *   from its `index.html`, as `npm start` and the Cloudflare Worker do.
 * A `_headers` rule for another path can only set what the objects' own metadata already carries
 * (Cache-Control of hashed assets); anything else is refused rather than silently dropped.
 */

/** CloudFront's documented quota on the Content-Security-Policy value of a response headers policy. */
export const CLOUDFRONT_CSP_MAX = 1783;
const FRAME_OPTIONS = new Set(['DENY', 'SAMEORIGIN']);
const REFERRER_POLICIES = new Set([
  'no-referrer',
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
]);

type CustomHeader = { Header: string; Value: string; Override: boolean };
export type ResponseHeadersPolicyConfig = {
  Name: string;
  Comment: string;
  SecurityHeadersConfig: {
    ContentSecurityPolicy?: { Override: boolean; ContentSecurityPolicy: string };
    ContentTypeOptions?: { Override: boolean };
    FrameOptions?: { Override: boolean; FrameOption: string };
    ReferrerPolicy?: { Override: boolean; ReferrerPolicy: string };
    StrictTransportSecurity?: { Override: boolean; AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload: boolean };
  };
  CustomHeadersConfig: { Quantity: number; Items: CustomHeader[] };
};

function policyOf(name: string, headers: Record<string, string>): ResponseHeadersPolicyConfig {
  const security: ResponseHeadersPolicyConfig['SecurityHeadersConfig'] = {};
  const custom: CustomHeader[] = [];
  for (const [header, value] of Object.entries(headers)) {
    const lower = header.toLowerCase();
    if (lower === 'content-security-policy') {
      if (value.length > CLOUDFRONT_CSP_MAX)
        throw new Error(`the Content-Security-Policy is ${value.length} characters, past CloudFront's ${CLOUDFRONT_CSP_MAX} for a response headers policy`);
      security.ContentSecurityPolicy = { Override: true, ContentSecurityPolicy: value };
    } else if (lower === 'x-content-type-options' && value === 'nosniff') security.ContentTypeOptions = { Override: true };
    else if (lower === 'x-frame-options' && FRAME_OPTIONS.has(value.toUpperCase()))
      security.FrameOptions = { Override: true, FrameOption: value.toUpperCase() };
    else if (lower === 'referrer-policy' && REFERRER_POLICIES.has(value)) security.ReferrerPolicy = { Override: true, ReferrerPolicy: value };
    else if (lower === 'strict-transport-security') {
      const maxAge = /max-age=(\d+)/i.exec(value);
      if (!maxAge) throw new Error(`Strict-Transport-Security without max-age: ${value}`);
      security.StrictTransportSecurity = {
        Override: true,
        AccessControlMaxAgeSec: Number(maxAge[1]),
        IncludeSubdomains: /includeSubDomains/i.test(value),
        Preload: /preload/i.test(value),
      };
    } else custom.push({ Header: header, Value: value, Override: true });
  }
  return {
    Name: name,
    Comment: "Written by forecourt from the build's _headers (src/engine/publish/cloudfront-config.ts)",
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  };
}

/** The viewer-request function: `/cars/x/` → `/cars/x/index.html` (the bucket's key), every other URI as asked. */
const VIEWER_REQUEST_FUNCTION = `// Written by forecourt (src/engine/publish/cloudfront-config.ts). Runtime: cloudfront-js-2.0, event type viewer-request.
function handler(event) {
  var request = event.request;
  if (request.uri.endsWith('/')) request.uri += 'index.html';
  return request;
}
`;

/** A sample path a `_headers` pattern applies to, to check the objects' metadata answers it alike. */
function samplePath(pattern: string): string {
  return pattern.replace(/\*/g, 'x.0123abcd.js');
}

export function cloudFrontConfig(name: string, headersFile: string): { policy: ResponseHeadersPolicyConfig; viewerRequest: string } {
  const rules: HeaderRule[] = parseHeadersFile(headersFile);
  const everywhere = rules.filter((r) => r.pattern === '/*');
  for (const rule of rules.filter((r) => r.pattern !== '/*')) {
    const sample = samplePath(rule.pattern);
    const stored = objectHeaders(sample.slice(1), Buffer.alloc(0));
    for (const [header, value] of Object.entries(rule.headers)) {
      const held = header.toLowerCase() === 'cache-control' ? stored.cacheControl : undefined;
      if (held !== value)
        throw new Error(`CloudFront cannot apply the _headers rule ${rule.pattern} ${header}: ${value} (only the /* rule becomes the response headers policy)`);
    }
  }
  return { policy: policyOf(name, Object.assign({}, ...everywhere.map((r) => r.headers)) as Record<string, string>), viewerRequest: VIEWER_REQUEST_FUNCTION };
}

/** Written beside the policy and function when either changed: the distribution to apply them to (scripts/apply-cloudfront.sh removes it once applied). */
export const CLOUDFRONT_PENDING = 'pending';

/**
 * Writes the dealer's CloudFront policy and function beside its publish state
 * (`.cache/publish/<slug>/cloudfront/`) from the build's `_headers`; answers whether either changed,
 * and then marks them `pending` for the distribution (the deployment applies them with
 * scripts/apply-cloudfront.sh: docs/publishing.md).
 */
export function writeCloudFrontConfig(buildDir: string, outDir: string, slug: string, distributionId: string): { dir: string; changed: boolean } {
  const headersFile = path.join(buildDir, HEADERS_FILE);
  const { policy, viewerRequest } = cloudFrontConfig(`forecourt-${slug}`, fs.existsSync(headersFile) ? fs.readFileSync(headersFile, 'utf8') : '');
  fs.mkdirSync(outDir, { recursive: true });
  let changed = false;
  for (const [file, text] of [
    ['response-headers-policy.json', `${JSON.stringify(policy, null, 2)}\n`],
    ['viewer-request.js', viewerRequest],
  ] as const) {
    const full = path.join(outDir, file);
    if (fs.existsSync(full) && fs.readFileSync(full, 'utf8') === text) continue;
    fs.writeFileSync(full, text);
    changed = true;
  }
  if (changed) fs.writeFileSync(path.join(outDir, CLOUDFRONT_PENDING), `${distributionId}\n`);
  return { dir: outDir, changed };
}
