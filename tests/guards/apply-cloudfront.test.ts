import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { headersFileOf } from '../../src/site-data/security-headers.server.ts';
import { CLOUDFRONT_PENDING, writeCloudFrontConfig } from '../../src/engine/publish/cloudfront-config.ts';

/**
 * Each AWS CLI call starts a Python process (~1 s, several on a loaded machine): the tests get minutes.
 *
 * scripts/apply-cloudfront.sh, the workflows' step that applies what the publish stage writes for
 * CloudFront, run with the real AWS CLI (which checks every input against CloudFront's API model
 * before sending it) against a loopback CloudFront: each request's method, path, If-Match and XML
 * body caught, each answer in the API reference's shape (2020-05-31).
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const NS = 'http://cloudfront.amazonaws.com/doc/2020-05-31/';
const DISTRIBUTION = 'E2QWRUHAPOMQZL';
const ARN = 'arn:aws:cloudfront::111122223333:function/forecourt-harbour-mazda';

type Caught = { method: string; path: string; ifMatch: string | undefined; body: string };
const caught: Caught[] = [];
/** What the loopback CloudFront holds. */
const state = {
  policies: new Map<string, { config: string; etag: number }>(),
  fn: null as null | { code: string; etag: number; live: boolean },
  distribution: { config: '', etag: 1 },
};

const between = (xml: string, tag: string) => new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1] ?? '';
const policyXml = (id: string, config: string) =>
  `<ResponseHeadersPolicy xmlns="${NS}"><Id>${id}</Id><LastModifiedTime>2026-11-27T00:00:00Z</LastModifiedTime>${config.replace(/ xmlns="[^"]*"/, '')}</ResponseHeadersPolicy>`;
const functionXml = (stage: string) =>
  `<FunctionSummary xmlns="${NS}"><Name>forecourt-harbour-mazda</Name><Status>UNASSOCIATED</Status><FunctionConfig><Comment>c</Comment><Runtime>cloudfront-js-2.0</Runtime></FunctionConfig><FunctionMetadata><FunctionARN>${ARN}</FunctionARN><Stage>${stage}</Stage><LastModifiedTime>2026-11-27T00:00:00Z</LastModifiedTime></FunctionMetadata></FunctionSummary>`;
/** A distribution as a console user makes one: the bucket behind Origin Access Control, CachingOptimized, no policy or function yet. */
const FIRST_DISTRIBUTION = `<DistributionConfig xmlns="${NS}"><CallerReference>harbour</CallerReference><DefaultRootObject>index.html</DefaultRootObject><Origins><Quantity>1</Quantity><Items><Origin><Id>bucket</Id><DomainName>dealer-sites.s3.ap-southeast-2.amazonaws.com</DomainName><OriginPath>/harbour-mazda</OriginPath><S3OriginConfig><OriginAccessIdentity></OriginAccessIdentity></S3OriginConfig><OriginAccessControlId>E1OAC</OriginAccessControlId></Origin></Items></Origins><DefaultCacheBehavior><TargetOriginId>bucket</TargetOriginId><ViewerProtocolPolicy>redirect-to-https</ViewerProtocolPolicy><FunctionAssociations><Quantity>0</Quantity></FunctionAssociations><CachePolicyId>658327ea-f89d-4fab-a63d-7e88639e58f6</CachePolicyId></DefaultCacheBehavior><Comment>harbour-mazda</Comment><Enabled>true</Enabled></DistributionConfig>`;

