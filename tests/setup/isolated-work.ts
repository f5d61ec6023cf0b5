import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/dev/bench/free-port.ts';
import { copyLiveBuild } from '../support/copied-build.ts';

export { freePort };

/** The repository the journeys run from. */
export const repoRoot = process.cwd();

/**
 * A throwaway work directory (FORECOURT_WORK_DIR) holding its own builds/, dist/ and .cache/ with a
 * copy of the repository's embedded stock index, so a journey can change stock and build without
 * touching the repository's builds or the sample stock. The render bundles the global setup's build
 * made are linked in (a bundle is keyed by the code's digest and never changed once complete): a
 * journey's first build renders with them, as a server's second build does, instead of compiling the
 * same bundle again — each compile is seconds of CPU, paid by every journey that builds.
 */
export function isolatedWorkDir(prefix: string): string {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `forecourt-${prefix}-`));
  fs.cpSync(path.join(repoRoot, '.cache', 'index'), path.join(work, '.cache', 'index'), { recursive: true });
  linkRenderBundles(work);
  return work;
}

/** Links the render bundles of the suite's build into `work`, so its first build renders instead of compiling the same bundle again. */
export function linkRenderBundles(work: string): void {
  linkTree(path.join(repoRoot, '.cache', 'astro', 'bundles'), path.join(work, '.cache', 'astro', 'bundles'));
}

/** Hard-links every file under `from` into the same place under `to`, leaving out bundles still being made. */
function linkTree(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(from, path.join(entry.parentPath, entry.name));
    if (file.includes('.partial-')) continue;
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.linkSync(path.join(from, file), path.join(to, file));
  }
}

/** The newest build manifest of a dealer in a work directory. */
export function buildManifest<T>(work: string, slug: string): T {
  const dir = path.join(work, 'builds', slug);
  const newest = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.manifest.json'))
    .sort()
    .at(-1)!;
  return JSON.parse(fs.readFileSync(path.join(dir, newest), 'utf8')) as T;
}

/** Every file of a dealer's build but its build info, with the SHA-256 of its bytes. */
export function buildFileHashes(work: string, slug: string, buildId: string): Map<string, string> {
  const dir = path.join(work, 'builds', slug, buildId);
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (file === '_build.json') continue;
    out.set(
      file,
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, file)))
        .digest('hex'),
    );
  }
  return out;
}

/** The files two builds of a dealer differ in (present in one only, or with other bytes), leaving out `skip`. */
export function differingFiles(work: string, slug: string, a: string, b: string, skip: ReadonlySet<string> = new Set()): string[] {
  const left = buildFileHashes(work, slug, a);
  const right = buildFileHashes(work, slug, b);
  return [...new Set([...left.keys(), ...right.keys()])].filter((f) => !skip.has(f) && left.get(f) !== right.get(f));
}

export type ScriptResult = { code: number | null; signal: NodeJS.Signals | null; output: string };

/** Runs a repository script (`node scripts/<name>`) with extra environment, collecting its output. */
export function runScript(script: string, args: string[], env: Record<string, string>, cwd = repoRoot): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(cwd, 'scripts', script), ...args], { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

/** `npm start` (scripts/serve.ts) as a child process; resolves once it listens. */
export async function startServer(env: Record<string, string>, cwd = repoRoot): Promise<{ child: ChildProcess; log: () => string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(cwd, 'scripts', 'serve.ts')], { cwd, env: { ...process.env, ...env } });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (log.includes('forecourt is serving on')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  return {
    child,
    log: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * For journeys against `npm start`: a throwaway work directory with `dealers` built (the suite's
 * live builds carried in, copied-build.ts), and the server
 * started on a free port. `env` gives the environment for that work directory and port (the build
 * runs with it too). `stop` stops the server and deletes the work directory.
 */
export async function builtSiteServer(
  prefix: string,
  dealers: readonly string[],
  env: (work: string, port: number) => Record<string, string>,
): Promise<{ work: string; port: number; server: Awaited<ReturnType<typeof startServer>>; stop: () => Promise<void> }> {
  const work = isolatedWorkDir(prefix);
  // Started from the suite's own live builds: the build below only confirms them (or builds what
  // changed since), rather than building each dealer again in full.
  for (const dealer of dealers) copyLiveBuild(repoRoot, work, dealer);
  const port = await freePort();
  const built = await runScript(
    'build.ts',
    dealers.flatMap((dealer) => ['--dealer', dealer]),
    env(work, port),
  );
  if (built.code !== 0) throw new Error(`the build failed:\n${built.output}`);
  const server = await startServer(env(work, port));
  return {
    work,
    port,
    server,
    stop: async () => {
      await server.stop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns true or `timeoutMs` passes; resolves with the milliseconds it took. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string, context: () => string = () => ''): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}\n${context()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** GET a dealer site path through the server by Host header; the body and the build that served it. */
export function fetchSite(port: number, host: string, pathname: string): Promise<{ status: number; body: string; build: string | null }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, build: (res.headers['x-forecourt-build'] as string | undefined) ?? null }));
    });
    req.on('error', reject);
  });
}
