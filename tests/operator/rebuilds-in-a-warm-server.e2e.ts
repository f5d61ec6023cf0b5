import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStockIndex } from '../../src/lib/search/embedded-index.ts';
import { buildManifest, builtSiteServer, differingFiles, runScript, type startServer, waitFor } from '../setup/isolated-work.ts';

/**
 * The server's warm render process rehearses on the live build's snapshot and is then given a
 * change as changes only: it keeps what it worked out for the unchanged cars (stock file
 * documents, landing page results, price comparisons per make, model and year) and lists only
 * what the change touches. Its build must still be, file for file, what a full build makes, with
 * a car priced down, one sold and one deleted.
 */
let work: string;
let port: number;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let stop: () => Promise<void> = async () => {};
const slug = 'harbour-mazda';
const envFor = (w: string, p: number) => ({
  FORECOURT_WORK_DIR: w,
  PORT: String(p),
  FORECOURT_WEBHOOK_SECRET: 'e2e-warm-secret',
  FORECOURT_SERVER: `http://127.0.0.1:${p}`,
});
const env = () => envFor(work, port);

type Manifest = {
  buildId: string;
  mode: string;
  cars: Record<string, { slug: string }>;
  pages: Record<string, { file: string; kind: string; route: string }>;
  stats: { rendered: string[]; timings: Record<string, number> };
};
type Doc = { id: string; make: string; model: string; year: number; price: unknown; status: string };

beforeAll(async () => {
  ({ work, port, server, stop } = await builtSiteServer('warm', [slug], envFor));
}, 600_000);

afterAll(() => stop());

/** In-stock priced cars of the dealer, in groups of one make, model and year of at least four (each has a price comparison from the others). */
async function comparableCars(): Promise<Doc[][]> {
  const own = new Set(Object.keys(buildManifest<Manifest>(work, slug).cars));
  const docs = ((await new EmbeddedStockIndex({ dir: path.join(work, '.cache', 'index') }).getDocuments()) as unknown as Doc[]).filter(
    (d) => own.has(d.id) && d.status === 'in_stock' && typeof d.price === 'number' && d.price > 0,
  );
  const groups = Map.groupBy(docs, (d) => `${d.make}|${d.model}|${d.year}`);
  return [...groups.values()].filter((g) => g.length >= 4);
}

describe("a warm server's incremental build", () => {
  it('equals a full build of the same stock, file for file, when its render process held the previous snapshot', async () => {
    const groups = await comparableCars();
    expect(groups.length).toBeGreaterThan(3);
    let after: Manifest | null = null;
    // The first change may come before the warm process has rehearsed (it then starts a new one); the next finds it ready.
    for (let attempt = 0; attempt < 4 && after?.stats.timings['fromDelta'] !== 1; attempt++) {
      const [cheaper] = groups[attempt]!;
      const sold = groups[attempt]!.at(-1)!;
      const before = buildManifest<Manifest>(work, slug).buildId;
      const file = path.join(work, `change-${attempt}.json`);
      fs.writeFileSync(
        file,
        JSON.stringify({
          upsert: [
            { id: cheaper!.id, price: Math.round(Number(cheaper!.price) * 0.8) },
            { id: sold.id, status: 'sold', sold_at: new Date().toISOString() },
          ],
          // Its pages leave the build, files and all.
          delete: [groups[attempt]![1]!.id],
        }),
      );
      const applied = await runScript('stock.ts', ['apply', file], env());
      expect(applied.output).toMatch(/Webhook accepted/);
      await waitFor(
        async () => buildManifest<Manifest>(work, slug).buildId !== before,
        60_000,
        'the rebuild',
        () => server!.log().slice(-3000),
      );
      after = buildManifest<Manifest>(work, slug);
      expect(after.mode).toBe('incremental');
      // Let the server warm its next render process (it rehearses on the new build's snapshot).
      await new Promise((resolve) => setTimeout(resolve, 8_000));
    }
    expect(after?.stats.timings['fromDelta'], server!.log().slice(-3000)).toBe(1);
    const aggregates = new Set(
      Object.values(after!.pages)
        .filter((p) => p.kind === 'stock')
        .map((p) => p.file),
    );
    await server!.stop();
    const full = await runScript('build.ts', ['--dealer', slug, '--full'], env());
    expect(full.code, full.output).toBe(0);
    const reference = buildManifest<Manifest>(work, slug);
    expect(reference.mode).toBe('full');
    expect(differingFiles(work, slug, after!.buildId, reference.buildId, aggregates)).toEqual([]);
  }, 600_000);
});
