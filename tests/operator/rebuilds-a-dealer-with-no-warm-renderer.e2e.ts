import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStockIndex } from '../../src/lib/search/embedded-index.ts';
import { formatAud } from '../../src/lib/inventory/price-display.ts';
import { warmRendererDealers } from '../../src/dev/bench/process-memory.ts';
import { buildManifest, builtSiteServer, fetchSite, runScript, type startServer, waitFor } from '../setup/isolated-work.ts';

/**
 * A server hosting more dealers than FORECOURT_WARM_RENDERERS keeps warm render processes for only
 * that many, the most recently changed first: here one for two dealers. A change to the dealer left
 * without one still goes live, rendered by a process started for it; that dealer, now the most
 * recently changed, then takes the warm process from the other, whose next change goes live the same way.
 */
let work: string;
let port: number;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let stop: () => Promise<void> = async () => {};
// Built in one run, so changed at the same time: the first by name gets the one warm process.
// (Both put stock builds live at once; westside-used-cars holds them for approval.)
const [first, second] = ['harbour-mazda', 'outback-caravans'] as const;
const envFor = (w: string, p: number) => ({
  FORECOURT_WORK_DIR: w,
  PORT: String(p),
  FORECOURT_WEBHOOK_SECRET: 'e2e-warm-limit-secret',
  FORECOURT_SERVER: `http://127.0.0.1:${p}`,
  FORECOURT_WARM_RENDERERS: '1',
});

type Manifest = { buildId: string; cars: Record<string, { slug: string }>; stats: { timings: Record<string, number> } };
type Doc = { id: string; slug: string; price: unknown; status: string };

beforeAll(async () => {
  ({ work, port, server, stop } = await builtSiteServer('warm-limit', [first, second], envFor));
}, 600_000);

afterAll(() => stop());

const serverLog = () => `server log:\n${server!.log().slice(-3000)}`;

/** Waits until the server's warm render processes are those of `slugs` and stay so for two seconds. */
async function warmDealersBecome(slugs: string[]): Promise<void> {
  let since = 0;
  await waitFor(
    async () => {
      const same = JSON.stringify(warmRendererDealers(server!.child.pid!)) === JSON.stringify(slugs);
      since = same ? since || Date.now() : 0;
      return same && Date.now() - since >= 2_000;
    },
    180_000,
    `warm render processes for ${slugs.join(', ')}`,
    () => `warm now: ${warmRendererDealers(server!.child.pid!).join(', ')}\n${serverLog()}`,
  );
}

/** A priced in-stock car of the dealer's newest build. */
async function pricedCar(slug: string): Promise<Doc> {
  const own = buildManifest<Manifest>(work, slug).cars;
  const docs = (await new EmbeddedStockIndex({ dir: path.join(work, '.cache', 'index') }).getDocuments()) as unknown as Doc[];
  const car = docs.find((d) => d.id in own && d.status === 'in_stock' && typeof d.price === 'number' && d.price > 0);
  if (!car) throw new Error(`no priced car of ${slug}`);
  return { ...car, slug: own[car.id]!.slug };
}

/** Changes the car's price through `npm run stock -- apply` and waits for its page to show it. */
async function changePrice(slug: string): Promise<Manifest> {
  const car = await pricedCar(slug);
  const price = Number(car.price) + 1_234;
  const before = buildManifest<Manifest>(work, slug).buildId;
  const file = path.join(work, `change-${slug}.json`);
  fs.writeFileSync(file, JSON.stringify({ upsert: [{ id: car.id, price }] }));
  const applied = await runScript('stock.ts', ['apply', file], envFor(work, port));
  expect(applied.output).toMatch(/Webhook accepted/);
  await waitFor(
    async () => (await fetchSite(port, `${slug}.localhost`, `/cars/${car.slug}/`)).body.includes(formatAud(price)),
    120_000,
    `${slug}'s new price`,
    serverLog,
  );
  await waitFor(async () => buildManifest<Manifest>(work, slug).buildId !== before, 60_000, `${slug}'s manifest`, serverLog);
  return buildManifest<Manifest>(work, slug);
}

describe('a server with fewer warm render processes than dealers', () => {
  it('keeps them for the most recently changed dealers, and a change to another still goes live', async () => {
    await warmDealersBecome([first]);

    const rebuilt = await changePrice(second);
    // Rendered by a process started for the build, which read the snapshot file.
    expect(rebuilt.stats.timings['fromDelta'], serverLog()).not.toBe(1);
    await warmDealersBecome([second]);

    const evicted = await changePrice(first);
    expect(evicted.stats.timings['fromDelta'], serverLog()).not.toBe(1);
    await warmDealersBecome([first]);
  }, 600_000);
});
