import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { startMeasured, waitForQuiet, type Measured } from './measured-process.ts';
import { sampleTree } from './process-memory.ts';
import { freePort } from './free-port.ts';

/** A car whose price a bench changes, and whose page it watches. */
export type BenchCar = { id: string; slug: string; price: number };

export const MB = 1024 * 1024;

/** In-stock cars with a price whose built page (in `dealer`'s live build) shows it: the pages the changes are checked on. */
export function pricedCars(records: readonly Record<string, unknown>[], work: string, dealer: string, count: number): BenchCar[] {
  const found: BenchCar[] = [];
  // Spread over the stock, not only its first records.
  const step = Math.max(1, Math.floor(records.length / (count * 4)));
  for (let i = 0; i < records.length && found.length < count; i += step) {
    const r = records[i]!;
    if (r['status'] !== 'in_stock' || typeof r['price'] !== 'number' || r['price'] <= 0) continue;
    if (carPageShows(work, dealer, String(r['slug']), r['price'])) found.push({ id: String(r['id']), slug: String(r['slug']), price: r['price'] });
  }
  if (found.length < count) throw new Error(`only ${found.length} priced cars of ${dealer} show their price`);
  return found;
}

/** True when the live build of `dealer` in `work` has the car's page showing `price`. */
export function carPageShows(work: string, dealer: string, carSlug: string, price: number): boolean {
  const file = path.join(work, 'dist', dealer, 'cars', carSlug, 'index.html');
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(formatAud(price));
}

/** A dealer's builds folder and the file name of its newest build's manifest, if any. */
export function newestManifest(work: string, dealer: string): { dir: string; newest: string | undefined } {
  const dir = path.join(work, 'builds', dealer);
  const newest = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.manifest.json'))
    .sort()
    .at(-1);
  return { dir, newest };
}

/** True once the next build's starting tree (spare-tree.ts) is prepared for the dealer's newest build. */
export function hasSpare(work: string, dealer: string): boolean {
  const { dir, newest } = newestManifest(work, dealer);
  return newest !== undefined && fs.existsSync(path.join(dir, `.spare-${newest.slice(0, -'.manifest.json'.length)}`));
}

/** The newest build's stage timings (build-one-dealer.ts) as recorded in its manifest. */
export function timingsLine(work: string, dealer: string): string {
  const { dir, newest } = newestManifest(work, dealer);
  if (!newest) return '';
  const m = JSON.parse(fs.readFileSync(path.join(dir, newest), 'utf8')) as { stats: { seconds: number; rendered: string[]; timings?: Record<string, number> } };
  return `build ${m.stats.seconds.toFixed(2)} s, ${m.stats.rendered.length} pages rendered${m.stats.timings ? `, ms: ${JSON.stringify(m.stats.timings)}` : ''}`;
}

/** A `stock apply` file changing the car's price. */
export function changeFile(work: string, id: string, price: number): string {
  const file = path.join(work, `change-${id}.json`);
  fs.writeFileSync(file, JSON.stringify({ upsert: [{ id, price }] }));
  return file;
}

/** The body of a page of `dealer`'s site through the server (empty unless 200). */
function getPage(port: number, dealer: string, pathname: string): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `${dealer}.localhost:${port}`, 'accept-encoding': 'identity' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve(res.statusCode === 200 ? body : ''));
      },
    );
    req.on('error', () => resolve(''));
  });
}

/** Waits until `check` holds; throws after `maxSeconds` with `context()` (the processes' output). */
export async function until(check: () => boolean | Promise<boolean>, maxSeconds: number, context: () => string): Promise<void> {
  const deadline = performance.now() + maxSeconds * 1000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`gave up after ${maxSeconds} s:\n${context().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until `check` holds, for at most `maxSeconds` (a clean-up cut short leaves its folder behind). */
export async function settled(check: () => boolean, maxSeconds: number): Promise<void> {
  const deadline = performance.now() + maxSeconds * 1000;
  while (!check() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** `npm start` for a bench's work dir, once warm: serving, every dealer's next spare tree linked, its process tree quiet. */
export async function startWarmServer(
  root: string,
  env: NodeJS.ProcessEnv,
  work: string,
  dealers: readonly string[],
): Promise<{ server: Measured; port: number; warmSeconds: number }> {
  const port = await freePort();
  const started = performance.now();
  const server = startMeasured([path.join(root, 'scripts', 'serve.ts')], { cwd: root, env: { ...env, PORT: String(port) } });
  try {
    await until(
      () => server.output().includes('forecourt is serving on'),
      120,
      () => server.output(),
    );
    // Warm: the next builds' spare trees are linked and the process tree has gone quiet (its render processes rehearsed).
    await until(
      () => dealers.every((d) => hasSpare(work, d)),
      1200,
      () => server.output(),
    );
    await waitForQuiet(server.child.pid!, { quietSeconds: 3, maxSeconds: 300, share: 0.1 });
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { server, port, warmSeconds: (performance.now() - started) / 1000 };
}

export async function stopServer(server: Measured): Promise<void> {
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r(null), 10_000))]);
  if (stopped === null) server.child.kill('SIGKILL');
}

/**
 * A price change through `npm run stock -- apply` to a running server: the seconds until the served
 * page shows the new price and the CPU seconds the server's tree and the command used meanwhile.
 * Then waits for the server to be warm again (manifest written, next spare linked, quiet).
 */
export async function liveChange(
  root: string,
  o: { server: Measured; port: number; env: NodeJS.ProcessEnv; work: string; dealer: string; car: BenchCar; price: number },
): Promise<{ seconds: number; cpuSeconds: number }> {
  const { server, port, work, dealer, car, price } = o;
  const file = changeFile(work, car.id, price);
  const before = newestManifest(work, dealer).newest;
  const started = performance.now();
  const serverTicks = sampleTree(server.child.pid!).cpuTicks;
  const apply = applyStock(root, o.env, port, file);
  await until(
    async () => (await getPage(port, dealer, `/cars/${car.slug}/`)).includes(formatAud(price)),
    // Generous: a shared machine can be many times oversubscribed.
    300,
    () => apply.output() + server.output(),
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = (sampleTree(server.child.pid!).cpuTicks - serverTicks) / 100;
  if ((await apply.exited) !== 0) throw new Error(`stock apply failed:\n${apply.output()}`);
  await warmAgain(server, work, dealer, before);
  return { seconds, cpuSeconds: serverCpu + apply.cpuSeconds() };
}

/** `npm run stock -- apply <file>` against the server on `port`: the index written, then the signed stock webhook sent to it. */
export function applyStock(root: string, env: NodeJS.ProcessEnv, port: number, file: string): Measured {
  return startMeasured([path.join(root, 'scripts', 'stock.ts'), 'apply', file], {
    cwd: root,
    env: { ...env, PORT: String(port), FORECOURT_SERVER: `http://127.0.0.1:${port}` },
  });
}

/** After a change: waits until the server is warm again (a newer manifest than `before` written, the next spare linked, quiet). */
export async function warmAgain(server: Measured, work: string, dealer: string, before: string | undefined): Promise<void> {
  // A build goes live before its manifest is written.
  await until(
    () => newestManifest(work, dealer).newest !== before,
    60,
    () => server.output(),
  );
  await until(
    () => hasSpare(work, dealer),
    600,
    () => server.output(),
  );
  await waitForQuiet(server.child.pid!, { quietSeconds: 2, maxSeconds: 120, share: 0.1 });
}