function answer(req: http.IncomingMessage, body: string, res: http.ServerResponse): void {
  const url = new URL(req.url!, 'http://x');
  const p = url.pathname.replace('/2020-05-31', '');
  const xml = (status: number, text: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'text/xml', ...headers });
    res.end(`<?xml version="1.0"?>\n${text}`);
  };
  const error = (status: number, code: string) =>
    xml(
      status,
      `<ErrorResponse xmlns="${NS}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${code}</Message></Error><RequestId>r</RequestId></ErrorResponse>`,
    );
  const stale = (held: number) => req.headers['if-match'] !== `E${held}`;
  if (req.method === 'GET' && p === '/response-headers-policy') {
    const items = [...state.policies].map(
      ([id, { config }]) =>
        `<ResponseHeadersPolicySummary><Type>custom</Type>${policyXml(id, config).replace(/ xmlns="[^"]*"/, '')}</ResponseHeadersPolicySummary>`,
    );
    return xml(
      200,
      `<ResponseHeadersPolicyList xmlns="${NS}"><MaxItems>100</MaxItems><Quantity>${items.length}</Quantity><Items>${items.join('')}</Items></ResponseHeadersPolicyList>`,
    );
  }
  if (req.method === 'POST' && p === '/response-headers-policy') {
    const id = `policy-${state.policies.size + 1}`;
    state.policies.set(id, { config: body, etag: 1 });
    return xml(201, policyXml(id, body), { etag: 'E1', location: `https://cloudfront.amazonaws.com/2020-05-31/response-headers-policy/${id}` });
  }
  const policy = /^\/response-headers-policy\/([^/]+)$/.exec(p);
  if (policy) {
    const held = state.policies.get(policy[1]!);
    if (!held) return error(404, 'NoSuchResponseHeadersPolicy');
    if (req.method === 'PUT') {
      if (stale(held.etag)) return error(412, 'PreconditionFailed');
      held.config = body;
      held.etag++;
    }
    return xml(200, policyXml(policy[1]!, held.config), { etag: `E${held.etag}` });
  }
  if (req.method === 'GET' && p === '/function/forecourt-harbour-mazda/describe') {
    if (!state.fn) return error(404, 'NoSuchFunctionExists');
    return xml(200, functionXml('DEVELOPMENT'), { etag: `E${state.fn.etag}` });
  }
  if (req.method === 'POST' && p === '/function') {
    state.fn = { code: Buffer.from(between(body, 'FunctionCode'), 'base64').toString('utf8'), etag: 1, live: false };
    return xml(201, functionXml('DEVELOPMENT'), { etag: 'E1', location: 'x' });
  }
  if (req.method === 'PUT' && p === '/function/forecourt-harbour-mazda') {
    if (!state.fn) return error(404, 'NoSuchFunctionExists');
    if (stale(state.fn.etag)) return error(412, 'PreconditionFailed');
    state.fn = { code: Buffer.from(between(body, 'FunctionCode'), 'base64').toString('utf8'), etag: state.fn.etag + 1, live: false };
    // UpdateFunction's ETag comes back in a header the API reference spells ETtag.
    return xml(200, functionXml('DEVELOPMENT'), { ettag: `E${state.fn.etag}` });
  }
  if (req.method === 'POST' && p === '/function/forecourt-harbour-mazda/publish') {
    if (!state.fn) return error(404, 'NoSuchFunctionExists');
    if (stale(state.fn.etag)) return error(412, 'PreconditionFailed');
    state.fn.live = true;
    return xml(200, functionXml('LIVE'));
  }
  if (p === `/distribution/${DISTRIBUTION}/config`) {
    if (req.method === 'PUT') {
      if (stale(state.distribution.etag)) return error(412, 'PreconditionFailed');
      state.distribution = { config: body, etag: state.distribution.etag + 1 };
      return xml(
        200,
        `<Distribution xmlns="${NS}"><Id>${DISTRIBUTION}</Id><ARN>arn:aws:cloudfront::111122223333:distribution/${DISTRIBUTION}</ARN><Status>InProgress</Status><LastModifiedTime>2026-11-27T00:00:00Z</LastModifiedTime><InProgressInvalidationBatches>0</InProgressInvalidationBatches><DomainName>d111111abcdef8.cloudfront.net</DomainName>${body.replace(/<\?xml[^>]*>/, '').replace(/ xmlns="[^"]*"/, '')}</Distribution>`,
        { etag: `E${state.distribution.etag}` },
      );
    }
    return xml(200, state.distribution.config, { etag: `E${state.distribution.etag}` });
  }
  error(400, 'UnexpectedRequest');
}

let receiver: http.Server;
let endpoint: string;
let tmp: string;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-apply-cloudfront-'));
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      caught.push({ method: req.method!, path: req.url!, ifMatch: req.headers['if-match'], body });
      answer(req, body, res);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

const apply = (dir: string) =>
  run('bash', [path.join(root, 'scripts/apply-cloudfront.sh'), dir], {
    env: {
      PATH: process.env['PATH'],
      HOME: tmp,
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_DEFAULT_REGION: 'us-east-1',
      AWS_ENDPOINT_URL_CLOUDFRONT: endpoint,
    },
  });

/** A build's `_headers` as the dealer's rules write it, and the publish stage's CloudFront files from it. */
function publishStageWrites(headers: string): string {
  const build = path.join(tmp, 'build');
  fs.mkdirSync(build, { recursive: true });
  fs.writeFileSync(path.join(build, '_headers'), headers);
  const out = path.join(tmp, 'cloudfront');
  writeCloudFrontConfig(build, out, 'harbour-mazda', DISTRIBUTION);
  return out;
}

