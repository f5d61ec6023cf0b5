import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { handleFunction } from '../../src/functions/app.ts';
import { contentType, isCompressible, resolveStatic } from './static-files.ts';
import { liveLink } from './releases.ts';

export type SiteServerOptions = { root: string; port: number; host?: string };

type Site = { kind: 'live'; slug: string } | { kind: 'index' } | { kind: 'unknown'; name: string };

/** Which site a Host header asks for: <slug>.localhost is a dealer's live site, bare localhost the index. */
export function siteForHost(hostHeader: string | undefined): Site {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '') return { kind: 'index' };
  const m = /^([a-z0-9-]+)\.localhost$/.exec(hostname);
  if (m) return { kind: 'live', slug: m[1]! };
  return { kind: 'unknown', name: hostname };
}

export function listLiveSites(root: string): string[] {
  const dist = path.join(root, 'dist');
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist)
    .filter((name) => !name.includes('.tmp-') && fs.existsSync(path.join(dist, name, 'index.html')))
    .sort();
}

export function createSiteServer({ root }: SiteServerOptions): http.Server {
  return http.createServer((req, res) => {
    handle(root, req, res).catch((error: unknown) => {
      console.error('request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });
}

async function handle(root: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const site = siteForHost(req.headers.host);
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);

  if (url.pathname.startsWith('/api/')) {
    const request = await toWebRequest(req, url);
    const response = await handleFunction(request, { dealerSlug: site.kind === 'live' ? site.slug : null });
    await sendWebResponse(res, response);
    return;
  }
  if (site.kind === 'index') return sendIndex(root, res);
  if (site.kind === 'unknown') {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`No dealer site is served at ${site.name}. Try http://localhost:${url.port || 4321}/ for the list.`);
    return;
  }
  const siteRoot = liveLink(site.slug, { root });
  if (!fs.existsSync(siteRoot)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`Dealer ${site.slug} has no live build. Run npm run build -- --dealer ${site.slug}.`);
    return;
  }
  if (url.pathname === '/print' || url.pathname === '/print/') {
    const carId = url.searchParams.get('car_id');
    if (carId && /^[a-z0-9-]+$/i.test(carId)) {
      res.writeHead(302, { location: `/cars/${carId}/print/` });
      res.end();
      return;
    }
  }
  const file = resolveStatic(siteRoot, url.pathname);
  if (!file) {
    const notFound = path.join(siteRoot, '404.html');
    return sendFile(req, res, fs.existsSync(notFound) ? notFound : null, 404);
  }
  return sendFile(req, res, file, 200);
}

function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string | null, status: number): void {
  if (!file) {
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end('Not found');
    return;
  }
  const type = contentType(file);
  const immutable = file.includes(`${path.sep}_astro${path.sep}`);
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  const body = fs.readFileSync(file);
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (isCompressible(type) && /\bgzip\b/.test(accepts) && body.length > 1024) {
    headers['content-encoding'] = 'gzip';
    headers['vary'] = 'accept-encoding';
    const gz = zlib.gzipSync(body, { level: 6 });
    res.writeHead(status, { ...headers, 'content-length': String(gz.length) });
    res.end(req.method === 'HEAD' ? undefined : gz);
    return;
  }
  res.writeHead(status, { ...headers, 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendIndex(root: string, res: http.ServerResponse): void {
  const sites = listLiveSites(root);
  const items = sites.map((s) => `<li><a href="http://${s}.localhost:${process.env['PORT'] ?? 4321}/">${s}</a></li>`).join('');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>forecourt — dealer sites</title>` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:system-ui;max-width:40rem;margin:2rem auto">` +
      `<h1>forecourt dealer sites</h1>${sites.length ? `<ul>${items}</ul>` : '<p>No dealer site is built yet.</p>'}</body></html>`,
  );
}

async function toWebRequest(req: http.IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}

async function sendWebResponse(res: http.ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((v, k) => {
    headers[k] = v;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}
