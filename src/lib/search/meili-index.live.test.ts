import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealerFilterSchema } from './dealer-filter.ts';
import { EmbeddedStockIndex } from './embedded-index.ts';
import { MeiliStockIndex } from './meili-index.ts';
import type { SearchQueryInput, SearchResult } from './query.ts';
import type { StockDocument } from './stock-document.ts';
import { NOW, sampleStock } from './fixtures/sample-stock.ts';

const host = process.env['MEILI_HOST'];

/** Runs only against a real server: MEILI_HOST and MEILI_API_KEY (an admin key; it creates and drops a scratch index). */
describe.skipIf(!host)('MeiliStockIndex against a live Meilisearch', () => {
  const indexName = `forecourt_live_${process.pid}_${Date.now()}`;
  const docs = sampleStock(250, 11);
  let meili: MeiliStockIndex;
  let embedded: EmbeddedStockIndex;
  let dir: string;

  beforeAll(async () => {
    meili = new MeiliStockIndex({ host: host ?? '', apiKey: process.env['MEILI_API_KEY'], indexName });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stock-live-'));
    embedded = new EmbeddedStockIndex({ dir, indexName: 'cars' });
    for (const index of [meili, embedded]) {
      await index.applySettings();
      await index.addDocuments(docs);
    }
  }, 120_000);

  afterAll(async () => {
    await meili?.client.deleteIndex(indexName).waitTask();
    await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);

  const key = (value: string) => value.trim().normalize('NFKD').toLowerCase();
  const comparable = (result: SearchResult, sortField?: string) => ({
    totalHits: result.totalHits,
    totalPages: result.totalPages,
    ids: result.hits.map((hit) => hit.id).sort(),
    order: sortField ? result.hits.map((hit) => hit[sortField] ?? null) : null,
    facets: Object.fromEntries(
      Object.entries(result.facetDistribution).map(([facet, counts]) => [
        facet,
        Object.fromEntries(Object.entries(counts ?? {}).map(([value, count]) => [key(value), count])),
      ]),
    ),
    stats: result.facetStats,
  });

  const dealerFilter = DealerFilterSchema.parse({ excludedMakes: ['mazda'], includeSoldCarsDays: 5 });
  const cases: [string, SearchQueryInput, string | undefined][] = [
    ['everything', { hitsPerPage: 1000, facets: ['make', 'status', 'price', 'km'] }, undefined],
    [
      'refined, ranged, price ascending',
      {
        refinements: { make: ['Toyota', 'Škoda'], categories: ['SUV', 'Family'] },
        ranges: { km: { max: 150_000 } },
        sort: 'price_asc',
        hitsPerPage: 1000,
        facets: ['make', 'categories', 'car_type', 'km', 'price'],
      },
      'price',
    ],
    ['latest, page 2', { sort: 'latest', page: 2, hitsPerPage: 21, facets: ['year'] }, 'created_at_ts'],
  ];

  for (const [name, query, sortField] of cases) {
    for (const withDealer of [false, true]) {
      it(`${name}${withDealer ? ' with a dealer filter' : ''} gives the same results as the embedded index`, async () => {
        const options = withDealer ? { dealerFilter, now: NOW } : { now: NOW };
        const [live, local] = await Promise.all([meili.search(query, options), embedded.search(query, options)]);
        expect(comparable(live, sortField)).toEqual(comparable(local, sortField));
      });
    }
  }

  it('ranks an exact stock number first, as the embedded index does', async () => {
    const target = docs.find((doc) => typeof doc['stocknum'] === 'string' && /^S\d+$/.test(doc['stocknum'] as string));
    const stocknum = String(target?.['stocknum']);
    const [live, local] = await Promise.all([meili.search({ query: stocknum }), embedded.search({ query: stocknum })]);
    expect(String(live.hits[0]?.['stocknum'])).toBe(stocknum);
    expect(String(local.hits[0]?.['stocknum'])).toBe(stocknum);
  });

  it('returns the same documents to a build', async () => {
    const byId = (list: StockDocument[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    const [live, local] = await Promise.all([
      meili.getDocuments({ filter: dealerFilter, now: NOW }),
      embedded.getDocuments({ filter: dealerFilter, now: NOW }),
    ]);
    expect(byId(live)).toEqual(byId(local));
    expect(await meili.stats()).toEqual({ numberOfDocuments: docs.length });
  });
});
