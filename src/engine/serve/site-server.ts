import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { handleRequest } from '../../server/app.ts';
import type { RequestContext } from '../../server/server-env.ts';
import { isWellFormedHost } from '../../server/http/host-header.ts';
import { problemBody } from '../../server/http/respond.ts';
import { contentType, isCompressible, isMalformedPath, resolveStatic } from './static-files.ts';
import { buildDir, liveBuild, liveLink, stagedBuild } from '../release/releases.ts';
import { injectStagedBar, stagedBarHtml } from './staged-bar.ts';
import { isHostConfigPath, siteHeaders } from './site-headers.ts';

/** `root` is the work directory holding dist/ and builds/ (the repository unless FORECOURT_WORK_DIR is set). */
export type SiteServerOptions = {
  root: string;
  port: number;
  host?: string;
  /** What answers /api/: the host's app on its server context; default this process's server from the environment. */
  app?: ApiApp;
};

type ApiApp = { fetch(request: Request, ctx: RequestContext): Response | Promise<Response> };

const defaultApp: ApiApp = { fetch: handleRequest };

type Site = { kind: 'live'; slug: string } | { kind: 'staged'; slug: string } | { kind: 'index' } | { kind: 'unknown'; name: string };

/**
 * Which site a Host header asks for: <slug>.localhost is a dealer's live site,
 * staged.<slug>.localhost its newest staged build, bare localhost the index.
 */
function siteForHost(hostHeader: string | undefined): Site {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '') return { kind: 'index' };
  const staged = /^staged\.([a-z0-9-]+)\.localhost$/.exec(hostname);
  if (staged) return { kind: 'staged', slug: staged[1]! };
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

/** Dealers with a staged build waiting for approval. */
function listStagedSites(root: string): string[] {
  const builds = path.join(root, 'builds');
  if (!fs.existsSync(builds)) return [];
  return fs
    .readdirSync(builds)
    .filter((slug) => stagedBuild(slug, { root }) !== null)
    .sort();
}

/**
 * The function app under /api/ on every site, through Hono's Node adapter: the Node request becomes
 * a Web Request streamed from the socket (a body limit stops reading), and the Response goes back
 * header by header, each Set-Cookie its own line. The adapter replaces the process's global
 * Request and Response with its lighter ones (its default, which Hono's body limit needs when it
 * re-wraps a request). The dealer is the Host's slug (a live or staged site), the client the socket's peer.
 */
function apiListener(app: ApiApp): Listener {
  return getRequestListener((request, { incoming }) => {
    const site = siteForHost(incoming.headers.host);
    const dealerSlug = site.kind === 'live' || site.kind === 'staged' ? site.slug : null;
    return app.fetch(request, { dealerSlug, clientIp: incoming.socket.remoteAddress ?? 'unknown' });
  });
}

export function createSiteServer({ root, app = defaultApp }: SiteServerOptions): http.Server {
  const api = apiListener(app);
  return http.createServer((req, res) => {
    handle(root, req, res, api).catch((error: unknown) => {
      console.error('request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });
}

function notFound(res: http.ServerResponse, message: string): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(message);
}

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

async function handle(root: string, req: http.IncomingMessage, res: http.ServerResponse, api: Listener): Promise<void> {
  if (req.headers.host !== undefined && !isWellFormedHost(req.headers.host)) {
    const isApi = (req.url ?? '').startsWith('/api/');
    res.writeHead(400, { 'content-type': isApi ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(isApi ? JSON.stringify(problemBody('bad_host')) : 'Bad request: malformed Host');
    return;
  }
  const site = siteForHost(req.headers.host);
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const port = url.port || '4321';

  if (isMalformedPath(url.pathname)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad request: malformed path');
    return;
  }
  if (url.pathname.startsWith('/api/')) return api(req, res);
  if (site.kind === 'index') return sendIndex(root, res, port);
  if (site.kind === 'unknown') return notFound(res, `No dealer site is served at ${site.name}. Try http://localhost:${port}/ for the list.`);

  let siteRoot: string;
  let bar: string | null = null;
  let buildId: string | null;
  if (site.kind === 'staged') {
    buildId = stagedBuild(site.slug, { root });
    if (!buildId) return notFound(res, `Dealer ${site.slug} has no staged build waiting. Its live site: http://${site.slug}.localhost:${port}/`);
    siteRoot = buildDir(site.slug, buildId, { root });
    bar = stagedBarHtml({ buildId, liveUrl: `http://${site.slug}.localhost:${port}/` });
  } else {
    // Resolve the link once per request, so one response never mixes two builds.
    buildId = liveBuild(site.slug, { root });
    if (!buildId) return notFound(res, `Dealer ${site.slug} has no live build. Run npm run build -- --dealer ${site.slug}.`);
    siteRoot = fs.realpathSync(liveLink(site.slug, { root }));
  }
  if (url.pathname === '/print' || url.pathname === '/print/') {
    const carId = url.searchParams.get('car_id');
    if (carId && /^[a-z0-9-]+$/i.test(carId)) {
      res.writeHead(302, { location: `/cars/${carId}/print/` });
      res.end();
      return;
    }
  }
  const file = isHostConfigPath(url.pathname) ? null : resolveStatic(siteRoot, url.pathname);
  const served = { bar, buildId, headers: siteHeaders(siteRoot, url.pathname) };
  if (!file) {
    const missing = path.join(siteRoot, '404.html');
    return sendFile(req, res, fs.existsSync(missing) ? missing : null, 404, served);
  }
  return sendFile(req, res, file, 200, served);
}

/** How a file is served: the staged bar (staged host only), the build's id and its `_headers` headers. */
type Served = { bar: string | null; buildId: string; headers: Record<string, string> };

function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string | null, status: number, { bar, buildId, headers: siteOwn }: Served): void {
  if (!file) {
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end('Not found');
    return;
  }
  const type = contentType(file);
  const immutable = file.includes(`${path.sep}_astro${path.sep}`);
  const headers: Record<string, string> = {
    ...siteOwn,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'x-forecourt-build': buildId,
  };
  let body: Buffer = fs.readFileSync(file);
  if (bar && type.startsWith('text/html')) {
    body = Buffer.from(injectStagedBar(body.toString('utf8'), bar));
    headers['x-robots-tag'] = 'noindex';
  }
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

function sendIndex(root: string, res: http.ServerResponse, port: string): void {
  const live = listLiveSites(root)
    .map((s) => `<li><a href="http://${s}.localhost:${port}/">${s}</a></li>`)
    .join('');
  const staged = listStagedSites(root)
    .map((s) => `<li><a href="http://staged.${s}.localhost:${port}/">${s}</a> — staged, promote with <code>npm run promote -- ${s}</code></li>`)
    .join('');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>forecourt — dealer sites</title>` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:system-ui;max-width:40rem;margin:2rem auto">` +
      `<h1>forecourt dealer sites</h1>${live ? `<ul>${live}</ul>` : '<p>No dealer site is built yet.</p>'}` +
      `${staged ? `<h2>Staged previews</h2><ul>${staged}</ul>` : ''}</body></html>`,
  );
}