describe('applying the CloudFront files the publish stage writes (scripts/apply-cloudfront.sh, AWS CLI)', () => {
  it("creates the policy and function, publishes the function and puts both on the distribution's default behaviour", async () => {
    state.distribution = { config: FIRST_DISTRIBUTION, etag: 1 };
    const headers = headersFileOf(loadDealer('harbour-mazda', path.join(root, 'dealers')).config);
    const dir = publishStageWrites(headers);
    expect(fs.readFileSync(path.join(dir, CLOUDFRONT_PENDING), 'utf8').trim()).toBe(DISTRIBUTION);
    caught.length = 0;
    const { stdout } = await apply(dir);
    expect(caught.map((c) => `${c.method} ${c.path.split('?')[0]}${c.ifMatch ? ` If-Match ${c.ifMatch}` : ''}`)).toEqual([
      'GET /2020-05-31/response-headers-policy',
      'POST /2020-05-31/response-headers-policy',
      'GET /2020-05-31/function/forecourt-harbour-mazda/describe',
      'POST /2020-05-31/function',
      'POST /2020-05-31/function/forecourt-harbour-mazda/publish If-Match E1',
      `GET /2020-05-31/distribution/${DISTRIBUTION}/config`,
      `PUT /2020-05-31/distribution/${DISTRIBUTION}/config If-Match E1`,
    ]);
    // The policy CloudFront received carries the dealer's CSP, as the CLI serialised the generated JSON.
    const csp = /Content-Security-Policy:\s*(.+)/.exec(headers)![1]!.trim();
    const created = state.policies.get('policy-1')!.config;
    const sentCsp = /<ContentSecurityPolicy>([^<]+)<\/ContentSecurityPolicy>/.exec(created)?.[1];
    expect(sentCsp?.replace(/&apos;/g, "'").replace(/&amp;/g, '&')).toBe(csp);
    expect(state.fn).toMatchObject({ code: fs.readFileSync(path.join(dir, 'viewer-request.js'), 'utf8'), live: true });
    const behaviour = between(state.distribution.config, 'DefaultCacheBehavior');
    expect(between(behaviour, 'ResponseHeadersPolicyId')).toBe('policy-1');
    expect(between(behaviour, 'FunctionAssociations')).toContain(`<FunctionARN>${ARN}</FunctionARN><EventType>viewer-request</EventType>`);
    // Everything else the dealer set on the distribution is as it was.
    for (const kept of [
      '<OriginPath>/harbour-mazda</OriginPath>',
      '<CachePolicyId>658327ea-f89d-4fab-a63d-7e88639e58f6</CachePolicyId>',
      '<DefaultRootObject>index.html</DefaultRootObject>',
    ])
      expect(state.distribution.config).toContain(kept);
    expect(stdout).toContain(`distribution ${DISTRIBUTION} now uses policy policy-1`);
    expect(fs.existsSync(path.join(dir, CLOUDFRONT_PENDING))).toBe(false);

    // Applied: the next run (nothing pending) makes no request.
    caught.length = 0;
    expect((await apply(dir)).stdout).toContain('applied already');
    expect(caught).toEqual([]);
  }, 180_000);

  it('updates the policy and function in place when the rules change, leaving the distribution alone when it uses them already', async () => {
    const dir = publishStageWrites('/*\n  X-Frame-Options: SAMEORIGIN\n  Permissions-Policy: camera=()\n');
    caught.length = 0;
    await apply(dir);
    expect(caught.map((c) => `${c.method} ${c.path.split('?')[0]}${c.ifMatch ? ` If-Match ${c.ifMatch}` : ''}`)).toEqual([
      'GET /2020-05-31/response-headers-policy',
      'GET /2020-05-31/response-headers-policy/policy-1',
      'PUT /2020-05-31/response-headers-policy/policy-1 If-Match E1',
      'GET /2020-05-31/function/forecourt-harbour-mazda/describe',
      'PUT /2020-05-31/function/forecourt-harbour-mazda If-Match E1',
      'POST /2020-05-31/function/forecourt-harbour-mazda/publish If-Match E2',
      `GET /2020-05-31/distribution/${DISTRIBUTION}/config`,
    ]);
    expect(state.policies.get('policy-1')!.config).toContain('<FrameOption>SAMEORIGIN</FrameOption>');
    expect(state.policies.size).toBe(1);
  }, 180_000);

  it("stops at an input CloudFront's API model refuses, writing nothing, and keeps the files pending for the next run", async () => {
    const dir = publishStageWrites('/*\n  X-Frame-Options: DENY\n');
    // A policy without its FrameOption, as a hand edit or a generator bug would leave it.
    const policy = JSON.parse(fs.readFileSync(path.join(dir, 'response-headers-policy.json'), 'utf8')) as { SecurityHeadersConfig: { FrameOptions: object } };
    policy.SecurityHeadersConfig.FrameOptions = { Override: true };
    fs.writeFileSync(path.join(dir, 'response-headers-policy.json'), JSON.stringify(policy));
    caught.length = 0;
    await expect(apply(dir)).rejects.toThrow(/Missing required parameter in ResponseHeadersPolicyConfig\.SecurityHeadersConfig\.FrameOptions: "FrameOption"/);
    expect(caught.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(fs.existsSync(path.join(dir, CLOUDFRONT_PENDING))).toBe(true);
  }, 180_000);
});
