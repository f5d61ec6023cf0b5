import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../server/server-env.ts';
import { createSiteServer } from './site-server.ts';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request over a real socket, headers as the wire carried them (no fetch folding). */
function send(port: number, host: string, route: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: route, method: body === undefined ? 'GET' : 'POST', headers: { host }, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the site server’s /api/ (Hono’s Node adapter)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-api-'));
  const seen: Array<{ url: string; ctx: RequestContext; body: string }> = [];
  const cookies = ['first=1; Path=/; HttpOnly; SameSite=Lax', 'second=2; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/'];
  const server = createSiteServer({
    root,
    port: 0,
    app: {
      fetch: async (request: Request, ctx: RequestContext) => {
        seen.push({ url: request.url, ctx, body: request.method === 'POST' ? await request.text() : '' });
        const headers = new Headers({ 'content-type': 'application/json' });
        for (const cookie of cookies) headers.append('set-cookie', cookie);
        return new Response(JSON.stringify({ ok: true }), { status: 201, headers });
      },
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends two Set-Cookie headers as two, each intact (an Expires date’s comma included)', async () => {
    const answer = await send(port, `harbour-mazda.localhost:${port}`, '/api/auth/verify', '{"a":1}');
    expect(answer.status).toBe(201);
    expect(answer.headers['set-cookie']).toEqual(cookies);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
  });

  it('hands the app the dealer from the Host, the peer’s address and the streamed body', async () => {
    seen.length = 0;
    await send(port, `harbour-mazda.localhost:${port}`, '/api/leads?x=1', 'hello');
    await send(port, `staged.westside-used-cars.localhost:${port}`, '/api/health');
    await send(port, `localhost:${port}`, '/api/health');
    expect(seen.map(({ url, ctx, body }) => [new URL(url).pathname + new URL(url).search, ctx.dealerSlug, ctx.clientIp, body])).toEqual([
      ['/api/leads?x=1', 'harbour-mazda', '127.0.0.1', 'hello'],
      ['/api/health', 'westside-used-cars', '127.0.0.1', ''],
      ['/api/health', null, '127.0.0.1', ''],
    ]);
  });
});
