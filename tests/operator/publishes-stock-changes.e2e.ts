import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerBrowser } from '../support/browser.ts';
import { EmbeddedStockIndex } from '../../src/lib/search/embedded-index.ts';
import { builtSiteServer, fetchSite, runScript, waitFor } from '../setup/isolated-work.ts';

/**
 * Stock changes reach shoppers: `npm start` runs in its own work directory; `npm run stock -- apply`
 * changes the embedded index and sends the signed webhook; the server's queue rebuilds the dealer.
 */
let work: string;
let port: number;
let server: Awaited<ReturnType<typeof builtSiteServer>>['server'];
let stop: (() => Promise<void>) | undefined;
const envFor = (dir: string, at: number) => ({
  FORECOURT_WORK_DIR: dir,
  PORT: String(at),
  FORECOURT_WEBHOOK_SECRET: 'e2e-stock-secret',
  FORECOURT_SERVER: `http://127.0.0.1:${at}`,
});
const env = () => envFor(work, port);

type Doc = { id: string; slug: string; status: string };

async function indexDocs(): Promise<Map<string, Doc>> {
  const docs = (await new EmbeddedStockIndex({ dir: path.join(work, '.cache', 'index') }).getDocuments()) as unknown as Doc[];
  return new Map(docs.map((d) => [d.id, d]));
}

/** Cars on the first page of a dealer's listing, in page order, that are in stock. */
async function listedInStock(host: string): Promise<Doc[]> {
  const { body } = await fetchSite(port, host, '/search/');
  const docs = await indexDocs();
  const ids = [...body.matchAll(/data-car-id="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(ids)].map((id) => docs.get(id)).filter((d): d is Doc => d?.status === 'in_stock');
}

async function applyChanges(changes: unknown): Promise<void> {
  const file = path.join(work, `changes-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(changes));
  const result = await runScript('stock.ts', ['apply', file], env());
  expect(result.output).toMatch(/Webhook accepted/);
}

const serverLog = () => `server log:\n${server.log().slice(-4000)}`;
const shows = async (host: string, pathname: string, text: string) => (await fetchSite(port, host, pathname)).body.includes(text);

// npm start on a work directory of its own, starting from the suite's live builds of both dealers.
beforeAll(async () => {
  ({ work, port, server, stop } = await builtSiteServer('stock', ['harbour-mazda', 'westside-used-cars'], envFor));
}, 600_000);

const site = dealerBrowser(() => port);

afterAll(() => stop?.());

describe('stock changes reach the live site', () => {
  it('a car marked sold shows as sold on its live page within 10 s, with the stock time updated', async () => {
    const car = (await listedInStock('harbour-mazda.localhost'))[1]!;
    const detail = `/cars/${car.slug}/`;
    expect(await shows('harbour-mazda.localhost', detail, 'data-testid="sold-notice"')).toBe(false);

    await applyChanges({ upsert: [{ id: car.id, status: 'sold', sold_at: new Date().toISOString() }] });
    const ms = await waitFor(() => shows('harbour-mazda.localhost', detail, 'data-testid="sold-notice"'), 10_000, `${detail} to show sold`, serverLog);
    console.log(`sold car shown as sold on the live site ${(ms / 1000).toFixed(1)} s after the stock change`);

    const page = await site.open('harbour-mazda', detail);
    await expect(page.getByTestId('sold-notice').innerText()).resolves.toMatch(/SOLD/);
    await expect(page.getByTestId('stock-freshness').innerText()).resolves.toMatch(/^Stock updated (just now|\d+ minutes? ago)$/);
    await page.goto(site.url('harbour-mazda', '/search/'));
    const card = page.locator(`[data-car-id="${car.id}"]`);
    if ((await card.count()) > 0) await expect(card.first().innerText()).resolves.toMatch(/SOLD/);
    await page.close();
  }, 120_000);

  it('a deleted car leaves the live listing and its page is gone', async () => {
    const car = (await listedInStock('harbour-mazda.localhost'))[0]!;
    await applyChanges({ delete: [car.id] });
    await waitFor(
      async () => (await fetchSite(port, 'harbour-mazda.localhost', `/cars/${car.slug}/`)).status === 404,
      10_000,
      `${car.slug} to be removed`,
      serverLog,
    );
    const page = await site.open('harbour-mazda', '/search/');
    expect(await page.locator(`[data-car-id="${car.id}"]`).count()).toBe(0);
    await page.close();
  }, 120_000);
});

describe('a dealer that approves stock builds (westside-used-cars)', () => {
  it('sees the change at its staged URL only until it promotes it; rollback restores the previous live build', async () => {
    const host = 'westside-used-cars.localhost';
    const staged = 'staged.westside-used-cars.localhost';
    const car = (await listedInStock(host))[0]!;
    const detail = `/cars/${car.slug}/`;
    const liveBefore = (await fetchSite(port, host, detail)).build;

    await applyChanges({ upsert: [{ id: car.id, status: 'sold', sold_at: new Date().toISOString() }] });
    await waitFor(() => shows(staged, detail, 'data-testid="sold-notice"'), 10_000, 'the staged build to show the sale', serverLog);
    const live = await fetchSite(port, host, detail);
    expect(live.body).not.toContain('data-testid="sold-notice"');
    expect(live.build).toBe(liveBefore);

    const page = await site.open('staged.westside-used-cars', detail);
    await expect(page.getByTestId('staged-bar').innerText()).resolves.toContain('Staged preview — not live');
    await expect(page.getByTestId('sold-notice').isVisible()).resolves.toBe(true);
    await page.goto(site.url('westside-used-cars', detail));
    expect(await page.getByTestId('staged-bar').count()).toBe(0);

    const promoted = await runScript('promote.ts', ['westside-used-cars'], env());
    expect(promoted.code, promoted.output).toBe(0);
    await page.goto(site.url('westside-used-cars', detail));
    await expect(page.getByTestId('sold-notice').isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('staged-bar').count()).toBe(0);

    const rolledBack = await runScript('rollback.ts', ['westside-used-cars'], env());
    expect(rolledBack.code, rolledBack.output).toBe(0);
    const restored = await fetchSite(port, host, detail);
    expect(restored.build).toBe(liveBefore);
    expect(restored.body).not.toContain('data-testid="sold-notice"');
    await page.close();
  }, 120_000);
});
